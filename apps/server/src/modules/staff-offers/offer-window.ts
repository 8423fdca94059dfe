import type { OfferStatus } from '@showroom/contract';
import { addDays, type CountryCode, type IsoDate } from '@showroom/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError, badField } from '../../platform/http/app-error';
import type { DbExecutor } from '../../platform/mail';

/*
 * The window rules shared by finance offers and price promotions (docs/back-office-catalogue.md): both run over
 * local days of their market (both ends inclusive), the windows of one market never overlap, a new one starts
 * today or later, an ended one is history (orders were placed under it) and is not changed.
 */

export interface OfferWindow {
  from: IsoDate;
  to: IsoDate;
}

/** Names the window's fields in a refusal: `orderFrom`/`orderTo` for finance offers, `validFrom`/`validTo` else. */
export interface WindowFields {
  from: string;
  to: string;
  /** The record's id field: `offerId`, `id`. */
  id: string;
  /** 'finance offer', 'promotion'. */
  noun: string;
}

export const statusOn = (window: OfferWindow, today: IsoDate): OfferStatus =>
  window.to < today ? 'ended' : window.from > today ? 'scheduled' : 'running';

/**
 * Serialises the writers of a set of windows (a transaction-scoped advisory lock on `key`: a table and market, or
 * a whole table), so two staff members cannot each create one of two overlapping windows.
 */
export async function lockWindows(tx: DbExecutor, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** A 400 on the field whose day falls in another window of the market (the first day, else the last). */
export function refuseOverlap(
  window: OfferWindow,
  others: readonly (OfferWindow & { id: string | number })[],
  fields: WindowFields,
): void {
  const other = others.find((o) => o.from <= window.to && window.from <= o.to);
  if (!other) return;
  const field = window.from >= other.from && window.from <= other.to ? fields.from : fields.to;
  throw badField(
    field,
    `This ${fields.noun} overlaps ${fields.noun} ${other.id} (${other.from} to ${other.to}) of the same market: ` +
      'windows of one market must not overlap.',
  );
}

/** A new window starts today or later in its market. */
export function refuseStartInPast(window: OfferWindow, today: IsoDate, fields: WindowFields): void {
  if (window.from < today) throw badField(fields.from, `A ${fields.noun} starts today (${today}) or later.`);
}

/**
 * What may change on an existing window: nothing once it has ended; a running one keeps its first day and cannot
 * end before today (ending is its own call).
 */
export function refuseChange(
  current: OfferWindow,
  next: OfferWindow,
  today: IsoDate,
  fields: WindowFields,
): void {
  const status = statusOn(current, today);
  if (status === 'ended') {
    throw new AppError(409, 'Conflict', `This ${fields.noun} has ended: it is kept as it ran.`, [
      { field: fields.id, message: `This ${fields.noun} has ended.` },
    ]);
  }
  if (status === 'running' && next.from !== current.from)
    throw badField(fields.from, `This ${fields.noun} has started: its first day stays ${current.from}.`);
  if (status === 'scheduled') refuseStartInPast(next, today, fields);
  if (next.to < today)
    throw badField(fields.to, `The last day is today (${today}) or later: end it instead.`);
}

/** An offer or promotion stays in its market (the other market's is a record of its own). */
export function refuseMarketChange(current: CountryCode, next: CountryCode): void {
  if (next !== current) throw badField('country', `It stays in ${current}: create one for ${next} instead.`);
}

/**
 * How a window ends today: a running one's last day becomes yesterday (`{ to }`); one that has not started is
 * withdrawn (`'withdraw'`); one that started today cannot end before tomorrow, and an ended one has nothing to end.
 */
export function endingOf(
  current: OfferWindow,
  today: IsoDate,
  fields: WindowFields,
): { to: IsoDate } | 'withdraw' {
  const status = statusOn(current, today);
  if (status === 'scheduled') return 'withdraw';
  const refusal =
    status === 'ended'
      ? `This ${fields.noun} ended on ${current.to}.`
      : current.from === today
        ? `This ${fields.noun} started today: set its last day to today, or end it from tomorrow.`
        : undefined;
  if (refusal) throw new AppError(409, 'Conflict', refusal, [{ field: fields.id, message: refusal }]);
  return { to: addDays(today, -1) };
}

/** A zod refusal of a whole record (after merging a change) as a 400 naming the first field at fault. */
export function checked<T extends z.ZodType>(schema: T, input: unknown, what: string): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
  }));
  throw new AppError(400, 'InvalidInput', details[0]?.message ?? `The ${what} is not valid.`, details);
}
