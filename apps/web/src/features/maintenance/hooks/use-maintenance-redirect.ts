import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useNavigate } from '../../../lib/navigation';
import { useMaintenance } from '../api/is-show-maintenance';
import { isLockedOut, readTestCode, storeTestCode } from './test-code';

/**
 * On every page of a market: stores a `maintenance` query parameter as the local test code, asks the server
 * whether maintenance is on, and sends a visitor without the right code to `/{market}/maintenance`.
 * A failed check lets the visitor stay (the shop is not blocked by its own status call).
 */
export function useMaintenanceRedirect(market: string): void {
  const [pathname] = useLocation();
  const search = useSearch();
  const navigate = useNavigate();
  const maintenance = useMaintenance();

  const code = new URLSearchParams(search).get('maintenance');
  useEffect(() => {
    if (code !== null) storeTestCode(code);
  }, [code]);

  const onMaintenancePage = pathname.replace(/\/$/, '').endsWith('/maintenance');
  useEffect(() => {
    if (!maintenance.data || onMaintenancePage) return;
    const testCode = code ?? readTestCode();
    if (isLockedOut(maintenance.data, testCode)) navigate(`/${market}/maintenance`, { replace: true });
  }, [maintenance.data, onMaintenancePage, code, market, navigate]);
}
