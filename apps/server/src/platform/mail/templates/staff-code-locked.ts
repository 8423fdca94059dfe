import type { CountryCode } from '@showroom/domain';
import { type RenderedEmail, renderEmail } from './layout';
import { formatLongDate, formatTime, marketOf } from './market';

/** Sent to a staff member when wrong sign-in codes locked their account's second factor (security probe N2). */
export interface StaffCodeLockedData {
  country: CountryCode;
  firstName?: string | null;
  wrongCodes: number;
  lockedUntil: Date;
}

export function renderStaffCodeLocked(data: StaffCodeLockedData): RenderedEmail {
  const market = marketOf(data.country);
  const until = `${formatTime(data.lockedUntil, market)} on ${formatLongDate(data.lockedUntil, market)}`;
  return renderEmail(
    {
      subject: 'Your back-office sign-in is locked',
      preheader: `${data.wrongCodes} wrong verification codes: sign-in codes are refused until ${until}.`,
      heading: 'Your back-office sign-in is locked',
      blocks: [
        { kind: 'paragraph', text: data.firstName ? `Hello ${data.firstName},` : 'Hello,' },
        {
          kind: 'paragraph',
          text: `Someone entered your password and then ${data.wrongCodes} wrong verification codes for your back-office account. To protect it, no code is accepted until ${until}.`,
        },
        {
          kind: 'paragraph',
          text: 'If this was not you, your password is known to someone else: change it now and tell your administrator.',
        },
      ],
    },
    market,
  );
}
