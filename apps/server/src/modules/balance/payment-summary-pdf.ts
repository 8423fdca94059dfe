import { type CountryCode, cents, displayWireDate, formatMoney, timeZoneOf } from '@showroom/domain';
import PDFDocument from 'pdfkit';
import type { DbExecutor } from '../../platform/mail/enqueue-email';
import type { ConfigurationSnapshot, OrderRow } from '../order';
import { type BalanceSummary, balanceSummaryOf } from './balance-summary';

/** Who and what the summary is for, beside its figures. */
export interface PaymentSummaryHeader {
  customerName: string;
  vehicle: string;
  generatedAt: Date;
}

const money = (value: number) => formatMoney(cents(value));

/**
 * The standard PDF fonts are WinAnsi: the minus sign (U+2212) the order page puts before a refund is not in it and
 * would print as a stray quote, so the PDF writes a hyphen-minus (as the contract PDF does).
 */
const winAnsi = (text: string) => text.replace(/\u2212/g, '-');

/** A payment's date as the order page shows it: '25 November 2026' in the market's zone. */
function longDate(instant: Date, country: CountryCode): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone: timeZoneOf(country), dateStyle: 'long' }).format(
    instant,
  );
}

/**
 * The order's payment summary as a PDF (document kind PaymentSummary, spec 002 section 3), written with pdfkit:
 * the drive-away price and the ledger (every payment received and every refund); then, for a placed order, the
 * balance owing, its due date and the bank transfer details; for an unpaid one, the deposit due; for a cancelled
 * one, that it is cancelled, nothing is owing, and no bank details.
 * The figures are the ones the order page and the Arrange Payment dialog show (one `BalanceSummary`).
 */
export function paymentSummaryPdf(summary: BalanceSummary, header: PaymentSummaryHeader): Promise<Buffer> {
  const { info } = summary;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Payment summary ${info.YanaOrderNo}`, Author: 'Cadillac', Subject: 'Payment summary' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(11);
    doc.text(winAnsi(label), left, y, { width: width * 0.65 });
    const after = doc.y;
    doc.text(winAnsi(value), left + width * 0.65, y, { width: width * 0.35, align: 'right' });
    doc.y = Math.max(after, doc.y) + 4;
  };
  const heading = (text: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).text(text, left, doc.y, { width });
    doc.moveDown(0.3);
  };

  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(info.Country === 'NZ' ? 'Cadillac New Zealand' : 'Cadillac Australia');
  doc.font('Helvetica-Bold').fontSize(16).text('Payment summary');
  doc.moveDown(0.5);
  row('Order number', info.YanaOrderNo);
  row('Customer', header.customerName);
  row('Vehicle', header.vehicle);
  row('Issued', longDate(header.generatedAt, info.Country));

  heading('Payments');
  row('Drive-away price', money(summary.driveAwayCents));
  if (summary.standing === 'DepositDue') {
    row('Deposit due (by card)', money(summary.depositCents));
    row('Balance after deposit', money(summary.driveAwayCents - summary.depositCents), true);
  }
  if (summary.history.length === 0) row('No payments have been received yet.', '');
  for (const entry of summary.history) {
    const refund = entry.kind === 'refund';
    const status = refund
      ? ` (${entry.status.toLowerCase()}${entry.reference ? `, ref. ${entry.reference}` : ''})`
      : '';
    row(
      `${longDate(entry.paymentDate, info.Country)}  ${entry.paymentName}${status}`,
      refund ? `−${money(entry.paymentAmount)}` : money(entry.paymentAmount),
    );
  }
  if (summary.standing === 'Closed') {
    row('Total paid, less refunds', money(summary.paidCents));
    row('Balance owing', 'Nothing: this order is cancelled', true);
    doc.moveDown(0.5).font('Helvetica').fontSize(10).fillColor('#444444');
    doc.text(
      `This order is cancelled. Card payments are refunded to the card they came from; a refund can take a few business days to reach your account. Questions: ${info.BankDetails.Phone}.`,
      left,
      doc.y,
      { width },
    );
    doc.end();
    return done;
  }
  if (summary.standing === 'DepositDue') {
    doc.end();
    return done;
  }
  row('Total paid', money(summary.paidCents));
  row('Balance owing', money(info.Balance), true);
  row(
    'Payment due',
    info.PaymentDueDate
      ? displayWireDate(info.PaymentDueDate)
      : 'Follows from your delivery date (3 business days before it)',
  );

  heading('Pay by bank transfer');
  row('Bank', info.BankDetails.BankName);
  row('Branch', info.BankDetails.BankBranchName);
  row('Account name', info.BankDetails.AccountName);
  row(info.Country === 'NZ' ? 'Bank and branch' : 'BSB', info.BankDetails.BSBNumber);
  row('Account number', info.BankDetails.AccountNumber);
  row('Payment reference', info.YanaOrderNo, true);
  doc.moveDown(0.5).font('Helvetica').fontSize(9).fillColor('#444444');
  doc.text(
    `Full payment is due at least 3 business days before your delivery or collection. Transfers can take up to 3 business days to appear in your balance. Questions: ${info.BankDetails.Phone}.`,
    left,
    doc.y,
    { width },
  );
  doc.end();
  return done;
}

/** An order's payment summary as it stands at `generatedAt`: its figures and the PDF showing them. */
export async function orderPaymentSummary(db: DbExecutor, order: OrderRow, generatedAt: Date) {
  const summary = await balanceSummaryOf(db, order);
  const pdf = await paymentSummaryPdf(summary, {
    customerName: [order.firstName, order.lastName].join(' '),
    vehicle: `Cadillac LYRIQ ${(order.configuration as ConfigurationSnapshot).variantName}`,
    generatedAt,
  });
  return { summary, pdf };
}
