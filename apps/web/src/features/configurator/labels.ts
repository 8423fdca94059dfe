import { type Cents, formatAddOn, formatMoney } from '@showroom/domain';

/**
 * The accessible name of a colour or trim swatch: its name and price (UI.md).
 * @example swatchLabel('Radiant Red Tintcoat', 250_000) // 'Radiant Red Tintcoat, plus $2,500'
 * @example swatchLabel('Summit White', 0) // 'Summit White, Included'
 */
export function swatchLabel(name: string, price: Cents): string {
  return `${name}, ${price > 0 ? `plus ${formatMoney(price)}` : 'Included'}`;
}

/**
 * What a swatch shows and says: its name, its price as the caption writes it, and its accessible name.
 * @example swatchText('Radiant Red Tintcoat', 250_000) // { name: 'Radiant Red Tintcoat', price: '+$2,500', label: 'Radiant Red Tintcoat, plus $2,500' }
 */
export function swatchText(name: string, price: Cents): { name: string; price: string; label: string } {
  return { name, price: formatAddOn(price), label: swatchLabel(name, price) };
}
