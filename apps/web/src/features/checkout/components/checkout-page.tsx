import { type CountryCode, marketOf } from '@showroom/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button';
import { Notice } from '../../../components/notice';
import { ApiError, callApi } from '../../../lib/api';
import { checkoutHoldStore } from '../../../state/checkout-hold';
import { configurationStore } from '../../../state/configuration';
import { useStore } from '../../../state/create-store';
import { locationStore } from '../../../state/location';
import { type AccountForm, accountErrors } from '../account-rules';
import { placeReservationCall } from '../api/checkout-calls';
import { AccountDetailsForm } from './account-details-form';
import styles from './checkout.module.css';
import { DepositPanel } from './deposit-panel';
import { PaymentStep, type Reservation } from './payment-step';

const commentsKey = 'ordercomments';

function storedComment(): string {
  try {
    return window.localStorage.getItem(commentsKey) ?? '';
  } catch {
    return '';
  }
}

/** A fresh form, or the details held for this market when the visitor left the checkout to sign in. */
function initialForm(market: string): AccountForm {
  const hold = checkoutHoldStore.get();
  return {
    customerType: 'Private',
    businessName: '',
    abn: '',
    firstName: '',
    lastName: '',
    email: '',
    confirmEmail: '',
    mobile: '',
    ...(hold?.market === market ? hold.customer : {}),
    comment: storedComment(),
  };
}

/** Checkout of an in-stock configuration (spec 001 sections 2 and 4): account details, reservation, payment. */
export default function CheckoutPage({ country }: { country: CountryCode }) {
  const market = marketOf(country);
  const configuration = useStore(configurationStore);
  const location = useStore(locationStore);
  const [form, setForm] = useState(() => initialForm(market));
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<{ text: string; soldOut: boolean } | null>(null);
  const [reservation, setReservation] = useState<Reservation | null>(null);
  const [driveaway, setDriveaway] = useState<number | undefined>(undefined);
  const { variant, exterior, interior } = configuration;

  if (!variant || !exterior || !interior) {
    return (
      <main className={styles.page}>
        <Notice action={<Link to={`/${market}/`}>Back to configuration</Link>}>
          Configure your LYRIQ first, then proceed to checkout.
        </Notice>
      </main>
    );
  }
  const vehicle = `${variant.name}, ${exterior.name}, ${interior.name}`;
  const errors = submitted ? accountErrors(form, country) : {};

  function change(next: AccountForm) {
    setForm(next);
    const { comment: _kept, ...customer } = next;
    checkoutHoldStore.set({ market, customer });
    try {
      window.localStorage.setItem(commentsKey, next.comment);
    } catch {
      // Storage may be unavailable (private mode); the comment still goes with the order.
    }
  }

  async function reserve() {
    setSubmitted(true);
    setFailure(null);
    if (Object.keys(accountErrors(form, country)).length > 0 || !variant || !exterior || !interior) return;
    setSending(true);
    try {
      const reply = await callApi(placeReservationCall, {
        hasLogin: false,
        order: {
          Country: country,
          State: country === 'AU' ? (location.state ?? null) : null,
          VariantID: variant.id,
          ExteriorID: exterior.id,
          InteriorID: interior.id,
          Options: configuration.options.map((option) => ({ YanaOptionID: option.id })),
          DeliveryOption: 'Pickup',
          CustomerType: form.customerType,
          BusinessName: form.businessName || null,
          ABN: form.abn || null,
          FirstName: form.firstName,
          LastName: form.lastName,
          Email: form.email.trim(),
          Mobile: form.mobile,
          Comments: form.comment || null,
        },
      });
      setDriveaway(reply.order.driveawayPrice);
      setReservation({
        orderID: reply.order.orderID,
        orderNumber: reply.order.yanaReservationNumber,
        paymentId: reply.order.rdPaymentTransactionID,
        sessionId: reply.order.adyenSessionID,
        sessionData: reply.order.adyenSessionData,
        provider: reply.order.paymentProvider,
        countdown: reply.reservationCountDown,
        stage: reply.reservationCountDownStage,
        extensions: reply.reservationExtensionCount,
      });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      setFailure({
        text: apiError?.message ?? 'Something went wrong. Please try again.',
        soldOut: apiError?.errorCode === 'InventoryUnavailable',
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <main className={styles.page}>
      <div>
        <Link
          to={`/${market}/`}
          className={styles.back}
          aria-disabled={sending || undefined}
          onClick={() => checkoutHoldStore.set(null)}
        >
          Back to configuration
        </Link>
        <h1 className={styles.heading}>Enter account details</h1>
        <AccountDetailsForm
          country={country}
          form={form}
          errors={errors}
          disabled={sending || reservation !== null}
          onChange={change}
        >
          {failure ? (
            <Notice
              tone="error"
              action={
                failure.soldOut ? (
                  <Link to={`/${market}/inventory?shopfront=1`}>View available inventory</Link>
                ) : undefined
              }
            >
              {failure.text}
            </Notice>
          ) : null}
          {reservation ? null : (
            <Button onClick={() => void reserve()} busy={sending}>
              Proceed with payment
            </Button>
          )}
        </AccountDetailsForm>
        {reservation ? <PaymentStep country={country as 'AU' | 'NZ'} initial={reservation} /> : null}
      </div>
      <DepositPanel driveawayPrice={driveaway} vehicle={vehicle} />
    </main>
  );
}
