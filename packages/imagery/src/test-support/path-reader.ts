/** Reads SVG path data back into absolute points, for checking the compact encoding in tests. */
export function absolutePoints(d: string): Array<[number, number]> {
  const tokens = d.match(/[MmLlQqCcZz]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  const points: Array<[number, number]> = [];
  let [x, y, sx, sy] = [0, 0, 0, 0];
  let op = '';
  let i = 0;
  const arity: Record<string, number> = { m: 1, l: 1, q: 2, c: 3 };
  while (i < tokens.length) {
    const token = tokens[i]!;
    if (/[a-z]/i.test(token)) {
      op = token;
      i++;
      if (op === 'z' || op === 'Z') {
        [x, y] = [sx, sy];
        continue;
      }
    }
    const relative = op === op.toLowerCase();
    const read: Array<[number, number]> = [];
    for (let k = 0; k < arity[op.toLowerCase()]!; k++) {
      const px = Number(tokens[i++]) + (relative ? x : 0);
      const py = Number(tokens[i++]) + (relative ? y : 0);
      read.push([px, py]);
    }
    points.push(...read);
    [x, y] = read[read.length - 1]!;
    if (op.toLowerCase() === 'm') [sx, sy] = [x, y];
  }
  return points;
}
