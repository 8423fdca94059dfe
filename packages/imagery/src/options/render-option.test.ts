import { describe, expect, it } from 'vitest';
import { ImageryInputError } from '../errors';
import { inspectSvg, unsafeParts } from '../test-support/svg-check';
import { optionSlugs, renderOption } from './render-option';

describe('renderOption', () => {
  it('draws each accessory and charging option as a 4:3 line illustration', () => {
    expect(optionSlugs).toEqual([
      'floor-liners',
      'cargo-tray',
      'roof-bars',
      'tow-hitch',
      'wheel-locks',
      'home-charger',
      'public-charging',
      'charging-credit',
      'extended-installation',
    ]);
    for (const slug of optionSlugs) {
      const svg = renderOption(slug);
      expect(inspectSvg(svg)).toMatchObject({ viewBox: '0 0 320 240', width: 320, height: 240 });
      expect(unsafeParts(svg)).toEqual([]);
      expect(svg.length).toBeLessThan(4 * 1024);
    }
  });

  it.each(['sunroof', 'Roof-Bars', '__proto__', 'toString', ''])('refuses the unknown slug %j', (slug) => {
    expect(() => renderOption(slug)).toThrow(ImageryInputError);
  });
});
