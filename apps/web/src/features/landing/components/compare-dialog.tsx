import { Dialog } from '../../../components/dialog';
import {
  type CompareRow,
  compareDisclaimers,
  compareHighlights,
  compareSections,
  compareTitle,
  valueFor,
  variantNames,
} from '../content/compare';
import { CompareSlider } from './compare-slider';
import type { ContentDialogProps } from './confidence-dialog';
import styles from './content-dialogs.module.css';

const variants = ['luxury', 'sport'] as const;

/** A superscript reference to a numbered disclaimer of the dialog. */
function NoteRef({ note }: { note: number | undefined }) {
  if (note === undefined) return null;
  return (
    <sup>
      <a href={`#compare-note-${note}`} aria-label={`Note ${note}`}>
        {note}
      </a>
    </sup>
  );
}

function CompareTable({ rows, caption }: { rows: readonly CompareRow[]; caption: string }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">Feature</span>
          </th>
          {variants.map((variant) => (
            <th key={variant} scope="col">
              {variantNames[variant]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">
              {row.label}
              <NoteRef note={row.note} />
            </th>
            {typeof row.value === 'string' ? (
              <td colSpan={2}>{row.value}</td>
            ) : (
              variants.map((variant) => <td key={variant}>{valueFor(row.value, variant)}</td>)
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Compare Variants: the headline specifications, one accordion per topic (the first with the side-by-side
 * slider) and the numbered disclaimers, all rendered from the data in content/compare.ts.
 */
export function CompareDialog({ open, onOpenChange }: Omit<ContentDialogProps, 'country'>) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={compareTitle} size="lg">
      <h3 className={styles.subheading}>Specifications</h3>
      <dl className={styles.specs}>
        {compareHighlights.map((row) => (
          <div key={row.label}>
            <dt>
              {row.label}
              <NoteRef note={row.note} />
            </dt>
            <dd>{valueFor(row.value, 'luxury')}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.accordions}>
        {compareSections.map((section, index) => (
          <details key={section.id} className={styles.accordion} open={index === 0}>
            <summary>{section.title}</summary>
            <div className={styles.panel}>
              {section.slider ? <CompareSlider /> : null}
              <CompareTable rows={section.rows} caption={section.title} />
            </div>
          </details>
        ))}
      </div>
      <ol className={styles.notes} aria-label="Disclaimers">
        {compareDisclaimers.map((text, index) => (
          <li key={text} id={`compare-note-${index + 1}`}>
            {text}
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
