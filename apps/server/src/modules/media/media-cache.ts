import { createHash } from 'node:crypto';

/** One rendered image with the validator a browser sends back in If-None-Match. */
export interface CachedSvg {
  svg: string;
  etag: string;
}

/**
 * A small least-recently-used cache of rendered SVGs: the catalogue asks for the same few hundred
 * pictures over and over, and each costs a few milliseconds to draw.
 */
export function svgCache(capacity = 500) {
  const entries = new Map<string, CachedSvg>();
  return {
    get(key: string, render: () => string): CachedSvg {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const svg = render();
      const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`;
      const entry = { svg, etag };
      entries.set(key, entry);
      if (entries.size > capacity) entries.delete(entries.keys().next().value as string);
      return entry;
    },
    get size() {
      return entries.size;
    },
  };
}
