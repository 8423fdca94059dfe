import type {
  BodyOf,
  CustomerType,
  LinkSource,
  placeReservation,
  saveInterest,
  PaymentOption as WirePaymentOption,
} from '@showroom/contract';
import {
  type AccountDetails,
  type Configuration,
  type CountryCode,
  type DeliveryChoice,
  type DeliverySelection,
  deliveryProblems,
  effectiveDelivery,
  type PaymentOption,
} from '@showroom/domain';
import type { FinanceChoice } from '../../state/finance-choice';

/*
 * The bodies checkout sends (spec 001 section 3 "Order payload" and "Waitlist payload"), built from what the
 * visitor chose in the configurator and typed in the form. Ids and names only: the server prices everything.
 */

/** The form of ENTER ACCOUNT DETAILS and of its waitlist variant; the customer type is the shop's one store. */
export interface CheckoutForm extends Omit<AccountDetails, 'customerType'> {
  comment: string;
  /** Waitlist only: the privacy confirmation (required) and marketing consent (optional). */
  privacy: boolean;
  marketing: boolean;
}

export const emptyCheckoutForm: CheckoutForm = {
  businessName: '',
  abn: '',
  firstName: '',
  lastName: '',
  email: '',
  confirmEmail: '',
  mobile: '',
  comment: '',
  privacy: false,
  marketing: false,
};

/** How the visitor takes delivery, as the order records it. */
export interface DeliveryDraft {
  option: DeliveryChoice;
  pickupLocationName: string | null;
  address: string | null;
  suburb: string | null;
  state: string | null;
  postcode: string | null;
  /** The primary address: the order's billing and registration address (spec 001 section 3). */
  primary?: { address: string; suburb: string; state: string; postcode: string } | null;
}

/**
 * The delivery of a selection that passes the checks of spec 000 section 5, or undefined. Home delivery goes to
 * the different address when ticked; pick-up records the primary address as the customer's.
 */
export function deliveryDraftOf(
  selection: DeliverySelection,
  country: CountryCode,
  chosenState: string | undefined,
): DeliveryDraft | undefined {
  const delivery = effectiveDelivery(selection);
  if (!delivery || deliveryProblems(selection, country, chosenState).length > 0) return undefined;
  const address =
    delivery.option === 'HomeDelivery' && selection.differentAddress
      ? selection.deliveryAddress
      : selection.primary;
  return {
    option: delivery.option,
    pickupLocationName: selection.pickupLocationName,
    address: address?.fullAddress ?? null,
    suburb: address?.suburb ?? null,
    state: address?.state ?? null,
    postcode: address?.postcode ?? null,
    primary: selection.primary
      ? {
          address: selection.primary.fullAddress,
          suburb: selection.primary.suburb,
          state: selection.primary.state,
          postcode: selection.primary.postcode,
        }
      : null,
  };
}

/** The spec's Billing… and Rego… fields, both taken from the primary address. */
function billingAndRego(primary: DeliveryDraft['primary']) {
  if (!primary) return {};
  return {
    BillingAddress: primary.address,
    BillingSuburb: primary.suburb,
    BillingPostcode: primary.postcode,
    BillingState: primary.state,
    RegoAddress: primary.address,
    RegoSuburb: primary.suburb,
    RegoPostcode: primary.postcode,
    RegoState: primary.state,
  };
}

/** The spec's wire value of the payment option the visitor chose ('Finance Offer' on the wire). */
export const wirePaymentOption: Record<PaymentOption, WirePaymentOption> = {
  Cash: 'Cash',
  Finance: 'Finance',
  FinanceOffer: 'Finance Offer',
  FinanceNew: 'Finance New',
};

export interface CheckoutChoices {
  country: CountryCode;
  state: string | undefined;
  configuration: Configuration;
  customerType: CustomerType;
  paymentOption: PaymentOption;
  delivery: DeliveryDraft;
  /** The loan set up in the calculator of the finance the payment option names (its offer id, 0 standard). */
  finance?: { offerId: number; choice: FinanceChoice };
  /** Where the configuration came from (a shared link, else the configurator). */
  linkSource?: LinkSource;
}

type OrderBody = BodyOf<typeof placeReservation>['order'];

/**
 * The spec's Finance of the order: the calculator's choices as calculate-finance names them, with the deposit it
 * last calculated (a deposit typed out of range is not sent); what the customer left alone stays out (the server
 * applies the calculator's defaults), a balloon set to none is null. Cash: none.
 */
export function orderFinanceOf(
  choices: Pick<CheckoutChoices, 'paymentOption' | 'finance'>,
): OrderBody['Finance'] {
  if (choices.paymentOption === 'Cash') return null;
  const { offerId = 0, choice = {} } = choices.finance ?? {};
  return {
    OfferID: offerId,
    ...(choice.quotedDeposit === undefined ? {} : { Deposit: choice.quotedDeposit }),
    ...(choice.term === undefined ? {} : { SelectedTermOptions: choice.term }),
    ...(choice.balloon === undefined ? {} : { SelectedBalloonPaymentOptions: choice.balloon }),
    ...(choice.frequency === undefined ? {} : { SelectedPaymentFrequency: choice.frequency }),
  };
}

const business = (choices: CheckoutChoices, form: CheckoutForm) =>
  choices.customerType === 'Business'
    ? { BusinessName: form.businessName.trim(), ABN: form.abn.trim() }
    : { BusinessName: null, ABN: null };

/** place-reservation's body. */
export function reservationBody(
  choices: CheckoutChoices,
  form: CheckoutForm,
  options: { signedIn: boolean },
): BodyOf<typeof placeReservation> {
  const { configuration, delivery } = choices;
  return {
    hasLogin: options.signedIn,
    order: {
      Country: choices.country,
      State: choices.country === 'AU' ? (choices.state ?? null) : null,
      VariantID: configuration.variant?.id ?? '',
      ExteriorID: configuration.exterior?.id ?? '',
      InteriorID: configuration.interior?.id ?? '',
      Options: configuration.options.map((option) => ({ YanaOptionID: option.id })),
      DeliveryOption: delivery.option,
      PickupLocationName: delivery.pickupLocationName,
      DeliveryLocationAddress: delivery.address,
      DeliveryLocationSuburb: delivery.suburb,
      DeliveryLocationState: delivery.state,
      DeliveryLocationPostcode: delivery.postcode,
      ...billingAndRego(delivery.primary),
      PaymentOption: wirePaymentOption[choices.paymentOption],
      Finance: orderFinanceOf(choices),
      FromLinkSource: choices.linkSource ?? 'Configurator',
      CustomerType: choices.customerType,
      ...business(choices, form),
      FirstName: form.firstName.trim(),
      LastName: form.lastName.trim(),
      Email: form.email.trim(),
      Mobile: form.mobile,
      Comments: form.comment.trim() || null,
    },
  };
}

/** The waitlist submission: an interest of type Waitlist carrying the configuration (save-interest). */
export function waitlistBody(choices: CheckoutChoices, form: CheckoutForm): BodyOf<typeof saveInterest> {
  const { configuration, delivery } = choices;
  return {
    ifCallYanaAPI: true,
    interest: {
      Country: choices.country,
      State: choices.country === 'AU' ? (choices.state ?? '') : '',
      VariantName: configuration.variant?.name ?? null,
      ExteriorName: configuration.exterior?.name ?? null,
      InteriorName: configuration.interior?.name ?? null,
      Options: configuration.options.map((option) => ({ YanaOptionID: option.id })),
      PaymentOption: wirePaymentOption[choices.paymentOption],
      CustomerType: choices.customerType,
      ...business(choices, form),
      FirstName: form.firstName.trim(),
      LastName: form.lastName.trim(),
      Email: form.email.trim(),
      Mobile: form.mobile,
      DeliveryOption: delivery.option,
      DeliveryAddress: delivery.option === 'Pickup' ? delivery.pickupLocationName : delivery.address,
      DeliveryLocationSuburb: delivery.suburb,
      DeliveryLocationState: delivery.state,
      DeliveryLocationPostcode: delivery.postcode,
      EstDeliveryDate: 'Waitlisted',
      PrivacyStatement: form.privacy,
      Marketing: form.marketing,
      InterestType: 'Waitlist',
      Comments: form.comment.trim() || null,
      WebUniqueKey: null,
      Source: 'Checkout',
      UTMtag: null,
    },
  };
}
