import {
  cents,
  defaultPaymentTab,
  deliveryErrorMessage,
  deliveryMessages,
  formatAddOn,
  formatMoney,
  onRoadLineLabels,
  type PaymentOption,
  paymentOptions,
  paymentTabs,
} from '@showroom/domain';
import { type ReactNode, Suspense, useState } from 'react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { PriceLine, PriceList } from '../../../components/price-line';
import { Tabs } from '../../../components/tabs';
import { useFinanceOffer } from '../../../lib/use-offers';
import { useStore } from '../../../state/create-store';
import { paymentOptionStore } from '../../../state/payment-options';
import type { DriveAwayCost } from '../api/get-driveaway-cost';
import { FinanceCalculator } from './finance-calculator';
import styles from './price-summary.module.css';
import { SpecialFinanceTerms } from './special-finance-terms';

type ChargeLine = DriveAwayCost['estimates'][number]['line'];

const money = (value: number) => formatMoney(cents(value));

/** The home delivery line: its fee, or in red why it could not be priced (spec 000 section 8). */
function deliveryLine(cost: DriveAwayCost) {
  const { delivery } = cost;
  if (delivery.deliveryOption === 'Pickup') return 'Pick up ($0)';
  if (!delivery.deliveryAvailable)
    return <span className={styles.error}>{deliveryMessages.notEligibleForRegionalDelivery}</span>;
  const problem = deliveryErrorMessage(delivery.deliveryPriceErrorCode, cost.country);
  return problem ? <span className={styles.error}>{problem}</span> : money(cost.homeDelivery);
}

/** The cash view: every line of the drive-away price as the server itemised it (spec 000 section 2 item 10). */
function PriceSummary({ cost }: { cost: DriveAwayCost }) {
  const estimated = new Map(cost.estimates.map((estimate) => [estimate.line, estimate.reasons]));
  const label = (line: ChargeLine, text: string) => (estimated.has(line) ? `${text} (estimate)` : text);
  const included = new Set<string>(cost.includedInRegistration);
  const onRoad = onRoadLineLabels.filter(([line]) => cost[line] > 0 || included.has(line));
  return (
    <div className={styles.summary}>
      <PriceList>
        <PriceLine label={`LYRIQ ${cost.variantName}`} amount={money(cost.variantPrice)} />
        <PriceLine label={cost.exteriorName} amount={formatAddOn(cents(cost.exteriorColourPrice))} />
        <PriceLine label={cost.interiorName} amount={formatAddOn(cents(cost.interiorColourPrice))} />
        {cost.options.map((option) => (
          <PriceLine
            key={option.yanaOptionID}
            label={option.optionName}
            amount={formatAddOn(cents(option.optionPrice))}
          />
        ))}
        <PriceLine total label="Vehicle subtotal" amount={money(cost.subTotal)} />
        <PriceLine label="Home delivery" amount={deliveryLine(cost)} />
        {cost.country === 'AU' ? (
          <PriceLine label={label('luxuryCarTax', 'Luxury car tax')} amount={money(cost.luxuryCarTax)} />
        ) : null}
      </PriceList>
      <h3 className={styles.heading}>On-road costs</h3>
      <PriceList>
        {onRoad.map(([line, text]) => (
          <PriceLine
            key={line}
            label={label(line, text)}
            amount={included.has(line) ? 'Included' : money(cost[line])}
          />
        ))}
        <PriceLine total label="On-road costs subtotal" amount={money(cost.onRoadFeeSubtotal)} />
      </PriceList>
      {cost.discounts.length > 0 ? (
        <>
          <h3 className={styles.heading}>Savings</h3>
          <PriceList>
            {cost.discounts.map((discount) => (
              <PriceLine
                key={discount.discountName}
                label={discount.discountName}
                amount={`−${money(discount.discountValue)}`}
              />
            ))}
            <PriceLine total label="Total saving" amount={`−${money(cost.totalSaving)}`} />
          </PriceList>
        </>
      ) : null}
      <PriceList className={styles.final}>
        <PriceLine total label="Drive-away price" amount={money(cost.driveawayPrice)} />
        <PriceLine label={label('gst', 'Includes GST of')} amount={money(cost.gst)} />
      </PriceList>
      {cost.estimates.length > 0 ? (
        <ul className={styles.notes}>
          {cost.estimates.map((estimate) => (
            <li key={estimate.line}>{estimate.reasons.join(' ')}</li>
          ))}
        </ul>
      ) : null}
      <p className={styles.notes}>{cost.disclaimer}</p>
    </div>
  );
}

const tabLabels: Record<PaymentOption, string> = {
  Cash: 'Cash',
  Finance: 'Finance',
  FinanceOffer: 'Finance Offer',
  FinanceNew: 'Finance New',
};

/**
 * 'YOUR LYRIQ SUMMARY', the payment options dialog opened by 'Pricing & Finance Details', the CHECKOUT
 * section's Calculate Finance link and the landing's Calculate Finance button (spec 000 item 10, spec 001
 * "Payment options dialog"): the itemised drive-away price under Cash, the finance calculator on that price
 * under Finance, and while a finance offer runs, its calculator and terms under Finance Offer. It opens on the
 * tab of `defaultPaymentTab`; choosing a tab makes it the customer's payment option.
 */
export default function PriceSummaryDialog({
  cost,
  calculateFinance,
  pictures,
  onClose,
}: {
  cost: DriveAwayCost;
  /** Opened to calculate finance (the landing's button, the CHECKOUT link). */
  calculateFinance: boolean;
  /** The configuration's pictures (4 exterior, 3 interior), under the tabs. */
  pictures?: ReactNode;
  onClose(): void;
}) {
  const offer = useFinanceOffer(cost.country);
  const offerId = offer?.data.offerId ?? null;
  const stored = useStore(paymentOptionStore);
  const [chosen, setChosen] = useState<PaymentOption | null>(null);
  const tab =
    chosen ??
    defaultPaymentTab({ offerActive: offerId !== null, fromCalculateFinance: calculateFinance, stored });
  const panels: Record<PaymentOption, ReactNode> = {
    Cash: <PriceSummary cost={cost} />,
    Finance: <FinanceCalculator country={cost.country} driveAwayPrice={cost.driveawayPrice} offerId={0} />,
    FinanceOffer:
      offerId === null ? null : (
        <>
          <FinanceCalculator country={cost.country} driveAwayPrice={cost.driveawayPrice} offerId={offerId} />
          <SpecialFinanceTerms offerText={offer?.data.scrollText ?? ''} />
        </>
      ),
    // Not a tab: an order or interest may carry it, and the dialog shows it as Finance (defaultPaymentTab).
    FinanceNew: null,
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="YOUR LYRIQ SUMMARY" size="lg">
      <Tabs
        label="Payment options"
        value={tab}
        onChange={(id) => {
          const option = paymentOptions.find((candidate) => candidate === id) ?? 'Cash';
          setChosen(option);
          paymentOptionStore.set(option);
        }}
        tabs={paymentTabs(offerId !== null).map((option) => ({
          id: option,
          label: tabLabels[option],
          panel: panels[option],
        }))}
      />
      <Suspense fallback={null}>{pictures}</Suspense>
      <Button variant="secondary" onClick={onClose}>
        Back to configuration
      </Button>
    </Dialog>
  );
}
