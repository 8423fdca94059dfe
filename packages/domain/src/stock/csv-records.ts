/** One data line of a CSV file: its line number in the file (the header is line 1) and its cells by column. */
export interface CsvRecord {
  readonly line: number;
  readonly values: Readonly<Record<string, string>>;
}

export type CsvParse =
  | { ok: true; columns: string[]; records: CsvRecord[] }
  | { ok: false; line: number; message: string };

/** Splits RFC 4180 text into rows of cells: quoted cells may hold commas, doubled quotes and line breaks. */
function rowsOf(
  text: string,
): { rows: { line: number; cells: string[] }[] } | { line: number; message: string } {
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else {
        if (character === '\n') line += 1;
        cell += character;
      }
    } else if (character === '"' && cell === '') quoted = true;
    else if (character === ',') {
      cells.push(cell);
      cell = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[index + 1] === '\n') index += 1;
      cells.push(cell);
      rows.push({ line: rowLine, cells });
      cells = [];
      cell = '';
      line += 1;
      rowLine = line;
    } else cell += character;
  }
  if (quoted) return { line: rowLine, message: 'A quoted cell is not closed.' };
  if (cell !== '' || cells.length > 0) rows.push({ line: rowLine, cells: [...cells, cell] });
  return { rows: rows.filter((row) => row.cells.some((value) => value.trim() !== '')) };
}

/**
 * Reads a CSV file with a header line into records keyed by the (trimmed, lower-case) column names; cells are
 * trimmed. A line with more or fewer cells than the header, or an unclosed quote, makes the whole file unreadable
 * (the line is named); blank lines are skipped.
 * @example parseCsv('vin,country\n1G6…,AU\n') // { ok: true, columns: ['vin', 'country'], records: [{ line: 2, values: { vin: '1G6…', country: 'AU' } }] }
 */
export function parseCsv(text: string): CsvParse {
  const split = rowsOf(text.replace(/^\uFEFF/, ''));
  if (!('rows' in split)) return { ok: false, ...split };
  const [header, ...data] = split.rows;
  if (!header) return { ok: false, line: 1, message: 'The file is empty: it needs a header line.' };
  const columns = header.cells.map((name) => name.trim().toLowerCase());
  const records: CsvRecord[] = [];
  for (const row of data) {
    if (row.cells.length !== columns.length) {
      return {
        ok: false,
        line: row.line,
        message: `Line ${row.line} has ${row.cells.length} cells; the header has ${columns.length}.`,
      };
    }
    records.push({
      line: row.line,
      values: Object.fromEntries(columns.map((name, index) => [name, (row.cells[index] ?? '').trim()])),
    });
  }
  return { ok: true, columns, records };
}
