import { type Cents, formatMoney } from '@showroom/domain';

/**
 * The accessible name of a colour or trim swatch: its name and price (UI.md).
 * @example swatchLabel('Radiant Red Tintcoat', 250_000) // 'Radiant Red Tintcoat, plus $2,500'
 * @example swatchLabel('Summit White', 0) // 'Summit White, Included'
 */
export function swatchLabel(name: string, price: Cents): string {
  return `${name}, ${price > 0 ? `plus ${formatMoney(price)}` : 'Included'}`;
}
