import { el } from '../svg';
import { piping, stitch, type Trim } from './trim';

/**
 * One seat seen from the front, centred on `cx` with the top of its backrest at `top`: headrest, backrest
 * with bolsters and a patterned insert edged in accent piping, and the cushion in perspective.
 * `scale` shrinks seats further away.
 */
export function frontSeat(cx: number, top: number, trim: Trim, scale = 1, headrest = true): string {
  const s = (v: number) => Math.round(v * scale * 10) / 10;
  const x = (dx: number) => Math.round((cx + s(dx)) * 10) / 10;
  const y = (dy: number) => Math.round((top + s(dy)) * 10) / 10;
  const back = `M${x(-112)} ${y(30)}Q${x(-118)} ${y(0)} ${x(-80)} ${y(-4)}L${x(80)} ${y(-4)}Q${x(118)} ${y(0)} ${x(112)} ${y(30)}L${x(124)} ${y(230)}Q${x(124)} ${y(252)} ${x(100)} ${y(252)}L${x(-100)} ${y(252)}Q${x(-124)} ${y(252)} ${x(-124)} ${y(230)}Z`;
  const insert = `M${x(-66)} ${y(24)}L${x(66)} ${y(24)}Q${x(76)} ${y(24)} ${x(76)} ${y(36)}L${x(80)} ${y(226)}Q${x(80)} ${y(236)} ${x(70)} ${y(236)}L${x(-70)} ${y(236)}Q${x(-80)} ${y(236)} ${x(-80)} ${y(226)}L${x(-76)} ${y(36)}Q${x(-76)} ${y(24)} ${x(-66)} ${y(24)}Z`;
  const cushion = `M${x(-120)} ${y(246)}L${x(120)} ${y(246)}L${x(142)} ${y(318)}Q${x(144)} ${y(332)} ${x(128)} ${y(332)}L${x(-128)} ${y(332)}Q${x(-144)} ${y(332)} ${x(-142)} ${y(318)}Z`;
  const head = headrest
    ? el('path', {
        d: `M${x(-8)} ${y(-4)}V${y(-20)}M${x(8)} ${y(-4)}V${y(-20)}`,
        stroke: '#9ea3aa',
        'stroke-width': s(4),
      }) +
      el('rect', {
        x: x(-58),
        y: y(-82),
        width: s(116),
        height: s(64),
        rx: s(22),
        fill: 'url(#sg)',
        stroke: trim.seam,
        'stroke-width': 0.8,
      })
    : '';
  return (
    head +
    el('path', { d: cushion, fill: 'url(#sb)' }) +
    stitch(`M${x(-100)} ${y(262)}L${x(100)} ${y(262)}`, trim) +
    el('path', { d: back, fill: 'url(#sb)' }) +
    el('path', { d: insert, fill: 'url(#sg)' }) +
    el('path', { d: insert, fill: 'url(#up)' }) +
    piping(insert, trim, s(2.2)) +
    stitch(`M${x(-94)} ${y(16)}L${x(-102)} ${y(232)}M${x(94)} ${y(16)}L${x(102)} ${y(232)}`, trim, s(1.1))
  );
}

/** A front seat seen from behind: the plain shell of the backrest and the back of the headrest. */
export function seatBack(cx: number, top: number, trim: Trim, scale = 1): string {
  const x = (dx: number) => Math.round((cx + dx * scale) * 10) / 10;
  const y = (dy: number) => Math.round((top + dy * scale) * 10) / 10;
  const shell = `M${x(-112)} ${y(30)}Q${x(-118)} ${y(0)} ${x(-80)} ${y(-4)}L${x(80)} ${y(-4)}Q${x(118)} ${y(0)} ${x(112)} ${y(30)}L${x(128)} ${y(260)}H${x(-128)}Z`;
  return (
    el('path', {
      d: `M${x(-8)} ${y(-4)}V${y(-20)}M${x(8)} ${y(-4)}V${y(-20)}`,
      stroke: '#9ea3aa',
      'stroke-width': 4 * scale,
    }) +
    el('rect', {
      x: x(-58),
      y: y(-82),
      width: 116 * scale,
      height: 64 * scale,
      rx: 22 * scale,
      fill: 'url(#sb)',
    }) +
    el('path', { d: shell, fill: 'url(#sb)' }) +
    el('path', {
      d: `M${x(-84)} ${y(40)}Q${x(0)} ${y(30)} ${x(84)} ${y(40)}L${x(92)} ${y(260)}H${x(-92)}Z`,
      fill: '#000000',
      'fill-opacity': 0.12,
    }) +
    stitch(`M${x(-100)} ${y(28)}Q${x(0)} ${y(14)} ${x(100)} ${y(28)}`, trim, 1.1 * scale)
  );
}

/** The rear bench: one backrest for three, two full headrests and a low centre one, inserts and piping. */
export function rearBench(cx: number, top: number, trim: Trim): string {
  const insert = (x0: number, x1: number, y0: number) =>
    `M${x0 + 10} ${y0}H${x1 - 10}Q${x1} ${y0} ${x1} ${y0 + 10}L${x1 + 4} ${top + 214}Q${x1 + 4} ${top + 222} ${x1 - 6} ${top + 222}H${x0 + 6}Q${x0 - 4} ${top + 222} ${x0 - 4} ${top + 214}L${x0} ${y0 + 10}Q${x0} ${y0} ${x0 + 10} ${y0}Z`;
  const parts = [
    el('path', {
      d: `M${cx - 290} ${top + 30}Q${cx - 292} ${top} ${cx - 250} ${top - 2}H${cx + 250}Q${cx + 292} ${top} ${cx + 290} ${top + 30}L${cx + 300} ${top + 240}H${cx - 300}Z`,
      fill: 'url(#sb)',
    }),
    el('path', {
      d: `M${cx - 296} ${top + 234}H${cx + 296}L${cx + 330} ${top + 300}Q${cx + 332} ${top + 314} ${cx + 316} ${top + 314}H${cx - 316}Q${cx - 332} ${top + 314} ${cx - 330} ${top + 300}Z`,
      fill: 'url(#sb)',
    }),
    stitch(`M${cx - 280} ${top + 250}H${cx + 280}`, trim),
  ];
  for (const [x0, x1, y0] of [
    [cx - 250, cx - 70, top + 24],
    [cx - 52, cx + 52, top + 60],
    [cx + 70, cx + 250, top + 24],
  ] as const) {
    const d = insert(x0, x1, y0);
    parts.push(el('path', { d, fill: 'url(#sg)' }), el('path', { d, fill: 'url(#up)' }), piping(d, trim, 2));
  }
  for (const [hx, w, h] of [
    [cx - 160, 110, 60],
    [cx + 160, 110, 60],
    [cx, 84, 40],
  ] as const) {
    parts.push(
      el('rect', {
        x: hx - w / 2,
        y: top - h - 14 + (w < 100 ? 40 : 0),
        width: w,
        height: h,
        rx: 20,
        fill: 'url(#sg)',
        stroke: trim.seam,
        'stroke-width': 0.8,
      }),
    );
  }
  return parts.join('');
}
