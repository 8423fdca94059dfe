import {
  type CountryCode,
  deliveryErrorMessage,
  deliveryMessages,
  effectiveDelivery,
  formatMoney,
} from '@showroom/domain';
import { Notice } from '../../../components/notice';
import { useStore } from '../../../state/create-store';
import { deliveryStore } from '../../../state/delivery';
import { useDeliveryProblem } from '../hooks/delivery-check';
import { useDeliveryActions } from '../hooks/use-delivery-actions';
import { AddressField } from './address-field';
import styles from './delivery.module.css';
import { FarPickupConfirm } from './far-pickup-confirm';
import { PickupLocationList } from './pickup-location-list';

/**
 * The content of 'TAKING DELIVERY' (spec 000 section 2 item 8): the primary address, Pick Up or Regional
 * Delivery, the Experience Centres, and a different delivery address with its own price.
 */
export function DeliveryOptions({ country }: { country: CountryCode }) {
  const selection = useStore(deliveryStore);
  const actions = useDeliveryActions(country);
  const problem = useDeliveryProblem(country);
  const delivery = effectiveDelivery(selection);
  const ready = selection.primary && !selection.invalidPrimaryAddress && selection.locations.length > 0;
  const estimateMessage = delivery
    ? deliveryErrorMessage(delivery.deliveryPriceErrorCode, country)
    : undefined;
  const home = selection.option === 'HomeDelivery';
  // Inside the minimum distance the notice under the options already says so.
  const optionProblem = problem('option');
  const optionMessage = optionProblem === deliveryMessages.withinMinimumDistance ? undefined : optionProblem;

  return (
    <div className={styles.delivery}>
      <AddressField
        label="Primary address"
        country={country}
        value={selection.primary}
        onChoose={(address) => void actions.choosePrimary(address)}
        onClear={actions.clearPrimary}
        error={actions.primaryError ?? problem('primaryAddress')}
      />
      {actions.pending === 'locations' ? (
        <p className={styles.muted} role="status">
          Finding Experience Centres near you...
        </p>
      ) : null}
      {ready ? (
        <>
          <fieldset className={styles.choice}>
            <legend className={styles.legend}>How would you like to take delivery?</legend>
            {(['Pickup', 'HomeDelivery'] as const).map((option) => (
              <label key={option} className={styles.choiceButton}>
                <input
                  type="radio"
                  name="delivery-option"
                  value={option}
                  checked={selection.option === option}
                  onChange={() => actions.chooseOption(option)}
                />
                <span>{option === 'Pickup' ? 'Pick Up' : 'Regional Delivery'}</span>
              </label>
            ))}
          </fieldset>
          {optionMessage ? <Notice tone="error">{optionMessage}</Notice> : null}
          {actions.farPickup ? (
            <FarPickupConfirm
              key={actions.farPickup.name}
              location={actions.farPickup}
              onConfirm={actions.confirmFarPickup}
              onCancel={actions.cancelFarPickup}
            />
          ) : null}

          {home ? (
            <>
              {actions.pending === 'price' ? (
                <p className={styles.muted} role="status">
                  Pricing regional delivery...
                </p>
              ) : null}
              {delivery && !selection.differentAddress && !delivery.deliveryAvailable ? (
                <Notice tone="error">{deliveryMessages.withinMinimumDistance}</Notice>
              ) : null}
              {delivery?.deliveryAvailable && !estimateMessage ? (
                <p className={styles.price} role="status">
                  Regional delivery <strong>{formatMoney(delivery.deliveryPrice)}</strong>{' '}
                  <span className={styles.muted}>({delivery.distance} km by road)</span>
                </p>
              ) : null}
              {estimateMessage ? <Notice tone="error">{estimateMessage}</Notice> : null}
              <label className={styles.checkbox}>
                <input
                  type="checkbox"
                  checked={selection.differentAddress}
                  onChange={(event) => actions.setDifferentAddress(event.target.checked)}
                />
                <span>Deliver to a different address</span>
              </label>
              {selection.differentAddress ? (
                <AddressField
                  label="Delivery address"
                  country={country}
                  value={selection.deliveryAddress}
                  onChoose={actions.chooseDeliveryAddress}
                  onClear={() => actions.chooseDeliveryAddress(null)}
                  error={
                    actions.deliveryAddressError ??
                    problem('deliveryAddress') ??
                    (selection.deliveryAddressQuote?.deliveryAvailable === false
                      ? deliveryMessages.notEligibleForRegionalDelivery
                      : undefined)
                  }
                />
              ) : null}
            </>
          ) : null}
          <PickupLocationList
            locations={selection.locations}
            selected={selection.pickupLocationName}
            mode={home ? 'delivery' : 'pickup'}
            onSelect={actions.chooseLocation}
          />
          {problem('pickupLocation') ? <Notice tone="error">{problem('pickupLocation')}</Notice> : null}
        </>
      ) : null}
    </div>
  );
}
