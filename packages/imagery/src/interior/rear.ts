import { el } from '../svg';
import { rearBench } from './seat';
import { piping, stitch, type Trim } from './trim';

/** The rear bench under the panoramic glass roof, with the door cards and the fold-down armrest. */
export function drawRear(trim: Trim): { defs: string; body: string } {
  const body = [
    el('rect', { width: 800, height: 450, fill: trim.wall }),
    // Panoramic roof and rear window.
    el('path', { d: 'M0 0H800V70Q400 100 0 70Z', fill: '#15191e' }),
    el('path', { d: 'M60 10H740L720 58Q400 84 80 58Z', fill: 'url(#sk)', 'fill-opacity': 0.5 }),
    el('path', { d: 'M230 104Q400 92 570 104L590 150H210Z', fill: 'url(#sk)' }),
    // Door cards, left and right, with trim-coloured inserts and piping.
    el('path', { d: 'M0 90L90 120L110 450H0Z', fill: 'url(#cb)' }),
    el('path', { d: 'M0 200L84 212L96 330L0 326Z', fill: 'url(#sg)' }),
    piping('M0 198L84 210', trim, 1.6),
    el('path', { d: 'M800 90L710 120L690 450H800Z', fill: 'url(#cb)' }),
    el('path', { d: 'M800 200L716 212L704 330L800 326Z', fill: 'url(#sg)' }),
    piping('M800 198L716 210', trim, 1.6),
    el('path', { d: 'M0 390H800V450H0Z', fill: trim.floor }),
    rearBench(400, 160, trim),
    // The centre armrest folded down, with cupholders.
    el('path', { d: 'M350 330H450L462 392H338Z', fill: 'url(#sg)' }),
    stitch('M354 338H446', trim),
    el('ellipse', { cx: 382, cy: 372, rx: 11, ry: 6, fill: '#0d0e10' }),
    el('ellipse', { cx: 418, cy: 372, rx: 11, ry: 6, fill: '#0d0e10' }),
  ].join('');
  return { defs: '', body };
}
