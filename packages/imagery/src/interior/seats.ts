import { el } from '../svg';
import { frontSeat } from './seat';
import { stitch, type Trim } from './trim';

/** The two front seats seen from the dash, the console between them and the rear bench behind. */
export function drawSeats(trim: Trim): { defs: string; body: string } {
  const body = [
    el('rect', { width: 800, height: 450, fill: trim.wall }),
    el('path', { d: 'M0 0H800V40Q400 70 0 40Z', fill: '#cfcbc4' }),
    el('path', { d: 'M190 60Q400 44 610 60L640 150H160Z', fill: 'url(#sk)', 'fill-opacity': 0.9 }),
    el('path', { d: 'M120 150H680L700 330H100Z', fill: 'url(#sb)', 'fill-opacity': 0.55 }),
    el('path', { d: 'M0 360H800V450H0Z', fill: trim.floor }),
    // Console and armrest between the seats.
    el('path', { d: 'M352 250H448L470 450H330Z', fill: 'url(#cb)' }),
    el('path', { d: 'M346 236Q400 226 454 236L460 290Q400 282 340 290Z', fill: 'url(#sg)' }),
    stitch('M352 244Q400 236 448 244', trim),
    el('circle', { cx: 386, cy: 330, r: 11, fill: '#0d0e10' }),
    el('circle', { cx: 414, cy: 330, r: 11, fill: '#0d0e10' }),
    frontSeat(215, 112, trim, 1.05),
    frontSeat(585, 112, trim, 1.05),
  ].join('');
  return { defs: '', body };
}
