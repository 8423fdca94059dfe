import type { CountryCode } from '@showroom/domain';
import { cents, formatMoney } from '@showroom/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { ColumnHeads } from '../../../components/column-heads';
import { MarketBar } from '../../../components/market-bar';
import styles from '../../../styles/staff-page.module.css';
import { priceCalls, pricesQuery } from '../api/prices-api';
import { SchedulePriceForm } from './schedule-price-form';

const money = (value: number) => formatMoney(cents(value));

/**
 * Catalogue prices of a market: each row's own price, the price in effect today and the scheduled ones; an admin
 * sets a price from a day on or withdraws one not yet in effect (the server refuses other roles). Orders keep the
 * price they were placed at.
 */
export default function PricesPage() {
  const [country, setCountry] = useState<CountryCode>('AU');
  const prices = useQuery(pricesQuery(country));
  const withdraw = useMutation({
    mutationFn: (id: string) => priceCalls.withdraw({ id }),
    onSuccess: () => prices.refetch(),
  });
  return (
    <>
      <h1 className={styles.title}>Catalogue prices</h1>
      <MarketBar id="prices-country" value={country} onChange={setCountry} />
      {prices.error ? <p className={styles.error}>{prices.error.message}</p> : null}
      {prices.data ? (
        <>
          <SchedulePriceForm
            items={prices.data.items}
            today={prices.data.today}
            onScheduled={() => prices.refetch()}
          />
          <table>
            <caption>Prices on {prices.data.today}</caption>
            <ColumnHeads labels={['Item', 'Kind', 'Own price', 'Today', 'Scheduled']} />
            <tbody>
              {prices.data.items.map((item) => (
                <tr key={`${item.itemKind} ${item.itemId}`}>
                  <th scope="row">{item.name}</th>
                  <td>{item.itemKind}</td>
                  <td>{money(item.basePriceCents)}</td>
                  <td>{money(item.priceTodayCents)}</td>
                  <td>
                    {item.scheduled.map((price) => (
                      <span key={price.id} className={styles.actions}>
                        {money(price.priceCents)} from {price.effectiveFrom}
                        {price.effectiveFrom > prices.data.today ? (
                          <Button
                            type="button"
                            aria-label={`Withdraw ${money(price.priceCents)} from ${price.effectiveFrom} for ${item.name}`}
                            onClick={() => withdraw.mutate(price.id)}
                          >
                            Withdraw
                          </Button>
                        ) : null}
                      </span>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </>
  );
}
