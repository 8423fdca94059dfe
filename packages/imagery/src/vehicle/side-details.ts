import { type Detail, type Look, lamp } from './look';
import { arc, onSurface } from './path3';
import { beltZ, car, glassSurface, noseX, roofZ, type Side, shoulderZ, sideSurface, tailX } from './shape';

const r = Math.round;

/** A path through points (x, z) of a surface drawing. */
type Pt = readonly [number, number];
const through = (pts: readonly Pt[]) => pts.map(([x, z], i) => `${i ? 'L' : 'M'}${r(x)} ${r(z)}`).join('');

/** Wheel arches, sill, door shut lines, handles and the light signature's wrap on one body side. */
export function sideDetails(s: Side, look: Look): Detail[] {
  const host = `side${s}`;
  const on = sideSurface(s, 2);
  const details: Detail[] = [];
  const add = (d: string, attrs: Detail['attrs']) => details.push({ host, cmds: onSurface(d, on), attrs });
  const gap = { fill: 'none', stroke: look.crease, 'stroke-width': 1.1 };

  // A soft shadow under the shoulder and a bright crease along it give the flank its form.
  add(
    `M700 ${r(car.shoulderFront - 40)}Q2600 ${r(car.cowl + 20)} 4650 ${r(car.rearTop - 60)}` +
      `L4650 ${r(car.rearTop - 110)}Q2600 ${r(car.cowl - 40)} 700 ${r(car.shoulderFront - 80)}Z`,
    { fill: '#ffffff', 'fill-opacity': 0.16 },
  );
  // The lower doors are scooped: a shadowed hollow under a crisp crease that rises towards the tail.
  add('M1420 540Q2500 560 3640 660L3640 360L1420 360Z', { fill: '#000000', 'fill-opacity': 0.14 });
  add('M1420 540Q2500 560 3640 660', {
    fill: 'none',
    stroke: '#ffffff',
    'stroke-opacity': 0.28,
    'stroke-width': 1,
  });
  const sill = [car.frontAxle + 380, car.rearAxle - 380];
  add(`M${sill[0]} ${car.rocker}L${sill[1]} ${car.rocker}L${sill[1]} 340L${sill[0]} 340Z`, {
    fill: '#16171a',
  });
  if (look.variant === 'luxury')
    add('M1350 344L3650 344', { fill: 'none', stroke: look.trimLine, 'stroke-width': 1.6 });
  // Door shut lines: front door behind the front arch, rear door wrapping the rear arch.
  add('M1520 1075C1470 900 1420 700 1425 330', gap);
  add(`M2735 ${r(beltZ(2735))}L2720 330`, gap);
  add(`M3690 ${r(beltZ(3690))}C3680 980 3640 880 3610 640`, gap);
  add('M1425 330L3610 330', gap);
  const handle =
    look.variant === 'luxury'
      ? { fill: 'url(#ch)' }
      : { fill: look.paint, stroke: look.crease, 'stroke-width': 0.8 };
  add('M2460 990L2640 990L2640 1022L2460 1022Z', handle);
  add('M3440 1020L3610 1020L3610 1052L3440 1052Z', handle);
  // Wheel arches: the dark well with a crisp lip.
  for (const axle of [car.frontAxle, car.rearAxle]) {
    const a0 = (Math.asin((car.rocker - car.tyreRadius) / car.archRadius) * 180) / Math.PI;
    const start = `M${r(axle + car.archRadius * Math.cos((a0 * Math.PI) / 180))} ${car.rocker}`;
    const curve = arc(axle, car.tyreRadius, car.archRadius, a0, 180 - a0);
    add(`${start}${curve}Z`, { fill: '#111214' });
    add(start + curve, { fill: 'none', stroke: look.crease, 'stroke-width': 1.4 });
  }
  // The light signature wraps round the corners: a white blade at the front, a red one at the tail.
  // The upper tail lamp reaches forward into the body side, just under the shoulder.
  const underShoulder = (x: number, drop: number) => r(shoulderZ(x) - drop);
  const end = r(tailX(car.rearTop - 40));
  add(
    `M4180 ${underShoulder(4180, 26)}L${end} ${car.rearTop - 12}L${end} ${car.rearTop - 52}L4180 ${underShoulder(4180, 36)}Z`,
    {
      fill: 'url(#tl)',
    },
  );
  const brow = car.shoulderFront - 20;
  add(`M${r(noseX(brow))} ${brow}L520 ${brow + 8}L520 ${brow - 6}L${r(noseX(brow))} ${brow - 20}Z`, {
    ...lamp,
  });
  return details;
}

/** Side windows with their pillars, the belt-line trim and the mirror on one side of the glasshouse. */
export function glassDetails(s: Side, look: Look): Detail[] {
  const host = `glass${s}`;
  const on = glassSurface(s);
  const top = (x: number) => roofZ(x) - 45;
  const sill = (x: number) => beltZ(x) + 22;
  const span = (from: number, to: number, f: (x: number) => number, n = 4) =>
    Array.from({ length: n }, (_, i) => from + ((to - from) * i) / (n - 1)).map((x) => [x, f(x)] as const);
  const aPillar = (t: number): Pt => [1590 + 800 * t, sill(1590) + (top(2390) - sill(1590)) * t];
  const windows: Pt[][] = [
    [aPillar(0), aPillar(1), ...span(2390, 2690, top, 3), [2690, sill(2690)]],
    [[2790, top(2790)], ...span(2790, 3650, top).slice(1), [3620, sill(3620)], ...span(3620, 2790, sill, 3)],
    [...span(3740, 4360, top), [4560, sill(4560) + 50], ...span(4540, 3740, sill, 3)],
  ];
  const details: Detail[] = windows.map((pts) => ({
    host,
    cmds: onSurface(`${through(pts)}Z`, on),
    attrs: { fill: 'url(#gw)' },
  }));
  const dlo: Pt[] = [
    aPillar(0),
    aPillar(1),
    ...span(2390, 4360, top, 6),
    [4560, sill(4560) + 50],
    ...span(4540, 1590, sill, 5),
  ];
  details.push({
    host,
    cmds: onSurface(`${through(dlo)}Z`, on),
    attrs: {
      fill: 'none',
      stroke: look.variant === 'luxury' ? 'url(#ch)' : '#2b2d31',
      'stroke-width': 2.2,
    },
  });
  return details;
}

/**
 * The door mirror, standing out beside the A-pillar: seen from the side on its own plane, and seen head-on
 * (host `ears`, for the front and rear views) as its outline across the car.
 */
export function mirrorDetails(s: Side, look: Look): Detail[] {
  const attrs = {
    fill: look.variant === 'luxury' ? look.paint : '#141518',
    stroke: '#0c0c0d',
    'stroke-width': 0.6,
  };
  const head = (y: number, z: number): [number, number, number] => [1700, s * y, z];
  return [
    {
      host: `side${s}`,
      cmds: onSurface('M1560 1090Q1550 1200 1680 1205L1800 1195Q1830 1140 1800 1095Z', sideSurface(s, 120)),
      attrs,
    },
    {
      host: 'ears',
      cmds: onSurface(
        'M860 1120L1160 1110Q1200 1112 1196 1150L1190 1200Q1180 1215 1150 1212L870 1190Z',
        head,
      ),
      attrs,
    },
  ];
}
