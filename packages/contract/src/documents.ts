import {
  documentKinds,
  licenceImageKinds,
  maxUploadBytes,
  orderDetailsTexts,
  uploadTypes,
} from '@showroom/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { AustralianStateCode, Country, Id } from './fields';

/*
 * The customer's details and the order's documents (spec 002 sections 3 "Documents", 7 and 8): update-order-details
 * with the licence images, get-documents and get-specific-document. Files travel as base64 in the JSON body; their
 * type is decided by the server from the content.
 */

/** The order's ids as the order page's calls send them. */
export const OrderIdsBody = {
  YanaCustomerID: Id,
  YanaCustomerNo: Id,
  YanaOrderID: Id,
  YanaOrderNo: Id,
  Country,
};

const text = (max: number) => z.string().trim().max(max, 'Too long.').default('');

/** The details form's fields (empty = not given yet). */
export const OrderDetailsFields = z.object({
  DriveLicenseNumber: text(20),
  DriveLicenseExpDate: text(10).describe('YYYY-MM-DD'),
  BillingAddress: text(200),
  BillingSuburb: text(100),
  BillingPostCode: text(4),
  BillingState: text(3),
  RegoAddress: text(200),
  RegoSuburb: text(100),
  RegoPostCode: text(4),
  RegoState: text(3),
});
export type OrderDetailsFields = z.infer<typeof OrderDetailsFields>;
type FieldName = keyof OrderDetailsFields;

const fieldRules: Record<FieldName, { message: string; valid(value: string, country: string): boolean }> = {
  DriveLicenseNumber: {
    message: 'Require Valid Driver Licence Number',
    valid: (value) => /^[A-Za-z0-9]{4,12}$/.test(value),
  },
  DriveLicenseExpDate: {
    message: 'Require Valid Licence Expiry Date',
    valid: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
  },
  BillingAddress: { message: 'Require Valid Billing Address', valid: (value) => value.length >= 3 },
  BillingSuburb: { message: 'Require Valid Billing Suburb', valid: (value) => value.length >= 2 },
  BillingPostCode: { message: 'Require Valid Billing Post Code', valid: (value) => /^\d{4}$/.test(value) },
  BillingState: {
    message: 'Require Valid Billing State',
    valid: (value, country) => (country === 'AU' ? AustralianStateCode.safeParse(value).success : true),
  },
  RegoAddress: { message: 'Require Valid Registration Address', valid: (value) => value.length >= 3 },
  RegoSuburb: { message: 'Require Valid Registration Suburb', valid: (value) => value.length >= 2 },
  RegoPostCode: { message: 'Require Valid Registration Post Code', valid: (value) => /^\d{4}$/.test(value) },
  RegoState: {
    message: 'Require Valid Registration State',
    valid: (value, country) => (country === 'AU' ? AustralianStateCode.safeParse(value).success : true),
  },
};

/** A state is required in Australia only (New Zealand addresses have none). */
const requiredFor = (field: FieldName, country: string) => !field.endsWith('State') || country === 'AU';

/**
 * The field messages of the details form: a given field must be valid; when submitting, every field is required.
 * The server and the form use this one rule.
 */
export function orderDetailsProblems(
  fields: OrderDetailsFields,
  country: string,
  submit: boolean,
): { field: FieldName; message: string }[] {
  return (Object.keys(fieldRules) as FieldName[]).flatMap((field) => {
    const value = fields[field];
    const rule = fieldRules[field];
    if (value === '') return submit && requiredFor(field, country) ? [{ field, message: rule.message }] : [];
    return rule.valid(value, country) ? [] : [{ field, message: rule.message }];
  });
}

const base64Limit = Math.ceil(maxUploadBytes / 3) * 4;

export const UploadedDocument = z.strictObject({
  DocumentType: z.enum(licenceImageKinds, {
    error: `DocumentType must be ${licenceImageKinds.join(' or ')}.`,
  }),
  FileName: z.string().trim().min(1, 'Required.').max(255, 'Too long.'),
  Content: z
    .string()
    .max(base64Limit, orderDetailsTexts.tooLarge)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Content must be the file in base64.'),
});

export const updateOrderDetails = defineEndpoint({
  method: 'POST',
  path: '/api/Order/update-order-details',
  summary:
    "The owner saves or submits the licence, billing and registration details with the licence's front and back (JPEG, PNG or PDF, at most 10 MB each)",
  tag: 'Order',
  body: z
    .strictObject({
      customerDetails: z.strictObject({
        ...OrderIdsBody,
        ...OrderDetailsFields.shape,
        Submit: z.boolean().default(false).describe('true: submit (all required); false: save what is given'),
      }),
      docs: z.array(UploadedDocument).max(2, 'At most the front and the back.').default([]),
    })
    .superRefine((body, context) => {
      const { customerDetails: details } = body;
      for (const problem of orderDetailsProblems(details, details.Country, details.Submit)) {
        context.addIssue({
          code: 'custom',
          path: ['customerDetails', problem.field],
          message: problem.message,
        });
      }
      const kinds = body.docs.map((doc) => doc.DocumentType);
      if (new Set(kinds).size !== kinds.length) {
        context.addIssue({ code: 'custom', path: ['docs'], message: 'Send each side of the licence once.' });
      }
    }),
  data: z.object({
    message: z.enum([orderDetailsTexts.submitted, orderDetailsTexts.saved]),
    submitted: z.boolean(),
  }),
});

/** One document of the order (spec 002 section 3 "Documents": list rows). */
export const DocumentRow = z.object({
  reportName: z.string(),
  reportType: z.enum(documentKinds),
  key: z.string().describe('The document id'),
  contentType: z.enum(uploadTypes),
  url: z.string().describe('Shows the file; works for its owner only, for a few minutes'),
  downloadUrl: z.string().describe('Downloads the file; works for its owner only, for a few minutes'),
});

export const getDocuments = defineEndpoint({
  method: 'POST',
  path: '/api/Documents/get-documents',
  summary: "The order's documents with expiring view and download links, for its signed-in owner",
  tag: 'Documents',
  body: z.strictObject(OrderIdsBody),
  data: z.array(DocumentRow),
});

export const getSpecificDocument = defineEndpoint({
  method: 'POST',
  path: '/api/Documents/get-specific-document',
  summary:
    'The latest document of each kind asked for (the contract: the signed one, or the draft to review before signing)',
  tag: 'Documents',
  body: z.strictObject({
    ...OrderIdsBody,
    Documents: z
      .array(z.enum(documentKinds, { error: `Documents must be among ${documentKinds.join(', ')}.` }))
      .min(1, 'Name at least one document.')
      .max(documentKinds.length),
  }),
  data: z.array(
    z.object({
      reportName: z.string(),
      reportType: z.enum(documentKinds),
      displayUrl: z.string(),
      key: z.string(),
      sha256: z
        .string()
        .describe(
          'SHA-256 (hex) of this version of the document: sign-contract names the contract it signs by it',
        ),
      downloadUrl: z.string(),
    }),
  ),
});
