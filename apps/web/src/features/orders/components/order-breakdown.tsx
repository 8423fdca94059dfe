import { cents, formatAddOn, formatMoney, onRoadLineLabels } from '@showroom/domain';
import { PriceLine, PriceList } from '../../../components/price-line';
import type { OrderDetails } from '../api/orders-api';
import styles from './order-detail.module.css';

const money = (value: number) => formatMoney(cents(value));

/**
 * The selection and price breakdown of an order (spec 002 section 2): what was bought and every line of the
 * drive-away price it was sold at (the order's snapshot, never today's prices). Zero-priced items read 'Included'.
 */
export function OrderBreakdown({ order }: { order: OrderDetails }) {
  const vehicle = order.orderVehicle;
  const cost = order.driveAwayCost;
  const included = new Set<string>(cost.includedInRegistration);
  const onRoad = onRoadLineLabels.filter(([line]) => cost[line] > 0 || included.has(line));
  return (
    <section className={styles.panel} aria-labelledby="selection-title">
      <h2 id="selection-title" className={styles.panelTitle}>
        Your LYRIQ
      </h2>
      <PriceList>
        <PriceLine label={`LYRIQ ${vehicle.variantName}`} amount={money(vehicle.variantPrice)} />
        <PriceLine
          label={`Exterior: ${vehicle.exteriorName}`}
          amount={formatAddOn(cents(vehicle.exteriorPrice))}
        />
        <PriceLine
          label={`Interior: ${vehicle.interiorName}`}
          amount={formatAddOn(cents(vehicle.interiorPrice))}
        />
        {vehicle.options.map((option) => (
          <PriceLine
            key={option.optionName}
            label={
              <>
                {option.optionType === 'Charge' ? 'Charging' : 'Accessory'}: {option.optionName}
                {option.optionDesc ? <span className={styles.optionDesc}>{option.optionDesc}</span> : null}
              </>
            }
            amount={formatAddOn(cents(option.optionPrice))}
          />
        ))}
        <PriceLine total label="Vehicle subtotal" amount={money(cost.subTotal)} />
        {order.delivery.deliveryOption === 'HomeDelivery' ? (
          <PriceLine label="Home delivery" amount={money(cost.homeDelivery)} />
        ) : null}
        {vehicle.country === 'AU' ? (
          <PriceLine label="Luxury car tax" amount={money(cost.luxuryCarTax)} />
        ) : null}
      </PriceList>
      <h3 className={styles.subTitle}>On-road costs</h3>
      <PriceList>
        {onRoad.map(([line, text]) => (
          <PriceLine key={line} label={text} amount={included.has(line) ? 'Included' : money(cost[line])} />
        ))}
        <PriceLine total label="On-road costs subtotal" amount={money(cost.onRoadFeeSubtotal)} />
      </PriceList>
      {cost.discounts.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>Savings</h3>
          <PriceList>
            {cost.discounts.map((discount) => (
              <PriceLine
                key={discount.discountName}
                label={discount.discountName}
                amount={`−${money(discount.discountValue)}`}
              />
            ))}
          </PriceList>
        </>
      ) : null}
      <PriceList className={styles.final}>
        <PriceLine total label="Drive-away price" amount={money(cost.driveawayPrice)} />
        <PriceLine label="Includes GST of" amount={money(cost.gst)} />
      </PriceList>
    </section>
  );
}
