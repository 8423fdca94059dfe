/** A point in the car's space, in millimetres: x from the front bumper backwards, y to the left, z up. */
export type Vec3 = readonly [number, number, number];
/** A point on the canvas, in SVG user units (y down). */
export type Point = readonly [number, number];

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const unit = (a: Vec3): Vec3 => {
  const length = Math.hypot(a[0], a[1], a[2]);
  return [a[0] / length, a[1] / length, a[2] / length];
};

/** A pinhole camera fitted to the canvas: maps car space to canvas units. */
export interface Projector {
  readonly eye: Vec3;
  toCanvas(p: Vec3): Point;
  /** True when a surface at `at` with outward normal `normal` faces the camera. */
  faces(at: Vec3, normal: Vec3): boolean;
  /** How squarely it faces the camera: 1 head-on, 0 edge-on, -1 facing away (0 for a zero normal). */
  facing(at: Vec3, normal: Vec3): number;
}

/** The rectangle of the canvas the car is fitted into; the car stands on its bottom edge. */
export interface Frame {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * A perspective camera at `eye` looking at `target`, scaled and moved so that `extent` (points that outline
 * the car) fits `frame`, centred horizontally and standing on the frame's bottom.
 * @example fitCamera([2500, -40000, 900], [2500, 0, 800], points, { left: 30, top: 40, right: 770, bottom: 400 })
 */
export function fitCamera(eye: Vec3, target: Vec3, extent: readonly Vec3[], frame: Frame): Projector {
  const forward = unit(sub(target, eye));
  const right = unit(cross(forward, [0, 0, 1]));
  const up = cross(right, forward);
  const raw = (p: Vec3): Point => {
    const d = sub(p, eye);
    const depth = dot(d, forward);
    return [dot(d, right) / depth, -dot(d, up) / depth];
  };
  const projected = extent.map(raw);
  const xs = projected.map((p) => p[0]);
  const ys = projected.map((p) => p[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const scale = Math.min(
    (frame.right - frame.left) / (maxX - minX),
    (frame.bottom - frame.top) / (maxY - minY),
  );
  const offsetX = (frame.left + frame.right) / 2 - ((minX + maxX) / 2) * scale;
  const offsetY = frame.bottom - maxY * scale;
  return {
    eye,
    toCanvas(p) {
      const [x, y] = raw(p);
      return [x * scale + offsetX, y * scale + offsetY];
    },
    faces(at, normal) {
      return dot(normal, sub(eye, at)) > 0;
    },
    facing(at, normal) {
      const length = Math.hypot(...normal);
      return length === 0 ? 0 : dot(normal, unit(sub(eye, at))) / length;
    },
  };
}

/** Maps 2D coordinates drawn on a surface of the car to car space. */
export type Surface = (u: number, v: number) => Vec3;

/**
 * The affine map that best matches `surface` around (u, v) on the canvas, as SVG `matrix(a b c d e f)` numbers:
 * lets a detail drawn flat in surface units (a wheel, a grille pattern) be placed on the projected surface.
 * @example localMatrix(projector, (u, v) => [u, 0, -v], 100, -400) // [a, b, c, d, e, f]
 */
export function localMatrix(projector: Projector, surface: Surface, u: number, v: number, step = 50) {
  const at = (du: number, dv: number) => projector.toCanvas(surface(u + du, v + dv));
  const [ux0, uy0] = at(-step, 0);
  const [ux1, uy1] = at(step, 0);
  const [vx0, vy0] = at(0, -step);
  const [vx1, vy1] = at(0, step);
  const [cx, cy] = at(0, 0);
  const a = (ux1 - ux0) / (2 * step);
  const b = (uy1 - uy0) / (2 * step);
  const c = (vx1 - vx0) / (2 * step);
  const d = (vy1 - vy0) / (2 * step);
  return [a, b, c, d, cx - a * u - c * v, cy - b * u - d * v] as const;
}
