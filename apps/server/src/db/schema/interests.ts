import { interestTypes } from '@showroom/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { exteriors, interiors, variants } from './catalogue';
import { customers } from './customers';
import { inList } from './in-list';

/** An option of a saved configuration, as the catalogue priced it when the record was written. */
export interface SavedOption {
  id: string;
  type: 'Accessories' | 'Charge';
  name: string;
  priceCents: number;
  description: string;
  chargeType: number | null;
}

/**
 * Interest records (spec 000 section 3 "Interest record"): a shared configuration link, a link sent by email,
 * and every enquiry (contact, waitlist, test drive, call-back). The vehicle is stored as catalogue ids with the
 * names and prices the catalogue had at that moment; prices a client sent are never stored.
 */
export const interests = pgTable(
  'interests',
  {
    id: uuid().primaryKey().defaultRandom(),
    interestType: text({ enum: interestTypes }).notNull(),
    /** A shared link's key (192 random bits, base64url); a random UUID for every other record. */
    webUniqueKey: text().notNull().unique('interests_web_unique_key_unique'),
    /** A shared link stops working at this instant (enforced by get-interest); null for other records. */
    linkExpiresAt: timestamp({ withTimezone: true }),
    /** An email share: the shared link it sent. */
    sharedLinkId: uuid().references((): AnyPgColumn => interests.id, { onDelete: 'cascade' }),
    country: text().notNull(),
    state: text(),
    variantId: text().references(() => variants.id, { onDelete: 'set null' }),
    variantName: text(),
    variantPriceCents: integer(),
    exteriorId: text().references(() => exteriors.id, { onDelete: 'set null' }),
    exteriorName: text(),
    exteriorPriceCents: integer(),
    interiorId: text().references(() => interiors.id, { onDelete: 'set null' }),
    interiorName: text(),
    interiorPriceCents: integer(),
    options: jsonb().$type<SavedOption[]>().notNull().default([]),
    /** The drive-away price an email share quoted, computed by the server. */
    driveAwayPriceCents: integer(),
    customerType: text({ enum: ['Private', 'Business'] }).notNull(),
    paymentOption: text(),
    email: text(),
    firstName: text(),
    lastName: text(),
    mobile: text(),
    abn: text(),
    businessName: text(),
    deliveryAddress: text(),
    deliveryState: text(),
    deliverySuburb: text(),
    deliveryPostcode: text(),
    deliveryOption: text(),
    estDeliveryDate: text(),
    privacyStatement: boolean().notNull().default(false),
    marketing: boolean().notNull().default(false),
    comments: text(),
    vehicleThumbnail: text(),
    source: text(),
    utmTag: text(),
    /** The client's ifCallYanaAPI: whether the record is for the sales CRM (false for an email share). */
    forwardToCrm: boolean().notNull().default(true),
    /** The signed-in customer who made the record (null for a visitor): what their data export and deletion cover. */
    customerId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('interests_type_check', sql`${table.interestType} in (${inList(interestTypes)})`),
    check('interests_country_check', sql`${table.country} in ('AU', 'NZ')`),
    check(
      'interests_prices_check',
      sql`coalesce(${table.variantPriceCents}, 0) >= 0 and coalesce(${table.exteriorPriceCents}, 0) >= 0 and coalesce(${table.interiorPriceCents}, 0) >= 0 and coalesce(${table.driveAwayPriceCents}, 0) >= 0`,
    ),
    check(
      'interests_link_expiry_check',
      sql`(${table.interestType} = 'ShareLink') = (${table.linkExpiresAt} is not null)`,
    ),
    index('interests_created_idx').on(table.createdAt.desc()),
    index('interests_shared_link_idx').on(table.sharedLinkId),
    index('interests_customer_idx').on(table.customerId),
  ],
);

/** Page events of POST /api/Tracking/add-tracking. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventName: text().notNull(),
    pageUrl: text(),
    data: jsonb().$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tracking_events_created_idx').on(table.createdAt.desc())],
);
