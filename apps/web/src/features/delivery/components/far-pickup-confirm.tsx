import type { PickupPoint } from '@showroom/domain';
import { useEffect, useId, useRef } from 'react';
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
  const id = useId();
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => {
    group.current?.querySelector('button')?.focus();
  }, []);
  return (
    <div ref={group} className={styles.farPickup} role="group" aria-labelledby={id}>
      <p id={id}>
        {location.name} is {location.distance} km from your address. Would you like to collect your LYRIQ there?
      </p>
      <div className={styles.farPickupActions}>
        <Button onClick={onConfirm}>Yes, collect there</Button>
        <Button variant="secondary" onClick={onCancel}>
          No, keep my choice
        </Button>
      </div>
    </div>
  );
}
