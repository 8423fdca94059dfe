import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { Country, Id, Money } from './fields';
import { AdyenSession } from './order';

/*
 * Paying the balance by bank transfer and retrying the card deposit from the order page (spec 002 sections 3, 4
 * and 7). Every call names the order by its five ids; only its owner gets an answer.
 */

/** The five ids of an order (spec 002 get-order-details-by-yana-ids). */
export const OrderYanaIds = z.object({
  yanaCustomerID: Id,
  yanaCustomerNo: Id,
  yanaOrderID: Id,
  yanaOrderNo: Id,
  country: Country,
});

const BankDetails = z.object({
  BankName: z.string(),
  BankBranchName: z.string(),
  AccountName: z.string(),
  BSBNumber: z.string(),
  AccountNumber: z.string(),
  Phone: z.string(),
});

/** Spec 002 section 3 "Payment info for the bank transfer". */
export const PaymentInfo = z.object({
  YanaOrderNo: z.string().describe('The payment reference'),
  Balance: Money,
  PaymentDueDate: z.string().nullable().describe('DD.MM.YYYY; null until a delivery date is scheduled'),
  Country,
  BankDetails,
});
export type PaymentInfo = z.infer<typeof PaymentInfo>;

export const getPaymentInfo = defineEndpoint({
  method: 'POST',
  path: '/api/Order/get-payment-info',
  summary: "The bank transfer details of an order's balance: amount, reference, due date and bank account",
  tag: 'Order',
  body: OrderYanaIds,
  data: PaymentInfo,
});

/** The payment summary PDF (document kind PaymentSummary): GET with the order's five ids as the query. */
export const paymentSummaryPath = '/api/Documents/payment-summary.pdf';

export const saveRetryPayment = defineEndpoint({
  method: 'POST',
  path: '/api/Order/save-retry-payment',
  summary:
    "Record a retried deposit once the provider says it was authorised (the order's one completion path)",
  tag: 'Order',
  body: z.object({ order: z.object({ OrderID: Id, Country }), adyenSession: AdyenSession }),
  data: z.object({ orderStatus: z.string() }),
});

/** What the back office (or `npm run record-balance`) says arrived in the bank. */
export const BalancePaymentInput = z.object({
  orderId: Id,
  amountCents: z
    .number({ error: 'The amount is a whole number of cents.' })
    .int('The amount is a whole number of cents.')
    .positive('The amount must be more than zero.')
    .max(100_000_000, 'The amount is larger than any order.'),
  receivedOn: z.iso.date('The date the money arrived, as YYYY-MM-DD.'),
  reference: z.string().trim().max(100, 'Too long.').optional(),
});
export type BalancePaymentInput = z.infer<typeof BalancePaymentInput>;
