import type { CustomerType } from '@showroom/contract';
import { type CheckoutHold, checkoutHoldStore } from '../../state/checkout-hold';
import { type CheckoutForm, type DeliveryDraft, emptyCheckoutForm } from './order-request';

/*
 * What checkout keeps in the browser (spec 001 section 3, "Browser storage keys kept"): the comments across
 * visits until the order they were written for is placed ('ordercomments'); for this tab only, the account details as the checkout held in progress (the shop's
 * `checkoutHoldStore`, which the post-sign-in landing reads), and the delivery the order was started with
 * ('order'), so a reload of the checkout keeps it. Nothing about cards is ever stored.
 */

const keys = { comments: 'ordercomments', delivery: 'order' } as const;

function read(storage: Storage | undefined, key: string): unknown {
  try {
    const raw = storage?.getItem(key);
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
}

function write(storage: Storage | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage blocked or full (private mode): the page still works, it only forgets on reload.
  }
}

const local = () => (typeof localStorage === 'undefined' ? undefined : localStorage);
const session = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The form as the visitor left it in this market: the held account details and the comments of any visit. */
export function storedCheckoutForm(market: CheckoutHold['market']): CheckoutForm {
  const hold = checkoutHoldStore.get();
  const comment = read(local(), keys.comments);
  const { customerType: _type, ...held } = hold?.market === market ? hold.customer : emptyHeld;
  return { ...emptyCheckoutForm, ...held, comment: typeof comment === 'string' ? comment : '' };
}

/** Keeps the comments across visits and holds the rest of the account details for this tab. */
export function storeCheckoutForm(
  market: CheckoutHold['market'],
  form: CheckoutForm,
  customerType: CustomerType,
): void {
  const { comment, privacy: _privacy, marketing: _marketing, ...customer } = form;
  write(local(), keys.comments, comment);
  checkoutHoldStore.set({ market, customer: { ...customer, customerType } });
}

/** Leaving checkout (back to the configuration, or the order placed) ends the checkout held in progress. */
export function releaseCheckoutHold(): void {
  checkoutHoldStore.set(null);
}

/**
 * The order is placed or the waitlist joined: the checkout held in progress ends, and the comment, which went with
 * that order or interest, is forgotten, so no later order carries it (audit 002 #6).
 */
export function completeCheckout(): void {
  releaseCheckoutHold();
  try {
    local()?.removeItem(keys.comments);
  } catch {
    // Storage blocked: nothing was kept.
  }
}

const { comment: _c, privacy: _p, marketing: _m, ...emptyFields } = emptyCheckoutForm;
const emptyHeld = { ...emptyFields, customerType: 'Private' as const };

export function storedDeliveryDraft(): DeliveryDraft | undefined {
  const value = read(session(), keys.delivery);
  if (!isRecord(value) || (value.option !== 'Pickup' && value.option !== 'HomeDelivery')) return undefined;
  const text = (field: string) => (typeof value[field] === 'string' ? (value[field] as string) : null);
  return {
    option: value.option,
    pickupLocationName: text('pickupLocationName'),
    address: text('address'),
    suburb: text('suburb'),
    state: text('state'),
    postcode: text('postcode'),
  };
}

export function storeDeliveryDraft(draft: DeliveryDraft): void {
  write(session(), keys.delivery, draft);
}
