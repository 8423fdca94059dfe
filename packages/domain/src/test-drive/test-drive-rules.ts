/**
 * The test drive form's messages (spec 002 section 5 "Test drive form"); the date's message is not shown in the
 * spec, so it is ours.
 */
export const testDriveMessages = {
  location: 'Please select a location',
  model: 'Please select model',
  variant: 'Please select trim',
  date: 'Please select a date',
  time: 'Please select a time',
  firstName: 'Please enter a valid first name',
  lastName: 'Please enter a valid last name',
  email: 'Please enter a valid email',
  mobile: 'Please enter a valid mobile number',
  postcode: 'Please enter a valid postcode',
  customerType: 'Please select a valid customer type',
  privacy: "Please review and agree to Cadillac's Privacy policy to proceed",
} as const;

/** A test drive lasts 90 minutes (spec 002 section 2 FAQ). */
export const testDriveMinutes = 90;

/** How far ahead a drive can be booked, in days after today. */
export const testDriveWindowDays = 60;

/** A slot can be booked, changed to or away from until this many minutes before it starts. */
export const testDriveLeadMinutes = 120;

/**
 * A booking made without signing in holds its seat this long for the booker to open the link emailed to the
 * address; unconfirmed, the seat is given back (issue 31, N4 and N8).
 */
export const testDriveHoldMinutes = 30;

/** What to expect (spec 002 section 2 FAQ, spec 000 section 9 "Test-drive FAQ facts"). */
export const testDriveWhatToExpect = [
  'Your test drive booking lasts 90 minutes.',
  'It starts with a 15 minute walkthrough of the LYRIQ with your sales ambassador.',
  'You drive for at least 30 minutes.',
  'One of our sales ambassadors accompanies you.',
  'Please bring your driver licence: we need to sight it before you drive.',
] as const;

/**
 * The test drive mobile rule: 10 or 11 digits.
 * @example isValidTestDriveMobile('0412345678') // true
 * @example isValidTestDriveMobile('041234567') // false: 9 digits
 */
export function isValidTestDriveMobile(value: string): boolean {
  return /^\d{10,11}$/.test(value);
}

/**
 * The test drive postcode rule: 4 digits.
 * @example isValidTestDrivePostcode('2000') // true
 * @example isValidTestDrivePostcode('200') // false
 */
export function isValidTestDrivePostcode(value: string): boolean {
  return /^\d{4}$/.test(value);
}

/**
 * What the postcode field keeps of typed text: digits, cut to 4.
 * @example postcodeInput('2000 NSW') // '2000'
 */
export function postcodeInput(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 4);
}

/**
 * 192 random bits in base64url: a booking's webkey and its emailed confirmation token (the same strength as a
 * shared link's key).
 */
export const testDriveWebkeyPattern = /^[A-Za-z0-9_-]{32}$/;
