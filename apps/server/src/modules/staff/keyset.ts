import { badField } from '../../platform/http/app-error';

/**
 * Keyset pagination of the back office's lists: the cursor is the sort key of the last row shown (base64url JSON),
 * so a page costs one index range scan however deep it is, and rows added meanwhile never shift a page.
 */
export interface Cursor {
  /** The sort column's value of the last row, as text (null sorts last). */
  value?: string | null;
  /** Its id: the tie-breaker. */
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** The cursor sent back, or undefined for the first page; a 400 naming `field` when it was tampered with. */
export function cursorOf(text: string | null | undefined, field: string): Cursor | undefined {
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<Cursor> | null;
    const value = parsed?.value;
    if (
      typeof parsed?.id === 'string' &&
      (value === undefined || value === null || typeof value === 'string')
    ) {
      return { id: parsed.id, value: value ?? null };
    }
  } catch {
    // not base64url JSON: refused below
  }
  throw badField(field, 'This page link is no longer valid: start from the first page.');
}

/** Given `limit + 1` rows: the page and the cursor of the next one (null when there is none). */
export function pageOf<Row>(rows: Row[], limit: number, keyOf: (row: Row) => Cursor) {
  const more = rows.length > limit;
  const shown = more ? rows.slice(0, limit) : rows;
  const last = shown.at(-1);
  return { rows: shown, nextCursor: more && last ? encodeCursor(keyOf(last)) : null };
}
