import type { addOnRoadRate, BodyOf } from '@showroom/contract';
import type { CountryCode } from '@showroom/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ColumnHeads } from '../../../components/column-heads';
import { MarketBar } from '../../../components/market-bar';
import styles from '../../../styles/staff-page.module.css';
import { onRoadRatesQuery, rateCalls } from '../api/offers-api';
import { rateRowForm } from '../offer-fields';
import { OfferForm } from './offer-form';

/**
 * The on-road rate tables of a market (registration, CTP, plates, duty, LCT, GST; New Zealand's fees): every row
 * with its period, value, source and the row priced today; an admin adds a row from a later day with its source
 * (the server refuses other roles, today and the past, and a value not in the table's shape). Rows never change.
 */
export default function OnRoadRatesPage() {
  const [country, setCountry] = useState<CountryCode>('AU');
  const rates = useQuery(onRoadRatesQuery(country));
  const tables = rates.data?.tables ?? [];
  return (
    <>
      <h1 className={styles.title}>On-road rates</h1>
      <MarketBar id="rates-country" value={country} onChange={setCountry} />
      {rates.error ? <p className={styles.error}>{rates.error.message}</p> : null}
      {rates.data ? (
        <>
          <OfferForm
            key={country}
            id="rate-row"
            title="Add a rate row"
            submitLabel="Add row"
            spec={rateRowForm(tables.map((table) => table.name))}
            initial={{}}
            send={(body) => rateCalls.add(body as BodyOf<typeof addOnRoadRate>)}
            onSaved={() => void rates.refetch()}
          />
          {tables.map((table) => (
            <table key={table.name}>
              <caption>
                {table.name} (priced on {rates.data.today} from the marked row)
              </caption>
              <ColumnHeads labels={['From', 'To', 'Value', 'Source', 'Estimate']} />
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">
                      {row.effectiveFrom}
                      {row.id === table.inEffectId ? ' (in effect)' : ''}
                    </th>
                    <td>{row.effectiveTo ?? 'until changed'}</td>
                    <td>
                      <code>{JSON.stringify(row.value)}</code>
                    </td>
                    <td>
                      <a href={row.sourceUrl} rel="noreferrer" target="_blank">
                        {row.sourceText}
                      </a>
                    </td>
                    <td>{row.estimate ?? 'Firm'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </>
      ) : null}
    </>
  );
}
