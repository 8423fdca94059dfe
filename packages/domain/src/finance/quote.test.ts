import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cents, dollars } from '../money';
import { balloonAmount, maximumDeposit, minimumDeposit } from './deposit';
import { financeResultTexts, formatRate } from './format';
import { australianStandardFinance, newZealandStandardFinance } from './lenders';
import { financeOffer2025 } from './offers.test-support';
import { type FinanceQuote, type FinanceRequest, quoteFinance } from './quote';

function quoted(request: FinanceRequest): FinanceQuote {
  const result = quoteFinance(request);
  if (!result.ok) throw new Error(result.refusal.message);
  return result.value;
}

const australian: FinanceRequest = {
  product: australianStandardFinance,
  termId: 60,
  balloonId: 0,
  frequencyId: 1,
  driveAwayPrice: dollars(31_000),
  deposit: dollars(1_000),
};

describe('a quote, worked through', () => {
  it('finances the price less the deposit plus establishment, credit assistance and PPSR fees', () => {
    const quote = quoted(australian);
    // $31,000 − $1,000 + $395 + $295 + $6.80 = $30,696.80; credit for the comparison rate $30,006.80.
    expect(quote.amountFinanced).toBe(3_069_680);
    expect(quote.amountOfCredit).toBe(3_000_680);
    expect(quote.repayment.regularRepayment).toBe(58_620);
    expect(quote.totalAccountFees).toBe(60 * 500);
    expect(quote.totalAmountPayable).toBe(quote.repayment.totalRepayments + quote.totalAccountFees);
    expect(quote.comparisonRateBp).toBe(679);
  });

  it('shows the spec’s result fields', () => {
    expect(financeResultTexts(quoted(australian))).toEqual({
      monthlyLoanPaymentText: '$586.20',
      interestRateText: '5.49% p.a.',
      interestRateTo: '11.99% p.a.',
      comparisonRateText: '6.79% p.a.',
      totalFinancedAmountText: '$30,696.80',
      creditAssistanceFeeText: '$295',
      balloonpaymentText: '$0',
      freqencyName: 'Monthly',
      totalLoanPayment: '$35,472.18',
      monthlyAccountFeeText: '$5',
      ppsr: '$6.80',
    });
  });

  it('leaves the balloon owing after a weekly New Zealand loan', () => {
    const quote = quoted({
      product: newZealandStandardFinance,
      termId: 36,
      balloonId: 20,
      frequencyId: 3,
      driveAwayPrice: dollars(120_000),
      deposit: dollars(20_000),
    });
    expect(quote.balloon).toBe(dollars(24_000));
    expect(quote.repayment.periods).toBe(156);
    expect(quote.schedule.at(-1)!.balance).toBe(dollars(24_000));
    const texts = financeResultTexts(quote);
    expect(texts.freqencyName).toBe('Weekly');
    expect(texts.balloonpaymentText).toBe('$24,000');
  });

  it('gives the offer’s 1.99% comparison rate up to 48 months and 2.99% for 60', () => {
    const offer = {
      ...australian,
      product: financeOffer2025.product,
      balloonId: null,
      driveAwayPrice: dollars(119_000),
    };
    const fortyEight = quoted({ ...offer, termId: 48, deposit: dollars(23_800) });
    expect([fortyEight.annualRateBp, fortyEight.comparisonRateBp]).toEqual([199, 199]);
    const sixty = quoted({ ...offer, termId: 60, deposit: dollars(23_800) });
    expect([sixty.annualRateBp, sixty.comparisonRateBp]).toEqual([299, 299]);
    expect(financeResultTexts(sixty).creditAssistanceFeeText).toBe('$0');
  });
});

describe('refusals', () => {
  it('refuses unknown choices and deposits out of range with their messages', () => {
    const refusal = (request: FinanceRequest) => {
      const result = quoteFinance(request);
      return result.ok ? null : result.refusal;
    };
    expect(refusal({ ...australian, termId: 72 })?.code).toBe('unknown-term');
    expect(refusal({ ...australian, balloonId: 50 })?.code).toBe('unknown-balloon');
    expect(refusal({ ...australian, frequencyId: 2 })?.code).toBe('unknown-frequency');
    expect(refusal({ ...australian, deposit: dollars(999) })).toEqual({
      code: 'deposit-below-minimum',
      message: 'A minimum deposit of $1000 is required.',
    });
    expect(refusal({ ...australian, product: financeOffer2025.product, balloonId: null })).toEqual({
      code: 'deposit-below-minimum',
      message: 'A minimum deposit of 20% is required for this finance offer.',
    });
    expect(refusal({ ...australian, deposit: dollars(26_000.01) })).toEqual({
      code: 'deposit-above-maximum',
      message: 'The maximum deposit is $26,000.',
    });
  });
});

const requests = fc
  .record({
    product: fc.constantFrom(australianStandardFinance, newZealandStandardFinance),
    priceCents: fc.integer({ min: 2_000_000, max: 25_000_000 }),
    termIndex: fc.integer({ min: 0, max: 3 }),
    balloonIndex: fc.nat(),
    frequencyIndex: fc.nat(),
    depositShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ product, priceCents, termIndex, balloonIndex, frequencyIndex, depositShare }): FinanceRequest => {
    const term = product.terms[termIndex]!;
    const balloon = term.balloonOptions[balloonIndex % term.balloonOptions.length]!;
    const frequency = product.frequencies[frequencyIndex % product.frequencies.length]!;
    const price = cents(priceCents);
    const minimum = minimumDeposit(product.minimumDeposit, price);
    const maximum = maximumDeposit(price, balloonAmount(price, balloon.percent));
    return {
      product,
      termId: term.id,
      balloonId: balloon.id,
      frequencyId: frequency.id,
      driveAwayPrice: price,
      deposit: cents(minimum + Math.floor((maximum - minimum) * depositShare)),
    };
  });

describe('quote properties over deposit, term, balloon and frequency', () => {
  it('quotes every deposit in range and closes every schedule to zero after the balloon', () => {
    fc.assert(
      fc.property(requests, (request) => {
        const quote = quoted(request);
        const principal = quote.schedule.reduce((sum, row) => sum + row.principal, 0);
        expect(principal).toBe(quote.amountFinanced - quote.balloon);
        expect(quote.schedule.at(-1)!.balance - quote.balloon).toBe(0);
        expect(quote.schedule.every((row) => row.balance >= 0)).toBe(true);
        expect(quote.comparisonRateBp).toBeGreaterThan(quote.annualRateBp);
      }),
      { numRuns: 150 },
    );
  });

  it('repays less for a larger deposit', () => {
    fc.assert(
      fc.property(requests, fc.double({ min: 0, max: 1, noNaN: true }), (request, share) => {
        const balloon = quoted(request).balloon;
        const room = maximumDeposit(request.driveAwayPrice, balloon) - request.deposit;
        fc.pre(room >= 1);
        const more = Math.max(1, Math.floor(room * share));
        const larger = quoted({ ...request, deposit: cents(request.deposit + more) });
        expect(larger.repayment.regularRepayment).toBeLessThanOrEqual(
          quoted(request).repayment.regularRepayment,
        );
        expect(larger.amountFinanced).toBe(quoted(request).amountFinanced - more);
      }),
      { numRuns: 150 },
    );
  });

  it('repays more at a higher rate', () => {
    fc.assert(
      fc.property(requests, fc.integer({ min: 1, max: 800 }), (request, extraBp) => {
        const dearer = {
          ...request.product,
          terms: request.product.terms.map((t) => ({ ...t, annualRateBp: t.annualRateBp + extraBp })),
        };
        expect(quoted({ ...request, product: dearer }).repayment.regularRepayment).toBeGreaterThan(
          quoted(request).repayment.regularRepayment,
        );
      }),
      { numRuns: 150 },
    );
  });
});

describe('formatRate', () => {
  it('shows two decimals and p.a.', () => {
    expect(formatRate(679)).toBe('6.79% p.a.');
    expect(formatRate(1_000)).toBe('10.00% p.a.');
    expect(formatRate(5)).toBe('0.05% p.a.');
  });
});
