import { type Detail, type Look, lamp } from './look';
import { onSurface } from './path3';
import {
  car,
  cornerSurface,
  frontSurface,
  hoodSurface,
  rearSurface,
  type Side,
  windscreenSurface,
} from './shape';

const mirrorX = (d: string) => d.replace(/(-?\d+\.?\d*) (-?\d+\.?\d*)/g, (_, y, z) => `${-Number(y)} ${z}`);
const both = (d: string) => [d, mirrorX(d)];

/**
 * The front: the closed Black Crystal grille with the variant's pattern and its surround, the emblem,
 * the thin headlamp brows and the vertical light blades at the corners, the lower intake.
 */
export function frontDetails(look: Look): Detail[] {
  const details: Detail[] = [];
  const add = (d: string, attrs: Detail['attrs']) =>
    details.push({ host: 'front', cmds: onSurface(d, frontSurface), attrs });
  const trim = look.variant === 'luxury' ? 'url(#ch)' : '#2a2c30';
  const top = car.shoulderFront - 45;
  const shield = `M-700 ${top}L700 ${top}Q760 ${top} 758 ${top - 45}L735 540Q728 490 670 480Q0 400 -670 480Q-728 490 -735 540L-758 ${top - 45}Q-760 ${top} -700 ${top}Z`;
  add(shield, { fill: 'url(#gr)' });
  add(shield, { fill: 'url(#gp)' });
  add(shield, { fill: 'none', stroke: trim, 'stroke-width': 2.4 });
  add('M-62 770L62 770L52 660Q0 612 -52 660Z', { fill: 'url(#ch)', stroke: '#0c0c0d', 'stroke-width': 0.5 });
  for (const d of both(`M500 ${top + 18}L845 ${top + 26}Q866 ${top + 28} 862 ${top + 40}L500 ${top + 32}Z`)) {
    add(d, lamp);
  }
  add('M-640 400Q0 340 640 400Q700 405 700 345L690 262L-690 262L-700 345Q-700 405 -640 400Z', {
    fill: '#141517',
  });
  add('M-600 300L600 300', { fill: 'none', stroke: look.trimLine, 'stroke-width': 1.6 });
  // Two creases run back along the bonnet from the lamp brows.
  for (const d of ['M160 560L1440 640', 'M160 -560L1440 -640']) {
    details.push({
      host: 'hood',
      cmds: onSurface(d, hoodSurface),
      attrs: { fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.35, 'stroke-width': 1 },
    });
  }
  // A soft diagonal reflection across the windscreen.
  details.push({
    host: 'windscreen',
    cmds: onSurface('M-0.2 0.04L0.25 0.04L0.75 0.96L0.45 0.96Z', windscreenSurface),
    attrs: { fill: '#ffffff', 'fill-opacity': 0.1 },
  });
  return details;
}

/** The tail: the emblem, a garnish, the plate recess and the diffuser (the lamps are on the corners). */
export function rearDetails(look: Look): Detail[] {
  const details: Detail[] = [];
  const add = (d: string, attrs: Detail['attrs']) =>
    details.push({ host: 'rear', cmds: onSurface(d, rearSurface), attrs });
  add('M-48 1090L48 1090L40 1005Q0 970 -40 1005Z', {
    fill: 'url(#ch)',
    stroke: '#0c0c0d',
    'stroke-width': 0.5,
  });
  add('M-260 690L260 690L255 560L-255 560Z', { fill: '#000000', 'fill-opacity': 0.18 });
  // A garnish across the tailgate, between the lamps.
  add('M-760 930L760 930', { fill: 'none', stroke: look.trimLine, 'stroke-width': 1.8 });
  add('M-860 430L860 430L850 262L-850 262Z', { fill: '#141517' });
  add('M-700 412L700 412', { fill: 'none', stroke: look.trimLine, 'stroke-width': 1.6 });
  for (const d of both('M700 330L820 330L820 350L700 350Z')) add(d, { fill: '#8e1016' });
  return details;
}

/** The vertical light blades on the rounded corners: white at the front, red at the tail. */
export function cornerDetails(s: Side): Detail[] {
  const front = car.shoulderFront;
  const rear = car.rearTop;
  return [
    {
      host: `nose${s}`,
      cmds: onSurface(`M0.02 ${front - 12}L0.42 ${front - 8}L0.3 420L0.1 420Z`, cornerSurface(s, 'front')),
      attrs: lamp,
    },
    // The tail lamp is split: an upper blade that runs on into the body side, and a longer lower one.
    {
      host: `tail${s}`,
      cmds: onSurface(
        `M0 ${rear - 22}L1 ${rear - 12}L1 ${rear - 52}L0.5 ${rear - 60}L0.45 1010L0.1 1010ZM0.1 975L0.45 975L0.4 640L0.12 640Z`,
        cornerSurface(s, 'rear'),
      ),
      attrs: { fill: 'url(#tl)' },
    },
  ];
}
