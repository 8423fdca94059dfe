import { type CountryCode, marketOf } from '@showroom/domain';
import { lazy, Suspense } from 'react';
import { Redirect, useSearchParams } from 'wouter';
import { useScrolledPast } from '../../components/use-scrolled-past';
import { Configurator, heroFadeEndPx, SummaryGallery, scrollToSection } from '../../features/configurator';
import { ContactButton } from '../../features/contact/components/contact-button';
import { confirmDeliveryForCheckout } from '../../features/delivery/hooks/delivery-check';
import { IntroVideo, LandingIntro } from '../../features/landing';
import { DriveAwayPrice } from '../../features/pricing/components/driveaway-price';
import { ShareButton } from '../../features/share/components/share-button';
import { useNavigate } from '../../lib/navigation';
import { useStore } from '../../state/create-store';
import { isLocatedIn, locationStore } from '../../state/location';
import { openPaymentOptions } from '../../state/payment-options';
import styles from './configurator-page.module.css';

// Below the first screen: loaded right after it, so the landing's own script stays small (docs/performance.md).
// Deep imports: a feature's index also names its lazy pages, which would pull them into the entry chunk.
const OrderReview = lazy(() =>
  import('../../features/checkout/components/order-review').then((m) => ({ default: m.OrderReview })),
);
const CheckoutPayment = lazy(() =>
  import('../../features/pricing/components/checkout-payment').then((m) => ({ default: m.CheckoutPayment })),
);
const DeliverySection = lazy(() =>
  import('../../features/delivery/components/delivery-section').then((m) => ({ default: m.DeliverySection })),
);
const VehicleDisposal = lazy(() =>
  import('../../features/landing/components/vehicle-disposal').then((m) => ({ default: m.VehicleDisposal })),
);

/**
 * The configurator at the root of a market: the landing area, the live drive-away price in its bar, checkout
 * behind its proceed button (once the delivery choice is complete), and (Australia) vehicle disposal.
 */
export default function ConfiguratorPage({ country }: { country: CountryCode }) {
  const location = useStore(locationStore);
  const navigate = useNavigate();
  const pastHero = useScrolledPast(heroFadeEndPx);
  const [params] = useSearchParams();
  const redirectPage = params.get('redirectPage');
  // redirectPage (spec 000 section 2): straight to the payment step of the visitor's reservation.
  if (redirectPage) {
    return (
      <Redirect
        to={`/${marketOf(country)}/checkout?redirectPage=${encodeURIComponent(redirectPage)}`}
        replace
      />
    );
  }
  // Proceed to checkout (ORDER REVIEW or the bar): delivery incomplete, the section shows why and takes focus
  // (spec 000 section 4).
  const proceed = () => {
    if (confirmDeliveryForCheckout(country)) navigate(`/${marketOf(country)}/checkout`);
  };
  // A fresh configurator per market: its prefill and location checks run for the market it opens in.
  return (
    <>
      <Configurator
        key={country}
        country={country}
        intro={<IntroVideo />}
        landing={<LandingIntro country={country} onCalculateFinance={() => openPaymentOptions(true)} />}
        price={<DriveAwayPrice country={country} pictures={<SummaryGallery />} />}
        delivery={
          <Suspense fallback={null}>
            <DeliverySection country={country} />
          </Suspense>
        }
        checkout={
          <Suspense fallback={null}>
            <CheckoutPayment />
            <OrderReview
              country={country}
              onEdit={(target) => scrollToSection(target === 'payment' ? 'checkout' : target)}
              onProceed={proceed}
              takeABreak={<ShareButton country={country} label="SAVE AND EMAIL MY CONFIGURATION" />}
            />
          </Suspense>
        }
        onProceed={proceed}
      />
      {/* Australia's disposal offer is for a located visitor, like the configurator's sections. */}
      {country === 'AU' && isLocatedIn(location, 'AU') ? (
        <Suspense fallback={null}>
          <VehicleDisposal state={location.state} />
        </Suspense>
      ) : null}
      {/* On phones they wait until the hero has gone: there they would cover its 'Scroll to start'. */}
      <nav
        className={styles.actions}
        aria-label="Share or get help"
        data-over-hero={pastHero ? undefined : ''}
      >
        <ShareButton country={country} />
        <ContactButton country={country} variant="secondary">
          GET HELP
        </ContactButton>
      </nav>
    </>
  );
}
