import {
  AddOnRoadRate,
  amountRulesOf,
  FinanceOfferInput,
  PromotionInput,
  type StaffFinanceOffer,
  type StaffPromotion,
} from '@showroom/contract';
import { promotionNames } from '@showroom/domain';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/** One field of an offer form: its name in the contract, label and input kind. */
export interface OfferField {
  name: string;
  label: string;
  kind: 'date' | 'text' | 'number' | 'choice';
  choices?: readonly string[];
  hint?: string;
}

/** What an offer form edits: its fields, the contract schema of the whole record and the form ↔ body mapping. */
export interface OfferFormSpec {
  fields: readonly OfferField[];
  schema: z.ZodType;
  /** The form's values as the contract's body. */
  toBody(values: FieldValues): FieldValues;
}

/**
 * Terms as staff type them, months and % p.a. ("36:2.9, 48:3.9"), and back.
 * @example termsOf('36:2.9, 48:3.9') // [{ months: 36, annualRateBp: 290 }, { months: 48, annualRateBp: 390 }]
 */
export function termsOf(text: string): { months: number; annualRateBp: number }[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [months = '', rate = ''] = part.split(':').map((p) => p.trim());
      return { months: Number(months), annualRateBp: Math.round(Number(rate.replace('%', '')) * 100) };
    });
}

export const termsText = (terms: StaffFinanceOffer['terms']) =>
  terms.map((term) => `${term.months}:${(term.annualRateBp / 100).toFixed(2)}`).join(', ');

export const financeOfferForm: OfferFormSpec = {
  fields: [
    { name: 'orderFrom', label: 'Orders from', kind: 'date' },
    { name: 'orderTo', label: 'Orders to', kind: 'date' },
    { name: 'deliveryBy', label: 'Delivery by', kind: 'date' },
    { name: 'lenderName', label: 'Lender', kind: 'text' },
    { name: 'terms', label: 'Terms', kind: 'text', hint: 'months:rate % p.a., e.g. 36:2.9, 48:3.9' },
    { name: 'defaultTermMonths', label: 'Default term (months)', kind: 'number' },
    { name: 'minimumDepositPercent', label: 'Minimum deposit (%)', kind: 'number' },
    { name: 'buttonText', label: 'Card button text', kind: 'text' },
    { name: 'scrollText', label: 'Card text', kind: 'text' },
  ],
  schema: FinanceOfferInput,
  toBody: ({ terms, ...values }) => ({ ...values, terms: termsOf(String(terms ?? '')) }),
};

export const financeOfferValues = (offer: StaffFinanceOffer): FieldValues => ({
  ...offer,
  terms: termsText(offer.terms),
});

export const promotionForm: OfferFormSpec = {
  fields: [
    { name: 'name', label: 'Promotion', kind: 'choice', choices: promotionNames },
    { name: 'validFrom', label: 'Valid from', kind: 'date' },
    { name: 'validTo', label: 'Valid to', kind: 'date' },
    { name: 'discountType', label: 'Discount type', kind: 'choice', choices: ['Vehicle', 'OnRoadFees'] },
    {
      name: 'amountRule',
      label: 'Takes off',
      kind: 'choice',
      choices: [...new Set([...amountRulesOf.Vehicle, ...amountRulesOf.OnRoadFees])],
    },
    { name: 'amountCents', label: 'Amount in cents (fixed amount only)', kind: 'number' },
    { name: 'buttonText', label: 'Card button text', kind: 'text' },
    { name: 'scrollText', label: 'Card text', kind: 'text' },
  ],
  schema: PromotionInput,
  toBody: ({ amountCents, ...values }) => ({
    ...values,
    amountCents: amountCents === '' || amountCents === undefined || amountCents === null ? null : amountCents,
  }),
};

export const promotionValues = (promotion: StaffPromotion): FieldValues => ({
  ...promotion,
  amountCents: promotion.amountCents ?? '',
});

/** The value as typed: JSON when it reads as JSON (`5000`, `[{"label":…}]`), else the text, which the server refuses. */
const jsonOf = (text: unknown) => {
  try {
    return JSON.parse(String(text));
  } catch {
    return text;
  }
};

/** A new row of an on-road rate table, its value written in the shape of the table's rows (JSON). */
export const rateRowForm = (tableNames: readonly string[]): OfferFormSpec => ({
  fields: [
    { name: 'tableName', label: 'Rate table', kind: 'choice', choices: tableNames },
    { name: 'effectiveFrom', label: 'Effective from', kind: 'date' },
    { name: 'effectiveTo', label: 'Effective to (optional)', kind: 'date' },
    {
      name: 'value',
      label: 'Value',
      kind: 'text',
      hint: 'In the shape of the rows above, e.g. 5000 (cents)',
    },
    { name: 'sourceUrl', label: 'Source address', kind: 'text' },
    { name: 'sourceText', label: 'What the source says', kind: 'text' },
    { name: 'estimate', label: 'Why it is an estimate (optional)', kind: 'text' },
  ],
  schema: AddOnRoadRate,
  toBody: ({ value, ...values }) => ({ ...values, value: value === '' ? value : jsonOf(value) }),
});
