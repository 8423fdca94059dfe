import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ImageryInputError } from '../errors';
import { paintFinishes } from '../inputs';
import { inspectSvg, unsafeParts } from '../test-support/svg-check';
import { renderVehicle } from './render-vehicle';
import { vehicleViews } from './views';

/** One paint of each kind the catalogue uses: near-black, white, silver, red, blue, green. */
const paints = ['#111111', '#f4f4f2', '#9fa4a9', '#9b111e', '#1f3f8f', '#2f4a3a'];
const variants = ['luxury', 'sport'] as const;

describe('renderVehicle', () => {
  const cases = variants.flatMap((variant) => vehicleViews.map((view) => [variant, view] as const));
  it.each(cases)(
    'draws the %s %s view in every finish and catalogue colour as a small, safe, 16:9 SVG',
    (variant, view) => {
      for (const finish of paintFinishes)
        for (const color of paints) {
          const svg = renderVehicle({ variant, view, color, finish });
          const facts = inspectSvg(svg);
          expect(facts).toMatchObject({ viewBox: '0 0 800 450', width: 800, height: 450 });
          expect(svg).toContain(color);
          expect(unsafeParts(svg)).toEqual([]);
          expect(svg.length).toBeLessThan(12 * 1024);
        }
    },
  );

  it('names the variant, colour and view in the title', () => {
    const { title } = inspectSvg(
      renderVehicle({ variant: 'sport', view: 'front34', color: '#9B111E', finish: 'tintcoat' }),
    );
    expect(title).toBe('LYRIQ Sport in #9b111e tintcoat paint, front three-quarter view');
  });

  it('paints every shape on purpose: no path falls back to the default black fill', () => {
    for (const view of vehicleViews) {
      const svg = renderVehicle({ variant: 'luxury', view, color: '#f4f4f2', finish: 'tricoat' });
      const body = svg.slice(svg.indexOf('</defs>'));
      for (const shape of body.match(/<(path|use|ellipse)\b[^>]*>/g) ?? []) {
        if (/href="#[wt]"/.test(shape)) continue;
        expect(shape).toMatch(/\sfill="/);
      }
    }
  });

  it('is deterministic', () => {
    const input = { variant: 'luxury', view: 'rear34', color: '#1f3f8f', finish: 'metallic' } as const;
    expect(renderVehicle(input)).toBe(renderVehicle({ ...input }));
  });

  it('gives each variant its own wheels, grille and trim', () => {
    const luxury = renderVehicle({ variant: 'luxury', view: 'front', color: '#9fa4a9', finish: 'metallic' });
    const sport = renderVehicle({ variant: 'sport', view: 'front', color: '#9fa4a9', finish: 'metallic' });
    expect(luxury).not.toBe(sport);
    // Luxury's chrome starts near white; Sport's obsidian trim is dark.
    expect(luxury).toMatch(/id="ch"[^>]*><stop offset="0" stop-color="#fbfcfd"/);
    expect(sport).toMatch(/id="ch"[^>]*><stop offset="0" stop-color="#5d6168"/);
  });

  it('shows the finish: the same colour draws differently as solid, metallic, tintcoat and tricoat', () => {
    const drawings = paintFinishes.map((finish) =>
      renderVehicle({ variant: 'luxury', view: 'side', color: '#1f3f8f', finish }),
    );
    expect(new Set(drawings).size).toBe(paintFinishes.length);
  });

  it('draws any #rrggbb colour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), fc.constantFrom(...vehicleViews), (n, view) => {
        const color = `#${n.toString(16).padStart(6, '0')}`;
        const svg = renderVehicle({ variant: 'sport', view, color, finish: 'solid' });
        expect(() => inspectSvg(svg)).not.toThrow();
        expect(svg).toContain(color);
      }),
      { numRuns: 40 },
    );
  });

  it.each([
    ['color', { color: 'red' }],
    ['color', { color: '#12345' }],
    ['color', { color: '#1234567' }],
    ['color', { color: '#12345g' }],
    ['color', { color: '"/><script>alert(1)</script>' }],
    ['color', { color: undefined }],
    ['variant', { variant: 'base' }],
    ['view', { view: 'top' }],
    ['view', { view: 'toString' }],
    ['finish', { finish: 'matte' }],
  ])('refuses a bad %s', (field, bad) => {
    const input = { variant: 'luxury', view: 'side', color: '#111111', finish: 'solid', ...bad };
    const attempt = () => renderVehicle(input as never);
    expect(attempt).toThrow(ImageryInputError);
    expect(attempt).toThrow(expect.objectContaining({ field }));
  });
});
