import { type CountryCode, formatAddOn, formatChargingPrice, formatMoney } from '@showroom/domain';
import { PriceLine, PriceList } from '../../../components/price-line';
import section from '../../../components/section.module.css';
import { listPriceNote, modelName } from '../content';
import type { CatalogueChain } from '../hooks/use-catalogue-chain';
import styles from './summary.module.css';

/** The CHECK OUT section's summary: every choice with its price and the vehicle subtotal (spec 000 section 3). */
export function ConfigurationSummary({ chain, country }: { chain: CatalogueChain; country: CountryCode }) {
  const { variant, exterior, interior, options, subtotal } = chain.configuration;
  if (!variant) return <p className={section.muted}>Your choices appear here as you make them.</p>;
  return (
    <div className={styles.summary}>
      <PriceList>
        <PriceLine label={`${modelName} ${variant.name}`} amount={formatMoney(variant.basePrice)} />
        {exterior ? <PriceLine label={exterior.name} amount={formatAddOn(exterior.price)} /> : null}
        {interior ? <PriceLine label={interior.name} amount={formatAddOn(interior.price)} /> : null}
        {options.map((option) => (
          <PriceLine
            key={option.id}
            label={option.name}
            amount={option.kind === 'Charge' ? formatChargingPrice(option.price) : formatAddOn(option.price)}
          />
        ))}
        <PriceLine total label="Vehicle subtotal" amount={formatMoney(subtotal)} />
      </PriceList>
      <p className={section.muted}>The vehicle subtotal is {listPriceNote(country)}.</p>
    </div>
  );
}
