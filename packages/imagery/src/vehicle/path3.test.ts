import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { absolutePoints } from '../test-support/path-reader';
import { arc, type Cmd, onSurface, pathData } from './path3';
import type { Projector, Vec3 } from './space';

/** A projector that simply drops z: canvas x = x, canvas y = y. */
const flat: Projector = {
  eye: [0, 0, 0],
  toCanvas: (p) => [p[0], p[1]],
  faces: () => true,
  facing: () => 1,
};

describe('pathData', () => {
  it('encodes relative commands that read back to the rounded points', () => {
    const coordinate = fc.double({ min: -900, max: 900, noNaN: true });
    const point = fc.tuple(coordinate, coordinate).map(([x, y]): Vec3 => [x, y, 0]);
    const command = fc.oneof(
      point.map((p): Cmd => ['L', p]),
      fc.tuple(point, point).map(([c, p]): Cmd => ['Q', c, p]),
      fc.tuple(point, point, point).map(([a, b, p]): Cmd => ['C', a, b, p]),
      fc.constant<Cmd>(['Z']),
    );
    fc.assert(
      fc.property(
        point,
        fc.array(command, { maxLength: 12 }),
        fc.constantFrom(0, 1),
        (start, rest, decimals) => {
          const cmds: Cmd[] = [['M', start], ...rest];
          const expected = cmds.flatMap((c) => c.slice(1) as Vec3[]).map(([x, y]) => [x, y]);
          const read = absolutePoints(pathData(cmds, flat, decimals));
          expect(read).toHaveLength(expected.length);
          read.forEach(([x, y], i) => {
            expect(Math.abs(x - expected[i]![0]!)).toBeLessThanOrEqual(0.5 / 10 ** decimals + 1e-9);
            expect(Math.abs(y - expected[i]![1]!)).toBeLessThanOrEqual(0.5 / 10 ** decimals + 1e-9);
          });
        },
      ),
    );
  });

  it('draws a quarter circle through its end points', () => {
    const cmds = onSurface(`M100 0${arc(0, 0, 100, 0, 90)}`, (u, v) => [u, v, 0]);
    const last = cmds.at(-1)!;
    expect(last[0]).toBe('C');
    expect((last.at(-1) as Vec3).map(Math.round)).toEqual([0, 100, 0]);
  });
});
