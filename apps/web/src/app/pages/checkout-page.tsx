import type { CountryCode } from '@showroom/domain';
import CheckoutPage from '../../features/checkout/components/checkout-page';
import { DriveAwayPrice } from '../../features/pricing';

/** Checkout, with the live drive-away price of the pricing feature beside the account details. */
export default function CheckoutRoute({ country }: { country: CountryCode }) {
  return <CheckoutPage country={country} price={<DriveAwayPrice country={country} />} />;
}
