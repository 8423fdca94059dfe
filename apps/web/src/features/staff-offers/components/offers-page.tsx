import type {
  BodyOf,
  createFinanceOffer,
  createPromotion,
  StaffFinanceOffer,
  StaffPromotion,
} from '@showroom/contract';
import type { CountryCode } from '@showroom/domain';
import { cents, formatMoney } from '@showroom/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/button';
import bar from '../../../components/filter-bar.module.css';
import { ApiError, callApi } from '../../../lib/api';
import styles from '../../../styles/staff-page.module.css';
import { offerRefs } from '../api/offers-api';
import {
  financeOfferForm,
  financeOfferValues,
  promotionForm,
  promotionValues,
  termsText,
} from '../offer-fields';
import { OfferForm } from './offer-form';

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
  const offers = useQuery({
    queryKey: ['staff', 'offers', country],
    queryFn: ({ signal }) => callApi(offerRefs.list, { country }, { signal }),
    retry: false,
  });
  const saved = () => {
    setEditing({});
    void offers.refetch();
  };
  const end = async (label: string, ending: () => Promise<unknown>) => {
    try {
      await ending();
      setOutcome(`${label} ended.`);
      saved();
    } catch (error) {
      setOutcome(error instanceof ApiError ? error.message : `${label} could not be ended.`);
    }
  };
  const today = offers.data?.today ?? '';
  const offer = editing.offer;
  const promotion = editing.promotion;
  return (
    <>
      <h1 className={styles.title}>Offers and promotions</h1>
      <div className={bar.bar}>
        <div className={bar.field}>
          <label htmlFor="offers-country">Market</label>
          <select
            id="offers-country"
            value={country}
            onChange={(e) => {
              setCountry(e.target.value as CountryCode);
              setEditing({});
            }}
          >
            <option value="AU">Australia</option>
            <option value="NZ">New Zealand</option>
          </select>
        </div>
      </div>
      {offers.error ? <p className={styles.error}>{offers.error.message}</p> : null}
      <p role="status">{outcome}</p>
      {offers.data ? (
        <>
          <h2 className={styles.formTitle}>Finance offers</h2>
          <table>
            <caption>
              Finance offers in {markets[country]} on {today}
            </caption>
            <thead>
              <tr>
                <th scope="col">Offer</th>
                <th scope="col">Orders</th>
                <th scope="col">Delivery by</th>
                <th scope="col">Terms (months:% p.a.)</th>
                <th scope="col">Deposit</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {offers.data.financeOffers.map((row) => (
                <tr key={row.offerId}>
                  <th scope="row">
                    {row.offerId}: {row.buttonText}
                  </th>
                  <td>
                    {row.orderFrom} to {row.orderTo}
                  </td>
                  <td>{row.deliveryBy}</td>
                  <td>{termsText(row.terms)}</td>
                  <td>{row.minimumDepositPercent}%</td>
                  <td>{row.status}</td>
                  <td>
                    {row.status === 'ended' ? null : (
                      <span className={styles.actions}>
                        <Button type="button" variant="text" onClick={() => setEditing({ offer: row })}>
                          Change offer {row.offerId}
                        </Button>
                        <Button
                          type="button"
                          variant="text"
                          onClick={() =>
                            void end(`Finance offer ${row.offerId}`, () =>
                              callApi(offerRefs.endFinanceOffer, { offerId: row.offerId }),
                            )
                          }
                        >
                          End offer {row.offerId}
                        </Button>
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
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
                ? callApi(offerRefs.changeFinanceOffer, { ...body, offerId: offer.offerId })
                : callApi(offerRefs.createFinanceOffer, body as BodyOf<typeof createFinanceOffer>)
            }
            onSaved={saved}
          />
          <h2 className={styles.formTitle}>Price promotions</h2>
          <table>
            <caption>
              Price promotions in {markets[country]} on {today}
            </caption>
            <thead>
              <tr>
                <th scope="col">Promotion</th>
                <th scope="col">Valid</th>
                <th scope="col">Discount</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {offers.data.promotions.map((row) => (
                <tr key={row.id}>
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
                  <td>{row.status}</td>
                  <td>
                    {row.status === 'ended' ? null : (
                      <span className={styles.actions}>
                        <Button type="button" variant="text" onClick={() => setEditing({ promotion: row })}>
                          Change promotion {row.id}
                        </Button>
                        <Button
                          type="button"
                          variant="text"
                          onClick={() =>
                            void end(`Promotion ${row.id}`, () =>
                              callApi(offerRefs.endPromotion, { id: row.id }),
                            )
                          }
                        >
                          End promotion {row.id}
                        </Button>
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <OfferForm
            key={`promotion ${country} ${promotion?.id ?? 'new'}`}
            id="promotion"
            title={promotion ? `Change promotion ${promotion.id}` : 'New promotion'}
            submitLabel={promotion ? 'Save promotion' : 'Create promotion'}
            spec={promotionForm}
            initial={promotion ? promotionValues(promotion) : { country, validFrom: today, validTo: today }}
            send={(body) =>
              promotion
                ? callApi(offerRefs.changePromotion, { ...body, id: promotion.id })
                : callApi(offerRefs.createPromotion, body as BodyOf<typeof createPromotion>)
            }
            onSaved={saved}
          />
        </>
      ) : null}
    </>
  );
}
