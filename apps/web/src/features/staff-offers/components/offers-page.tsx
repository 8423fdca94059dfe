import type {
  BodyOf,
  createFinanceOffer,
  createPromotion,
  StaffFinanceOffer,
  StaffPromotion,
} from '@showroom/contract';
import type { CountryCode } from '@showroom/domain';
import { cents, formatMoney } from '@showroom/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MarketBar } from '../../../components/market-bar';
import { ApiError } from '../../../lib/api-error';
import styles from '../../../styles/staff-page.module.css';
import { offerCalls, offersQuery } from '../api/offers-api';
import {
  financeOfferForm,
  financeOfferValues,
  promotionForm,
  promotionValues,
  termsText,
} from '../offer-fields';
import { OfferForm } from './offer-form';
import { OfferTable } from './offer-table';

const markets = { AU: 'Australia', NZ: 'New Zealand' } as const;

/**
 * Finance offers and price promotions of a market with their windows and status on the market's day; an admin
 * creates one, changes one that has not ended, or ends one (the server refuses other roles, overlapping windows of
 * the market and changes to the past). The shop shows a change at once.
 */
export default function OffersPage() {
  const [country, setCountry] = useState<CountryCode>('AU');
  const [editing, setEditing] = useState<{ offer?: StaffFinanceOffer; promotion?: StaffPromotion }>({});
  const [outcome, setOutcome] = useState<string | null>(null);
  const offers = useQuery(offersQuery(country));
  const saved = () => {
    setEditing({});
    void offers.refetch();
  };
  const ending = useMutation({
    mutationFn: ({ send }: { label: string; send: () => Promise<unknown> }) => send(),
    onSuccess: (_, { label }) => {
      setOutcome(`${label} ended.`);
      saved();
    },
    onError: (error, { label }) =>
      setOutcome(error instanceof ApiError ? error.message : `${label} could not be ended.`),
  });
  const end = (label: string, send: () => Promise<unknown>) => ending.mutate({ label, send });
  const today = offers.data?.today ?? '';
  const offer = editing.offer;
  const promotion = editing.promotion;
  return (
    <>
      <h1 className={styles.title}>Offers and promotions</h1>
      <MarketBar
        id="offers-country"
        value={country}
        onChange={(market) => {
          setCountry(market);
          setEditing({});
        }}
      />
      {offers.error ? <p className={styles.error}>{offers.error.message}</p> : null}
      <p role="status">{outcome}</p>
      {offers.data ? (
        <>
          <OfferTable
            title="Finance offers"
            caption={`Finance offers in ${markets[country]} on ${today}`}
            columns={['Offer', 'Orders', 'Delivery by', 'Terms (months:% p.a.)', 'Deposit']}
            rows={offers.data.financeOffers}
            rowKey={(row) => row.offerId}
            cells={(row) => (
              <>
                <th scope="row">
                  {row.offerId}: {row.buttonText}
                </th>
                <td>
                  {row.orderFrom} to {row.orderTo}
                </td>
                <td>{row.deliveryBy}</td>
                <td>{termsText(row.terms)}</td>
                <td>{row.minimumDepositPercent}%</td>
              </>
            )}
            label={(row) => `offer ${row.offerId}`}
            onChange={(row) => setEditing({ offer: row })}
            onEnd={(row) =>
              end(`Finance offer ${row.offerId}`, () => offerCalls.endFinanceOffer({ offerId: row.offerId }))
            }
          />
          <OfferForm
            key={`offer ${country} ${offer?.offerId ?? 'new'}`}
            id="finance-offer"
            title={offer ? `Change finance offer ${offer.offerId}` : 'New finance offer'}
            submitLabel={offer ? 'Save offer' : 'Create offer'}
            spec={financeOfferForm}
            initial={
              offer
                ? financeOfferValues(offer)
                : { country, orderFrom: today, orderTo: today, deliveryBy: today }
            }
            send={(body) =>
              offer
                ? offerCalls.changeFinanceOffer({ ...body, offerId: offer.offerId })
                : offerCalls.createFinanceOffer(body as BodyOf<typeof createFinanceOffer>)
            }
            onSaved={saved}
          />
          <OfferTable
            title="Price promotions"
            caption={`Price promotions in ${markets[country]} on ${today}`}
            columns={['Promotion', 'Valid', 'Discount']}
            rows={offers.data.promotions}
            rowKey={(row) => row.id}
            cells={(row) => (
              <>
                <th scope="row">
                  {row.id}: {row.name}
                </th>
                <td>
                  {row.validFrom} to {row.validTo}
                </td>
                <td>
                  {row.discountType}, {row.amountRule}
                  {row.amountCents === null ? '' : ` ${formatMoney(cents(row.amountCents))}`}
                </td>
              </>
            )}
            label={(row) => `promotion ${row.id}`}
            onChange={(row) => setEditing({ promotion: row })}
            onEnd={(row) => end(`Promotion ${row.id}`, () => offerCalls.endPromotion({ id: row.id }))}
          />
          <OfferForm
            key={`promotion ${country} ${promotion?.id ?? 'new'}`}
            id="promotion"
            title={promotion ? `Change promotion ${promotion.id}` : 'New promotion'}
            submitLabel={promotion ? 'Save promotion' : 'Create promotion'}
            spec={promotionForm}
            initial={promotion ? promotionValues(promotion) : { country, validFrom: today, validTo: today }}
            send={(body) =>
              promotion
                ? offerCalls.changePromotion({ ...body, id: promotion.id })
                : offerCalls.createPromotion(body as BodyOf<typeof createPromotion>)
            }
            onSaved={saved}
          />
        </>
      ) : null}
    </>
  );
}
