import { el, linearGradient, num } from '../svg';
import { car, type Side } from './shape';
import { localMatrix, type Point, type Projector, type Surface } from './space';
import type { Variant } from './views';

/** Tyre radius in the wheel drawing's units (centimetres). */
const tyre = car.tyreRadius / 10;

/** Luxury: diamond-cut silver; Sport: polished Satin Dark. Both 21-inch, five twin spokes. */
const finishes: Record<Variant, { face: string[]; lip: string[]; edge: string }> = {
  luxury: { face: ['#ffffff', '#d9dce1', '#9aa0a8'], lip: ['#f1f2f4', '#a3a8b0'], edge: '#6d7279' },
  sport: { face: ['#5a5e65', '#2b2d31', '#18191b'], lip: ['#3e4146', '#151618'], edge: '#8a8e95' },
};

/**
 * The wheel drawn once in its own units (centimetres, centre at 0 0): `#w` seen from outside, `#t` a bare tyre.
 * @example wheelDefs('luxury').includes('id="w"') // true
 */
export function wheelDefs(variant: Variant): string {
  const f = finishes[variant];
  const spokes = [0, 72, 144, 216, 288]
    .flatMap((a) => [a - 7, a + 7])
    .map((a) => el('use', { href: '#k', transform: `rotate(${a})` }))
    .join('');
  return (
    linearGradient(
      'wf',
      [
        [0, f.face[0]!],
        [0.5, f.face[1]!],
        [1, f.face[2]!],
      ],
      { x2: 1, y2: 1 },
    ) +
    linearGradient(
      'wl',
      [
        [0, f.lip[0]!],
        [1, f.lip[1]!],
      ],
      { x2: 0.6, y2: 1 },
    ) +
    el('path', { id: 'k', d: 'M-1.5-6L-2.2-25.6L2.2-25.6L1.5-6Z' }) +
    el('circle', { id: 't', r: tyre, fill: '#151517' }) +
    el(
      'g',
      { id: 'w' },
      el('circle', { r: tyre, fill: '#151517' }),
      el('circle', { r: 35.5, fill: 'none', stroke: '#2a2b2f', 'stroke-width': 2 }),
      el('circle', { r: 27.4, fill: 'url(#wl)' }),
      el('circle', { r: 25.6, fill: '#202226' }),
      el('circle', { r: 18.5, fill: 'none', stroke: '#54575d', 'stroke-width': 6 }),
      el('g', { fill: 'url(#wf)', stroke: f.edge, 'stroke-width': 0.4 }, spokes),
      el('circle', { r: 6.5, fill: 'url(#wl)', stroke: f.edge, 'stroke-width': 0.4 }),
      el('circle', { r: 2.4, fill: '#202226' }),
    )
  );
}

const matrix = (m: readonly number[]) => `matrix(${m.map(num).join(' ')})`;

/**
 * One wheel in two layers: the hidden sidewall with the tread (the band between the sidewalls), drawn
 * before the body so the arch hides what it should, and the face the camera sees, drawn after it:
 * the rim when the outside faces the camera, a bare tyre otherwise.
 */
export function drawWheel(projector: Projector, axleX: number, s: Side): { tread: string; face: string } {
  const plane =
    (y: number): Surface =>
    (u, v) => [axleX + u * 10, y, car.tyreRadius - v * 10];
  const outerY = s * car.wheelFace;
  const innerY = s * (car.wheelFace - car.tyreWidth);
  const outside = projector.faces([axleX, outerY, car.tyreRadius], [0, s, 0]);
  const seen = localMatrix(projector, plane(outside ? outerY : innerY), 0, 0, 5);
  const hidden = localMatrix(projector, plane(outside ? innerY : outerY), 0, 0, 5);
  const band = treadPath(seen, hidden);
  const tread =
    el('use', { href: '#t', transform: matrix(hidden) }) +
    (band
      ? el('path', {
          d: band,
          fill: '#101012',
          stroke: '#101012',
          'stroke-width': 3,
        })
      : '');
  const area = Math.abs(seen[0] * seen[3] - seen[1] * seen[2]);
  const face = area > 0.0004 ? el('use', { href: outside ? '#w' : '#t', transform: matrix(seen) }) : '';
  return { tread, face };
}

/** The band joining two equal ellipses (a tyre's sidewalls): a quad between their outermost points. */
function treadPath(front: readonly number[], back: readonly number[]): string {
  const [a0, a1, b0, b1, ox, oy] = front as [number, number, number, number, number, number];
  const t: Point = [back[4]! - ox, back[5]! - oy];
  const r = tyre;
  const crossA = a0 * t[1] - a1 * t[0];
  const crossB = b0 * t[1] - b1 * t[0];
  if (Math.hypot(t[0], t[1]) < 0.5) return '';
  const phi = Math.atan2(crossB, crossA);
  const at = (p: number): Point => [
    ox + r * (a0 * Math.cos(p) + b0 * Math.sin(p)),
    oy + r * (a1 * Math.cos(p) + b1 * Math.sin(p)),
  ];
  const p = at(phi);
  const q = at(phi + Math.PI);
  const pts = [p, [p[0] + t[0], p[1] + t[1]], [q[0] + t[0], q[1] + t[1]], q] as const;
  return `M${pts.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}Z`;
}
