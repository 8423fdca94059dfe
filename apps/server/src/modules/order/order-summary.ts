import type { OrderSummary } from '@showroom/contract';
import { type DriveAwayCost, marketOf, orderNumberText } from '@showroom/domain';
import type { Customer } from '../auth';
import type { OrderRow } from './order.repository';
import { marketCustomerIds } from './order-customer.repository';

/** What the order keeps of the configuration it sold: ids, names and catalogue prices (cents). */
export interface ConfigurationSnapshot {
  variantId: string;
  variantName: string;
  variantPrice: number;
  exteriorId: string;
  exteriorName: string;
  exteriorPrice: number;
  interiorId: string;
  interiorName: string;
  interiorPrice: number;
  options: { id: string; name: string; price: number; type: 'Accessories' | 'Charge' }[];
}

/** When the order was placed: its deposit authorised, or its reservation while it has none (one date everywhere). */
export function orderPlacedAt(order: Pick<OrderRow, 'orderedAt' | 'createdAt'>): Date {
  return order.orderedAt ?? order.createdAt;
}

/** The names and catalogue prices (cents) of the variant, paint and interior an order was sold with. */
export function selectionOf(configuration: ConfigurationSnapshot) {
  return {
    variantName: configuration.variantName,
    variantPrice: configuration.variantPrice,
    exteriorName: configuration.exteriorName,
    exteriorPrice: configuration.exteriorPrice,
    interiorName: configuration.interiorName,
    interiorPrice: configuration.interiorPrice,
  };
}

/** The order number customers quote. */
export function orderNumberOf(order: Pick<OrderRow, 'orderNo'>): string {
  return orderNumberText(order.orderNo);
}

/**
 * The thank-you page of an order (the web's order-success route with the spec's six parameters); it shows the
 * order only to the browser that reserved it or its signed-in owner.
 */
export function orderSuccessUrl(
  origin: string,
  order: Pick<OrderRow, 'id' | 'orderNo' | 'country'>,
  customer: Customer | undefined,
  paymentId: string,
): string {
  const ids = marketCustomerIds(customer, order.country);
  const parts = [
    ids.yanaCustomerID,
    ids.yanaCustomerNo,
    order.id,
    orderNumberOf(order),
    paymentId,
    order.country,
  ];
  const market = marketOf(order.country as 'AU' | 'NZ');
  return `${origin}/${market}/order-success/${parts.map(encodeURIComponent).join('/')}`;
}

/** Facts about an order that live outside its row (order.repository `summaryFacts`). */
export interface SummaryFacts {
  estimatedDelivery: string;
  vehiclePicture: string;
  paymentTransactionID: string | null;
}

/**
 * An order as its customer sees it after checkout (spec 002 section 2): the selection and figures it was sold
 * with (its configuration and price snapshots), never today's catalogue or prices.
 */
export function orderSummaryOf(
  order: OrderRow,
  customer: Customer | undefined,
  facts: SummaryFacts,
): OrderSummary {
  const configuration = order.configuration as ConfigurationSnapshot;
  const cost = order.priceSnapshot as Pick<DriveAwayCost, 'homeDelivery' | 'driveawayPrice'>;
  return {
    orderID: order.id,
    orderNo: orderNumberOf(order),
    orderStatus: order.status,
    orderDate: orderPlacedAt(order).toISOString(),
    country: order.country as OrderSummary['country'],
    state: order.state,
    ...marketCustomerIds(customer, order.country),
    firstName: order.firstName,
    lastName: order.lastName,
    customerType: order.customerType as OrderSummary['customerType'],
    businessName: order.businessName,
    paymentOption: order.paymentOption,
    comments: order.comments,
    vehicle: {
      ...selectionOf(configuration),
      vehiclePicture: facts.vehiclePicture,
      options: configuration.options.map((option) => ({
        optionType: option.type,
        optionName: option.name,
        optionPrice: option.price,
      })),
    },
    delivery: {
      deliveryOption: order.deliveryOption,
      pickupLocationName: order.pickupLocationName,
      deliveryAddress: order.deliveryAddress,
      deliverySuburb: order.deliverySuburb,
      deliveryState: order.deliveryState,
      deliveryPostcode: order.deliveryPostcode,
      homeDeliveryFee: cost.homeDelivery,
      estimatedDelivery: facts.estimatedDelivery,
    },
    driveawayPrice: cost.driveawayPrice,
    depositAmount: order.depositCents,
    paymentTransactionID: facts.paymentTransactionID,
  };
}
