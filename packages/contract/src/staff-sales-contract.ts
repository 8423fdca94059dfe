import { maxUploadBytes } from '@showroom/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { Id } from './fields';

/*
 * The back office's contract of an order (issue 22, docs/staff.md): where it stands, and, while the customer has
 * not signed, regenerate it from the order or attach a PDF in its place (sales and up).
 */

const OrderId = Id.describe('The order id (orders.id)');
const base64Limit = Math.ceil(maxUploadBytes / 3) * 4;

export const staffContractStatuses = ['none', 'draft', 'attached', 'signed'] as const;

const StaffContract = z.object({
  /** none: no contract written yet (the customer's draft is made from the order when they open it). */
  status: z.enum(staffContractStatuses),
  document: z
    .object({
      id: z.string(),
      sha256: z.string(),
      byteSize: z.number().int(),
      createdAt: z.string(),
      fileName: z.string().nullable(),
    })
    .nullable(),
  signedAt: z.string().nullable(),
  signedBy: z.string().nullable(),
});
export type StaffContractData = z.infer<typeof StaffContract>;

export const getStaffContract = defineEndpoint({
  method: 'POST',
  path: '/api/staff/orders/contract',
  summary:
    "The order's contract: none, a generated draft, a PDF staff attached, or signed (viewer and up); the file at GET /api/staff/orders/contract.pdf?orderId=",
  tag: 'Staff',
  body: z.strictObject({ orderId: OrderId }),
  data: StaffContract,
});

export const regenerateStaffContract = defineEndpoint({
  method: 'POST',
  path: '/api/staff/orders/contract/regenerate',
  summary:
    'Generate the contract again from the order as it stands, replacing an attached PDF; unsigned only (sales and up)',
  tag: 'Staff',
  body: z.strictObject({ orderId: OrderId }),
  data: StaffContract,
});

export const attachStaffContract = defineEndpoint({
  method: 'POST',
  path: '/api/staff/orders/contract/attach',
  summary:
    'Attach a PDF (at most 10 MB, base64) as the contract the customer reviews and signs; unsigned only (sales and up)',
  tag: 'Staff',
  body: z.strictObject({
    orderId: OrderId,
    fileName: z.string().trim().min(1, 'Give the file name.').max(255, 'At most 255 characters.'),
    file: z
      .string()
      .min(1, 'Choose a PDF file.')
      .max(base64Limit, 'The file is larger than 10 MB.')
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The file must be sent in base64.'),
  }),
  data: StaffContract,
});
