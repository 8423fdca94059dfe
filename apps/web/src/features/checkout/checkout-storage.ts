import { type CheckoutForm, type DeliveryDraft, emptyCheckoutForm } from './order-request';

/*
 * What checkout keeps in the browser (spec 001 section 3, "Browser storage keys kept"): the comments across
 * visits ('ordercomments'); for this tab only, the account details ('billing') so a visitor who signs in from the
 * checkout finds the form as they left it, and the delivery the order was started with ('order'), so a reload
 * of the checkout keeps it. Nothing about cards is ever stored.
 */

const keys = { comments: 'ordercomments', billing: 'billing', delivery: 'order' } as const;

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

/** The form as the visitor left it: saved account details of this tab and the comments of any visit. */
export function storedCheckoutForm(): CheckoutForm {
  const billing = read(session(), keys.billing);
  const comment = read(local(), keys.comments);
  const form = { ...emptyCheckoutForm };
  if (isRecord(billing)) {
    for (const field of Object.keys(emptyCheckoutForm) as (keyof CheckoutForm)[]) {
      const value = billing[field];
      if (typeof value === typeof emptyCheckoutForm[field]) Object.assign(form, { [field]: value });
    }
  }
  return { ...form, comment: typeof comment === 'string' ? comment : '' };
}

/** Keeps the comments across visits and the rest of the form for this tab. */
export function storeCheckoutForm(form: CheckoutForm): void {
  const { comment, ...billing } = form;
  write(local(), keys.comments, comment);
  write(session(), keys.billing, billing);
}

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
