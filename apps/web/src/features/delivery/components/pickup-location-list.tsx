import { formatMoney, type PickupPoint } from '@showroom/domain';
import { useId } from 'react';
import styles from './delivery.module.css';

export interface PickupLocationListProps {
  locations: readonly PickupPoint[];
  selected: string | null;
  /** Pick up at the centre, or home delivery dispatched from it. */
  mode: 'pickup' | 'delivery';
  onSelect(name: string): void;
}

function availability(location: PickupPoint, mode: PickupLocationListProps['mode']): string {
  if (location.openingSoon) return 'Opening soon';
  if (mode === 'pickup') return location.pickupAvailable ? 'Available for pick up' : 'Pick up not available';
  if (!location.deliveryAvailable) return 'Regional delivery not offered';
  if (location.deliveryPriceErrorCode !== 0) return 'Estimate to follow';
  return `Regional delivery ${formatMoney(location.deliveryPrice)}`;
}

/** The Experience Centres, nearest first, with distance and availability; those that cannot serve are disabled. */
export function PickupLocationList({ locations, selected, mode, onSelect }: PickupLocationListProps) {
  const id = useId();
  return (
    <fieldset className={styles.locations}>
      <legend className={styles.legend}>{mode === 'pickup' ? 'Pick up location' : 'Delivered from'}</legend>
      {locations.map((location, index) => {
        const key = `${id}-${index}`;
        const usable = mode === 'pickup' ? location.pickupAvailable : location.deliveryAvailable;
        return (
          <label
            key={location.name}
            className={`${styles.location} ${location.name === selected ? styles.selected : ''} ${usable ? '' : styles.unusable}`}
          >
            <input
              type="radio"
              name={id}
              aria-labelledby={`${key}-name`}
              aria-describedby={`${key}-address ${key}-detail`}
              value={location.name}
              checked={location.name === selected}
              disabled={!usable}
              onChange={() => onSelect(location.name)}
            />
            <span className={styles.locationText}>
              <span id={`${key}-name`} className={styles.locationName}>
                {location.name}
              </span>
              <span id={`${key}-address`}>
                {location.address}, {location.suburb} {location.state} {location.postcode}
              </span>
              <span id={`${key}-detail`} className={styles.muted}>
                {location.distance > 0 ? `${location.distance} km away · ` : ''}
                {availability(location, mode)}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
