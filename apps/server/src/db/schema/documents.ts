import { documentKinds, uploadTypes } from '@showroom/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { inList } from './in-list';
import { orders } from './orders';

/**
 * An order's files (spec 002 section 3 "Documents"): the licence images the customer uploaded and the signed
 * contract. The bytes are in the file store under `storageKey`; one current file per order and kind (a new licence
 * image replaces the old one, a signed contract is never replaced: `contract_signatures`).
 */
export const orderDocuments = pgTable(
  'order_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: text()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text({ enum: documentKinds }).notNull(),
    storageKey: text().notNull().unique('order_documents_storage_key_unique'),
    contentType: text({ enum: uploadTypes }).notNull(),
    byteSize: integer().notNull(),
    /** SHA-256 (hex) of the stored bytes. */
    sha256: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('order_documents_order_kind_unique').on(table.orderId, table.kind),
    check('order_documents_kind_check', sql`${table.kind} in (${inList(documentKinds)})`),
    check('order_documents_type_check', sql`${table.contentType} in (${inList(uploadTypes)})`),
    check('order_documents_size_check', sql`${table.byteSize} >= 0`),
  ],
);

/**
 * Who signed an order's contract, when, from which address, and the SHA-256 of the signed PDF (spec 002 section 4
 * "Contract signing"). One per order: a signed contract cannot be replaced online; a new version needs staff.
 */
export const contractSignatures = pgTable('contract_signatures', {
  orderId: text()
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  documentId: uuid()
    .notNull()
    .references(() => orderDocuments.id, { onDelete: 'restrict' }),
  customerId: uuid()
    .notNull()
    .references(() => customers.id, { onDelete: 'restrict' }),
  fullName: text().notNull(),
  signedAt: timestamp({ withTimezone: true }).notNull(),
  ipAddress: text().notNull(),
  sha256: text().notNull(),
});

/**
 * A contract PDF that staff attached in place of the generated one (issue 22), while the contract is unsigned: the
 * customer reviews and signs exactly these bytes. It counts only while the order's current contract document still
 * has this SHA-256 (a regenerated contract replaces the document and drops this row).
 */
export const contractAttachments = pgTable('contract_attachments', {
  orderId: text()
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  documentId: uuid()
    .notNull()
    .references(() => orderDocuments.id, { onDelete: 'cascade' }),
  sha256: text().notNull(),
  fileName: text().notNull(),
  attachedAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * Download links of documents: a random token (only its SHA-256 is kept) for one customer and one document, until
 * `expiresAt`. Links are checked in the database, so every instance honours every link.
 */
export const documentLinks = pgTable(
  'document_links',
  {
    tokenHash: text().primaryKey(),
    documentId: uuid()
      .notNull()
      .references(() => orderDocuments.id, { onDelete: 'cascade' }),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('document_links_expires_idx').on(table.expiresAt)],
);
