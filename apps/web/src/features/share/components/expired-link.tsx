import { expiredLinkMessage, expiredLinkRedirectMs } from '@showroom/domain';
import { useEffect } from 'react';
import { useNavigate } from '../../../lib/navigation';
import styles from './expired-link.module.css';

/** An expired shared link: the spec's text, then the configurator after 3 s (spec 000 section 4). */
export function ExpiredLink({ market }: { market: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(`/${market}/`, { replace: true }), expiredLinkRedirectMs);
    return () => window.clearTimeout(timer);
  }, [market, navigate]);
  return (
    <div className={styles.page}>
      <p role="status">{expiredLinkMessage}</p>
    </div>
  );
}
