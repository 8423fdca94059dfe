import { checkOffers, getFinanceTerms } from '@showroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postData } from '../../../test/support/api-calls';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { fixedClock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import type { StaffChange } from '../staff/staff-change';
import { staffFinanceOffersService } from '../staff-offers/staff-finance-offers.service';
import { financeOffersService } from './finance-offers.service';

/* Issue 14 item 13: finance offers are data with windows, read by check-offers and the finance calculator. */

const clock = fixedClock('2027-03-10T01:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => t?.close());

const changes: StaffChange[] = [];
const recordChange = async (_tx: unknown, change: StaffChange) => {
  changes.push(change);
};
const staff = () => staffFinanceOffersService({ db: t.database.db, clock });

const newOffer = {
  country: 'NZ' as const,
  orderFrom: '2027-03-10',
  orderTo: '2027-04-30',
  deliveryBy: '2027-07-31',
  lenderName: 'Sample Lender New Zealand',
  terms: [
    { months: 36, annualRateBp: 290 },
    { months: 48, annualRateBp: 390 },
  ],
  defaultTermMonths: 36,
  minimumDepositPercent: 15,
  buttonText: '2.9% autumn finance',
  scrollText: '2.9% p.a. over 36 months with 15% deposit.',
};

const refusalOf = async (action: Promise<unknown>) => {
  const error = await action.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe('finance offers as data', () => {
  it('seeds the 2025 offer and a sample offer around the seed day', async () => {
    const offers = await financeOffersService(t.database.db).list('AU');
    expect(offers.map(({ offer }) => [offer.offerId, offer.orderFrom, offer.orderTo])).toEqual([
      [1, '2025-08-07', '2025-11-30'],
      [2, '2026-11-01', '2027-01-31'],
    ]);
  });

  it('a created offer shows in check-offers and the calculator inside its window, and not outside it', async () => {
    const created = await staff().create(newOffer, recordChange);
    expect(created.financeOffer).toMatchObject({ offerId: 3, status: 'running' });

    const promos = checkOffers.data.parse(await postData(t, checkOffers.path, { Country: 'NZ' }));
    expect(promos.find((promo) => promo.name === 'financeOffer')?.data).toMatchObject({
      offerId: 3,
      buttonText: '2.9% autumn finance',
      scrollText: '2.9% p.a. over 36 months with 15% deposit.',
      validTo: '2027-04-30',
      minimumDepositPercent: 15,
    });
    const terms = await postData(t, getFinanceTerms.path, { Country: 'NZ', OfferID: 3 });
    expect(
      terms.map((term: { filterID: number; isDefault: boolean }) => [term.filterID, term.isDefault]),
    ).toEqual([
      [36, true],
      [48, false],
    ]);

    // Ended by the back office the next day: its last day was yesterday, so standard finance answers and the card goes.
    clock.set('2027-03-11T01:00:00Z');
    const ended = await staff().end(3, recordChange);
    expect(ended.financeOffer).toMatchObject({ orderTo: '2027-03-10', status: 'ended' });
    const after = checkOffers.data.parse(await postData(t, checkOffers.path, { Country: 'NZ' }));
    expect(after.map((promo) => promo.name)).not.toContain('financeOffer');
    const standard = await postData(t, getFinanceTerms.path, { Country: 'NZ', OfferID: 3 });
    expect(standard.map((term: { filterID: number }) => term.filterID)).toEqual([24, 36, 48, 60]);
  });

  it('refuses an offer that does not hold together with a 400 naming the field, and writes nothing', async () => {
    const service = financeOffersService(t.database.db);
    const before = (await service.list()).length;
    const later = { ...newOffer, orderFrom: '2027-05-01', orderTo: '2027-05-31' };
    const backwards = await refusalOf(staff().create({ ...later, orderTo: '2027-04-01' }, recordChange));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.details?.[0]).toEqual({
      field: 'orderTo',
      message: 'The offer must end on or after it starts.',
    });
    const noTerm = await refusalOf(staff().create({ ...later, defaultTermMonths: 60 }, recordChange));
    expect(noTerm.details?.[0]?.field).toBe('defaultTermMonths');
    const negative = await refusalOf(staff().create({ ...later, ppsrFeeCents: -1 }, recordChange));
    expect(negative.details?.[0]?.field).toBe('ppsrFeeCents');
    const badChange = await refusalOf(staff().change(2, { deliveryBy: '2025-01-01' }, recordChange));
    expect(badChange.details?.[0]?.field).toBe('deliveryBy');
    const missing = await refusalOf(staff().change(99, { buttonText: 'x' }, recordChange));
    expect(missing.statusCode).toBe(404);
    expect((await service.list()).length).toBe(before);
  });

  it('lets only one of two overlapping offers created at the same time in', async () => {
    const june = { ...newOffer, orderFrom: '2027-06-01', orderTo: '2027-06-30', deliveryBy: '2027-09-30' };
    const outcomes = await Promise.allSettled([
      staff().create(june, recordChange),
      staff().create({ ...june, orderFrom: '2027-06-15', orderTo: '2027-07-15' }, recordChange),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refusal = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect(refusal.reason).toMatchObject({
      statusCode: 400,
      details: [{ field: expect.stringMatching(/^order/) }],
    });
    const nz = (await financeOffersService(t.database.db).list('NZ')).map(({ offer }) => offer);
    expect(
      nz.filter((offer) => offer.orderFrom <= '2027-07-15' && offer.orderTo >= '2027-06-01'),
    ).toHaveLength(1);
  });
});
