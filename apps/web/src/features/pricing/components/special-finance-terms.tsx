import { useQuery } from '@tanstack/react-query';
import styles from './price-summary.module.css';

/** The finance offer's terms: a static HTML fragment of the shop (spec 001 section 7). */
export const specialFinanceTermsPath = '/content/special-finance-terms.html';

/**
 * The special finance terms under the finance-offer calculator; 'Error loading promo.' when the fragment does
 * not load (spec 001 section 8). The fragment is the shop's own static file, never user content, and holds no
 * dates: those are the running offer's own (`offerText`, its card's text), so the card and the terms never
 * disagree (audit 000 D5).
 */
export function SpecialFinanceTerms({ offerText }: { offerText: string }) {
  const terms = useQuery({
    queryKey: ['special-finance-terms'],
    queryFn: async ({ signal }) => {
      const response = await fetch(specialFinanceTermsPath, { signal });
      if (!response.ok) throw new Error(`Special finance terms: HTTP ${response.status}`);
      return response.text();
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (terms.isError) return <p className={styles.error}>Error loading promo.</p>;
  if (!terms.data) return null;
  return (
    <>
      <p className={styles.notes}>{offerText}</p>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own static terms fragment */}
      <div className={styles.notes} dangerouslySetInnerHTML={{ __html: terms.data }} />
    </>
  );
}
