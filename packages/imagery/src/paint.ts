import { mix, shade } from './color';
import type { Hex, PaintFinish } from './inputs';
import { linearGradient } from './svg';

type Stops = Array<readonly [number, string]>;

/** The warm white that a tricoat's pearl layer adds to its highlights. */
const pearl: Hex = '#fff4e6';

/**
 * How a painted body side catches the light, top (shoulder) to bottom (sill), for each finish:
 * solid is flat with soft shading; metallic adds a bright band where the shoulder faces the sky;
 * tintcoat is deep, running from the colour into near black; tricoat shimmers from a pearly highlight.
 * Every finish passes through the exact paint colour, so the chosen colour is what the eye reads.
 * A sharp step just below the middle is the horizon reflected in the door, as in studio photographs.
 * @example sideStops('#b0121b', 'tintcoat')[1] // [0.2, '#b0121b']
 */
export function sideStops(c: Hex, finish: PaintFinish): Stops {
  switch (finish) {
    case 'solid':
      return [
        [0, shade(c, 0.24)],
        [0.14, shade(c, 0.08)],
        [0.44, c],
        [0.47, shade(c, -0.1)],
        [1, shade(c, -0.42)],
      ];
    case 'metallic':
      return [
        [0, shade(c, 0.2)],
        [0.1, shade(c, 0.5)],
        [0.22, shade(c, 0.12)],
        [0.44, c],
        [0.47, shade(c, -0.2)],
        [1, shade(c, -0.55)],
      ];
    case 'tintcoat':
      return [
        [0, shade(c, 0.32)],
        [0.2, c],
        [0.44, shade(c, -0.18)],
        [0.47, shade(c, -0.38)],
        [1, shade(c, -0.8)],
      ];
    case 'tricoat':
      return [
        [0, mix(c, pearl, 0.6)],
        [0.14, mix(c, pearl, 0.22)],
        [0.44, c],
        [0.47, mix(shade(c, -0.12), '#e6e2f2', 0.15)],
        [1, shade(c, -0.32)],
      ];
  }
}

/** Upward-facing panels (bonnet, shoulders) reflect the sky: lighter than the sides. */
function topStops(c: Hex, finish: PaintFinish): Stops {
  if (finish === 'tricoat')
    return [
      [0, mix(c, pearl, 0.7)],
      [1, mix(c, pearl, 0.25)],
    ];
  if (finish === 'metallic')
    return [
      [0, shade(c, 0.55)],
      [0.6, shade(c, 0.22)],
      [1, c],
    ];
  if (finish === 'tintcoat')
    return [
      [0, shade(c, 0.42)],
      [1, shade(c, -0.1)],
    ];
  return [
    [0, shade(c, 0.32)],
    [1, shade(c, 0.08)],
  ];
}

/** The front and rear faces turn away from the sky: a little darker than the sides. */
function faceStops(c: Hex, finish: PaintFinish): Stops {
  if (finish === 'tintcoat')
    return [
      [0, shade(c, 0.05)],
      [0.5, shade(c, -0.35)],
      [1, shade(c, -0.7)],
    ];
  if (finish === 'metallic')
    return [
      [0, shade(c, 0.35)],
      [0.35, shade(c, -0.05)],
      [1, shade(c, -0.5)],
    ];
  if (finish === 'tricoat')
    return [
      [0, mix(c, pearl, 0.4)],
      [0.5, shade(c, -0.08)],
      [1, shade(c, -0.3)],
    ];
  return [
    [0, shade(c, 0.12)],
    [1, shade(c, -0.38)],
  ];
}

/**
 * Gradients `ps` (sides), `pt` (tops) and `pf` (faces) for one paint.
 * @example paintDefs('#111111', 'metallic').includes('id="ps"') // true
 */
export function paintDefs(c: Hex, finish: PaintFinish): string {
  return (
    linearGradient('ps', sideStops(c, finish)) +
    linearGradient('pt', topStops(c, finish)) +
    linearGradient('pf', faceStops(c, finish))
  );
}
