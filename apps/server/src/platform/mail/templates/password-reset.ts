import type { CountryCode } from '@showroom/domain';
import { type RenderedEmail, renderEmail } from './layout';
import { formatLongDate, formatTime, marketOf } from './market';

/** Sent by the sign-in service's forgot-password flow. */
export interface PasswordResetData {
  country: CountryCode;
  firstName?: string | null;
  /** The one-time reset link. */
  resetUrl: string;
  expiresAt: Date;
}

export function renderPasswordReset(data: PasswordResetData): RenderedEmail {
  const market = marketOf(data.country);
  const until = `${formatTime(data.expiresAt, market)} on ${formatLongDate(data.expiresAt, market)}`;
  return renderEmail(
    {
      subject: 'Reset your password',
      preheader: `Choose a new password for your Cadillac account. The link works until ${until}.`,
      heading: 'Reset your password',
      blocks: [
        { kind: 'paragraph', text: data.firstName ? `Hello ${data.firstName},` : 'Hello,' },
        {
          kind: 'paragraph',
          text: 'We received a request to reset the password of your Cadillac account. Choose a new password with the link below.',
        },
        { kind: 'button', label: 'Reset password', url: data.resetUrl },
        { kind: 'paragraph', text: `The link works once, until ${until}.` },
        {
          kind: 'smallPrint',
          text: 'If you did not ask for this, ignore this email: your password stays the same. We will never ask for your password by email or phone.',
        },
      ],
    },
    market,
  );
}
