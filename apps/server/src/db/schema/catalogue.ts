import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/*
 * The vehicle catalogue per country (spec 000 section 3: Variant, Exterior, Interior, Option).
 * Ids are stable text ('AU-LUX', 'AU-LUX-SBM') so the seed can upsert them and links and orders can name them.
 * Paints and trims are shared by every market; an exterior is a paint offered on one variant in one country
 * (its price and default flag there; its stock is in `stock_units`), an interior likewise for a trim, and `exterior_interiors` says
 * which interiors go with which exterior. `is_sample` marks rows holding invented values (see db/seed).
 */

const countryCheck = (name: string, column: AnyPgColumn) => check(name, sql`${column} in ('AU', 'NZ')`);
const centsCheck = (name: string, column: AnyPgColumn) => check(name, sql`${column} >= 0`);
const hexCheck = (name: string, column: AnyPgColumn) => check(name, sql`${column} ~ '^#[0-9a-f]{6}$'`);

export const variants = pgTable(
  'variants',
  {
    id: text('id').primaryKey(),
    country: text('country').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** GST-inclusive price before luxury car tax and on-road costs, in cents. */
    priceCents: integer('price_cents').notNull(),
    batteryKwh: integer('battery_kwh').notNull(),
    rangeKm: integer('range_km').notNull(),
    powerKw: integer('power_kw').notNull(),
    torqueNm: integer('torque_nm').notNull(),
    /** 0-100 km/h in tenths of a second (53 = 5.3 s): a whole number, so no float is stored. */
    zeroTo100Tenths: integer('zero_to_100_tenths').notNull(),
    topSpeedKmh: integer('top_speed_kmh').notNull(),
    dcChargeKw: integer('dc_charge_kw').notNull(),
    dcChargeTo80Minutes: integer('dc_charge_to_80_minutes').notNull(),
    picture: text('picture').notNull(),
    pictureMobile: text('picture_mobile').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    orderingNo: integer('ordering_no').notNull(),
    isSample: boolean('is_sample').notNull().default(false),
  },
  (t) => [
    unique('variants_country_name_unique').on(t.country, t.name),
    uniqueIndex('variants_one_default_per_country').on(t.country).where(sql`${t.isDefault}`),
    index('variants_country_ordering_idx').on(t.country, t.orderingNo),
    countryCheck('variants_country_check', t.country),
    centsCheck('variants_price_cents_check', t.priceCents),
  ],
);

export const paintFinishes = ['solid', 'metallic', 'tintcoat', 'tricoat'] as const;

export const paints = pgTable(
  'paints',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull().unique('paints_name_unique'),
    descTitle: text('desc_title').notNull(),
    description: text('description').notNull(),
    /** Base colour of the illustrations, lower-case '#rrggbb'. */
    colorHex: text('color_hex').notNull(),
    finish: text('finish', { enum: paintFinishes }).notNull(),
    isSample: boolean('is_sample').notNull().default(false),
  },
  (t) => [
    hexCheck('paints_color_hex_check', t.colorHex),
    check('paints_finish_check', sql`${t.finish} in ('solid', 'metallic', 'tintcoat', 'tricoat')`),
  ],
);

export const trimMaterials = ['Inteluxe', 'Nappa'] as const;

export const trims = pgTable(
  'trims',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull().unique('trims_name_unique'),
    descTitle: text('desc_title').notNull(),
    description: text('description').notNull(),
    material: text('material', { enum: trimMaterials }).notNull(),
    seatHex: text('seat_hex').notNull(),
    accentHex: text('accent_hex').notNull(),
    isSample: boolean('is_sample').notNull().default(false),
  },
  (t) => [
    hexCheck('trims_seat_hex_check', t.seatHex),
    hexCheck('trims_accent_hex_check', t.accentHex),
    check('trims_material_check', sql`${t.material} in ('Inteluxe', 'Nappa')`),
  ],
);

export const exteriors = pgTable(
  'exteriors',
  {
    id: text('id').primaryKey(),
    variantId: text('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    paintCode: text('paint_code')
      .notNull()
      .references(() => paints.code, { onDelete: 'restrict' }),
    priceCents: integer('price_cents').notNull(),
    /** Views 0-3: front three-quarter, side, rear three-quarter, front. */
    pictures: text('pictures').array().notNull(),
    pictureMobile: text('picture_mobile').notNull(),
    filterImage: text('filter_image').notNull(),
    filterMobile: text('filter_mobile').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    orderingNo: integer('ordering_no').notNull(),
    isSample: boolean('is_sample').notNull().default(false),
  },
  (t) => [
    unique('exteriors_variant_paint_unique').on(t.variantId, t.paintCode),
    // Target of the pairing table's foreign key, which keeps a pairing inside one variant.
    unique('exteriors_id_variant_unique').on(t.id, t.variantId),
    uniqueIndex('exteriors_one_default_per_variant').on(t.variantId).where(sql`${t.isDefault}`),
    index('exteriors_variant_ordering_idx').on(t.variantId, t.orderingNo),
    centsCheck('exteriors_price_cents_check', t.priceCents),
    check('exteriors_pictures_check', sql`cardinality(${t.pictures}) = 4`),
  ],
);

export const interiors = pgTable(
  'interiors',
  {
    id: text('id').primaryKey(),
    variantId: text('variant_id')
      .notNull()
      .references(() => variants.id, { onDelete: 'cascade' }),
    trimCode: text('trim_code')
      .notNull()
      .references(() => trims.code, { onDelete: 'restrict' }),
    priceCents: integer('price_cents').notNull(),
    /** Views 0-2: dashboard, seats, rear. */
    pictures: text('pictures').array().notNull(),
    pictureMobile: text('picture_mobile').notNull(),
    filterImage: text('filter_image').notNull(),
    filterMobile: text('filter_mobile').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    orderingNo: integer('ordering_no').notNull(),
    isSample: boolean('is_sample').notNull().default(false),
  },
  (t) => [
    unique('interiors_variant_trim_unique').on(t.variantId, t.trimCode),
    unique('interiors_id_variant_unique').on(t.id, t.variantId),
    uniqueIndex('interiors_one_default_per_variant').on(t.variantId).where(sql`${t.isDefault}`),
    index('interiors_variant_ordering_idx').on(t.variantId, t.orderingNo),
    centsCheck('interiors_price_cents_check', t.priceCents),
    check('interiors_pictures_check', sql`cardinality(${t.pictures}) = 3`),
  ],
);

/** Which interiors may be ordered with which exterior; both of the same variant (enforced by the keys). */
export const exteriorInteriors = pgTable(
  'exterior_interiors',
  {
    variantId: text('variant_id').notNull(),
    exteriorId: text('exterior_id').notNull(),
    interiorId: text('interior_id').notNull(),
  },
  (t) => [
    primaryKey({ name: 'exterior_interiors_pk', columns: [t.exteriorId, t.interiorId] }),
    foreignKey({
      name: 'exterior_interiors_exterior_fk',
      columns: [t.exteriorId, t.variantId],
      foreignColumns: [exteriors.id, exteriors.variantId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'exterior_interiors_interior_fk',
      columns: [t.interiorId, t.variantId],
      foreignColumns: [interiors.id, interiors.variantId],
    }).onDelete('cascade'),
    index('exterior_interiors_interior_idx').on(t.interiorId, t.variantId),
  ],
);

export const optionTypes = ['Accessories', 'Charge'] as const;

export const vehicleOptions = pgTable(
  'vehicle_options',
  {
    id: text('id').primaryKey(),
    country: text('country').notNull(),
    optionType: text('option_type', { enum: optionTypes }).notNull(),
    /** 1 home charger, 2 more public charging or credit, 3 add-on to 1 (docs/decisions/0005); null for accessories. */
    chargeType: smallint('charge_type'),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    pictures: text('pictures').array().notNull(),
    pictureMobile: text('picture_mobile').notNull(),
    description: text('description').notNull(),
    termsDescription: text('terms_description').notNull(),
    /** Withdrawn by the catalogue: listed without a price and not selectable. */
    disabled: boolean('disabled').notNull().default(false),
    orderingNo: integer('ordering_no').notNull(),
    isSample: boolean('is_sample').notNull().default(false),
  },
  (t) => [
    unique('vehicle_options_country_type_name_unique').on(t.country, t.optionType, t.name),
    index('vehicle_options_country_ordering_idx').on(t.country, t.optionType, t.orderingNo),
    countryCheck('vehicle_options_country_check', t.country),
    centsCheck('vehicle_options_price_cents_check', t.priceCents),
    check('vehicle_options_type_check', sql`${t.optionType} in ('Accessories', 'Charge')`),
    check(
      'vehicle_options_charge_type_check',
      sql`(${t.optionType} = 'Charge' and ${t.chargeType} in (1, 2, 3)) or (${t.optionType} = 'Accessories' and ${t.chargeType} is null)`,
    ),
  ],
);
