import { type PaintFinish, paintFinishes, readChoice, readHex } from '../inputs';
import { paintDefs } from '../paint';
import { el, linearGradient, radialGradient, svgDocument } from '../svg';
import { cornerDetails, frontDetails, rearDetails } from './face-details';
import { type Detail, grillePattern, lookOf, trimDefs } from './look';
import { bodyPanels, type Panel } from './panels';
import { pathData } from './path3';
import { car, frontSurface } from './shape';
import { SharedPaths } from './shared-paths';
import { glassDetails, mirrorDetails, sideDetails } from './side-details';
import { fitCamera, localMatrix, type Projector, type Vec3 } from './space';
import {
  cameraEye,
  cameraTarget,
  type Variant,
  type VehicleView,
  vehicleVariants,
  vehicleViews,
  viewNames,
} from './views';
import { drawWheel, wheelDefs } from './wheel';

export interface VehicleImage {
  variant: Variant;
  view: VehicleView;
  color: string;
  finish: PaintFinish;
}

const fills: Record<Panel['role'], string> = {
  side: 'url(#ps)',
  top: 'url(#pt)',
  face: 'url(#pf)',
  corner: 'url(#ps)',
  black: 'url(#bk)',
  glass: 'url(#gl)',
};

const painted = new Set<Panel['role']>(['side', 'top', 'face', 'corner']);
const frame = { left: 40, top: 36, right: 760, bottom: 388 };
const sides = [1, -1] as const;

/** A soft shadow on the floor under a rectangle of the car's footprint. */
function floorShadow(
  projector: Projector,
  x0: number,
  x1: number,
  halfWidth: number,
  fill: string,
  across = [-halfWidth, halfWidth],
  least = 9,
): string {
  const corners = [x0, x1].flatMap((x) => across.map((y) => projector.toCanvas([x, y, 0])));
  const xs = corners.map((p) => p[0]);
  const ys = corners.map((p) => p[1]);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  return el('ellipse', {
    cx: (left + right) / 2,
    cy: (top + bottom) / 2,
    rx: (right - left) / 2,
    ry: Math.max(least, (bottom - top) / 2),
    fill,
  });
}

/**
 * Draws the LYRIQ as a standalone SVG (800×450, 16:9) in one of five views, the variant's trim and wheels,
 * and the paint colour with its finish. Throws `ImageryInputError` on anything it does not accept.
 * @example renderVehicle({ variant: 'sport', view: 'side', color: '#9b111e', finish: 'tintcoat' }) // '<svg …'
 */
export function renderVehicle(input: VehicleImage): string {
  const variant = readChoice('variant', input.variant, vehicleVariants);
  const view = readChoice('view', input.view, vehicleViews);
  const color = readHex('color', input.color);
  const finish = readChoice('finish', input.finish, paintFinishes);
  const panels = bodyPanels();
  const extent: Vec3[] = panels.flatMap((p) => p.cmds.flatMap((c) => c.slice(1) as Vec3[]));
  for (const x of [car.frontAxle, car.rearAxle])
    for (const y of [-car.wheelFace, car.wheelFace]) extent.push([x, y, 0]);
  const projector = fitCamera(cameraEye(view), cameraTarget, extent, frame);
  const look = lookOf(variant, color);
  const details = [
    ...sides.flatMap((s) => [...sideDetails(s, look), ...glassDetails(s, look), ...cornerDetails(s)]),
    ...frontDetails(look),
    ...rearDetails(look),
  ];
  const seen = panels.filter((p) => projector.faces(p.at, p.normal));
  // Panels facing away are drawn first for their outline only: those turned well away are hidden anyway.
  const edgeOn = panels.filter((p) => !seen.includes(p) && projector.facing(p.at, p.normal) > -0.3);
  const hosts = new Set(seen.map((p) => p.key));
  if (!hosts.has('side1') && !hosts.has('side-1')) hosts.add('ears');
  const mirrors = sides.flatMap((s) => mirrorDetails(s, look)).filter((m) => hosts.has(m.host));
  const shapes = new SharedPaths();
  const paint = (d: Detail) => shapes.add(pathData(d.cmds, projector, 1), d.attrs);
  // A hairline round each painted panel keeps a white car's outline on a white page.
  const edge = { stroke: look.edge, 'stroke-width': 0.6 };
  const panel = (p: Panel) =>
    shapes.add(pathData(p.cmds, projector), { fill: fills[p.role], ...(painted.has(p.role) ? edge : {}) });
  const wheels = [car.frontAxle, car.rearAxle].flatMap((x) =>
    sides.map((s) => ({
      near: projector.faces([x, s * car.wheelFace, 400], [0, s, 0]),
      ...drawWheel(projector, x, s),
    })),
  );
  const near = wheels.filter((w) => w.near);
  const parts = [
    floorShadow(projector, -150, car.length + 150, car.halfWidth + 120, 'url(#sh)'),
    floorShadow(projector, car.frontAxle - 500, car.rearAxle + 500, car.halfWidth - 80, 'url(#sh)'),
    // Where the tyres touch the floor the shadow is darkest.
    ...[car.frontAxle, car.rearAxle].flatMap((x) =>
      sides.map((s) => {
        const y = s * (car.wheelFace - car.tyreWidth / 2);
        return floorShadow(projector, x - 330, x + 330, 0, 'url(#sc)', [y - 170, y + 170], 3);
      }),
    ),
    ...wheels.filter((w) => !w.near).map((w) => w.tread + w.face),
    ...edgeOn.map(panel),
    ...near.map((w) => w.tread),
    ...seen.flatMap((p) => [panel(p), ...details.filter((d) => d.host === p.key).map(paint)]),
    ...mirrors.map(paint),
    ...near.map((w) => w.face),
  ];
  const body = parts.map((part) => (typeof part === 'string' ? part : shapes.write(part))).join('');
  const defs =
    paintDefs(color, finish) +
    wheelDefs(variant) +
    trimDefs(variant) +
    grillePattern(variant, localMatrix(projector, frontSurface, 0, 680)) +
    shapes.defs() +
    linearGradient('bk', [
      [0, '#3b3e43'],
      [1, '#0a0b0c'],
    ]) +
    linearGradient('gl', [
      [0, '#b4bec8'],
      [0.35, '#6c7885'],
      [0.7, '#2a3139'],
      [1, '#151a1f'],
    ]) +
    radialGradient('sc', [
      [0, '#000', 0.55],
      [1, '#000', 0],
    ]) +
    radialGradient('sh', [
      [0, '#000', 0.34],
      [0.7, '#000', 0.16],
      [1, '#000', 0],
    ]);
  return svgDocument({
    width: 800,
    height: 450,
    title: `LYRIQ ${variant === 'luxury' ? 'Luxury' : 'Sport'} in ${color} ${finish} paint, ${viewNames[view]}`,
    defs,
    body,
    // Every line of the car ends and turns round; saying so once keeps the document small.
    inherited: { 'stroke-linejoin': 'round', 'stroke-linecap': 'round' },
  });
}
