import type { CountryCode } from '@showroom/domain';
import { useSignedIn } from '../../features/account';
import CheckoutPage from '../../features/checkout/components/checkout-page';
import { DriveAwayPrice } from '../../features/pricing';

/** Checkout, with the live drive-away price of the pricing feature beside the account details and the session's sign-in. */
export default function CheckoutRoute({ country }: { country: CountryCode }) {
  const signedIn = useSignedIn();
  return <CheckoutPage country={country} price={<DriveAwayPrice country={country} />} signedIn={signedIn} />;
}
