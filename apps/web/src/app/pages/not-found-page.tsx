import { Link, useParams } from 'wouter';
import styles from './text-page.module.css';

/** An address the shop has no page for: says so and offers the way back to the market's configurator. */
export default function NotFoundPage() {
  const { market = 'au-en' } = useParams();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Page not found</h1>
      <p>The page you asked for is not here. It may have moved, or the address may be mistyped.</p>
      <p className={styles.links}>
        <Link to={`/${market}/`}>Back to the LYRIQ configurator</Link>
        <Link to={`/${market}/inventory`}>View available inventory</Link>
      </p>
    </div>
  );
}
