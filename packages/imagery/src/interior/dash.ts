import { el, linearGradient } from '../svg';
import { seatBack } from './seat';
import { piping, stitch, type Trim } from './trim';

/**
 * The cockpit from behind the front seats (right-hand drive): the 33-inch curved display sweeping from the
 * driver's side to the centre, the wrapped dash with accent stitching, wheel, console and seat backs.
 */
export function drawDash(trim: Trim): { defs: string; body: string } {
  const defs = linearGradient(
    'ds',
    [
      [0, '#1c2633'],
      [0.5, '#0b0f15'],
      [1, '#05070a'],
    ],
    { x2: 1, y2: 0.4 },
  );
  const body = [
    el('rect', { width: 800, height: 450, fill: 'url(#sk)' }),
    el('path', { d: 'M0 0H800V22Q400 40 0 22Z', fill: '#cfcbc4' }),
    el('rect', { y: 290, width: 800, height: 160, fill: trim.floor }),
    el('path', { d: 'M0 20L92 26L176 212L0 246Z', fill: '#222327' }),
    el('path', { d: 'M800 20L708 26L624 212L800 246Z', fill: '#222327' }),
    // Dash: dark upper pad, then the trim-coloured wrap with its stitched edge.
    el('path', { d: 'M0 214Q400 168 800 214V300H0Z', fill: 'url(#cb)' }),
    el('path', { d: 'M0 268Q400 232 800 268V312Q400 282 0 312Z', fill: 'url(#sg)' }),
    stitch('M0 275Q400 240 800 275', trim),
    piping('M0 266Q400 230 800 266', trim, 1.6),
    el('path', { d: 'M40 252Q400 214 760 252', fill: 'none', stroke: '#0b0b0c', 'stroke-width': 6 }),
    el('path', { d: 'M40 246Q400 208 760 246', fill: 'none', stroke: '#8d939b', 'stroke-width': 1 }),
    // The curved display: cluster in front of the driver, navigation towards the centre.
    el('path', {
      d: 'M290 214Q520 178 752 200L756 252Q520 232 294 260Z',
      fill: 'url(#ds)',
      stroke: '#3a3f46',
      'stroke-width': 1.5,
    }),
    el('path', {
      d: 'M312 236Q380 222 470 216M330 248Q420 232 500 230M360 226L410 250',
      fill: 'none',
      stroke: '#33475c',
      'stroke-width': 2,
    }),
    el('path', {
      d: 'M318 244Q372 230 430 232Q468 226 498 214',
      fill: 'none',
      stroke: '#4ea6ff',
      'stroke-width': 2.4,
    }),
    el('circle', { cx: 430, cy: 232, r: 4, fill: '#ffffff' }),
    el('path', {
      d: 'M600 214h44M600 222h30M676 210h40M676 218h26',
      stroke: '#c9d3de',
      'stroke-width': 2.2,
      'stroke-linecap': 'round',
    }),
    el('path', {
      d: 'M560 236Q600 226 640 226',
      fill: 'none',
      stroke: trim.accent,
      'stroke-width': 2,
      'stroke-linecap': 'round',
    }),
    // Centre console with the rotary controller.
    el('path', { d: 'M338 306H462L500 450H300Z', fill: 'url(#cb)' }),
    el('circle', { cx: 400, cy: 372, r: 17, fill: '#c5cad1', stroke: '#55595f', 'stroke-width': 2 }),
    el('circle', { cx: 400, cy: 372, r: 9, fill: '#2b2d31' }),
    el('path', { d: 'M352 330h96', stroke: '#0b0b0c', 'stroke-width': 8, 'stroke-linecap': 'round' }),
    // Steering wheel on the right, then the seat backs in the foreground.
    el('path', {
      d: 'M610 258a96 84 0 1 0 .1 0ZM610 276a78 66 0 1 1-.1 0Z',
      fill: '#1b1c1f',
      'fill-rule': 'evenodd',
    }),
    stitch('M526 318a86 75 0 0 1 168 0', trim, 1),
    el('path', {
      d: 'M534 346Q560 330 590 334H630Q660 330 686 346L680 360Q650 352 630 360L620 392H600L590 360Q570 352 540 360Z',
      fill: '#232428',
    }),
    el('rect', { x: 592, y: 332, width: 36, height: 30, rx: 8, fill: '#2e3034' }),
    el('path', { d: 'M604 339h12l-2 11q-4 4-8 0Z', fill: '#c5cad1' }),
    seatBack(150, 356, trim, 0.95),
    seatBack(650, 372, trim, 0.95),
  ].join('');
  return { defs, body };
}
