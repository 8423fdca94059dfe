import type { CountryCode } from '@showroom/domain';
import type { Block } from './blocks';
import { type RenderedEmail, renderEmail } from './layout';
import { type Market, marketOf } from './market';

/**
 * What the customer asked for: the contact dialog's three modes (spec 001 section 2: help from the sales team,
 * the inventory waitlist, a call about a test drive) and the request-a-call page.
 */
export type EnquiryKind = 'contact' | 'waitlist' | 'test-drive' | 'call-back';

export interface EnquiryAcknowledgementData {
  country: CountryCode;
  state?: string | null;
  kind: EnquiryKind;
  firstName: string;
  /** The customer's own words, echoed back. */
  comments?: string | null;
  /** The configuration the enquiry is about, when there is one. */
  vehicle?: { variantName: string; exteriorName: string; interiorName: string } | null;
}

const wording: Record<EnquiryKind, { subject: string; heading: string; body: (market: Market) => string }> = {
  contact: {
    subject: "We've received your enquiry",
    heading: "We're here to help",
    body: (market) =>
      `A member of the Cadillac Sales Team will contact you shortly. If you would like to talk sooner, call us on ${market.phone}.`,
  },
  waitlist: {
    subject: "You've joined our waitlist",
    heading: "You're on our waitlist",
    body: () =>
      'You are on our waitlist. We will contact you as soon as a LYRIQ that matches your interest becomes available.',
  },
  'test-drive': {
    subject: "We'll call you about a test drive",
    heading: 'Your test drive',
    body: (market) =>
      `A member of the Cadillac Sales Team will call you to arrange your test drive. If you would like to talk sooner, call us on ${market.phone}.`,
  },
  'call-back': {
    subject: "We'll call you back",
    heading: "We'll call you back",
    body: (market) =>
      `A member of the Cadillac Sales Team will call you back soon. If you would like to talk sooner, call us on ${market.phone}.`,
  },
};

export function renderEnquiryAcknowledgement(data: EnquiryAcknowledgementData): RenderedEmail {
  const market = marketOf(data.country, data.state);
  const words = wording[data.kind];
  const blocks: Block[] = [
    { kind: 'paragraph', text: data.firstName ? `Thank you, ${data.firstName}.` : 'Thank you.' },
    { kind: 'paragraph', text: words.body(market) },
  ];
  if (data.vehicle) {
    blocks.push({
      kind: 'details',
      caption: 'Your LYRIQ',
      rows: [
        { label: 'Variant', value: data.vehicle.variantName },
        { label: 'Paint', value: data.vehicle.exteriorName },
        { label: 'Interior', value: data.vehicle.interiorName },
      ],
    });
  }
  if (data.comments?.trim())
    blocks.push({ kind: 'quote', label: 'Your message', text: data.comments.trim() });
  return renderEmail(
    { subject: words.subject, preheader: words.body(market), heading: words.heading, blocks },
    market,
  );
}
