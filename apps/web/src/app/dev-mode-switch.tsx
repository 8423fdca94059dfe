import { useEffect } from 'react';
import { PageSpinner } from '../components/page-spinner';
import { useNavigate } from '../lib/navigation';
import { devModeStore } from '../state/dev-mode';

/** `/__dev/on` and `/__dev/off`: set or clear the local devMode flag, then go home (spec 000 section 4). */
export function DevModeSwitch({ on }: { on: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    devModeStore.set(on);
    navigate('/', { replace: true });
  }, [on, navigate]);
  return <PageSpinner />;
}
