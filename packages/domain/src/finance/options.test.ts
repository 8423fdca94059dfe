import { describe, expect, it } from 'vitest';
import { australianStandardFinance, newZealandStandardFinance, standardFinance } from './lenders';
import { appliedFinance, financeOfferOf, isOfferOpen, openFinanceOffers } from './offers';
import { financeOffer2025 } from './offers.test-support';
import {
  balloonFilters,
  defaultTermId,
  type FinanceFilter,
  findBalloon,
  findFrequency,
  findTerm,
  frequencyFilters,
  termFilters,
} from './options';

const filter = (filterID: number, isDefault = false): FinanceFilter => ({
  filterID,
  filterName: `${filterID} months`,
  isDefault,
});

describe('lender products (sample data)', () => {
  it('offers 24 to 60 month terms with the spec’s filter shape', () => {
    expect(termFilters(australianStandardFinance)).toEqual([
      { filterID: 24, filterName: '24 months', isDefault: false },
      { filterID: 36, filterName: '36 months', isDefault: false },
      { filterID: 48, filterName: '48 months', isDefault: false },
      { filterID: 60, filterName: '60 months', isDefault: true },
    ]);
  });

  it('repays monthly in Australia and also fortnightly and weekly in New Zealand', () => {
    expect(frequencyFilters(australianStandardFinance)).toEqual([
      { filterID: 1, filterName: 'Monthly', isDefault: true },
    ]);
    expect(frequencyFilters(newZealandStandardFinance).map((f) => f.filterName)).toEqual([
      'Monthly',
      'Fortnightly',
      'Weekly',
    ]);
  });

  it('allows balloons per term, defaulting to none', () => {
    const sixty = balloonFilters(australianStandardFinance, 60);
    expect(sixty.ok && sixty.value.map((b) => b.filterName)).toEqual(['0%', '10%', '20%', '30%']);
    expect(sixty.ok && sixty.value.filter((b) => b.isDefault).map((b) => b.filterID)).toEqual([0]);
    const two = balloonFilters(australianStandardFinance, 24);
    expect(two.ok && two.value.at(-1)?.filterName).toBe('40%');
  });

  it('refuses a term it does not offer', () => {
    expect(balloonFilters(australianStandardFinance, 72)).toEqual({
      ok: false,
      refusal: { code: 'unknown-term', message: 'This loan term is not available.' },
    });
    expect(findTerm(newZealandStandardFinance, 0).ok).toBe(false);
  });

  it('marks every product a sample', () => {
    for (const product of [...Object.values(standardFinance), financeOffer2025.product]) {
      expect(product.source).toMatch(/SAMPLE/);
    }
  });
});

describe('default term (spec 001 section 4)', () => {
  it('takes the server-flagged default first', () => {
    expect(defaultTermId([filter(24), filter(36, true), filter(48)])).toBe(36);
    expect(defaultTermId(termFilters(australianStandardFinance))).toBe(60);
  });

  it('takes the default term the offer names (48 months for the 2025 offer)', () => {
    expect(defaultTermId(termFilters(financeOffer2025.product))).toBe(48);
  });

  it('takes the first term otherwise, and nothing from an empty list', () => {
    expect(defaultTermId([filter(24), filter(36), filter(48)])).toBe(24);
    expect(defaultTermId([])).toBeUndefined();
  });
});

describe('balloon and frequency choices', () => {
  const sixty = australianStandardFinance.terms.find((t) => t.months === 60)!;
  const offerTerm = financeOffer2025.product.terms[0]!;

  it('finds an allowed balloon and treats no choice as none', () => {
    const twenty = findBalloon(sixty, 20);
    expect(twenty.ok && twenty.value.percent).toBe(20);
    const none = findBalloon(sixty, null);
    expect(none.ok && none.value.percent).toBe(0);
  });

  it('refuses a balloon the term does not allow', () => {
    expect(findBalloon(sixty, 40)).toEqual({
      ok: false,
      refusal: { code: 'unknown-balloon', message: 'This balloon payment is not available.' },
    });
  });

  it('allows no balloon on the finance offer', () => {
    expect(offerTerm.balloonOptions).toEqual([]);
    const zero = findBalloon(offerTerm, 0);
    expect(zero.ok && zero.value.percent).toBe(0);
    expect(findBalloon(offerTerm, 10).ok).toBe(false);
  });

  it('finds frequencies by id, monthly by default, weekly only in New Zealand', () => {
    const weekly = findFrequency(newZealandStandardFinance, 3);
    expect(weekly.ok && weekly.value.periodsPerYear).toBe(52);
    const fallback = findFrequency(newZealandStandardFinance, null);
    expect(fallback.ok && fallback.value.frequency).toBe('monthly');
    expect(findFrequency(australianStandardFinance, 3)).toEqual({
      ok: false,
      refusal: { code: 'unknown-frequency', message: 'This repayment frequency is not available.' },
    });
  });
});

describe('the 2025 finance offer (spec 001 section 9)', () => {
  it('charges 1.99% up to 48 months and 2.99% for 60, with a 20% deposit', () => {
    expect(financeOffer2025.product.terms.map((t) => [t.months, t.annualRateBp])).toEqual([
      [24, 199],
      [36, 199],
      [48, 199],
      [60, 299],
    ]);
    expect(financeOffer2025.product.minimumDeposit).toMatchObject({ kind: 'share', basisPoints: 2_000 });
  });

  it('is open for orders from 7 August to 30 November 2025 inclusive', () => {
    expect(isOfferOpen(financeOffer2025, { orderDate: '2025-08-06' })).toBe(false);
    expect(isOfferOpen(financeOffer2025, { orderDate: '2025-08-07' })).toBe(true);
    expect(isOfferOpen(financeOffer2025, { orderDate: '2025-11-30' })).toBe(true);
    expect(isOfferOpen(financeOffer2025, { orderDate: '2025-12-01' })).toBe(false);
  });

  it('requires delivery by 31 December 2025 when the delivery date is known', () => {
    expect(isOfferOpen(financeOffer2025, { orderDate: '2025-10-01', deliveryDate: '2025-12-31' })).toBe(true);
    expect(isOfferOpen(financeOffer2025, { orderDate: '2025-10-01', deliveryDate: '2026-01-01' })).toBe(
      false,
    );
  });

  it('is an Australian offer only', () => {
    expect(
      openFinanceOffers([financeOffer2025], 'AU', { orderDate: '2025-10-01' }).map((o) => o.offerId),
    ).toEqual([1]);
    expect(openFinanceOffers([financeOffer2025], 'NZ', { orderDate: '2025-10-01' })).toEqual([]);
  });
});

describe('an offer row', () => {
  it('becomes a product with the rates, default term, deposit share and fees it holds', () => {
    const offer = financeOfferOf({
      offerId: 2,
      name: 'financeOffer',
      country: 'NZ',
      orderFrom: '2027-01-01',
      orderTo: '2027-03-31',
      deliveryBy: '2027-06-30',
      lenderName: 'Lender',
      terms: [
        { months: 36, annualRateBp: 299 },
        { months: 48, annualRateBp: 399 },
      ],
      defaultTermMonths: 48,
      minimumDepositPercent: 15,
      fees: { establishment: 100_00, creditAssistance: 0, ppsr: 1_035, monthlyAccount: 0 },
      source: 'test',
    });
    expect(offer.product.offerId).toBe(2);
    expect(defaultTermId(termFilters(offer.product))).toBe(48);
    expect(offer.product.annualRateToBp).toBe(399);
    expect(offer.product.minimumDeposit).toEqual({
      kind: 'share',
      basisPoints: 1_500,
      message: 'A minimum deposit of 15% is required for this finance offer.',
    });
    expect(offer.product.terms.every((term) => term.balloonOptions.length === 0)).toBe(true);
    expect(offer.product.fees.establishment).toBe(100_00);
  });
});

describe('appliedFinance', () => {
  it('applies the offer inside its window', () => {
    const applied = appliedFinance(australianStandardFinance, [financeOffer2025], 1, {
      orderDate: '2025-09-15',
    });
    expect(applied.ok && applied.value.product).toBe(financeOffer2025.product);
    expect(applied.ok && applied.value.offer?.offerId).toBe(1);
  });

  it('falls back to standard finance outside the window or for late delivery', () => {
    for (const dates of [
      { orderDate: '2025-12-01' },
      { orderDate: '2025-09-15', deliveryDate: '2026-02-01' },
    ]) {
      const applied = appliedFinance(australianStandardFinance, [financeOffer2025], 1, dates);
      expect(applied.ok && applied.value.product).toBe(australianStandardFinance);
      expect(applied.ok && applied.value.offer).toBeNull();
    }
  });

  it('gives standard finance for offer 0', () => {
    const applied = appliedFinance(newZealandStandardFinance, [financeOffer2025], 0, {
      orderDate: '2025-09-15',
    });
    expect(applied.ok && applied.value.product).toBe(newZealandStandardFinance);
  });

  it('refuses an offer that does not exist in the country', () => {
    const refused = {
      ok: false,
      refusal: { code: 'unknown-offer', message: 'This finance offer does not exist.' },
    };
    expect(
      appliedFinance(australianStandardFinance, [financeOffer2025], 99, { orderDate: '2025-09-15' }),
    ).toEqual(refused);
    expect(
      appliedFinance(newZealandStandardFinance, [financeOffer2025], 1, { orderDate: '2025-09-15' }),
    ).toEqual(refused);
  });
});
