import { type CountryCode, testDriveWhatToExpect } from '@showroom/domain';
import type { Block } from './blocks';
import { type RenderedEmail, renderEmail } from './layout';
import { formatLongDate, formatTime, marketOf } from './market';

/** The four test drive emails: booked, moved, cancelled, and the reminder the day before. */
export type TestDriveEmailKind = 'booked' | 'changed' | 'cancelled' | 'reminder';

export interface TestDriveEmailData {
  country: CountryCode;
  /** The centre's state or region: dates and times are written in its time zone. */
  state: string;
  firstName: string;
  /** 'TD-100001'. */
  bookingNo: string;
  centreName: string;
  centreAddress: string;
  model: string;
  variantName: string;
  startsAt: Date;
  endsAt: Date;
  /** The booking page in its change-or-cancel mode (absolute URL with the webkey). */
  manageUrl: string;
}

const wording: Record<TestDriveEmailKind, { subject: string; heading: string; lead: string }> = {
  booked: {
    subject: 'Your Cadillac test drive is booked',
    heading: 'Booking confirmed',
    lead: 'Your LYRIQ test drive is booked. The calendar file attached adds it to your calendar.',
  },
  changed: {
    subject: 'Your Cadillac test drive has changed',
    heading: 'Booking changed',
    lead: 'Your LYRIQ test drive has moved to the time below. The calendar file attached updates your calendar.',
  },
  cancelled: {
    subject: 'Your Cadillac test drive is cancelled',
    heading: 'Booking cancelled',
    lead: 'Your LYRIQ test drive is cancelled. The calendar file attached removes it from your calendar.',
  },
  reminder: {
    subject: 'Your Cadillac test drive is tomorrow',
    heading: 'See you tomorrow',
    lead: 'A reminder: your LYRIQ test drive is tomorrow.',
  },
};

/** Renders one test drive email; every date and time is the centre's local time. */
export function renderTestDrive(kind: TestDriveEmailKind) {
  return (data: TestDriveEmailData): RenderedEmail => {
    const market = marketOf(data.country, data.state);
    const words = wording[kind];
    const when = `${formatLongDate(data.startsAt, market)}, ${formatTime(data.startsAt, market)} to ${formatTime(data.endsAt, market)}`;
    const blocks: Block[] = [
      { kind: 'paragraph', text: `Dear ${data.firstName},` },
      { kind: 'paragraph', text: words.lead },
      {
        kind: 'details',
        caption: `Test drive ${data.bookingNo}`,
        rows: [
          { label: 'When', value: when, strong: kind !== 'cancelled' },
          { label: 'Where', value: `${data.centreName}, ${data.centreAddress}` },
          { label: 'Vehicle', value: `${data.model} ${data.variantName}` },
        ],
      },
    ];
    if (kind === 'cancelled') {
      blocks.push({ kind: 'paragraph', text: 'We would be glad to see you another time.' });
      blocks.push({
        kind: 'button',
        label: 'Book a test drive',
        url: data.manageUrl.replace(/\/[^/]+$/, ''),
      });
    } else {
      blocks.push({ kind: 'button', label: 'Change or cancel', url: data.manageUrl });
      blocks.push({ kind: 'heading', text: 'What to expect' });
      blocks.push({
        kind: 'steps',
        items: testDriveWhatToExpect.map((fact, index) => ({ title: `${index + 1}`, text: fact })),
      });
    }
    blocks.push({ kind: 'smallPrint', text: `Quote booking ${data.bookingNo} when you call us.` });
    return renderEmail({ subject: words.subject, preheader: when, heading: words.heading, blocks }, market);
  };
}
