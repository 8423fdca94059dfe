import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('CSV', () => {
  it('quotes commas, quotes and line breaks, and makes formulas inert', () => {
    const csv = toCsv(
      [
        ['name', (r: { name: string; n: number }) => r.name],
        ['n', (r) => r.n],
      ],
      [
        { name: 'Plain', n: 1 },
        { name: 'A, "quoted"\nline', n: 2 },
        { name: '=HYPERLINK("x")', n: -3 },
      ],
    );
    expect(csv).toBe('name,n\r\nPlain,1\r\n"A, ""quoted""\nline",2\r\n"\'=HYPERLINK(""x"")",\'-3\r\n');
  });
});
