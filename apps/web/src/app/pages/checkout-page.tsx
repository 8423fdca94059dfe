import type { CountryCode } from '@showroom/domain';
import { Suspense } from 'react';
import { useSignedIn } from '../../features/account';
import CheckoutPage from '../../features/checkout/components/checkout-page';
import { VehicleShowcase } from '../../features/configurator';
import { DriveAwayPrice } from '../../features/pricing';

/**
 * Checkout, composed: the configured vehicle's pictures and figures of the configurator feature, the live
 * drive-away price of the pricing feature and the session's sign-in.
 */
export default function CheckoutRoute({ country }: { country: CountryCode }) {
  const signedIn = useSignedIn();
  return (
    <CheckoutPage
      country={country}
      price={<DriveAwayPrice country={country} />}
      vehicle={
        <Suspense fallback={null}>
          <VehicleShowcase />
        </Suspense>
      }
      signedIn={signedIn}
    />
  );
}
