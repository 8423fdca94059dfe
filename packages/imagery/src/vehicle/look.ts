import { luminance, shade } from '../color';
import type { Hex } from '../inputs';
import { type Attrs, el, linearGradient, num } from '../svg';
import type { Cmd } from './path3';
import type { Variant } from './views';

/** What a detail needs to know about the car it is drawn on. */
export interface Look {
  variant: Variant;
  color: Hex;
  /** Panel gaps and creases: darker than the paint, lighter on near-black paint so they still read. */
  crease: Hex;
  /** The fill of body-coloured trim (Sport door handles, Luxury mirror caps). */
  paint: string;
  /**
   * Thin trim lines: bright chrome on Luxury, obsidian on Sport. A solid colour, because a gradient sized to
   * a straight line's bounding box (zero high) would not paint at all.
   */
  trimLine: string;
  /** A hairline along the panels' edges. */
  edge: Hex;
}

/**
 * The look of one car.
 * @example lookOf('sport', '#111111').crease // a grey, not black
 */
export function lookOf(variant: Variant, color: Hex): Look {
  const dark = luminance(color) < 0.03;
  return {
    variant,
    color,
    crease: dark ? shade(color, 0.28) : shade(color, -0.5),
    paint: 'url(#ps)',
    trimLine: variant === 'luxury' ? '#d3d7dc' : '#2a2c30',
    edge: dark ? shade(color, 0.12) : shade(color, -0.22),
  };
}

/** A white LED blade in its dark housing, so it reads on white paint too. */
export const lamp = { fill: '#f6f9ff', stroke: '#2a2c30', 'stroke-width': 0.7 } as const;

/** A shape on a surface of the car with its paint; `host` is the panel it sits on. */
export interface Detail {
  host: string;
  cmds: Cmd[];
  attrs: Attrs;
}

/**
 * Trim materials: `ch` chrome (Luxury) or dark obsidian (Sport), `gw` side glass with a horizon reflection,
 * `gr` the Black Crystal grille, `tl` tail lamps.
 */
export function trimDefs(variant: Variant): string {
  const chrome =
    variant === 'luxury'
      ? linearGradient('ch', [
          [0, '#fbfcfd'],
          [0.45, '#c3c8cf'],
          [0.55, '#737880'],
          [1, '#e6e9ed'],
        ])
      : linearGradient('ch', [
          [0, '#5d6168'],
          [0.5, '#1f2124'],
          [1, '#3d4046'],
        ]);
  return (
    chrome +
    linearGradient('gw', [
      [0, '#8d99a6'],
      [0.4, '#4e5965'],
      [0.44, '#1d2329'],
      [1, '#0e1115'],
    ]) +
    linearGradient('gr', [
      [0, '#2e3136'],
      [1, '#050607'],
    ]) +
    linearGradient('tl', [
      [0, '#ff5a4f'],
      [1, '#a10d12'],
    ])
  );
}

/**
 * The grille's pattern, laid on the front face with the face's local matrix: Luxury an angled linear
 * pattern, Sport interlocking triangles.
 */
export function grillePattern(variant: Variant, matrix: readonly number[]): string {
  const size = variant === 'luxury' ? 40 : 64;
  const lines =
    variant === 'luxury'
      ? el('path', { d: 'M0 40L40 0M-10 10L10-10M30 50L50 30', stroke: '#5b6068', 'stroke-width': 5 })
      : el('path', {
          d: 'M0 0L32 56L64 0ZM-32 56L96 56',
          fill: 'none',
          stroke: '#464a51',
          'stroke-width': 4,
        });
  return el(
    'pattern',
    {
      id: 'gp',
      width: size,
      height: variant === 'luxury' ? 40 : 56,
      patternUnits: 'userSpaceOnUse',
      patternTransform: `matrix(${matrix.map(num).join(' ')})`,
    },
    lines,
  );
}
