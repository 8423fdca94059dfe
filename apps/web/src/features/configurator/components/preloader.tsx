import { modelName } from '../content';
import styles from './preloader.module.css';

/** The pre-loader of spec 000 section 2 item 1: the model's name over black while the page settles. */
export function Preloader() {
  return (
    <div className={styles.preloader} role="status">
      <span className={styles.brand}>Cadillac</span>
      <span className={styles.model}>{modelName}</span>
      <span className={styles.line} aria-hidden="true" />
      <span className="visually-hidden">Loading the {modelName} configurator</span>
    </div>
  );
}
