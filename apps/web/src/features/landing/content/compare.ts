/*
 * The Compare Variants dialog as data (spec 000 section 1): headline specifications, then one accordion per
 * topic. Figures come from the spec's highlights and the research fact sheet (shared/research/lyriq-facts.md);
 * the two variants share powertrain and equipment, and differ only in styling. `note` numbers a figure with
 * the disclaimer it depends on (compareDisclaimers[note - 1]).
 */

export type VariantKey = 'luxury' | 'sport';

/** A value the two variants share, or one per variant. */
export type CompareValue = string | Readonly<Record<VariantKey, string>>;

export interface CompareRow {
  label: string;
  value: CompareValue;
  note?: number;
}

export interface CompareSection {
  id: string;
  title: string;
  rows: readonly CompareRow[];
  /** Shows the side-by-side slider of the two variants above the rows. */
  slider?: boolean;
}

export const compareTitle = 'COMPARE VARIANTS';

export const variantNames: Readonly<Record<VariantKey, string>> = { luxury: 'Luxury', sport: 'Sport' };

export const compareHighlights: readonly CompareRow[] = [
  { label: 'Battery', value: '102 kWh' },
  { label: 'Range (WLTP)', value: '530 km', note: 1 },
  { label: 'Power', value: '388 kW' },
  { label: 'Torque', value: '610 Nm' },
  { label: '0–100 km/h', value: '5.3 s', note: 3 },
  { label: 'Top speed', value: '210 km/h', note: 4 },
  { label: 'DC fast charge', value: '190 kW, 10–80% in 30 min', note: 2 },
];

export const compareSections: readonly CompareSection[] = [
  {
    id: 'differences',
    title: 'Variant differences',
    slider: true,
    rows: [
      {
        label: 'Crystal Shield grille',
        value: { luxury: 'Angled linear pattern', sport: 'Interlocking triangular pattern' },
      },
      {
        label: '21-inch wheels',
        value: { luxury: 'Diamond-cut, Manoogian Silver', sport: 'Polished, Satin Dark Android finish' },
      },
      { label: 'Exterior accents', value: { luxury: 'Luxury chrome', sport: 'Obsidian chrome' } },
      { label: 'Door handles', value: { luxury: 'Chrome', sport: 'Body colour' } },
    ],
  },
  {
    id: 'standard',
    title: 'Standard features',
    rows: [
      { label: 'Roof', value: 'Panoramic fixed glass roof' },
      { label: 'Tailgate', value: 'Power, hands-free' },
      { label: 'Climate', value: 'Tri-zone automatic climate control' },
      { label: 'Camera', value: '360° surround vision' },
    ],
  },
  {
    id: 'infotainment',
    title: 'Infotainment',
    rows: [
      { label: 'Display', value: '33-inch curved 9K LED display' },
      { label: 'Audio', value: 'AKG studio audio, 19 speakers' },
      { label: 'Smartphone', value: 'Wireless Apple CarPlay and Android Auto' },
    ],
  },
  {
    id: 'safety',
    title: 'Safety',
    rows: [
      {
        label: 'Driver assistance',
        value: 'Adaptive cruise control, lane keep assist, automatic emergency braking',
      },
      { label: 'Parking', value: 'Front and rear park assist, 360° camera' },
      { label: 'Tyres', value: 'Self-sealing' },
    ],
  },
  {
    id: 'interior',
    title: 'Interior',
    rows: [
      { label: 'Upholstery', value: 'Inteluxe as standard, Nappa leather available' },
      { label: 'Front seats', value: 'Heated, ventilated and massaging' },
      { label: 'Rear seats', value: 'Heated' },
    ],
  },
  {
    id: 'exterior',
    title: 'Exterior',
    rows: [
      { label: 'Lighting', value: 'Vertical LED signature lighting, choreographed welcome' },
      { label: 'Wheels', value: '21-inch alloy, 275/45R21 tyres' },
    ],
  },
  {
    id: 'performance',
    title: 'Electric performance',
    rows: [
      { label: 'Drive', value: 'Dual-motor all-wheel drive' },
      { label: 'Power / torque', value: '388 kW / 610 Nm' },
      { label: '0–100 km/h', value: '5.3 s', note: 3 },
      { label: 'Top speed', value: '210 km/h', note: 4 },
      { label: 'Drive modes', value: 'Tour, Sport, Snow/Ice, My Mode' },
    ],
  },
  {
    id: 'battery',
    title: 'Battery and charging',
    rows: [
      { label: 'Battery', value: '102 kWh lithium-ion' },
      { label: 'Range (WLTP)', value: '530 km', note: 1 },
      { label: 'DC fast charge', value: '190 kW peak, 10–80% in 30 minutes', note: 2 },
      { label: 'Charge port', value: 'CCS2' },
      { label: 'Energy use (combined)', value: '22.5 kWh/100 km', note: 1 },
    ],
  },
  {
    id: 'dimensions',
    title: 'Dimensions',
    rows: [
      { label: 'Length', value: '4,996 mm', note: 5 },
      { label: 'Width (excluding mirrors)', value: '1,977 mm', note: 5 },
      { label: 'Height', value: '1,623 mm', note: 5 },
      { label: 'Wheelbase', value: '3,094 mm' },
    ],
  },
  {
    id: 'chassis',
    title: 'Chassis',
    rows: [
      { label: 'Suspension', value: 'Five-link front and rear, frequency-dependent dampers' },
      { label: 'Steering', value: 'Electric power steering' },
    ],
  },
  {
    id: 'weights',
    title: 'Weights',
    rows: [
      { label: 'Braked towing capacity', value: '1,588 kg' },
      { label: 'Gross vehicle mass', value: '2,774 kg', note: 5 },
    ],
  },
  {
    id: 'warranty',
    title: 'Warranty',
    rows: [
      { label: 'Vehicle', value: '5 years, unlimited km' },
      { label: 'Battery', value: '8 years / 160,000 km' },
      { label: 'Roadside assist', value: '5 years' },
      { label: 'Servicing', value: 'Every 12 months / 12,000 km; 5 years scheduled servicing included' },
    ],
  },
];

/** Numbered as the figures cite them (`note`). */
export const compareDisclaimers: readonly string[] = [
  'Range and energy use are measured on the WLTP test cycle. Real-world range varies with driving style, weather, load and accessories.',
  'Charge to 80% is based on a 190 kW DC fast charger; times vary with battery temperature, state of charge and the charger.',
  '0–100 km/h time measured by the manufacturer under test conditions.',
  'Top speed is electronically limited. Obey all speed limits.',
  'Dimensions and masses are indicative and vary with equipment; confirm them with our sales team before ordering.',
];

/** The text of a value for one variant. */
export function valueFor(value: CompareValue, variant: VariantKey): string {
  return typeof value === 'string' ? value : value[variant];
}
