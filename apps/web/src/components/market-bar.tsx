import type { CountryCode } from '@showroom/domain';
import bar from './filter-bar.module.css';

/** The market a back-office page shows, chosen above it. */
export function MarketBar({
  id,
  value,
  onChange,
}: {
  id: string;
  value: CountryCode;
  onChange(country: CountryCode): void;
}) {
  return (
    <div className={bar.bar}>
      <div className={bar.field}>
        <label htmlFor={id}>Market</label>
        <select id={id} value={value} onChange={(e) => onChange(e.target.value as CountryCode)}>
          <option value="AU">Australia</option>
          <option value="NZ">New Zealand</option>
        </select>
      </div>
    </div>
  );
}
