import { describe, expect, it } from 'vitest';
import { ImageryInputError } from './errors';
import { paintFinishes, trimMaterials } from './inputs';
import { renderPaintSwatch, renderTrimSwatch } from './swatch';
import { inspectSvg, unsafeParts } from './test-support/svg-check';

describe('swatches', () => {
  it('draws a round 64×64 paint swatch in every finish', () => {
    for (const finish of paintFinishes)
      for (const color of ['#111111', '#f4f4f2', '#9b111e']) {
        const svg = renderPaintSwatch({ color, finish });
        expect(inspectSvg(svg)).toMatchObject({ viewBox: '0 0 64 64', width: 64, height: 64 });
        expect(svg).toContain('<circle cx="32" cy="32" r="30"');
        expect(svg).toContain(color);
        expect(unsafeParts(svg)).toEqual([]);
        expect(svg.length).toBeLessThan(3 * 1024);
      }
  });

  it('draws a round 64×64 trim swatch with both colours', () => {
    for (const material of trimMaterials) {
      const svg = renderTrimSwatch({ seat: '#E8DCC8', accent: '#7a1f2b', material });
      expect(inspectSvg(svg)).toMatchObject({ viewBox: '0 0 64 64', width: 64, height: 64 });
      expect(svg).toContain('#e8dcc8');
      expect(svg).toContain('#7a1f2b');
      expect(unsafeParts(svg)).toEqual([]);
      expect(svg.length).toBeLessThan(3 * 1024);
    }
  });

  it('refuses bad colours, finishes and materials', () => {
    expect(() => renderPaintSwatch({ color: 'red', finish: 'solid' })).toThrow(ImageryInputError);
    expect(() => renderPaintSwatch({ color: '#111111', finish: 'chrome' as never })).toThrow(
      ImageryInputError,
    );
    expect(() => renderTrimSwatch({ seat: '#111111', accent: 'gold', material: 'nappa' })).toThrow(
      ImageryInputError,
    );
    expect(() =>
      renderTrimSwatch({ seat: '#111111', accent: '#b08d57', material: 'vinyl' as never }),
    ).toThrow(ImageryInputError);
  });
});
