import { cents, emptyDeliverySelection } from '@showroom/domain';
import { describe, expect, it } from 'vitest';
import { dubbo, luxury, pickupSelection, sydney } from './checkout.test-support';
import {
  type CheckoutChoices,
  deliveryDraftOf,
  emptyCheckoutForm,
  reservationBody,
  waitlistBody,
} from './order-request';

const parramatta = {
  fullAddress: '12 Smith St, Parramatta NSW 2150',
  suburb: 'Parramatta',
  state: 'NSW',
  postcode: '2150',
};

const selection = pickupSelection;

const configuration = luxury(true, [
  {
    id: 'AU-HOME-CHARGER',
    name: 'Home charger',
    price: cents(0),
    kind: 'Charge',
    chargeType: 2,
    disabled: false,
  },
]);

const form = {
  ...emptyCheckoutForm,
  firstName: ' Jo ',
  lastName: 'Citizen',
  email: 'jo@example.com ',
  confirmEmail: 'jo@example.com',
  mobile: '0412345678',
  comment: '  ',
};

describe('deliveryDraftOf', () => {
  it('records pick-up at the chosen centre with the primary address', () => {
    expect(deliveryDraftOf(selection({}), 'AU', 'NSW')).toEqual({
      option: 'Pickup',
      pickupLocationName: sydney.name,
      address: 'Dubbo NSW 2830',
      suburb: 'Dubbo',
      state: 'NSW',
      postcode: '2830',
      primary: { address: 'Dubbo NSW 2830', suburb: 'Dubbo', state: 'NSW', postcode: '2830' },
    });
  });

  it('delivers to the different address when it is ticked and priced', () => {
    const draft = deliveryDraftOf(
      selection({
        option: 'HomeDelivery',
        primary: parramatta,
        differentAddress: true,
        deliveryAddress: dubbo,
        deliveryAddressQuote: {
          deliveryAvailable: true,
          deliveryPrice: cents(80_000),
          distance: 380,
          deliveryPriceErrorCode: 0,
        },
      }),
      'AU',
      'NSW',
    );
    expect(draft).toMatchObject({ option: 'HomeDelivery', address: 'Dubbo NSW 2830', postcode: '2830' });
  });

  it('has no draft while the delivery section would refuse checkout', () => {
    expect(deliveryDraftOf(emptyDeliverySelection, 'AU', 'NSW')).toBeUndefined();
    expect(deliveryDraftOf(selection({ pickupLocationName: null }), 'AU', 'NSW')).toBeUndefined();
    expect(deliveryDraftOf(selection({}), 'AU', 'VIC')).toBeUndefined();
  });
});

describe('order bodies', () => {
  const delivery = deliveryDraftOf(selection({}), 'AU', 'NSW');
  if (!delivery) throw new Error('the fixture must give a delivery');
  const choices: CheckoutChoices = {
    country: 'AU',
    state: 'NSW',
    configuration,
    customerType: 'Private',
    paymentOption: 'Finance',
    delivery,
  };

  it('reserves by ids, with the delivery, payment option and trimmed details, never a price', () => {
    const body = reservationBody(choices, form, { signedIn: false });
    expect(body).toEqual({
      hasLogin: false,
      order: expect.objectContaining({
        Country: 'AU',
        State: 'NSW',
        VariantID: 'AU-LUX',
        ExteriorID: 'AU-LUX-SBM',
        InteriorID: 'AU-LUX-SCG',
        Options: [{ YanaOptionID: 'AU-HOME-CHARGER' }],
        DeliveryOption: 'Pickup',
        PickupLocationName: sydney.name,
        PaymentOption: 'Finance',
        CustomerType: 'Private',
        BusinessName: null,
        ABN: null,
        FirstName: 'Jo',
        Email: 'jo@example.com',
        Comments: null,
      }),
    });
    expect(JSON.stringify(body)).not.toMatch(/Price/);
  });

  it('sends business details only for a business, and New Zealand without a state', () => {
    const business = { ...form, businessName: ' Acme ', abn: '9429041234567' };
    const body = reservationBody(
      { ...choices, country: 'NZ', state: undefined, customerType: 'Business' },
      business,
      { signedIn: true },
    );
    expect(body.order).toMatchObject({ State: null, BusinessName: 'Acme', ABN: '9429041234567' });
    expect(body.hasLogin).toBe(true);
  });

  it("sends the calculator's loan as the spec's Finance (what was left alone stays out) and the link source", () => {
    const body = reservationBody(
      {
        ...choices,
        paymentOption: 'FinanceOffer',
        finance: {
          offerId: 1,
          choice: { depositText: '25000.5', quotedDeposit: 2_500_050, term: 48, balloon: null },
        },
        linkSource: 'Private',
      },
      form,
      { signedIn: false },
    );
    expect(body.order).toMatchObject({ PaymentOption: 'Finance Offer', FromLinkSource: 'Private' });
    expect(body.order.Finance).toEqual({
      OfferID: 1,
      Deposit: 2_500_050,
      SelectedTermOptions: 48,
      SelectedBalloonPaymentOptions: null,
    });
  });

  it('sends no loan for cash, no deposit never calculated (typed out of range), and Configurator by default', () => {
    const cash = reservationBody(
      { ...choices, paymentOption: 'Cash', finance: { offerId: 0, choice: { term: 36 } } },
      form,
      {
        signedIn: false,
      },
    );
    expect(cash.order).toMatchObject({ Finance: null, FromLinkSource: 'Configurator' });
    const untouched = reservationBody(
      { ...choices, finance: { offerId: 0, choice: { depositText: '500' } } },
      form,
      {
        signedIn: false,
      },
    );
    expect(untouched.order.Finance).toEqual({ OfferID: 0 });
  });

  it('joins the waitlist with the configuration by name and the consents', () => {
    const body = waitlistBody(choices, { ...form, privacy: true, marketing: false });
    expect(body.interest).toMatchObject({
      InterestType: 'Waitlist',
      VariantName: 'Luxury',
      ExteriorName: 'Sable Black Metallic',
      InteriorName: 'Sky Cool Grey',
      Options: [{ YanaOptionID: 'AU-HOME-CHARGER' }],
      DeliveryOption: 'Pickup',
      DeliveryAddress: sydney.name,
      EstDeliveryDate: 'Waitlisted',
      PrivacyStatement: true,
      Marketing: false,
      WebUniqueKey: null,
    });
  });
});
