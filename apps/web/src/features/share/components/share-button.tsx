import type { CountryCode } from '@showroom/domain';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/button';
import { configurationStore } from '../../../state/configuration';
import { useStore } from '../../../state/create-store';

const ShareDialog = lazy(() => import('./share-dialog'));

/**
 * SHARE (or the label given, e.g. ORDER REVIEW's 'Taking a break?'): opens 'YOUR CONFIGURATION' once a complete
 * vehicle (variant, paint, interior) is chosen.
 */
export function ShareButton({ country, label = 'SHARE' }: { country: CountryCode; label?: string }) {
  const { interior } = useStore(configurationStore);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} disabled={!interior}>
        {label}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ShareDialog country={country} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
