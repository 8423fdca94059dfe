import { contractConsentText, type OrderPriceLine, type OrderPriceSections } from '@showroom/domain';
import PDFDocument from 'pdfkit';
import type { DealerDetails } from '../dealer';

/** What the contract says: the order as its owner sees it, the dealer of its market and, once signed, who signed. */
export interface ContractContent {
  orderNumber: string;
  issuedOn: string;
  dealer: DealerDetails;
  buyer: { label: string; value: string }[];
  handover: { label: string; value: string }[];
  payment: { label: string; value: string }[];
  prices: OrderPriceSections;
  signature?: { fullName: string; signedAt: string; ipAddress: string };
}

const margin = 56;
const pageWidth = 595.28; // A4
const contentWidth = pageWidth - 2 * margin;
const amountWidth = 110;

/** The standard PDF fonts are WinAnsi: the one character of our texts outside it is the minus sign. */
const winAnsi = (text: string) => text.replace(/\u2212/g, '-');

/**
 * The vehicle sales order contract as a PDF (pdfkit, standard Helvetica, A4). The price lines are the order page's
 * own (`orderPriceLines`), so the contract and the page show the same cents in the same words.
 */
export function contractPdf(content: ContractContent, createdAt: Date): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    info: {
      Title: `Vehicle sales order contract ${content.orderNumber}`,
      Author: content.dealer.name,
      CreationDate: createdAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  const heading = (text: string) => {
    doc
      .moveDown(0.8)
      .font('Helvetica-Bold')
      .fontSize(12)
      .text(winAnsi(text), margin, undefined, { width: contentWidth });
    doc.moveDown(0.3).font('Helvetica').fontSize(10);
  };
  const line = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(winAnsi(label), margin, y, { width: contentWidth - amountWidth - 8 });
    const after = doc.y;
    doc.text(winAnsi(value), margin + contentWidth - amountWidth, y, { width: amountWidth, align: 'right' });
    doc.y = Math.max(after, doc.y);
  };
  const priceLines = (lines: OrderPriceLine[]) => {
    for (const item of lines) line(item.label, item.amount, item.total);
  };

  doc.font('Helvetica-Bold').fontSize(18).text('Vehicle Sales Order Contract', { width: contentWidth });
  doc.font('Helvetica').fontSize(10).moveDown(0.3);
  doc.text(`Order ${content.orderNumber} · issued ${content.issuedOn}`.replace('·', '-'));

  heading('Seller');
  for (const text of [
    content.dealer.name,
    content.dealer.businessNumber,
    content.dealer.address,
    `Licence: ${content.dealer.motorTraderLicence}`,
    `${content.dealer.phone} · ${content.dealer.email}`.replace('·', '-'),
  ]) {
    doc.text(winAnsi(text), { width: contentWidth });
  }

  heading('Buyer');
  for (const item of content.buyer) line(item.label, item.value);

  heading('Vehicle and price');
  priceLines(content.prices.selection);
  heading('On-road costs');
  priceLines(content.prices.onRoad);
  if (content.prices.savings.length > 0) {
    heading('Savings');
    priceLines(content.prices.savings);
  }
  doc.moveDown(0.5);
  priceLines(content.prices.final);

  heading('Payment');
  for (const item of content.payment) line(item.label, item.value);
  heading('Handover');
  for (const item of content.handover) line(item.label, item.value);

  heading('Terms');
  doc.text(
    'The buyer agrees to buy and the seller agrees to sell the vehicle above at the drive-away price above, on the ' +
      "seller's standard terms and conditions of sale. The deposit paid is part of the price. The balance is due " +
      'before the handover. The vehicle remains the property of the seller until the price is paid in full.',
    { width: contentWidth },
  );

  // The signature block is never split: if what is left of the page cannot hold all of it, it starts a new page.
  const consent = content.signature
    ? winAnsi(`The buyer confirmed: "${contractConsentText}"`)
    : 'Not signed yet: this is the draft for the buyer to review.';
  doc.font('Helvetica').fontSize(10);
  const lineHeight = doc.currentLineHeight(true);
  const signatureHeight =
    lineHeight * (0.8 + 0.3 + (content.signature ? 3.3 : 0)) +
    doc.font('Helvetica-Bold').fontSize(12).currentLineHeight(true) +
    doc.font('Helvetica').fontSize(10).heightOfString(consent, { width: contentWidth }) +
    lineHeight;
  if (doc.y + signatureHeight > doc.page.height - doc.page.margins.bottom) doc.addPage();
  heading('Signature');
  if (content.signature) {
    line('Signed by', content.signature.fullName);
    line('Signed at (UTC)', content.signature.signedAt);
    line('From address', content.signature.ipAddress);
    doc.moveDown(0.3).text(consent, margin, undefined, { width: contentWidth });
  } else {
    doc.text(consent, { width: contentWidth });
  }
  doc.end();
  return done;
}
