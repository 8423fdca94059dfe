import { cents, formatAddOn, formatMoney } from '../money';
import { onRoadLineLabels } from '../pricing/line-labels';

/*
 * The lines of an order's price as its owner reads them (spec 002 section 2): the order page and the contract PDF
 * both print these, so the contract carries the same cents in the same words.
 */

export interface OrderPriceLine {
  label: string;
  amount: string;
  /** A subtotal or the total. */
  total?: boolean;
  /** An option's description, shown under its name. */
  note?: string;
}

export interface OrderPriceSections {
  selection: OrderPriceLine[];
  onRoad: OrderPriceLine[];
  savings: OrderPriceLine[];
  final: OrderPriceLine[];
}

type CostLine = (typeof onRoadLineLabels)[number][0];

/** What the lines are read from: the order details reply's vehicle, delivery and drive-away cost (cents). */
export interface PricedOrder {
  orderVehicle: {
    country: string;
    variantName: string;
    variantPrice: number;
    exteriorName: string;
    exteriorPrice: number;
    interiorName: string;
    interiorPrice: number;
    options: { optionType: string; optionName: string; optionPrice: number; optionDesc: string }[];
  };
  delivery: { deliveryOption: string };
  driveAwayCost: Record<
    CostLine | 'subTotal' | 'homeDelivery' | 'luxuryCarTax' | 'onRoadFeeSubtotal',
    number
  > & {
    driveawayPrice: number;
    gst: number;
    discounts: { discountName: string; discountValue: number }[];
    includedInRegistration: string[];
  };
}

const money = (value: number) => formatMoney(cents(value));
const addOn = (value: number) => formatAddOn(cents(value));

/** Every line of the order's price, by section; zero-priced choices read 'Included'. */
export function orderPriceLines(order: PricedOrder): OrderPriceSections {
  const vehicle = order.orderVehicle;
  const cost = order.driveAwayCost;
  const included = new Set(cost.includedInRegistration);
  const selection: OrderPriceLine[] = [
    { label: `LYRIQ ${vehicle.variantName}`, amount: money(vehicle.variantPrice) },
    { label: `Exterior: ${vehicle.exteriorName}`, amount: addOn(vehicle.exteriorPrice) },
    { label: `Interior: ${vehicle.interiorName}`, amount: addOn(vehicle.interiorPrice) },
    ...vehicle.options.map((option) => ({
      label: `${option.optionType === 'Charge' ? 'Charging' : 'Accessory'}: ${option.optionName}`,
      amount: addOn(option.optionPrice),
      ...(option.optionDesc ? { note: option.optionDesc } : {}),
    })),
    { label: 'Vehicle subtotal', amount: money(cost.subTotal), total: true },
    ...(order.delivery.deliveryOption === 'HomeDelivery'
      ? [{ label: 'Home delivery', amount: money(cost.homeDelivery) }]
      : []),
    ...(vehicle.country === 'AU' ? [{ label: 'Luxury car tax', amount: money(cost.luxuryCarTax) }] : []),
  ];
  const onRoad: OrderPriceLine[] = [
    ...onRoadLineLabels
      .filter(([line]) => cost[line] > 0 || included.has(line))
      .map(([line, label]) => ({ label, amount: included.has(line) ? 'Included' : money(cost[line]) })),
    { label: 'On-road costs subtotal', amount: money(cost.onRoadFeeSubtotal), total: true },
  ];
  const savings = cost.discounts.map((discount) => ({
    label: discount.discountName,
    amount: `−${money(discount.discountValue)}`,
  }));
  const final: OrderPriceLine[] = [
    { label: 'Drive-away price', amount: money(cost.driveawayPrice), total: true },
    { label: 'Includes GST of', amount: money(cost.gst) },
  ];
  return { selection, onRoad, savings, final };
}
