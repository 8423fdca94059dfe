import { type CountryCode, deliveryProblems, isWaitlisted } from '@showroom/domain';
import type { ReactNode } from 'react';
import { Button } from '../../../components/button';
import { configurationStore } from '../../../state/configuration';
import { useStore } from '../../../state/create-store';
import { customerTypeStore } from '../../../state/customer-type';
import { deliveryStore } from '../../../state/delivery';
import { goesToWaitlist, linkSourceStore } from '../../../state/link-source';
import { locationStore } from '../../../state/location';
import { paymentOptionStore } from '../../../state/payment-options';
import { wirePaymentOption } from '../order-request';
import styles from './order-review.module.css';
import { SelectionList } from './selection-list';

export type ReviewTarget = 'variant' | 'payment' | 'delivery';

export interface OrderReviewProps {
  country: CountryCode;
  /** Scrolls back to a section of the configurator (the Edit links). */
  onEdit(target: ReviewTarget): void;
  /** CONTINUE TO CHECKOUT / JOIN THE WAITLIST: the app checks delivery and moves on. */
  onProceed(): void;
  /** 'Taking a break?': save the configuration and email it (the share feature). */
  takeABreak?: ReactNode;
}

/**
 * ORDER REVIEW (spec 001 section 2): the selection, payment, and delivery or in-store collection, each with an
 * Edit link back to its section; 'Taking a break?'; and the main button, which reads CONTINUE TO CHECKOUT when
 * the configuration is in stock and JOIN THE WAITLIST otherwise, with the reminder that an order cannot be
 * edited after checkout.
 */
export function OrderReview({ country, onEdit, onProceed, takeABreak }: OrderReviewProps) {
  const configuration = useStore(configurationStore);
  const customerType = useStore(customerTypeStore);
  const paymentOption = useStore(paymentOptionStore) ?? 'Cash';
  const delivery = useStore(deliveryStore);
  const linkSource = useStore(linkSourceStore);
  const { state } = useStore(locationStore);
  const { variant, exterior, interior, options } = configuration;
  if (!variant || !exterior || !interior) return null;
  const waitlisted = goesToWaitlist(isWaitlisted(configuration), linkSource);
  const edit = (target: ReviewTarget, what: string) => (
    <button type="button" className={styles.edit} onClick={() => onEdit(target)}>
      Edit<span className="visually-hidden"> {what}</span>
    </button>
  );
  const pickup = delivery.option !== 'HomeDelivery';
  const address = delivery.differentAddress ? delivery.deliveryAddress : delivery.primary;
  // What the shop refused is never shown as the choice (audit 000 D6): the review says what is still needed.
  const problem = delivery.option === null ? undefined : deliveryProblems(delivery, country, state)[0];
  return (
    <section className={styles.review} aria-labelledby="order-review-title">
      <h3 id="order-review-title" className={styles.title}>
        Order review
      </h3>
      <div className={styles.part}>
        <div className={styles.partHead}>
          <h4>Selection</h4>
          {edit('variant', 'selection')}
        </div>
        <SelectionList
          selection={{
            variantName: variant.name,
            variantPrice: variant.basePrice,
            exteriorName: exterior.name,
            exteriorPrice: exterior.price,
            interiorName: interior.name,
            interiorPrice: interior.price,
            options: options.map((option) => ({
              optionType: option.kind,
              optionName: option.name,
              optionPrice: option.price,
            })),
          }}
        />
      </div>
      <div className={styles.part}>
        <div className={styles.partHead}>
          <h4>Payment</h4>
          {edit('payment', 'payment')}
        </div>
        <p>
          {customerType} customer, {wirePaymentOption[paymentOption].toLowerCase()}
        </p>
      </div>
      <div className={styles.part}>
        <div className={styles.partHead}>
          <h4>{pickup ? 'In-store collection' : 'Delivery'}</h4>
          {edit('delivery', pickup ? 'in-store collection' : 'delivery')}
        </div>
        <p className={problem ? styles.problem : undefined}>
          {delivery.option === null
            ? 'Enter your address to choose pick-up or delivery.'
            : problem
              ? problem.message
              : pickup
                ? (delivery.pickupLocationName ?? 'Choose an Experience Centre.')
                : [address?.fullAddress, country === 'AU' ? address?.state : undefined]
                    .filter(Boolean)
                    .join(', ')}
        </p>
      </div>
      {takeABreak ? (
        <div className={styles.part}>
          <h4>Taking a break?</h4>
          <p>Save your configuration and we will email you a link to pick up where you left off.</p>
          {takeABreak}
        </div>
      ) : null}
      {waitlisted ? null : (
        <p className={styles.reminder}>
          Please note: your configuration cannot be edited after you continue to checkout.
        </p>
      )}
      <Button block onClick={onProceed}>
        {waitlisted ? 'JOIN THE WAITLIST' : 'CONTINUE TO CHECKOUT'}
      </Button>
    </section>
  );
}
