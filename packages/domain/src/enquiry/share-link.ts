/**
 * How long a shared configuration link works. The spec shows an expiry date on the link but not its length;
 * 30 days is our choice (docs/decisions/0009-shared-links-and-interests.md).
 */
export const shareLinkLifetimeDays = 30;

/** A shared link's key: 32 base64url characters, 192 random bits (at least 128 are required). */
export const linkKeyPattern = /^[A-Za-z0-9_-]{32}$/;

/**
 * True for text shaped like a link key; anything else cannot name a link.
 * @example isLinkKey('abc') // false
 */
export function isLinkKey(value: string): boolean {
  return linkKeyPattern.test(value);
}

/** The text shown for an expired link before the redirect (spec 000 section 4 "Shared link load"). */
export const expiredLinkMessage = 'The link has expired... You will be redirected to LYRIQ configurator ...';

/** The expired-link page redirects to the configurator after this long (spec 000 section 9). */
export const expiredLinkRedirectMs = 3000;

/** The share dialog's notices and how long they stay (spec 000 sections 2 and 9). */
export const shareNotices = {
  copied: 'Link copied successfully',
  copiedMs: 3000,
  emailSent: 'Email sent successfully',
  emailSentMs: 5000,
} as const;
