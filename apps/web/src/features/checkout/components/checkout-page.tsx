import { zodResolver } from '@hookform/resolvers/zod';
import { accountDetailsFormFor } from '@showroom/contract';
import { type CountryCode, isWaitlisted, marketOf } from '@showroom/domain';
import { useMutation } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'wouter';
import { Button } from '../../../components/button';
import { Notice } from '../../../components/notice';
import { PageSpinner } from '../../../components/page-spinner';
import { track } from '../../../lib/analytics';
import { ApiError } from '../../../lib/api-error';
import { useNavigate } from '../../../lib/navigation';
import { useFinanceOfferId } from '../../../lib/use-offers';
import { configurationStore } from '../../../state/configuration';
import { useStore } from '../../../state/create-store';
import { customerTypeStore } from '../../../state/customer-type';
import { deliveryStore } from '../../../state/delivery';
import { financeChoiceStore } from '../../../state/finance-choice';
import { goesToWaitlist, linkSourceStore } from '../../../state/link-source';
import { locationStore } from '../../../state/location';
import { paymentOptionStore } from '../../../state/payment-options';
import { joinWaitlistCall, placeReservationCall } from '../api/checkout-calls';
import {
  completeCheckout,
  releaseCheckoutHold,
  storeCheckoutForm,
  storeDeliveryDraft,
  storedCheckoutForm,
  storedDeliveryDraft,
} from '../checkout-storage';
import { checkoutText } from '../content';
import { holdsConfiguration, useHeldReservation } from '../held-reservation';
import {
  type CheckoutChoices,
  type CheckoutForm,
  deliveryDraftOf,
  reservationBody,
  waitlistBody,
} from '../order-request';
import { AccountDetailsForm } from './account-details-form';
import styles from './checkout.module.css';
import { DepositPanel } from './deposit-panel';
import { PaymentStep, type Reservation, reservationOf } from './payment-step';
import { ResumedCheckout } from './resumed-checkout';

const PrivacyStatementDialog = lazy(() => import('../../../components/privacy-statement-dialog'));

export interface CheckoutPageProps {
  country: CountryCode;
  /** The live drive-away price of the configuration (composed by the app from the pricing feature). */
  price?: ReactNode;
  /** The configured vehicle's pictures and performance figures (the configurator's, composed by the app). */
  vehicle?: ReactNode;
  /** Whether a customer is signed in (the account feature's session, composed by the app): the order's hasLogin. */
  signedIn?: boolean;
}

type Failure = { text: string };

/**
 * Checkout (spec 001 sections 2 and 4): ENTER ACCOUNT DETAILS for a vehicle in stock, then the reservation and
 * the payment step; JOIN THE WAITLIST for a sold-out configuration. The server is asked first for the hold this
 * visitor has: one on the configured vehicle (or any, with `redirectPage` in the address) is resumed at its payment
 * step, so a reload, Back/Forward or a second tab carries on with the same order and countdown (issue 30).
 */
export default function CheckoutPage({ country, price, vehicle, signedIn = false }: CheckoutPageProps) {
  const market = marketOf(country);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const configuration = useStore(configurationStore);
  const location = useStore(locationStore);
  const selection = useStore(deliveryStore);
  const customerType = useStore(customerTypeStore);
  const paymentOption = useStore(paymentOptionStore) ?? 'Cash';
  // The loan the calculator of the chosen finance holds (an offer's, else standard finance's) goes with the order.
  const offerId = useFinanceOfferId(country, paymentOption === 'FinanceOffer');
  const financeOfferId = paymentOption === 'FinanceOffer' ? (offerId ?? 0) : 0;
  const financeChoice = useStore(financeChoiceStore)[financeOfferId] ?? {};
  const { typeOfLink } = useStore(linkSourceStore);
  /** The server's sold-out reminder, once the last matching vehicle went while the visitor typed. */
  const [soldOut, setSoldOut] = useState<string | null>(null);
  // Sold out while the visitor typed: the spec's sold-out reminder stays, and the form becomes the waitlist's.
  const waitlist = goesToWaitlist(isWaitlisted(configuration), { typeOfLink }) || soldOut !== null;
  const form = useForm<CheckoutForm>({
    resolver: zodResolver(accountDetailsFormFor(country, { customerType, waitlist })),
    defaultValues: useState(() => storedCheckoutForm(market))[0],
  });
  const reserve = useMutation({ mutationFn: placeReservationCall });
  const join = useMutation({ mutationFn: joinWaitlistCall });
  const sending = reserve.isPending || join.isPending || join.isSuccess;
  const privacy = form.watch('privacy');
  // What the visitor types is held for this tab (the comments across visits) as they type.
  useEffect(() => {
    const typing = form.watch(() => storeCheckoutForm(market, form.getValues(), customerType));
    return () => typing.unsubscribe();
  }, [form, market, customerType]);
  // Once sent, the messages follow the customer type and the waitlist variant (a business asks for more).
  const { isSubmitted } = form.formState;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the schema changes with the customer type and waitlist
  useEffect(() => {
    if (isSubmitted) void form.trigger();
  }, [form, isSubmitted, customerType, waitlist]);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const [reservation, setReservation] = useState<Reservation | null>(null);
  const held = useHeldReservation(country);
  /** The hold the visitor started again from (it ran out): not resumed again. */
  const [left, setLeft] = useState<string | null>(null);
  const redirect = params.get('redirectPage') !== null;
  const resumable =
    held.data &&
    held.data.order.orderID !== left &&
    (redirect || holdsConfiguration(held.data, configuration))
      ? held.data
      : null;
  // Nothing left to resume for `redirectPage`: the account details, as held, are the way on.
  const lost = redirect && !reservation && !held.isPending && !resumable;
  useEffect(() => {
    if (lost) navigate(`/${market}/checkout`, { replace: true });
  }, [lost, navigate, market]);

  const liveDelivery = deliveryDraftOf(selection, country, location.state);
  const liveDeliveryKey = JSON.stringify(liveDelivery ?? null);
  useEffect(() => {
    const draft = JSON.parse(liveDeliveryKey);
    if (draft) storeDeliveryDraft(draft);
  }, [liveDeliveryKey]);
  const delivery = liveDelivery ?? storedDeliveryDraft();

  /** After an expired hold: the account details again, for a new reservation. */
  function startAgain(orderId: string) {
    setLeft(orderId);
    setReservation(null);
    if (redirect) navigate(`/${market}/checkout`, { replace: true });
  }

  if (!reservation) {
    if (resumable) {
      return (
        <ResumedCheckout
          country={country}
          held={resumable}
          onStartAgain={() => startAgain(resumable.order.orderID)}
        />
      );
    }
    if (held.isPending || lost) return <PageSpinner label="Loading your reservation..." />;
  }

  const { variant, exterior, interior } = configuration;
  // Back to the configurator's CHECK OUT section (the spec's 'checkout' scroll target), configuration kept.
  const back = (
    <Link
      to={`/${market}/#checkout`}
      className={styles.back}
      aria-disabled={sending || undefined}
      onClick={releaseCheckoutHold}
    >
      {checkoutText.back}
    </Link>
  );
  if (!variant || !exterior || !interior || !delivery) {
    return (
      <div className={styles.page}>
        <Notice action={back}>{delivery ? checkoutText.noConfiguration : checkoutText.noDelivery}</Notice>
      </div>
    );
  }

  const choices: CheckoutChoices = {
    country,
    state: location.state,
    configuration,
    customerType,
    paymentOption,
    delivery,
    finance: { offerId: financeOfferId, choice: financeChoice },
    linkSource: typeOfLink ?? 'Configurator',
  };
  const proceed = form.handleSubmit(async (values) => {
    try {
      const reply = await reserve.mutateAsync(reservationBody(choices, values, { signedIn }));
      track('Continue to checkout', { step: 'reservation' });
      setReservation(reservationOf(reply));
    } catch (error) {
      const apiError = error instanceof ApiError ? error : undefined;
      if (apiError?.errorCode === 'InventoryUnavailable') setSoldOut(apiError.message);
      else setFailure({ text: apiError?.message ?? 'Something went wrong. Please try again.' });
    }
  });

  const joinWaitlist = form.handleSubmit(async (values) => {
    try {
      const reply = await join.mutateAsync(waitlistBody(choices, values));
      track('Joinwaitlist', { step: 'submitted' });
      completeCheckout();
      navigate(`/${market}/order-waitlisted/${reply.webUniqueKey}`, { replace: true });
    } catch (error) {
      setFailure({
        text: error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
      });
    }
  });

  /** A send clears the last failure first, then checks the form (the first field in error gets focus). */
  const send = (submit: () => Promise<void>) => () => {
    setFailure(null);
    void submit();
  };

  return (
    <div className={styles.page}>
      <div className={styles.flow}>
        {back}
        <h1 className={styles.heading}>
          {waitlist ? checkoutText.waitlistHeading : checkoutText.accountHeading}
        </h1>
        {soldOut ? (
          <Notice action={<Link to={`/${market}/inventory?shopfront=1`}>View available inventory</Link>}>
            {soldOut}
          </Notice>
        ) : waitlist ? (
          <p className={styles.note}>{checkoutText.waitlistNote}</p>
        ) : null}
        {signedIn || reservation ? null : (
          // Offered to every guest alike: the shop never says whether an email has an account (probe F10).
          <p className={styles.note}>
            {checkoutText.signInOffer}{' '}
            <Link to={`/${market}/sign-in?returnUrl=${encodeURIComponent(`/${market}/checkout`)}`}>
              {checkoutText.signIn}
            </Link>
          </p>
        )}
        <AccountDetailsForm
          country={country}
          customerType={customerType}
          onCustomerType={(type) => customerTypeStore.set(type)}
          control={form.control}
          waitlist={waitlist ? { onOpenPrivacy: () => setPrivacyOpen(true) } : undefined}
          disabled={sending || reservation !== null}
        >
          {failure ? <Notice tone="error">{failure.text}</Notice> : null}
          {reservation ? null : waitlist ? (
            <Button onClick={send(joinWaitlist)} busy={sending} disabled={!privacy}>
              {checkoutText.joinWaitlist}
            </Button>
          ) : (
            <Button onClick={send(proceed)} busy={sending}>
              {checkoutText.proceed}
            </Button>
          )}
        </AccountDetailsForm>
        {reservation ? (
          <PaymentStep
            country={country}
            initial={reservation}
            onStartAgain={() => startAgain(reservation.orderID)}
          />
        ) : null}
      </div>
      <div className={styles.side}>
        {vehicle}
        <DepositPanel
          country={country}
          state={location.state}
          vehicle={`${variant.name}, ${exterior.name}, ${interior.name}`}
          price={reservation ? undefined : price}
          reservedPrice={reservation?.driveawayPrice}
          waitlist={waitlist}
        />
      </div>
      {privacyOpen ? (
        <Suspense fallback={null}>
          <PrivacyStatementDialog onClose={() => setPrivacyOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
