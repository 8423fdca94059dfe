import { luminance, shade } from './color';
import {
  type PaintFinish,
  paintFinishes,
  readChoice,
  readHex,
  type TrimMaterial,
  trimMaterials,
} from './inputs';
import { trimDefs, trimOf } from './interior/trim';
import { sideStops } from './paint';
import { el, linearGradient, radialGradient, svgDocument } from './svg';

const size = 64;
const disc = { cx: 32, cy: 32, r: 30 };
/** A hairline round the swatch, so white reads on white and black on black. */
const rim = (color: string) =>
  el('circle', {
    ...disc,
    fill: 'none',
    stroke: luminance(color as `#${string}`) > 0.5 ? '#00000033' : '#ffffff40',
    'stroke-width': 1,
  });

const finishNames: Record<PaintFinish, string> = {
  solid: 'solid',
  metallic: 'metallic',
  tintcoat: 'tintcoat',
  tricoat: 'tricoat pearl',
};

/**
 * A round 64×64 paint swatch: the finish's gradient run diagonally, a soft highlight, and for metallic
 * paints a fine flake. Throws `ImageryInputError` on bad input.
 * @example renderPaintSwatch({ color: '#9b111e', finish: 'tintcoat' }) // '<svg … width="64" height="64"…'
 */
export function renderPaintSwatch(input: { color: string; finish: PaintFinish }): string {
  const color = readHex('color', input.color);
  const finish = readChoice('finish', input.finish, paintFinishes);
  const flake =
    finish === 'metallic' || finish === 'tricoat'
      ? el(
          'pattern',
          { id: 'f', width: 6, height: 6, patternUnits: 'userSpaceOnUse' },
          el('path', {
            d: 'M1 1h.6M4 3h.6M2 5h.6',
            stroke: '#ffffff',
            'stroke-opacity': 0.35,
            'stroke-width': 0.6,
          }),
        )
      : '';
  return svgDocument({
    width: size,
    height: size,
    title: `Paint swatch: ${color} ${finishNames[finish]}`,
    defs:
      linearGradient('p', sideStops(color, finish), { x1: 0.15, y1: 0, x2: 0.85, y2: 1 }) +
      radialGradient('h', [
        [0, '#ffffff', finish === 'solid' ? 0.25 : 0.5],
        [1, '#ffffff', 0],
      ]) +
      flake,
    body:
      el('circle', { ...disc, fill: 'url(#p)' }) +
      (flake ? el('circle', { ...disc, fill: 'url(#f)' }) : '') +
      el('ellipse', { cx: 24, cy: 20, rx: 16, ry: 10, fill: 'url(#h)' }) +
      rim(color),
  });
}

/**
 * A round 64×64 trim swatch: the seat colour with its material's surface, crossed by accent piping and
 * stitching. Throws `ImageryInputError` on bad input.
 * @example renderTrimSwatch({ seat: '#151515', accent: '#b08d57', material: 'inteluxe' }) // '<svg …'
 */
export function renderTrimSwatch(input: { seat: string; accent: string; material: TrimMaterial }): string {
  const seat = readHex('seat', input.seat);
  const accent = readHex('accent', input.accent);
  const material = readChoice('material', input.material, trimMaterials);
  const trim = trimOf(seat, accent, material);
  return svgDocument({
    width: size,
    height: size,
    title: `Interior trim swatch: ${material === 'nappa' ? 'Nappa leather' : 'Inteluxe'} in ${seat} with ${accent} accents`,
    defs: trimDefs(trim) + el('clipPath', { id: 'c' }, el('circle', disc)),
    body:
      el(
        'g',
        { 'clip-path': 'url(#c)' },
        el('rect', { width: size, height: size, fill: 'url(#sg)' }),
        el('rect', { width: size, height: size, fill: 'url(#up)' }),
        el('path', { d: 'M0 46Q32 36 64 46V64H0Z', fill: shade(seat, -0.12) }),
        el('path', { d: 'M0 45Q32 35 64 45', fill: 'none', stroke: accent, 'stroke-width': 3 }),
        el('path', {
          d: 'M0 52Q32 42 64 52',
          fill: 'none',
          stroke: accent,
          'stroke-width': 1,
          'stroke-dasharray': '2.5 2',
        }),
      ) + rim(seat),
  });
}
