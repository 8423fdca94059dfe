import { countryCodes, orderStatuses } from '@showroom/domain';
import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { Id, Money } from './fields';
import { DayText, nextCursor, PageRequest } from './staff';

/* The back office's orders (docs/staff.md): search, the order with its pipeline, and what staff do to it. */

const Reason = z
  .string()
  .trim()
  .min(3, 'Give a reason (at least 3 characters).')
  .max(500, 'At most 500 characters.');
const OrderId = Id.describe('The order id (orders.id)');

export const staffOrderSortKeys = ['createdAt', 'orderNo', 'status', 'driveAwayCents'] as const;

export const StaffOrderFilterFields = {
  status: z.enum(orderStatuses, { error: 'Choose a status from the list.' }).nullish(),
  country: z.enum(countryCodes, { error: 'Country must be AU or NZ.' }).nullish(),
  from: DayText.nullish(),
  to: DayText.nullish(),
  customer: z.string().trim().max(120, 'Too long.').nullish(),
  vin: z.string().trim().toUpperCase().max(17, 'A VIN has 17 characters.').nullish(),
  orderNo: z.string().trim().max(20, 'Too long.').nullish(),
};

const StaffOrderRow = z.object({
  id: z.string(),
  orderNo: z.string(),
  status: z.string(),
  country: z.string(),
  customerName: z.string(),
  email: z.string(),
  vin: z.string().nullable(),
  driveAwayCents: z.number().int(),
  createdAt: z.string(),
});
export type StaffOrderRowData = z.infer<typeof StaffOrderRow>;

export const listStaffOrders = defineEndpoint({
  method: 'POST',
  path: '/api/staff/orders',
  summary:
    'Search orders (viewer and up): filters, server-side sort, keyset pages; CSV at GET /api/staff/orders.csv',
  tag: 'Staff',
  body: z.strictObject({
    ...StaffOrderFilterFields,
    sort: z
      .object({
        by: z.enum(staffOrderSortKeys, { error: 'Sort by createdAt, orderNo, status or driveAwayCents.' }),
        dir: z.enum(['asc', 'desc'], { error: 'Direction is asc or desc.' }),
      })
      .default({ by: 'createdAt', dir: 'desc' }),
    ...PageRequest,
  }),
  data: z.object({ orders: z.array(StaffOrderRow), nextCursor }),
});

/** The events staff can move an order on with (the rest come from the customer, the payment or the system). */
export const staffAdvanceEvents = [
  'DetailsProvided',
  'FinanceApplicationSubmitted',
  'FinanceApproved',
  'DeliveryScheduled',
  'VehiclePrepared',
  'Delivered',
] as const;

const StaffOrderDetail = z.object({
  order: StaffOrderRow.extend({
    paymentOption: z.string(),
    deliveryOption: z.string(),
    mobile: z.string(),
    selection: z.string(),
    depositCents: z.number().int(),
    balanceCents: z.number().int(),
  }),
  steps: z.array(
    z.object({ name: z.string(), status: z.number().int(), completedAt: z.string().nullable() }),
  ),
  advanceable: z.array(z.enum(staffAdvanceEvents)),
  reversible: z.array(z.string()),
  cancellable: z.boolean(),
  payments: z.array(z.object({ at: z.string(), name: z.string(), amountCents: z.number().int() })),
  events: z.array(
    z.object({
      at: z.string(),
      event: z.string(),
      actor: z.string(),
      from: z.string(),
      to: z.string(),
      detail: z.unknown(),
    }),
  ),
  notes: z.array(z.object({ at: z.string(), staffEmail: z.string(), text: z.string() })),
  emails: z.array(
    z.object({ at: z.string(), subject: z.string(), template: z.string(), status: z.string() }),
  ),
});
export type StaffOrderDetailData = z.infer<typeof StaffOrderDetail>;

export const getStaffOrder = defineEndpoint({
  method: 'POST',
  path: '/api/staff/orders/get',
  summary: 'One order with its pipeline, log, payments, notes and email history (viewer and up)',
  tag: 'Staff',
  body: z.strictObject({ orderId: OrderId }),
  data: StaffOrderDetail,
});

export const advanceStaffOrder = defineEndpoint({
  method: 'POST',
  path: '/api/staff/orders/advance',
  summary: 'Move the order on a step with a staff event and a reason (sales and up)',
  tag: 'Staff',
  body: z
    .strictObject({
      orderId: OrderId,
      event: z.enum(staffAdvanceEvents, { error: 'Choose a step staff can record.' }),
      reason: Reason,
      date: DayText.nullish(),
      time: z
        .string()
        .trim()
        .regex(/^\d{2}:\d{2}$/, 'Use HH:MM.')
        .nullish(),
    })
    .superRefine((body, ctx) => {
      if (body.event !== 'DeliveryScheduled') return;
      if (!body.date) ctx.addIssue({ code: 'custom', path: ['date'], message: 'Give the handover date.' });
      if (!body.time) ctx.addIssue({ code: 'custom', path: ['time'], message: 'Give the handover time.' });
    }),
  data: z.object({ status: z.string() }),
});

export const rollBackStaffOrder = defineEndpoint({
  method: 'POST',
  path: '/api/staff/orders/roll-back',
  summary: 'Undo a finished step (and those that need it) with a reason (sales and up)',
  tag: 'Staff',
  body: z.strictObject({
    orderId: OrderId,
    milestone: z.string().trim().min(1, 'Choose the step to undo.'),
    reason: Reason,
  }),
  data: z.object({ status: z.string() }),
});

export const addStaffOrderNote = defineEndpoint({
  method: 'POST',
  path: '/api/staff/orders/note',
  summary: 'Add a staff note to the order (sales and up)',
  tag: 'Staff',
  body: z.strictObject({
    orderId: OrderId,
    text: z.string().trim().min(1, 'Write the note.').max(2000, 'At most 2000 characters.'),
  }),
  data: z.object({ at: z.string() }),
});

export const cancelStaffOrder = defineEndpoint({
  method: 'POST',
  path: '/api/staff/orders/cancel',
  summary: 'Cancel the order and refund its deposit through the payment provider (sales and up)',
  tag: 'Staff',
  body: z.strictObject({ orderId: OrderId, reason: Reason }),
  data: z.object({
    status: z.string(),
    refundedCents: z.number().int(),
    refundReference: z.string().nullable().describe("The provider's reference, once it took the refund"),
    refundStatus: z
      .enum(['Requested', 'Refunded', 'Failed'])
      .nullable()
      .describe('Where the refund stands (the sweep asks again while the provider has not taken it)'),
  }),
});

export const recordStaffBankPayment = defineEndpoint({
  method: 'POST',
  path: '/api/staff/orders/bank-payment',
  summary: 'Record a bank transfer against the balance (sales and up)',
  tag: 'Staff',
  body: z.strictObject({
    orderId: OrderId,
    amountCents: Money.refine((cents) => cents > 0, 'The amount must be more than 0.'),
    receivedOn: DayText,
    reference: z.string().trim().max(60, 'At most 60 characters.').nullish(),
  }),
  data: z.object({ balanceCents: z.number().int(), paidInFull: z.boolean() }),
});
