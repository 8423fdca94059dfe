import { describe, expect, it } from 'vitest';
import { readEnv } from '../../env';
import { securityHeaders } from '../../platform/security/headers';
import { mapTileOrigin } from './map-tiles';

/** The operator's map tiles: a checked setting, and its host allowed for images only. */
describe('map tiles', () => {
  const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };

  it('takes an https template with {z}, {x} and {y}, and refuses anything else', () => {
    const url = 'https://tiles.example.com/{z}/{x}/{y}.png';
    expect(readEnv({ ...base, MAP_TILE_URL: url }).MAP_TILE_URL).toBe(url);
    expect(() => readEnv({ ...base, MAP_TILE_URL: 'http://tiles.example.com/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_URL/,
    );
    expect(() => readEnv({ ...base, MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}.png' })).toThrow(
      /MAP_TILE_URL/,
    );
    expect(mapTileOrigin(url)).toBe('https://tiles.example.com');
  });

  it('adds the tile host to img-src only; by default no map host is allowed', () => {
    const csp = (hosts: string[]) =>
      securityHeaders({ https: true, mapTileHosts: hosts })['content-security-policy'];
    const configured = csp(['https://tiles.example.com']);
    expect(configured).toMatch(/img-src 'self' data: blob: https:\/\/tiles\.example\.com/);
    expect(configured).toMatch(/connect-src 'self'(;|$)/);
    expect(configured).toMatch(/script-src 'self'(;|$)/);
    expect(csp([])).not.toContain('tiles.example.com');
  });
});
