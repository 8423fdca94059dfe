import { cents, formatChargingPrice } from '@showroom/domain';
import { Dialog } from '../../../components/dialog';
import type { OptionRow } from '../api/configurator-api';
import styles from './options.module.css';

/** The details of a charging option: its description, price and terms (spec 000 section 2 item 7). */
export default function ChargingDetailsDialog({ option, onClose }: { option: OptionRow; onClose(): void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={option.optionName}>
      <div className={styles.details}>
        <p>{option.optionDesc}</p>
        <p className={styles.detailsPrice}>{formatChargingPrice(cents(option.optionPrice))}</p>
        {option.termsDescription ? (
          <>
            <h3>Terms</h3>
            <p className={styles.terms}>{option.termsDescription}</p>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
