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
  /**
   * The name to greet, only when the booker proved the address is theirs (signed in with it); empty greets
   * 'Dear customer,' so that no one can make the shop mail a stranger words of their choosing (issue 31, N4).
   */
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

/** The link that confirms a booking made without signing in, sent before anything else (issue 31, N4 and N8). */
export interface TestDriveConfirmLinkData extends Omit<TestDriveEmailData, 'firstName' | 'manageUrl'> {
  /** The single-use confirmation page (absolute URL with the token). */
  confirmUrl: string;
  /** When the held time is given back unless confirmed. */
  holdEndsAt: Date;
}

type Slot = Pick<
  TestDriveEmailData,
  'bookingNo' | 'startsAt' | 'endsAt' | 'centreName' | 'centreAddress' | 'model' | 'variantName'
>;

const whenOf = (data: Slot, market: ReturnType<typeof marketOf>) =>
  `${formatLongDate(data.startsAt, market)}, ${formatTime(data.startsAt, market)} to ${formatTime(data.endsAt, market)}`;

const slotDetails = (data: Slot, when: string, strong: boolean): Block => ({
  kind: 'details',
  caption: `Test drive ${data.bookingNo}`,
  rows: [
    { label: 'When', value: when, strong },
    { label: 'Where', value: `${data.centreName}, ${data.centreAddress}` },
    { label: 'Vehicle', value: `${data.model} ${data.variantName}` },
  ],
});

/** Renders one test drive email; every date and time is the centre's local time. */
export function renderTestDrive(kind: TestDriveEmailKind) {
  return (data: TestDriveEmailData): RenderedEmail => {
    const market = marketOf(data.country, data.state);
    const words = wording[kind];
    const when = whenOf(data, market);
    const blocks: Block[] = [
      { kind: 'paragraph', text: data.firstName ? `Dear ${data.firstName},` : 'Dear customer,' },
      { kind: 'paragraph', text: words.lead },
      slotDetails(data, when, kind !== 'cancelled'),
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
      blocks.push({ kind: 'list', items: testDriveWhatToExpect });
    }
    blocks.push({ kind: 'smallPrint', text: `Quote booking ${data.bookingNo} when you call us.` });
    return renderEmail({ subject: words.subject, preheader: when, heading: words.heading, blocks }, market);
  };
}

/** Asks the address's owner to confirm a test drive booked in its name; it quotes nothing the booker wrote. */
export function renderTestDriveConfirmLink(data: TestDriveConfirmLinkData): RenderedEmail {
  const market = marketOf(data.country, data.state);
  const until = formatTime(data.holdEndsAt, market);
  return renderEmail(
    {
      subject: 'Confirm your Cadillac test drive',
      preheader: `Confirm by ${until} to keep this time.`,
      heading: 'Confirm your test drive',
      blocks: [
        { kind: 'paragraph', text: 'Dear customer,' },
        {
          kind: 'paragraph',
          text: `A LYRIQ test drive was booked with this email address. We hold the time below until ${until}: confirm it to keep it.`,
        },
        slotDetails(data, whenOf(data, market), true),
        { kind: 'button', label: 'Confirm my test drive', url: data.confirmUrl },
        {
          kind: 'smallPrint',
          text: 'If you did not book this, ignore this email: the time is released and we will not write again about it.',
        },
      ],
    },
    market,
  );
}
