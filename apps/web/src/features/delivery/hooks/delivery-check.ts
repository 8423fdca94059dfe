import { type CountryCode, type DeliveryField, deliveryProblems } from '@showroom/domain';
import { createStore, useStore } from '../../../state/create-store';
import { deliveryStore } from '../../../state/delivery';
import { locationStore } from '../../../state/location';

/**
 * Whether the visitor has tried to proceed to checkout: from then on 'TAKING DELIVERY' shows what still stops
 * checkout, field by field, and each message goes as the visitor fixes it.
 */
const proceedAttempted = createStore(false);

function problemsNow(country: CountryCode) {
  return deliveryProblems(deliveryStore.get(), country, locationStore.get().state);
}

/** Brings the section into view and puts keyboard focus on the first field in error (else on its heading). */
function revealDelivery(): void {
  const section = document.getElementById('delivery');
  if (!section) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  section.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  const target =
    section.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    section.querySelector<HTMLElement>('[data-section-heading]');
  target?.focus({ preventScroll: true });
}

/**
 * The proceed-to-checkout check (spec 000 sections 4 and 5): true when the delivery choice is complete;
 * otherwise the section shows its messages, scrolls into view and takes focus, and the caller stays put.
 */
export function confirmDeliveryForCheckout(country: CountryCode): boolean {
  const complete = problemsNow(country).length === 0;
  proceedAttempted.set(!complete);
  if (complete) return true;
  // After React has rendered the messages, so focus can land on the field in error.
  window.setTimeout(revealDelivery, 0);
  return false;
}

/** The message to show under a field once checkout was attempted, if that field stops it. */
export function useDeliveryProblem(country: CountryCode): (field: DeliveryField) => string | undefined {
  const attempted = useStore(proceedAttempted);
  // Subscribed so the messages follow every change of the choice or the location.
  useStore(deliveryStore);
  useStore(locationStore);
  const problems = attempted ? problemsNow(country) : [];
  return (field) => problems.find((problem) => problem.field === field)?.message;
}
