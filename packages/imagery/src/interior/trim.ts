import { luminance, mix, shade } from '../color';
import type { Hex, TrimMaterial } from '../inputs';
import { el, linearGradient } from '../svg';

/** The colours of one interior trim, shaded so that light and near-black trims both show their form. */
export interface Trim {
  seat: Hex;
  accent: Hex;
  material: TrimMaterial;
  /** Seams and shadows on the upholstery. */
  seam: Hex;
  /** Cabin walls and floor: lifted behind near-black seats so the seats keep their outline. */
  wall: Hex;
  floor: Hex;
}

/**
 * The trim as the interior drawings use it.
 * @example trimOf('#e8dcc8', '#7a1f2b', 'nappa').seam // a darker beige
 */
export function trimOf(seat: Hex, accent: Hex, material: TrimMaterial): Trim {
  const dark = luminance(seat) < 0.04;
  const seam = dark ? shade(seat, 0.22) : shade(seat, -0.28);
  return {
    seat,
    accent,
    material,
    seam,
    wall: dark ? '#4b4e54' : '#2a2c30',
    floor: dark ? '#2e3034' : '#17181b',
  };
}

/**
 * Gradients and patterns for the upholstery: `sg` lit leather, `sb` bolsters in shade, `up` the surface
 * pattern (Nappa: quilted diamonds with perforation; Inteluxe: plain horizontal channels), plus the cabin's
 * dark trim `cb` and glass `sk`.
 */
export function trimDefs(trim: Trim): string {
  const { seat, seam } = trim;
  const pattern =
    trim.material === 'nappa'
      ? el(
          'pattern',
          { id: 'up', width: 18, height: 18, patternUnits: 'userSpaceOnUse' },
          el('path', { d: 'M0 9L9 0L18 9L9 18Z', fill: 'none', stroke: seam, 'stroke-width': 0.9 }),
          el('path', {
            d: 'M7 9h.01M11 9h.01M9 7h.01M9 11h.01',
            stroke: seam,
            'stroke-width': 1.4,
            'stroke-linecap': 'round',
          }),
        )
      : el(
          'pattern',
          { id: 'up', width: 22, height: 22, patternUnits: 'userSpaceOnUse' },
          el('path', { d: 'M0 21.5H22', stroke: seam, 'stroke-width': 1.2 }),
          el('path', { d: 'M0 1H22', stroke: '#ffffff', 'stroke-opacity': 0.18, 'stroke-width': 1 }),
        );
  return (
    linearGradient('sg', [
      [0, shade(seat, 0.16)],
      [0.45, seat],
      [1, shade(seat, -0.3)],
    ]) +
    linearGradient('sb', [
      [0, shade(seat, 0.02)],
      [1, shade(seat, -0.42)],
    ]) +
    linearGradient('cb', [
      [0, shade(trim.wall, 0.1)],
      [1, shade(trim.wall, -0.5)],
    ]) +
    linearGradient('sk', [
      [0, '#f3f6f8'],
      [0.6, '#d5dde4'],
      [1, mix('#b8c3cc', seat, 0.1)],
    ]) +
    pattern
  );
}

/** Stitching in the accent colour along a path. */
export function stitch(d: string, trim: Trim, width = 1.2): string {
  return el('path', {
    d,
    fill: 'none',
    stroke: trim.accent,
    'stroke-width': width,
    'stroke-dasharray': '3 2.5',
  });
}

/** Piping (a solid accent welt) along a path. */
export function piping(d: string, trim: Trim, width = 2.2): string {
  return el('path', {
    d,
    fill: 'none',
    stroke: trim.accent,
    'stroke-width': width,
    'stroke-linejoin': 'round',
  });
}
