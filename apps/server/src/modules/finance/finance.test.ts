import {
  calculateFinance,
  getFinanceBalloonOptions,
  getFinanceTerms,
  getFrequency,
} from '@showroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postData, postRefused } from '../../../test/support/api-calls';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { fixedClock } from '../../platform/clock';

/* The finance calls of spec 001 section 7. The finance offer (id 1) is open 7 Aug – 30 Nov 2025. */

const clock = fixedClock('2026-03-02T01:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const ids = (filters: { filterID: number; isDefault: boolean }[]) =>
  filters.map((f) => (f.isDefault ? `${f.filterID}*` : `${f.filterID}`));

describe('finance lists', () => {
  it('gives the standard terms with the flagged default, and the offer terms while the offer is open', async () => {
    clock.set('2026-03-02T01:00:00Z');
    expect(ids(await postData(t, getFinanceTerms.path, { Country: 'AU', OfferID: 0 }))).toEqual([
      '24',
      '36',
      '48',
      '60*',
    ]);
    // Outside its window the offer answers standard finance.
    expect(ids(await postData(t, getFinanceTerms.path, { Country: 'AU', OfferID: 1 }))).toContain('60*');
    // The offer flags its own default term (48 months for the 2025 offer).
    clock.set('2025-10-01T01:00:00Z');
    expect(ids(await postData(t, getFinanceTerms.path, { Country: 'AU', OfferID: 1 }))).toEqual([
      '24',
      '36',
      '48*',
      '60',
    ]);
    clock.set('2026-03-02T01:00:00Z');
  });

  it('gives the balloons of a term (none for the offer) and the frequencies of the market', async () => {
    expect(
      ids(await postData(t, getFinanceBalloonOptions.path, { Country: 'AU', TermOptionID: 48 })),
    ).toEqual(['0*', '10', '20', '30']);
    clock.set('2025-10-01T01:00:00Z');
    expect(
      await postData(t, getFinanceBalloonOptions.path, { Country: 'AU', TermOptionID: 48, OfferID: 1 }),
    ).toEqual([]);
    clock.set('2026-03-02T01:00:00Z');
    const names = async (country: string) =>
      (await postData(t, getFrequency.path, { Country: country })).map(
        (f: { filterName: string }) => f.filterName,
      );
    expect(await names('AU')).toEqual(['Monthly']);
    expect(await names('NZ')).toEqual(['Monthly', 'Fortnightly', 'Weekly']);
  });

  it('refuses an unknown offer, term or country', async () => {
    await postRefused(t, getFinanceTerms.path, { Country: 'NZ', OfferID: 1 }, 404, 'OfferID');
    await postRefused(
      t,
      getFinanceBalloonOptions.path,
      { Country: 'AU', TermOptionID: 72 },
      404,
      'TermOptionID',
    );
    await postRefused(
      t,
      getFinanceBalloonOptions.path,
      { Country: 'AU', TermOptionID: 'sixty' },
      400,
      'TermOptionID',
    );
    await postRefused(t, getFrequency.path, { Country: 'UK' }, 400, 'Country');
  });
});

describe('POST /api/PaymentOptions/calculate-finance', () => {
  const loan = {
    Country: 'AU',
    Deposit: 100_000,
    SelectedTermOptions: 60,
    SelectedBalloonPaymentOptions: 0,
    SelectedPaymentFrequency: 1,
    DriveawayCost: 3_100_000,
    Source: 'Main Page',
    OfferID: 0,
  };

  it("reproduces the spec's sample comparison rate: $30,000 over 60 months at 5.49% with fees is 6.79%", async () => {
    const result = calculateFinance.data.parse(await postData(t, calculateFinance.path, loan));
    expect(result).toMatchObject({
      monthlyLoanPaymentText: '$586.20',
      interestRateText: '5.49% p.a.',
      comparisonRateText: '6.79% p.a.',
      // $31,000 − $1,000 + $395 + $295 + $6.80
      totalFinancedAmountText: '$30,696.80',
      totalFinancedAmount: 3_069_680,
      freqencyName: 'Monthly',
      balloonpaymentText: '$0',
      loanPayment: 58_620,
      comparisonRate: 6.79,
      term: 60,
      offerID: 0,
      depositMinimum: 100_000,
      depositMaximum: 2_600_000,
    });
  });

  it('computes a balloon as its share of the drive-away price', async () => {
    const result = await postData(t, calculateFinance.path, { ...loan, SelectedBalloonPaymentOptions: 20 });
    expect(result.balloonAmount).toBe(620_000);
    expect(result.depositMaximum).toBe(1_980_000);
  });

  it('applies the finance offer in its window, with its 20% minimum deposit', async () => {
    clock.set('2025-10-01T01:00:00Z');
    const offer = { ...loan, OfferID: 1, SelectedTermOptions: 48, SelectedBalloonPaymentOptions: null };
    const envelope = await postRefused(t, calculateFinance.path, offer, 400, 'Deposit');
    expect(envelope.message).toBe('A minimum deposit of 20% is required for this finance offer.');
    const result = await postData(t, calculateFinance.path, { ...offer, Deposit: 620_000 });
    expect(result).toMatchObject({ offerID: 1, interestRateText: '1.99% p.a.', depositMinimum: 620_000 });
    clock.set('2026-03-02T01:00:00Z');
  });

  it('refuses deposits out of range with the spec message, and bad ids and non-numbers', async () => {
    const low = await postRefused(t, calculateFinance.path, { ...loan, Deposit: 99_999 }, 400, 'Deposit');
    expect(low.message).toBe('A minimum deposit of $1000 is required.');
    expect(low.errorCode).toBe('DepositOutOfRange');
    await postRefused(t, calculateFinance.path, { ...loan, Deposit: 2_600_001 }, 400, 'Deposit');
    await postRefused(t, calculateFinance.path, { ...loan, Deposit: 'a lot' }, 400, 'Deposit');
    await postRefused(t, calculateFinance.path, { ...loan, DriveawayCost: -5 }, 400, 'DriveawayCost');
    await postRefused(
      t,
      calculateFinance.path,
      { ...loan, SelectedTermOptions: 72 },
      404,
      'SelectedTermOptions',
    );
    await postRefused(
      t,
      calculateFinance.path,
      { ...loan, SelectedBalloonPaymentOptions: 15 },
      404,
      'SelectedBalloonPaymentOptions',
    );
    await postRefused(
      t,
      calculateFinance.path,
      { ...loan, SelectedPaymentFrequency: 3 },
      404,
      'SelectedPaymentFrequency',
    );
  });

  it('offers weekly repayments in New Zealand', async () => {
    const result = await postData(t, calculateFinance.path, {
      ...loan,
      Country: 'NZ',
      SelectedPaymentFrequency: 3,
    });
    expect(result.freqencyName).toBe('Weekly');
    expect(result.loanPayment).toBeLessThan(20_000);
  });
});

describe('every finance endpoint refuses bad input with a 4xx envelope naming the field', () => {
  const loan = {
    Country: 'AU',
    Deposit: 100_000,
    SelectedTermOptions: 60,
    SelectedBalloonPaymentOptions: 0,
    SelectedPaymentFrequency: 1,
    DriveawayCost: 3_100_000,
    OfferID: 0,
  };

  it.each([
    [getFinanceTerms.path, { Country: 'AU', OfferID: 7 }, 404, 'OfferID'],
    [getFinanceTerms.path, { Country: 'AU', OfferID: 'one' }, 400, 'OfferID'],
    [getFinanceTerms.path, { Country: 'AU', OfferID: -1 }, 400, 'OfferID'],
    [getFinanceTerms.path, { OfferID: 0 }, 400, 'Country'],
    [getFinanceBalloonOptions.path, { Country: 'AU', TermOptionID: 60, OfferID: 7 }, 404, 'OfferID'],
    [getFinanceBalloonOptions.path, { Country: 'AU', TermOptionID: 60.5 }, 400, 'TermOptionID'],
    [getFinanceBalloonOptions.path, { Country: 'NZ', TermOptionID: 72 }, 404, 'TermOptionID'],
    [getFrequency.path, { Country: 7 }, 400, 'Country'],
    [getFrequency.path, {}, 400, 'Country'],
    [calculateFinance.path, { ...loan, OfferID: 7 }, 404, 'OfferID'],
    [calculateFinance.path, { ...loan, Country: 'NZ', OfferID: 1 }, 404, 'OfferID'],
    [calculateFinance.path, { ...loan, Deposit: 100_000.5 }, 400, 'Deposit'],
    [calculateFinance.path, { ...loan, Deposit: -100 }, 400, 'Deposit'],
    [calculateFinance.path, { ...loan, Deposit: null }, 400, 'Deposit'],
    [calculateFinance.path, { ...loan, DriveawayCost: 'lots' }, 400, 'DriveawayCost'],
    [calculateFinance.path, { ...loan, DriveawayCost: 0 }, 400, 'DriveawayCost'],
    [calculateFinance.path, { ...loan, SelectedTermOptions: '60' }, 400, 'SelectedTermOptions'],
    [calculateFinance.path, { ...loan, SelectedPaymentFrequency: 'weekly' }, 400, 'SelectedPaymentFrequency'],
    [
      calculateFinance.path,
      { ...loan, SelectedBalloonPaymentOptions: 40 },
      404,
      'SelectedBalloonPaymentOptions',
    ],
  ])('%s %j → %i on %s', async (path, body, status, field) => {
    const envelope = await postRefused(t, path, body, status, field);
    expect(envelope.message).toEqual(expect.any(String));
    expect(envelope.message.length).toBeGreaterThan(0);
  });

  it('answers a deposit above the maximum with the maximum, and both minimum messages word for word', async () => {
    clock.set('2026-03-02T01:00:00Z');
    const high = await postRefused(t, calculateFinance.path, { ...loan, Deposit: 2_600_001 }, 400, 'Deposit');
    expect(high.message).toBe('The maximum deposit is $26,000.');
    const balloonHigh = await postRefused(
      t,
      calculateFinance.path,
      { ...loan, SelectedBalloonPaymentOptions: 20, Deposit: 1_980_001 },
      400,
      'Deposit',
    );
    expect(balloonHigh.message).toBe('The maximum deposit is $19,800.');
    const standard = await postRefused(t, calculateFinance.path, { ...loan, Deposit: 0 }, 400, 'Deposit');
    expect(standard.message).toBe('A minimum deposit of $1000 is required.');
    clock.set('2025-11-30T12:00:00Z');
    const offer = await postRefused(
      t,
      calculateFinance.path,
      { ...loan, OfferID: 1, SelectedTermOptions: 48, SelectedBalloonPaymentOptions: null, Deposit: 619_999 },
      400,
      'Deposit',
    );
    expect(offer.message).toBe('A minimum deposit of 20% is required for this finance offer.');
    clock.set('2026-03-02T01:00:00Z');
  });

  it('answers the offer on 25 Nov 2026 (after its window) with standard finance, where the 20% rule no longer applies', async () => {
    clock.set('2026-11-25T01:00:00Z');
    const result = await postData(t, calculateFinance.path, {
      ...loan,
      OfferID: 1,
      SelectedTermOptions: 48,
      SelectedBalloonPaymentOptions: null,
    });
    expect(result).toMatchObject({ offerID: 0, interestRateText: '5.49% p.a.', depositMinimum: 100_000 });
    expect(ids(await postData(t, getFinanceTerms.path, { Country: 'AU', OfferID: 1 }))).toEqual([
      '24',
      '36',
      '48',
      '60*',
    ]);
    clock.set('2026-03-02T01:00:00Z');
  });

  it('answers the seeded sample offer (offer 2, around the seed day) with its 1.99% rate and 20% deposit', async () => {
    clock.set('2026-11-25T01:00:00Z');
    const result = await postData(t, calculateFinance.path, {
      ...loan,
      OfferID: 2,
      SelectedTermOptions: 48,
      SelectedBalloonPaymentOptions: null,
      Deposit: 1_000_000,
    });
    expect(result).toMatchObject({ offerID: 2, interestRateText: '1.99% p.a.', comparisonRate: 1.99 });
    // 20% of $31,000.
    expect(result.depositMinimum).toBe(620_000);
    clock.set('2026-03-02T01:00:00Z');
  });
});
