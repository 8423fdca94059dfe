import {
  australianStates,
  type CountryCode,
  deliveryValue,
  isWaitlisted,
  marketOf,
  nextStep,
  type PageNumber,
} from '@showroom/domain';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { track } from '../../../lib/analytics';
import { useNavigate } from '../../../lib/navigation';
import { useStore } from '../../../state/create-store';
import { goesToWaitlist, linkSourceStore } from '../../../state/link-source';
import { isLocatedIn, locationStore } from '../../../state/location';
import { confirmLocation } from '../../../state/location-confirmation';
import { modelName, stepLabels } from '../content';
import { scrollToSection, scrollToSectionSoon } from '../hooks/scroll-to-section';
import { useCatalogueChain } from '../hooks/use-catalogue-chain';
import { useCurrentStep } from '../hooks/use-current-step';
import { useMenuLock } from '../hooks/use-menu-lock';
import { usePrefill } from '../hooks/use-prefill';
import { usePreloader } from '../hooks/use-preloader';
import styles from './configurator.module.css';
import { type BarAction, ConfiguratorBar } from './configurator-bar';
import { Hero } from './hero';
import { StepMenu } from './step-menu';

const LocationDialog = lazy(() => import('./location-dialog'));
const ConfiguratorSections = lazy(() => import('./configurator-sections'));

/** A change of location scrolls to the variant section after 300 ms (spec 000 sections 4 and 9). */
const scrollAfterLocationMs = 300;

export interface ConfiguratorProps {
  /** The market's country (from the route). */
  country: CountryCode;
  /** 0 configuration, 1 checkout form (spec 000 section 4); the step menu is locked on 1. */
  pageNumber?: PageNumber;
  /** The drive-away price, when the pricing feature provides it; the bar shows the vehicle subtotal until then. */
  price?: ReactNode;
  /** Proceeds to checkout; without it the CHECK OUT step has no main action yet. */
  onProceed?: () => void;
  /** The landing area shown under the hero title, composed by the app. */
  landing?: ReactNode;
  /**
   * Shown over the hero's vehicle (the intro film), composed by the app: once the visitor can see it, after the
   * pre-loader and once the location is answered (the location dialog covers the hero until then).
   */
  intro?: ReactNode;
  /** The TAKING DELIVERY section, composed by the app. */
  delivery?: ReactNode;
  /** Shown in the CHECK OUT section under the summary (customer and payment type), composed by the app. */
  checkout?: ReactNode;
}

/** The configurator at the root of a market (spec 000 section 2 items 1-7 and 9). */
export function Configurator({
  country,
  pageNumber = 0,
  price,
  onProceed,
  landing,
  intro,
  delivery: deliverySection,
  checkout,
}: ConfiguratorProps) {
  usePrefill(country);
  const navigate = useNavigate();
  const preloading = usePreloader();
  const location = useStore(locationStore);
  const linkSource = useStore(linkSourceStore);
  const located = isLocatedIn(location, country);
  const chain = useCatalogueChain(located ? { country, state: location.state } : null);
  const currentStep = useCurrentStep();
  const menuLocked = useMenuLock(pageNumber);
  const [askLocation, setAskLocation] = useState(false);
  // The scroll to VARIANT after a location is chosen, called off if the page goes first.
  const pendingScroll = useRef<() => void>(undefined);
  useEffect(() => () => pendingScroll.current?.(), []);

  const { configuration, exteriors, interiors } = chain;
  const exteriorRow = exteriors.data?.find((row) => row.exteriorID === configuration.exterior?.id);
  const interiorRow = interiors.data?.find((row) => row.interiorID === configuration.interior?.id);
  const heroPicture =
    exteriorRow?.exteriorPicture[0] ??
    chain.variants.data?.find((v) => v.variantID === configuration.variant?.id)?.variantPicture;
  const waitlisted = goesToWaitlist(isWaitlisted(configuration), linkSource);
  const delivery = waitlisted ? 'Waitlisted' : interiorRow ? deliveryValue(interiorRow.available) : undefined;

  const confirm = (next: { country: CountryCode; state?: (typeof australianStates)[number]['code'] }) => {
    const changed = confirmLocation(next);
    setAskLocation(false);
    if (next.country !== country) navigate(`/${marketOf(next.country)}/`);
    else if (changed) {
      pendingScroll.current?.();
      pendingScroll.current = scrollToSectionSoon('variant', scrollAfterLocationMs);
    }
  };

  const locationName =
    location.country === 'NZ' ? 'New Zealand' : australianStates.find((s) => s.code === location.state)?.name;

  return (
    <>
      <div className={styles.page}>
        <Hero
          preloading={preloading}
          landing={landing}
          intro={located ? intro : null}
          picture={
            heroPicture
              ? {
                  src: heroPicture,
                  alt: `${modelName} ${configuration.variant?.name ?? ''}${exteriorRow ? ` in ${exteriorRow.exteriorColorName}` : ''}`,
                }
              : undefined
          }
        />
        <StepMenu current={currentStep} disabled={menuLocked} />
        {/* Until a location is held the dialog covers the page and the sections could show no vehicle: they
            load and render once it is answered, so a first visit's start does not pay for them. */}
        {located ? (
          <Suspense fallback={null}>
            <ConfiguratorSections
              chain={chain}
              country={country}
              locationName={locationName}
              onChangeLocation={() => setAskLocation(true)}
              delivery={deliverySection}
              checkout={checkout}
            />
          </Suspense>
        ) : null}
        <ConfiguratorBar
          price={price}
          subtotal={configuration.subtotal}
          delivery={delivery}
          action={barAction(currentStep, waitlisted, onProceed)}
        />
      </div>
      {askLocation || !located ? (
        <Suspense fallback={null}>
          <LocationDialog
            initial={location.country === country ? location : {}}
            dismissible={located}
            onConfirm={confirm}
            onClose={() => setAskLocation(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The bottom bar's main action for the step in view: move on to the next section; at CHECK OUT, proceed
 * ('CONTINUE TO CHECKOUT', or 'JOIN THE WAITLIST' without stock, spec 000 section 4), tracking the click.
 */
function barAction(
  step: ReturnType<typeof useCurrentStep>,
  waitlisted: boolean,
  onProceed: (() => void) | undefined,
): BarAction | null {
  if (step === null)
    return { label: 'START', detail: `: ${stepLabels.variant}`, onClick: () => scrollToSection('variant') };
  const next = nextStep(step);
  if (next) return { label: 'NEXT', detail: `: ${stepLabels[next]}`, onClick: () => scrollToSection(next) };
  if (!onProceed) return null;
  return {
    label: waitlisted ? 'JOIN THE WAITLIST' : 'CONTINUE TO CHECKOUT',
    onClick: () => {
      // The click event of spec 000 section 4, "Proceed to checkout".
      track('click', { label: waitlisted ? 'Joinwaitlist' : 'Continue to checkout' });
      onProceed();
    },
  };
}
