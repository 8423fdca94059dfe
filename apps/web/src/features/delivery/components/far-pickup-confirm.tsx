import type { PickupPoint } from '@showroom/domain';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/button';
import styles from './delivery.module.css';

export interface FarPickupConfirmProps {
  location: PickupPoint;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Asks before pick-up is set at a centre far from the visitor's address (decision 0041): the question takes the
 * focus, so a keyboard or screen-reader user hears it where they are, and either answer returns to the choice.
 */
export function FarPickupConfirm({ location, onConfirm, onCancel }: FarPickupConfirmProps) {
  const group = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    group.current?.querySelector('button')?.focus({ preventScroll: true });
    // Whole, above the bottom bar (the page's scroll padding), not just the button.
    group.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <fieldset ref={group} className={styles.farPickup}>
      <legend className={styles.farPickupQuestion}>
        {location.name} is {location.distance} km from your address. Would you like to collect your LYRIQ
        there?
      </legend>
      <div className={styles.farPickupActions}>
        <Button onClick={onConfirm}>Yes, collect there</Button>
        <Button variant="secondary" onClick={onCancel}>
          No, keep my choice
        </Button>
      </div>
    </fieldset>
  );
}
