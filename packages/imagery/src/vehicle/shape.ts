import { sample } from './path3';
import type { Surface, Vec3 } from './space';

/**
 * The LYRIQ's proportions in millimetres (length 4,996, height 1,623, wheelbase 3,094, 21-inch wheels
 * with 275/45R21 tyres), simplified into a handful of panels. x runs from the front bumper backwards,
 * y to the car's left, z up from the ground.
 */
export const car = {
  length: 4996,
  halfWidth: 985,
  /** The front and rear faces end here; rounded corners carry them round to the sides. */
  faceHalfWidth: 870,
  /** Half-width of the glasshouse at the belt line and at the roof: the sides lean in (tumblehome). */
  beltHalfWidth: 860,
  roofHalfWidth: 690,
  height: 1623,
  frontAxle: 965,
  rearAxle: 965 + 3094,
  tyreRadius: 398,
  tyreWidth: 270,
  wheelFace: 950,
  archRadius: 440,
  rocker: 215,
  /** Height of the front face's top corners, where the bonnet starts. */
  shoulderFront: 960,
  /** The body side's top at the base of the windscreen. */
  cowl: 1095,
  /** The lower edge of the side glass at the windscreen and at the tail. */
  beltFront: 1110,
  beltRear: 1225,
  /** Height of the tailgate's top corners. */
  rearTop: 1230,
  /** How far the tailgate's top dips in the middle, under the rear window. */
  rearDip: 90,
  screenBase: 1500,
  screenTop: 1575,
  spoiler: 1410,
} as const;

/** A side of the car: 1 for the left (+y), -1 for the right. */
export type Side = 1 | -1;

const { length: L, halfWidth: HW, faceHalfWidth: FC, beltHalfWidth: GW, roofHalfWidth: RW } = car;
const sq = (v: number) => v * v;

/** How far back the front face lies at height z and offset y: upright, receding at the bumper, rounded in plan. */
export const frontX = (y: number, z: number) => 15 + 0.0005 * sq(z - 760) + 90 * sq(y / HW);
/** The rear face, mirrored: the tailgate and bumper curve forward towards the corners. */
export const rearX = (y: number, z: number) => L - 20 - 0.0004 * sq(z - 700) - 80 * sq(y / HW);
/** Where the body side begins and ends, behind the rounded corners. */
export const noseX = (z: number) => frontX(FC, z) + 120;
export const tailX = (z: number) => rearX(FC, z) - 110;
/** The top of the body side: bonnet edge, then the shoulder that rises gently to the tail. */
export const shoulderZ = (x: number) =>
  x < 1480
    ? car.shoulderFront + (car.cowl - car.shoulderFront) * Math.max(0, (x - 170) / 1310) ** 1.3
    : car.cowl + (car.rearTop - car.cowl) * Math.min(1, (x - 1480) / 3300) ** 1.5;
/** The lower edge of the side glass, rising towards the tail. */
export const beltZ = (x: number) =>
  car.beltFront + (car.beltRear - car.beltFront) * Math.max(0, (x - car.screenBase) / 3300) ** 1.4;
/** The roof rail: a cubic from the top of the windscreen over the B-pillar down to the spoiler. */
const roofCurve = (t: number): Vec3 => {
  const u = 1 - t;
  const x = u ** 3 * 2350 + 3 * u * u * t * 2700 + 3 * u * t * t * 3500 + t ** 3 * 4720;
  const z = u ** 3 * car.screenTop + 3 * u * u * t * 1690 + 3 * u * t * t * 1610 + t ** 3 * car.spoiler;
  return [x, RW - 90 * t * t, z];
};
/** Height of the roof rail at x (by bisection on the curve's parameter). */
export function roofZ(x: number): number {
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 30; i++) {
    const m = (lo + hi) / 2;
    if (roofCurve(m)[0] < x) lo = m;
    else hi = m;
  }
  return roofCurve(lo)[2];
}

/** The body side (y = ±half-width, `out` further outboard): details are drawn on it in (x, z). */
export const sideSurface =
  (s: Side, out = 0): Surface =>
  (x, z) => [x, s * (HW + out), z];
/** The glasshouse side, leaning in from the belt to the roof rail. */
export const glassSurface =
  (s: Side): Surface =>
  (x, z) => [x, s * (GW - ((z - car.beltFront) * (GW - RW)) / (car.screenTop - car.beltFront)), z];
/** The front face in (y, z): details follow its curve in plan. */
export const frontSurface: Surface = (y, z) => [frontX(y, z) - 2, y, z];
/** The rear face in (y, z). */
export const rearSurface: Surface = (y, z) => [rearX(y, z) + 2, y, z];
/**
 * A rounded corner between a face and the side, in (t, z): t runs from the face's edge (0) to the side (1).
 * @example cornerSurface(-1, 'front')(0.5, 600) // a point half way round the right front corner
 */
export const cornerSurface =
  (s: Side, end: 'front' | 'rear'): Surface =>
  (t, z) => {
    const face = end === 'front' ? frontX(FC, z) : rearX(FC, z);
    const side = end === 'front' ? noseX(z) : tailX(z);
    const ctrl = face + (end === 'front' ? 35 : -35);
    const u = 1 - t;
    const x = u * u * face + 2 * u * t * ctrl + t * t * side;
    const y = u * u * FC + 2 * u * t * HW + t * t * HW;
    return [x + (end === 'front' ? -2 : 2), s * (y + 2), z];
  };
/** The bonnet in (x, y). */
export const hoodSurface: Surface = (x, y) => [x, y, shoulderZ(x) + 15 * (1 - sq(y / HW)) + 3];

export const across = (f: (y: number) => Vec3, from: number, to: number, count: number) =>
  sample((t) => f(from + (to - from) * t), count);
export const faceTop = (y: number): Vec3 => {
  const z = car.shoulderFront + 15 * (1 - sq(y / HW));
  return [frontX(y, z), y, z];
};
/** The tailgate's top: at the corners it meets the shoulders, in the middle it dips under the rear window. */
export const rearTop = (y: number): Vec3 => {
  const z = car.rearTop - car.rearDip * (1 - sq(sq(y / HW)));
  return [rearX(y, z), y, z];
};
export const screenBase = (y: number): Vec3 => [
  car.screenBase - 60 * (1 - sq(y / GW)),
  y,
  car.beltFront + 20 * (1 - sq(y / GW)),
];
export const screenTop = (y: number): Vec3 => [
  2350 - 30 * (1 - sq(y / RW)),
  y,
  car.screenTop + 25 * (1 - sq(y / RW)),
];
/**
 * The windscreen in (u, v): u across from -1 (right) to 1 (left), v from its base (0) to its top (1).
 * @example windscreenSurface(0, 0.5) // half way up the middle of the windscreen
 */
export const windscreenSurface: Surface = (u, v) => {
  const base = screenBase(u * GW);
  const top = screenTop(u * RW);
  return [
    base[0] + (top[0] - base[0]) * v - 3,
    base[1] + (top[1] - base[1]) * v,
    base[2] + (top[2] - base[2]) * v + 3,
  ];
};
export const spoilerEdge = (y: number): Vec3 => [
  4720 + 50 * (1 - sq(y / (RW - 90))),
  y,
  car.spoiler + 10 * (1 - sq(y / 600)),
];
export const rail = (s: Side) =>
  sample((t) => {
    const p = roofCurve(t);
    return [p[0], s * p[1], p[2]];
  }, 7);
export const vertical = (x: (z: number) => number, y: number, from: number, to: number) =>
  sample((t) => {
    const z = from + (to - from) * t;
    return [x(z), y, z];
  }, 4);
