import { createStore } from './create-store';

/** The account details a visitor has typed at checkout (spec 001 section 3 "Form state"). */
export interface HeldCustomer {
  customerType: 'Private' | 'Business';
  businessName: string;
  abn: string;
  firstName: string;
  lastName: string;
  email: string;
  confirmEmail: string;
  mobile: string;
}

/**
 * A checkout held in progress (spec 000 section 2 item 15): the checkout keeps its customer here while the
 * visitor is on it, so that signing in midway lands back on the checkout with the details typed. The checkout
 * clears it when it is left for the configuration or the order is placed. This tab only.
 */
export interface CheckoutHold {
  market: 'au-en' | 'nz-en';
  customer: HeldCustomer;
}

const textFields = [
  'businessName',
  'abn',
  'firstName',
  'lastName',
  'email',
  'confirmEmail',
  'mobile',
] as const;

function validHold(value: unknown): CheckoutHold | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'object') return undefined;
  const { market, customer } = value as Partial<Record<keyof CheckoutHold, unknown>>;
  if (market !== 'au-en' && market !== 'nz-en') return undefined;
  if (typeof customer !== 'object' || customer === null) return undefined;
  const fields = customer as Record<string, unknown>;
  if (fields.customerType !== 'Private' && fields.customerType !== 'Business') return undefined;
  if (!textFields.every((field) => typeof fields[field] === 'string')) return undefined;
  return { market, customer: customer as HeldCustomer };
}

export const checkoutHoldStore = createStore<CheckoutHold | null>(null, {
  storageKey: 'showroom.checkoutCustomer',
  tabOnly: true,
  validate: validHold,
});
