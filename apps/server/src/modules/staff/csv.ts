import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error';

/** Most rows one CSV export holds; a larger one asks for a narrower filter. */
export const csvRowLimit = 10_000;

/** One CSV cell: quoted when needed, and a leading = + - @ made inert so a spreadsheet never runs it (CWE-1236). */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  const inert = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

/** RFC 4180 CSV with a header row, CRLF line ends. */
export function toCsv<Row>(
  columns: readonly (readonly [string, (row: Row) => unknown])[],
  rows: readonly Row[],
): string {
  const lines = [columns.map(([name]) => cell(name)).join(',')];
  for (const row of rows) lines.push(columns.map(([, value]) => cell(value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Sends a CSV download, never cached. */
export function sendCsv(reply: FastifyReply, filename: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}

/** A CSV export's query string checked by the list's own filter schema: a 400 naming the field otherwise. */
export function csvQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  const parsed = schema.safeParse(query);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') ?? 'query';
  throw new AppError(400, 'InvalidInput', issue?.message ?? 'Invalid filter.', [
    { field, message: issue?.message ?? 'Invalid filter.' },
  ]);
}
