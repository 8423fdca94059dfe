import type { CountryCode } from '@showroom/domain';

export const importantInformationTitle = 'IMPORTANT INFORMATION';

const common = [
  'Prices are in the currency of your country and are recommended drive-away prices for a private buyer, worked out for the location you choose. They assume a rating-one driver aged 40 with a good driving record.',
  'Images are illustrations of the vehicle and may show features or colours that differ from the vehicle you order.',
  'Offers may change or end without notice. Each offer has its own terms, shown with it.',
];

const byCountry: Record<CountryCode, string> = {
  AU: 'Australian drive-away prices include luxury car tax, stamp duty, registration, compulsory third party insurance and the plate fee for the chosen state or territory.',
  NZ: 'New Zealand drive-away prices include GST, registration, the plate fee, the tyre stewardship fee and road user charges.',
};

/** The paragraphs of the important-information dialog for a country. */
export function importantInformation(country: CountryCode): readonly string[] {
  return [common[0] as string, byCountry[country], ...common.slice(1)];
}
