import { type Cmd, edgeLoop, sample } from './path3';
import {
  across,
  beltZ,
  car,
  faceTop,
  frontX,
  noseX,
  rail,
  rearTop,
  rearX,
  roofZ,
  type Side,
  screenBase,
  screenTop,
  shoulderZ,
  spoilerEdge,
  tailX,
  vertical,
} from './shape';
import type { Vec3 } from './space';

const { halfWidth: HW, faceHalfWidth: FC, beltHalfWidth: GW, roofHalfWidth: RW } = car;
const sq = (v: number) => v * v;

/** Where a panel sits and which way it faces decide whether it is seen and how it is shaded. */
export interface Panel {
  role: 'side' | 'top' | 'face' | 'corner' | 'black' | 'glass';
  key: string;
  at: Vec3;
  normal: Vec3;
  cmds: Cmd[];
}

/** The panels of the body for both sides, each with the point and normal used to decide its visibility. */
export function bodyPanels(): Panel[] {
  const panels: Panel[] = [];
  const low = car.rocker;
  for (const s of [1, -1] as const) {
    const faceCorner = faceTop(s * FC);
    const nose: Vec3 = [noseX(car.shoulderFront), s * HW, car.shoulderFront];
    const tailCorner = rearTop(s * FC);
    const tail: Vec3 = [tailX(car.rearTop), s * HW, car.rearTop];
    const cowl: Vec3 = [1480, s * HW, car.cowl];
    const shoulder = sample((t) => {
      const x = nose[0] + (tail[0] - nose[0]) * t;
      return [x, s * HW, shoulderZ(x)];
    }, 9);
    const corner = (a: Vec3, b: Vec3): Vec3[] => [a, [a[0] + (b[0] > a[0] ? 35 : -35), s * HW, a[2]], b];
    panels.push({
      role: 'side',
      key: `side${s}`,
      at: [2500, s * HW, 700],
      normal: [0, s, 0],
      cmds: edgeLoop([
        shoulder,
        vertical(tailX, s * HW, car.rearTop, low),
        [
          [tailX(low), s * HW, low],
          [noseX(low), s * HW, low],
        ],
        vertical(noseX, s * HW, low, car.shoulderFront),
      ]),
    });
    panels.push({
      role: 'corner',
      key: `nose${s}`,
      at: [noseX(600) - 60, s * 940, 600],
      normal: [-0.7, s * 0.7, 0],
      cmds: edgeLoop([
        corner(faceCorner, nose),
        vertical(noseX, s * HW, car.shoulderFront, low),
        corner([frontX(FC, low), s * FC, low], [noseX(low), s * HW, low]).reverse(),
        vertical((z) => frontX(FC, z), s * FC, low, car.shoulderFront),
      ]),
    });
    panels.push({
      role: 'corner',
      key: `tail${s}`,
      at: [tailX(600) + 60, s * 940, 600],
      normal: [0.7, s * 0.7, 0],
      cmds: edgeLoop([
        corner(tailCorner, tail),
        vertical(tailX, s * HW, car.rearTop, low),
        corner([rearX(FC, low), s * FC, low], [tailX(low), s * HW, low]).reverse(),
        vertical((z) => rearX(FC, z), s * FC, low, car.rearTop),
      ]),
    });
    const aBase: Vec3 = [car.screenBase, s * GW, car.beltFront];
    const rgb = rearTop(s * GW);
    const belt = sample((t) => {
      const x = car.screenBase + (rgb[0] - car.screenBase) * t;
      return [x, s * GW, t < 1 ? beltZ(x) : rgb[2]];
    }, 6);
    panels.push({
      role: 'top',
      key: `deck${s}`,
      at: [3000, s * 920, 1150],
      normal: [0, s * 0.5, 1],
      cmds: edgeLoop([
        belt,
        across(rearTop, s * GW, s * FC, 3),
        corner(tailCorner, tail),
        shoulder.filter((p) => p[0] >= 1480).reverse(),
        [cowl, aBase],
      ]),
    });
    panels.push({
      role: 'black',
      key: `glass${s}`,
      at: [3000, s * 780, 1400],
      normal: [0, s, 0.35],
      cmds: edgeLoop([
        [aBase, screenTop(s * RW)],
        rail(s),
        [spoilerEdge(s * (RW - 90)), rgb],
        [...belt].reverse(),
      ]),
    });
  }
  const hoodSide = (s: Side) =>
    sample((t) => {
      const x = noseX(car.shoulderFront) + (1480 - noseX(car.shoulderFront)) * t;
      return [x, s * HW, shoulderZ(x)];
    }, 4);
  const cornerTop = (s: Side): Vec3[] => {
    const a = faceTop(s * FC);
    return [a, [a[0] + 35, s * HW, a[2]], [noseX(car.shoulderFront), s * HW, car.shoulderFront]];
  };
  panels.push({
    role: 'top',
    key: 'hood',
    at: [800, 0, 1000],
    normal: [-0.12, 0, 1],
    cmds: edgeLoop([
      [...cornerTop(1)].reverse(),
      across(faceTop, FC, -FC, 7),
      cornerTop(-1),
      hoodSide(-1),
      [
        [1480, -HW, car.cowl],
        [car.screenBase, -GW, car.beltFront],
      ],
      across(screenBase, -GW, GW, 5),
      [
        [car.screenBase, GW, car.beltFront],
        [1480, HW, car.cowl],
      ],
      [...hoodSide(1)].reverse(),
    ]),
  });
  panels.push({
    role: 'face',
    key: 'front',
    at: [40, 0, 600],
    normal: [-1, 0, 0.1],
    cmds: edgeLoop([
      across(faceTop, -FC, FC, 7),
      vertical((z) => frontX(FC, z), FC, car.shoulderFront, low),
      across((y) => [frontX(y, low), y, low], FC, -FC, 5),
      vertical((z) => frontX(FC, z), -FC, low, car.shoulderFront),
    ]),
  });
  panels.push({
    role: 'face',
    key: 'rear',
    at: [4950, 0, 700],
    normal: [1, 0, 0],
    cmds: edgeLoop([
      across(rearTop, FC, -FC, 7),
      vertical((z) => rearX(FC, z), -FC, car.rearTop, low),
      across((y) => [rearX(y, low), y, low], -FC, FC, 5),
      vertical((z) => rearX(FC, z), FC, low, car.rearTop),
    ]),
  });
  panels.push({
    role: 'glass',
    key: 'windscreen',
    at: [1900, 0, 1350],
    normal: [-0.55, 0, 0.84],
    cmds: edgeLoop([
      across(screenBase, GW, -GW, 5),
      [[car.screenBase, -GW, car.beltFront], screenTop(-RW)],
      across(screenTop, -RW, RW, 5),
      [screenTop(RW), [car.screenBase, GW, car.beltFront]],
    ]),
  });
  panels.push({
    role: 'black',
    key: 'roof',
    at: [3300, 0, 1640],
    normal: [0.05, 0, 1],
    cmds: edgeLoop([
      across(screenTop, RW, -RW, 5),
      rail(-1),
      across(spoilerEdge, -(RW - 90), RW - 90, 5),
      [...rail(1)].reverse(),
    ]),
  });
  // A section through the roof at its crown: never faces the camera, so it is drawn first and only its
  // outline shows, giving the roof its crown in the front and rear views.
  const crown = 2900;
  panels.push({
    role: 'black',
    key: 'crown',
    at: [crown, 0, 1400],
    normal: [0, 0, 0],
    cmds: edgeLoop([
      across((y) => [crown, y, roofZ(crown) + 28 * (1 - sq(y / RW))], -RW, RW, 5),
      [
        [crown, RW, roofZ(crown)],
        [crown, GW, beltZ(crown)],
        [crown, -GW, beltZ(crown)],
        [crown, -RW, roofZ(crown)],
      ],
    ]),
  });
  const lip = (y: number): Vec3 => [4890, y, car.spoiler - 10];
  const edge = RW - 90;
  panels.push({
    role: 'black',
    key: 'spoiler',
    at: [4800, 0, car.spoiler + 5],
    normal: [0.05, 0, 1],
    cmds: edgeLoop([
      across(spoilerEdge, -edge, edge, 5),
      [spoilerEdge(edge), lip(edge), lip(-edge), spoilerEdge(-edge)],
    ]),
  });
  panels.push({
    role: 'black',
    key: 'spoilerback',
    at: [4890, 0, car.spoiler - 25],
    normal: [1, 0, -0.2],
    cmds: edgeLoop([
      [lip(edge), lip(-edge), [4870, -edge, car.spoiler - 45], [4870, edge, car.spoiler - 45], lip(edge)],
    ]),
  });
  for (const s of [1, -1] as const) {
    panels.push({
      role: 'black',
      key: `spoiler${s}`,
      at: [4800, s * edge, car.spoiler - 10],
      normal: [0, s, 0],
      cmds: edgeLoop([
        [
          spoilerEdge(s * edge),
          lip(s * edge),
          [4870, s * edge, car.spoiler - 45],
          [4700, s * edge, car.spoiler - 40],
          spoilerEdge(s * edge),
        ],
      ]),
    });
  }
  panels.push({
    role: 'glass',
    key: 'rearglass',
    at: [4850, 0, 1290],
    normal: [0.85, 0, 0.5],
    cmds: edgeLoop([
      across(spoilerEdge, RW - 90, -(RW - 90), 5),
      [spoilerEdge(-(RW - 90)), rearTop(-GW)],
      across(rearTop, -GW, GW, 5),
      [rearTop(GW), spoilerEdge(RW - 90)],
    ]),
  });
  return panels;
}
