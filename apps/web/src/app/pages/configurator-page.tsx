import { type CountryCode, marketOf } from '@showroom/domain';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useScrolledPast } from '../../components/use-scrolled-past';
import { OrderReview } from '../../features/checkout';
import { Configurator, heroFadeEndPx, scrollToSection } from '../../features/configurator';
import { ContactButton } from '../../features/contact';
import { confirmDeliveryForCheckout, DeliverySection } from '../../features/delivery';
import { IntroVideo, LandingIntro, VehicleDisposal } from '../../features/landing';
import { CheckoutPayment, DriveAwayPrice } from '../../features/pricing';
import { ShareButton } from '../../features/share';
import { useStore } from '../../state/create-store';
import { locationStore } from '../../state/location';
import { openPaymentOptions } from '../../state/payment-options';
import styles from './configurator-page.module.css';

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
      <Navigate
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
        price={<DriveAwayPrice country={country} />}
        delivery={<DeliverySection country={country} />}
        checkout={
          <>
            <CheckoutPayment />
            <OrderReview
              country={country}
              onEdit={(target) => scrollToSection(target === 'payment' ? 'checkout' : target)}
              onProceed={proceed}
              takeABreak={<ShareButton country={country} label="SAVE AND EMAIL MY CONFIGURATION" />}
            />
          </>
        }
        onProceed={proceed}
      />
      {country === 'AU' ? <VehicleDisposal state={location.state} /> : null}
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
