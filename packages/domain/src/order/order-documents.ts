/*
 * The order's documents and the rules of the customer's part in them (spec 002 sections 3 "Documents", 4
 * "Contract signing", 5 and 8): which kinds exist, what a licence image may be, the contract's consent wording and
 * the texts the dialogs show.
 */

/** Document kinds, spelt as the spec's reportType. PaymentSummary is produced by the balance capability. */
export const documentKinds = [
  'Contract',
  'PaymentSummary',
  'Drive License Front',
  'Drive License Back',
] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** The kinds a customer uploads with their details. */
export const licenceImageKinds = ['Drive License Front', 'Drive License Back'] as const;
export type LicenceImageKind = (typeof licenceImageKinds)[number];

/** A licence image: at most 10 MB of JPEG, PNG or PDF, told apart by their content. */
export const maxUploadBytes = 10 * 1024 * 1024;
export const uploadTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type UploadType = (typeof uploadTypes)[number];

/** The consent box of the contract dialog, word for word (spec 002 section 5). */
export const contractConsentText =
  "I have read and reviewed my vehicle sales order contract and agree with all the T&C's mentioned in this contract.";

export const orderDetailsTexts = {
  submitted: 'You have submitted successfully.',
  saved: 'You have saved successfully.',
  fullNameRequired: 'Require Valid Full Name',
  consentRequired: 'Please tick the box to confirm you have read and agree with the contract.',
  tooLarge: 'The file is larger than 10 MB. Please upload a smaller file.',
  wrongType: 'Please upload a JPEG or PNG image, or a PDF.',
  damaged: 'The file could not be read. Please upload it again.',
  activeContent: 'PDFs with scripts or embedded files cannot be accepted. Please upload a plain scan.',
  tooComplex: 'This PDF is too large or complex for us to check. Please upload a photo or a plain scan.',
  licenceImagesRequired: 'Please upload the front and back of your driver licence.',
} as const;

/**
 * A buyer's full name as the contract takes it: at least two words of letters (a one-word name is refused with
 * 'Require Valid Full Name'), spaces tidied.
 * @example validFullName('  Mia   van Support ') // 'Mia van Support'
 * @example validFullName('Mia') // undefined
 */
export function validFullName(value: string): string | undefined {
  const name = value.trim().replace(/\s+/g, ' ');
  const words = name.split(' ');
  if (words.length < 2 || name.length > 120) return undefined;
  return words.every((word) => /^\p{L}[\p{L}'’.-]*$/u.test(word)) ? name : undefined;
}
