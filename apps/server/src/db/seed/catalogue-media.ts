/*
 * The picture URLs the catalogue stores. They point at the shop's own SVG renderer (no external image hosts,
 * ARCHITECTURE.md section 6), which draws the vehicle and trims from the query parameters. Stored as data so a
 * market can later point them at photography without a code change. The one place that knows the scheme.
 */

export type VariantStyle = 'luxury' | 'sport';
export type PaintFinish = 'solid' | 'metallic' | 'tintcoat' | 'tricoat';
export type TrimMaterial = 'Inteluxe' | 'Nappa';
export type OptionPictureSlug =
  | 'floor-liners'
  | 'cargo-tray'
  | 'roof-bars'
  | 'tow-hitch'
  | 'wheel-locks'
  | 'home-charger'
  | 'public-charging'
  | 'charging-credit'
  | 'extended-installation';

export interface PaintLook {
  colorHex: string;
  finish: PaintFinish;
}

export interface TrimLook {
  seatHex: string;
  accentHex: string;
  material: TrimMaterial;
}

/** Exterior views by index, as the gallery expects them (spec 000 section 9: indices 0-3). */
const exteriorViews = ['front34', 'side', 'rear34', 'front'] as const;
/** Interior views by index (indices 0-2). */
const interiorViews = ['dash', 'seats', 'rear'] as const;

const hex = (value: string) => value.replace(/^#/, '').toLowerCase();
const paintQuery = (paint: PaintLook) => `color=${hex(paint.colorHex)}&finish=${paint.finish}`;
const trimQuery = (trim: TrimLook) =>
  `seat=${hex(trim.seatHex)}&accent=${hex(trim.accentHex)}&material=${trim.material.toLowerCase()}`;

/** Views 0-3 of a variant in a paint: front three-quarter, side, rear three-quarter, front. */
export function exteriorPictures(style: VariantStyle, paint: PaintLook): string[] {
  return exteriorViews.map((view) => `/media/vehicle/${style}/${view}.svg?${paintQuery(paint)}`);
}

/** The front three-quarter view: the mobile exterior picture and the variant picture. */
export function frontThreeQuarter(style: VariantStyle, paint: PaintLook): string {
  return `/media/vehicle/${style}/front34.svg?${paintQuery(paint)}`;
}

export function paintSwatch(paint: PaintLook): string {
  return `/media/swatch/paint.svg?${paintQuery(paint)}`;
}

/** Views 0-2 of a trim: dashboard, seats, rear. */
export function interiorPictures(trim: TrimLook): string[] {
  return interiorViews.map((view) => `/media/interior/${view}.svg?${trimQuery(trim)}`);
}

export function trimSwatch(trim: TrimLook): string {
  return `/media/swatch/trim.svg?${trimQuery(trim)}`;
}

export function optionPicture(slug: OptionPictureSlug): string {
  return `/media/option/${slug}.svg`;
}
