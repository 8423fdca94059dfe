import {
  addressLine,
  type CountryCode,
  cents,
  deliveryValue,
  formatMoney,
  orderPriceLines,
  timeZoneOf,
} from '@showroom/domain';
import type { Customer } from '../auth';
import { dealerDetails } from '../dealer';
import type { OrderRow } from '../order';
import type { OrderFacts } from '../order-tracker';
import { orderDetailsOf } from '../order-tracker';
import type { ContractContent } from './contract-pdf';

/** The contract's content from the order as its owner sees it on the order page (the same reply, the same lines). */
export function contractContentOf(
  order: OrderRow,
  customer: Customer | undefined,
  facts: OrderFacts,
  now: Date,
  signature?: ContractContent['signature'],
): ContractContent {
  const details = orderDetailsOf(order, customer, facts);
  const buyer = details.orderCustomer;
  const delivery = details.delivery;
  const country = order.country as CountryCode;
  const issuedOn = new Intl.DateTimeFormat('en-AU', {
    timeZone: timeZoneOf(country, order.state ?? undefined),
    dateStyle: 'long',
  }).format(now);
  const money = (value: number) => formatMoney(cents(value));
  return {
    orderNumber: details.yanaOrderIDs.yanaOrderNo,
    issuedOn,
    dealer: dealerDetails[country],
    buyer: [
      { label: 'Name', value: [buyer.firstName, buyer.middleName, buyer.lastName].filter(Boolean).join(' ') },
      { label: 'Email', value: buyer.email },
      { label: 'Mobile', value: buyer.mobile },
      ...(buyer.businessName
        ? [{ label: 'Business', value: `${buyer.businessName} (${buyer.abn ?? ''})` }]
        : []),
      { label: 'Driver licence', value: buyer.driveLicenseNumber ?? 'Not provided' },
      { label: 'Licence expiry', value: buyer.driveLicenseExpDate ?? 'Not provided' },
      {
        label: 'Billing address',
        value: addressLine(
          {
            street: buyer.billingAddress,
            suburb: buyer.billingSuburb,
            state: buyer.billingState,
            postcode: buyer.billingPostCode,
          },
          country,
        ),
      },
      {
        label: 'Registration address',
        value: addressLine(
          {
            street: buyer.regoAddress,
            suburb: buyer.regoSuburb,
            state: buyer.regoState,
            postcode: buyer.regoPostCode,
          },
          country,
        ),
      },
    ],
    handover: [
      delivery.deliveryOption === 'HomeDelivery'
        ? {
            label: 'Home delivery to',
            value: addressLine(
              {
                street: delivery.deliveryLocationAddress,
                suburb: delivery.deliveryLocationSuburb,
                state: delivery.deliveryLocationState,
                postcode: delivery.deliveryLocationPostcode,
              },
              country,
            ),
          }
        : { label: 'Collection at', value: delivery.pickupLocationName ?? '' },
      // The stock's wording may already start 'Estimated delivery:' (audit 002 #5: it was printed twice).
      { label: 'Estimated delivery', value: deliveryValue(delivery.available) },
    ],
    payment: [
      { label: 'Payment', value: details.paymentOption },
      { label: 'Deposit paid', value: money(details.downPayment) },
      { label: 'Balance after the deposit', value: money(details.finalPaymentAmount) },
    ],
    prices: orderPriceLines(details),
    ...(signature ? { signature } : {}),
  };
}
