import { el } from '../svg';

/** The one line style of the option illustrations: dark strokes, light fills, a grey accent. */
export const ink = '#24272b';
export const paper = '#eef0f2';
export const tint = '#8a9099';

/**
 * A stroked shape in the line style; `fill` defaults to none.
 * @example line('M0 0H10') // '<path d="M0 0H10" fill="none" stroke="#24272b" …/>'
 */
export function line(d: string, fill = 'none', width = 3.5, stroke = ink): string {
  return el('path', {
    d,
    fill,
    stroke,
    'stroke-width': width,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
  });
}

/** A lightning bolt centred on (x, y), `h` tall: the charging symbol. */
export function bolt(x: number, y: number, h: number, fill = ink): string {
  const k = h / 40;
  const points = [
    [4, -20],
    [-10, 3],
    [0, 3],
    [-4, 20],
    [10, -4],
    [0, -4],
  ].map(([dx, dy]) => `${Math.round((x + dx! * k) * 10) / 10} ${Math.round((y + dy! * k) * 10) / 10}`);
  return el('path', { d: `M${points.join('L')}Z`, fill });
}
