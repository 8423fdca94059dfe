import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/button';
import { useNavigate } from '../../../lib/navigation';
import { useMaintenance } from '../api/is-show-maintenance';
import { isLockedOut, readTestCode } from '../hooks/test-code';
import styles from './maintenance-page.module.css';

/** The LYRIQ's highlights (spec 000 section 1), for visitors waiting for the shop. */
const highlights = [
  ['102 kWh', 'battery'],
  ['530 km', 'WLTP range'],
  ['388 kW · 610 Nm', 'dual-motor all-wheel drive'],
  ['5.3 s', '0–100 km/h'],
  ['30 min', '10–80% on a 190 kW DC charger'],
  ['8 years / 160,000 km', 'battery warranty'],
] as const;

/**
 * The maintenance page (spec 000 section 4): 'We'll be right back', and a button to learn about the model.
 * When maintenance is over (or the visitor holds the test code) it returns to the shop.
 */
export default function MaintenancePage({ market }: { market: string }) {
  const maintenance = useMaintenance();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const panelId = useId();

  useEffect(() => {
    if (maintenance.data && !isLockedOut(maintenance.data, readTestCode())) {
      navigate(`/${market}/`, { replace: true });
    }
  }, [maintenance.data, market, navigate]);

  return (
    <section className={styles.page} aria-labelledby="maintenance-title">
      <p className={styles.eyebrow}>Cadillac LYRIQ</p>
      <h1 id="maintenance-title" className={styles.title}>
        We'll be right back
      </h1>
      <p className={styles.lead}>
        The shop is being updated. Please come back shortly to build and order your LYRIQ.
      </p>
      <Button variant="secondary" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        Learn about LYRIQ
      </Button>
      <dl id={panelId} className={styles.facts} hidden={!open}>
        {highlights.map(([figure, label]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{figure}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
