import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv-records';

describe('parseCsv', () => {
  it('reads records by column with their line numbers, quoted cells and CRLF line ends', () => {
    const parsed = parseCsv(
      '\uFEFFVIN, Country ,note\r\nA1,AU,"a, ""b"""\r\n\r\nB2,NZ,"two\nlines"\nC3,AU,\n',
    );
    expect(parsed).toEqual({
      ok: true,
      columns: ['vin', 'country', 'note'],
      records: [
        { line: 2, values: { vin: 'A1', country: 'AU', note: 'a, "b"' } },
        { line: 4, values: { vin: 'B2', country: 'NZ', note: 'two\nlines' } },
        { line: 6, values: { vin: 'C3', country: 'AU', note: '' } },
      ],
    });
  });

  it('names the line whose cells do not match the header', () => {
    expect(parseCsv('vin,country\nA1,AU\nB2\n')).toEqual({
      ok: false,
      line: 3,
      message: 'Line 3 has 1 cells; the header has 2.',
    });
  });

  it('refuses an empty file and an unclosed quote', () => {
    expect(parseCsv('')).toMatchObject({ ok: false, line: 1 });
    expect(parseCsv('vin\n"A1\n')).toEqual({ ok: false, line: 2, message: 'A quoted cell is not closed.' });
  });
});
