import type { Projector, Surface, Vec3 } from './space';

/** One drawing command in car space; curves keep their control points, which project well enough. */
export type Cmd =
  | readonly ['M' | 'L', Vec3]
  | readonly ['Q', Vec3, Vec3]
  | readonly ['C', Vec3, Vec3, Vec3]
  | readonly ['Z'];

const mid = (a: Vec3, b: Vec3): Vec3 => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2];

/**
 * A closed outline through edges that meet at sharp corners; inside an edge the points are smoothed
 * (a quadratic spline through the midpoints), so a few points give a soft curve.
 * @example edgeLoop([[a, b], [b, c, d], [d, a]]) // M a L b Q c d L a Z
 */
export function edgeLoop(edges: ReadonlyArray<readonly Vec3[]>): Cmd[] {
  const first = edges[0]?.[0];
  if (!first) return [];
  const cmds: Cmd[] = [['M', first]];
  for (const edge of edges) {
    const n = edge.length - 1;
    if (n === 1) cmds.push(['L', edge[1]!]);
    for (let i = 1; i < n; i++) {
      cmds.push(['Q', edge[i]!, i === n - 1 ? edge[n]! : mid(edge[i]!, edge[i + 1]!)]);
    }
  }
  cmds.push(['Z']);
  return cmds;
}

/**
 * Samples `f` at `count` evenly spaced steps from 0 to 1 (both ends included).
 * @example sample((t) => [t, 0, 0], 3) // [[0,0,0], [0.5,0,0], [1,0,0]]
 */
export function sample(f: (t: number) => Vec3, count: number): Vec3[] {
  return Array.from({ length: count }, (_, i) => f(i / (count - 1)));
}

/**
 * Places a 2D outline drawn in a surface's own units (absolute M, L, Q, C and Z only) onto that surface.
 * @example onSurface('M0 0L100 0L100 100Z', sideSurface(-1))
 */
export function onSurface(d: string, surface: Surface): Cmd[] {
  const tokens = d.match(/[MLQCZ]|-?\d*\.?\d+/g) ?? [];
  const cmds: Cmd[] = [];
  let i = 0;
  const point = (): Vec3 => surface(Number(tokens[i++]), Number(tokens[i++]));
  while (i < tokens.length) {
    const op = tokens[i++];
    if (op === 'M' || op === 'L') cmds.push([op, point()]);
    else if (op === 'Q') cmds.push(['Q', point(), point()]);
    else if (op === 'C') cmds.push(['C', point(), point(), point()]);
    else if (op === 'Z') cmds.push(['Z']);
    else throw new Error(`Unsupported path token ${op}`);
  }
  return cmds;
}

/**
 * SVG path data for commands seen through a projector: relative commands with numbers rounded to
 * `decimals` places, which keeps a drawing a few kilobytes without visible loss.
 * @example pathData([['M', p], ['L', q], ['Z']], projector) // 'M400 300l12-4z'
 */
export function pathData(cmds: readonly Cmd[], projector: Projector, decimals = 0): string {
  const scale = 10 ** decimals;
  const numbers = new NumberList();
  let d = '';
  let [cx, cy] = [0, 0];
  let [sx, sy] = [0, 0];
  for (const cmd of cmds) {
    if (cmd[0] === 'Z') {
      d += numbers.flush() + 'z';
      [cx, cy] = [sx, sy];
      continue;
    }
    const points = (cmd.slice(1) as Vec3[]).map((p) =>
      projector.toCanvas(p).map((v) => Math.round(v * scale)),
    );
    const absolute = cmd[0] === 'M' && d === '';
    d += numbers.flush() + (absolute ? 'M' : cmd[0].toLowerCase());
    for (const [x, y] of points) numbers.push([absolute ? x! : x! - cx, absolute ? y! : y! - cy], scale);
    const end = points[points.length - 1]!;
    [cx, cy] = [end[0]!, end[1]!];
    if (cmd[0] === 'M') [sx, sy] = [cx, cy];
  }
  return d + numbers.flush();
}

/** Joins numbers as tightly as SVG allows: no separator before a minus sign or after a decimal before '.5'. */
class NumberList {
  private text = '';
  push(values: number[], scale: number): void {
    for (const value of values) {
      let token = String(value / scale).replace(/^(-?)0\./, '$1.');
      if (token === '-0') token = '0';
      const glue =
        this.text === '' || token.startsWith('-') || (token.startsWith('.') && /\.\d*$/.test(this.text))
          ? ''
          : ' ';
      this.text += glue + token;
    }
  }
  flush(): string {
    const text = this.text;
    this.text = '';
    return text;
  }
}

/**
 * Cubic segments (as path text, without the move) for a circular arc in a 2D surface drawing with v up,
 * from angle `a0` to `a1` in degrees, counter-clockwise when `a1 > a0`.
 * @example arc(0, 0, 100, 0, 90) // 'C100 55.2 55.2 100 0 100'
 */
export function arc(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const parts = Math.max(1, Math.ceil(Math.abs(a1 - a0) / 90));
  const step = ((a1 - a0) / parts) * (Math.PI / 180);
  const k = (4 / 3) * Math.tan(step / 4);
  let d = '';
  for (let p = 0; p < parts; p++) {
    const s = a0 * (Math.PI / 180) + p * step;
    const e = s + step;
    const c1 = [cx + r * (Math.cos(s) - k * Math.sin(s)), cy + r * (Math.sin(s) + k * Math.cos(s))];
    const c2 = [cx + r * (Math.cos(e) + k * Math.sin(e)), cy + r * (Math.sin(e) - k * Math.cos(e))];
    const end = [cx + r * Math.cos(e), cy + r * Math.sin(e)];
    d += `C${[...c1, ...c2, ...end].map((v) => v.toFixed(1)).join(' ')}`;
  }
  return d;
}

/**
 * A closed ellipse in surface units.
 * @example ellipse(0, 0, 10, 5) // 'M10 0C…Z'
 */
export function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  const k = 0.5523;
  const p = (x: number, y: number) => `${(cx + x).toFixed(1)} ${(cy + y).toFixed(1)}`;
  return (
    `M${p(rx, 0)}C${p(rx, ry * k)} ${p(rx * k, ry)} ${p(0, ry)}C${p(-rx * k, ry)} ${p(-rx, ry * k)} ${p(-rx, 0)}` +
    `C${p(-rx, -ry * k)} ${p(-rx * k, -ry)} ${p(0, -ry)}C${p(rx * k, -ry)} ${p(rx, -ry * k)} ${p(rx, 0)}Z`
  );
}
