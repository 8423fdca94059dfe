import { cents, formatAddOn, formatMoney } from '@showroom/domain';
import { PriceLine, PriceList } from '../../../components/price-line';

export interface SelectionLines {
  variantName: string | null;
  variantPrice: number | null;
  exteriorName: string | null;
  exteriorPrice: number | null;
  interiorName: string | null;
  interiorPrice: number | null;
  options: { optionType: 'Accessories' | 'Charge'; optionName: string; optionPrice: number }[];
}

const addOn = (price: number | null) => formatAddOn(cents(price ?? 0));

/**
 * The selection of an order or waitlist entry: variant, paint, interior, accessories and charging, with prices.
 * A zero price reads 'Included', charging too (spec 002; only the configurator's charging list says FREE).
 */
export function SelectionList({ selection }: { selection: SelectionLines }) {
  const accessories = selection.options.filter((option) => option.optionType === 'Accessories');
  const charging = selection.options.filter((option) => option.optionType === 'Charge');
  return (
    <PriceList>
      <PriceLine
        label={`LYRIQ ${selection.variantName ?? ''}`}
        amount={formatMoney(cents(selection.variantPrice ?? 0))}
      />
      <PriceLine
        label={`Exterior: ${selection.exteriorName ?? ''}`}
        amount={addOn(selection.exteriorPrice)}
      />
      <PriceLine
        label={`Interior: ${selection.interiorName ?? ''}`}
        amount={addOn(selection.interiorPrice)}
      />
      {accessories.map((option) => (
        <PriceLine
          key={option.optionName}
          label={`Accessory: ${option.optionName}`}
          amount={addOn(option.optionPrice)}
        />
      ))}
      {charging.map((option) => (
        <PriceLine
          key={option.optionName}
          label={`Charging: ${option.optionName}`}
          amount={addOn(option.optionPrice)}
        />
      ))}
    </PriceList>
  );
}
