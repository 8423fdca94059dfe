import type { CountryCode } from '@showroom/domain';

/** Why the sales records are kept, per market (ATO record keeping: 5 years; Inland Revenue: 7 years). */
const reasons: Record<CountryCode, string> = {
  AU: 'Australian tax law requires us to keep records of every sale for five years',
  NZ: 'New Zealand tax law requires us to keep business records for seven years',
};

/**
 * The reason, in words for the customer, why their orders and invoices are kept after deletion; the countries are
 * those of the orders kept; `keptContracts` says whether signed contracts are kept as signed (the law's record of
 * the sale).
 * @example retentionReason(['AU']) // 'We keep your orders and their invoices, without your name or contact details, because Australian tax law …'
 */
export function retentionReason(countries: readonly string[], keptContracts = false): string {
  const markets = (['AU', 'NZ'] as const).filter((country) => countries.includes(country));
  if (markets.length === 0) return 'You had no orders, so nothing had to be kept.';
  return `We keep your orders and their invoices, without your name or contact details, ${
    keptContracts ? 'and your signed contracts as you signed them, ' : ''
  }because ${markets.map((country) => reasons[country]).join(', and ')}.`;
}
