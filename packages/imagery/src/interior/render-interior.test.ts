import { describe, expect, it } from 'vitest';
import { ImageryInputError } from '../errors';
import { trimMaterials } from '../inputs';
import { inspectSvg, unsafeParts } from '../test-support/svg-check';
import { interiorViews, renderInterior } from './render-interior';

const trims = [
  ['#151515', '#b08d57'],
  ['#e8dcc8', '#7a1f2b'],
  ['#6b4a3a', '#f2efe9'],
] as const;

describe('renderInterior', () => {
  it('draws every view, material and trim as a small, safe, 16:9 SVG with the seat and accent colours', () => {
    for (const view of interiorViews)
      for (const material of trimMaterials)
        for (const [seat, accent] of trims) {
          const svg = renderInterior({ view, seat, accent, material });
          expect(inspectSvg(svg)).toMatchObject({ viewBox: '0 0 800 450', width: 800, height: 450 });
          expect(svg).toContain(seat);
          expect(svg).toContain(accent);
          expect(unsafeParts(svg)).toEqual([]);
          expect(svg.length).toBeLessThan(12 * 1024);
        }
  });

  it('quilts and perforates Nappa but not Inteluxe', () => {
    const nappa = renderInterior({ view: 'seats', seat: '#e8dcc8', accent: '#7a1f2b', material: 'nappa' });
    const inteluxe = renderInterior({
      view: 'seats',
      seat: '#e8dcc8',
      accent: '#7a1f2b',
      material: 'inteluxe',
    });
    expect(nappa).toContain('M0 9L9 0L18 9L9 18Z');
    expect(inteluxe).not.toContain('M0 9L9 0L18 9L9 18Z');
    expect(inspectSvg(nappa).title).toContain('Nappa leather');
  });

  it('shows the 33-inch display on the dash view and is deterministic', () => {
    const input = { view: 'dash', seat: '#151515', accent: '#b08d57', material: 'inteluxe' } as const;
    const svg = renderInterior(input);
    expect(inspectSvg(svg).title).toContain('33-inch curved display');
    expect(renderInterior({ ...input })).toBe(svg);
  });

  it.each([
    ['seat', { seat: 'beige' }],
    ['accent', { accent: '#abc' }],
    ['material', { material: 'leather' }],
    ['view', { view: 'boot' }],
  ])('refuses a bad %s', (field, bad) => {
    const input = { view: 'dash', seat: '#151515', accent: '#b08d57', material: 'nappa', ...bad };
    expect(() => renderInterior(input as never)).toThrow(
      expect.objectContaining({ field, name: 'ImageryInputError' }),
    );
    expect(() => renderInterior(input as never)).toThrow(ImageryInputError);
  });
});
