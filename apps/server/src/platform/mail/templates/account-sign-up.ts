import type { CountryCode } from '@showroom/domain';
import type { Block } from './blocks';
import { type EmailContent, type RenderedEmail, renderEmail } from './layout';
import { marketOf } from './market';

/**
 * Sent by the sign-in service's create-account page whatever its outcome, so that the page answers alike for a new
 * email and a taken one: a welcome for a new account, a notice to the owner when the email has an account already.
 */
export type AccountSignUpData = {
  country: CountryCode;
  firstName?: string | null;
  signInUrl: string;
} & (
  | /** Someone tried to create an account with the email of this existing one. */ { existing: true }
  | {
      existing: false;
      /** The one-time link that proves the address; without it the new account signs in to nothing. */
      confirmUrl: string;
    }
);

export function renderAccountSignUp(data: AccountSignUpData): RenderedEmail {
  const hello: Block = { kind: 'paragraph', text: data.firstName ? `Hello ${data.firstName},` : 'Hello,' };
  const signIn: Block = { kind: 'button', label: 'Sign in', url: data.signInUrl };
  const content: EmailContent = data.existing
    ? {
        subject: 'You already have a Cadillac account',
        preheader: 'Someone tried to create a new Cadillac account with this email.',
        heading: 'You already have an account',
        blocks: [
          hello,
          {
            kind: 'paragraph',
            text: 'Someone tried to create a new Cadillac account with this email address. It already has an account, so nothing was changed. Sign in with your password, or choose Forgot password on the sign-in page.',
          },
          signIn,
          {
            kind: 'smallPrint',
            text: 'If this was not you, ignore this email: your account and password stay the same.',
          },
        ],
      }
    : {
        subject: 'Confirm your email for your Cadillac account',
        preheader: 'Open the link to confirm this email address, then sign in with your password.',
        heading: 'Confirm your email',
        blocks: [
          hello,
          {
            kind: 'paragraph',
            text: 'To finish creating your Cadillac account, confirm that this email address is yours. Then sign in with your email and password to continue.',
          },
          { kind: 'button', label: 'Confirm email', url: data.confirmUrl },
          {
            kind: 'smallPrint',
            text: 'The link works once, for one hour; signing in before you confirm sends a new one. If you did not create a Cadillac account, ignore this email: without the link the account cannot be used.',
          },
        ],
      };
  return renderEmail(content, marketOf(data.country));
}
