import type { CountryCode } from '@showroom/domain';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Button } from '../../../components/button';
import type { ContactMode } from './contact-dialog';

const ContactDialog = lazy(() => import('./contact-dialog'));

/** A button that opens the contact dialog in one of its modes (loaded on first use). */
export function ContactButton({
  mode = 'default',
  country,
  children,
  variant = 'text',
}: {
  mode?: ContactMode;
  country: CountryCode;
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'text';
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        {children}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ContactDialog mode={mode} country={country} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
