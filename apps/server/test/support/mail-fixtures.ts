import { cents } from '@showroom/domain';
import type { EnqueuedEmail, TemplateData, VehicleSummary } from '../../src/platform/mail';

/** Breaks out of HTML text, attributes and URLs if anything is left unescaped. */
export const hostile = `"><script>alert('x')</script><img src=x onerror=alert(1)> & Co`;

export const sampleVehicle: VehicleSummary = {
  variantName: 'LYRIQ Sport',
  variantPrice: cents(11_900_000),
  exteriorName: 'Stellar Black Metallic',
  exteriorPrice: cents(250_000),
  interiorName: 'Sky Cool Grey',
  interiorPrice: cents(0),
  options: [
    { name: 'All-weather floor liners', price: cents(45_000), type: 'Accessories' },
    { name: 'Public charging, 2 more years', price: cents(0), type: 'Charge' },
  ],
};

/** One valid data object per template, for tests that need any email. */
function testDrive(country: 'AU' | 'NZ', state: string): TemplateData['test-drive-confirmation'] {
  return {
    country,
    state,
    firstName: 'Alex',
    bookingNo: 'TD-100001',
    centreName: 'Cadillac Experience Centre',
    centreAddress: '1 Sample Street',
    model: 'LYRIQ',
    variantName: 'Luxury',
    startsAt: new Date('2026-12-01T22:30:00Z'),
    endsAt: new Date('2026-12-02T00:00:00Z'),
    manageUrl: `https://shop.example/${country === 'NZ' ? 'nz' : 'au'}-en/test-drive/${'k'.repeat(32)}`,
  };
}

export const sampleData: TemplateData = {
  'shared-configuration': {
    country: 'AU',
    state: 'NSW',
    linkUrl: 'https://shop.example/au-en/links/abc123',
    vehicle: sampleVehicle,
    driveAwayPrice: cents(13_298_700),
    expiresAt: new Date('2025-12-05T13:30:00Z'),
  },
  'enquiry-acknowledgement': { country: 'AU', state: 'VIC', kind: 'contact', firstName: 'Alex' },
  'order-confirmation': {
    country: 'AU',
    state: 'QLD',
    firstName: 'Alex',
    orderNumber: 'ORD-100042',
    vehicle: sampleVehicle,
    driveAwayPrice: cents(13_298_700),
    depositPaid: cents(100_000),
    orderUrl: 'https://shop.example/au-en/my-orders/1',
  },
  'waitlist-confirmation': {
    country: 'NZ',
    firstName: 'Alex',
    reference: 'WL-7F3A',
    vehicle: sampleVehicle,
    driveAwayPrice: cents(12_575_700),
    waitlistUrl: 'https://shop.example/nz-en/order-waitlisted/7f3a',
  },
  'waitlist-stock-available': {
    country: 'AU',
    state: 'VIC',
    firstName: 'Alex',
    reference: '7f3a',
    variantName: 'Luxury',
    exteriorName: 'Stellar Black Metallic',
    interiorName: 'Jet Black Inteluxe',
    waitlistUrl: 'https://shop.example/au-en/order-waitlisted/7f3a',
  },
  'password-reset': {
    country: 'AU',
    firstName: 'Alex',
    resetUrl: 'https://shop.example/auth/reset?token=abc',
    expiresAt: new Date('2025-12-05T01:00:00Z'),
  },
  'account-sign-up': {
    country: 'AU',
    firstName: 'Alex',
    existing: true,
    signInUrl: 'https://shop.example/gmauth/sign-in',
  },
  'support-request': {
    country: 'AU',
    firstName: 'Alex',
    orderNumber: 'SR-100042',
    requestType: 'cancel',
    orderUrl: 'https://shop.example/au-en/my-orders/a/b/c/d/AU',
  },
  'cadillac-news': {
    country: 'AU',
    state: 'NSW',
    firstName: 'Alex',
    subject: 'The LYRIQ comes to Brisbane',
    headline: 'A new Experience Centre',
    paragraphs: ['Our Brisbane Experience Centre opens its doors in March.'],
    link: { label: 'Book a test drive', url: 'https://shop.example/au-en/test-drive' },
    preferencesUrl: 'https://shop.example/au-en/data-privacy',
  },
  'partner-offer': {
    country: 'NZ',
    firstName: 'Alex',
    partnerName: 'Kiwi Energy',
    subject: 'Charge at home for less',
    headline: 'An EV plan for your LYRIQ',
    paragraphs: ['Off-peak rates for LYRIQ owners.'],
    preferencesUrl: 'https://shop.example/nz-en/data-privacy',
  },
  'test-drive-confirm-link': {
    ...testDrive('AU', 'NSW'),
    confirmUrl: `https://shop.example/au-en/confirm-test-drive/${'t'.repeat(32)}`,
    holdEndsAt: new Date('2026-12-01T22:30:00Z'),
  },
  'test-drive-confirmation': testDrive('AU', 'VIC'),
  'test-drive-change': testDrive('AU', 'NSW'),
  'test-drive-cancellation': testDrive('NZ', 'Auckland'),
  'test-drive-reminder': testDrive('NZ', 'Auckland'),
  'balance-receipt': {
    country: 'NZ',
    firstName: 'Alex',
    orderNumber: 'SR-100001',
    amountCents: 5_000_000,
    receivedOn: '02.03.2027',
    balanceCents: 0,
    orderUrl: 'https://shop.example/nz-en/my-orders/a/b/c/d/NZ',
  },
  'delivery-scheduled': {
    country: 'AU',
    state: 'NSW',
    firstName: 'Alex',
    orderNumber: 'SR-100042',
    option: 'Pickup',
    localDate: '2026-12-14',
    startsAt: new Date('2026-12-13T23:00:00Z'),
    place: 'Cadillac Experience Centre Sydney, 1 Sample Street, Rosebery NSW 2018',
    rescheduled: false,
    orderUrl: 'https://shop.example/au-en/my-orders/a/b/c/d/AU',
  },
  'deposit-refund': {
    country: 'AU',
    state: 'VIC',
    firstName: 'Alex',
    orderNumber: 'SR-100042',
    amountCents: 100_000,
    reason: 'hold-ended',
  },
  'refund-settled': {
    country: 'AU',
    state: 'NSW',
    firstName: 'Alex',
    orderNumber: 'SR-100042',
    amountCents: 100_000,
    refundReference: 'SANDBOXREFUND42',
  },
  'staff-code-locked': {
    country: 'AU',
    firstName: 'Sam',
    wrongCodes: 10,
    lockedUntil: new Date('2026-11-24T03:15:00.000Z'),
  },
  'deposit-refused': {
    country: 'AU',
    state: 'NSW',
    firstName: 'Alex',
    orderNumber: 'SR-100042',
    amountCents: 100_000,
    retryUrl: 'https://shop.example/au-en/my-orders/a/b/c/d/AU?action=RetryPayment',
  },
  'action-needed': {
    country: 'AU',
    state: 'NSW',
    firstName: 'Alex',
    orderNumber: 'SR-100042',
    step: 'SignContract',
    stepName: 'Sign Your Contract',
    stepText: 'Your contract of sale is ready. Read and sign it online.',
    stepUrl: 'https://shop.example/au-en/my-orders/a/b/c/d/AU?action=SignContract',
  },
};

/** The id of an email the outbox wrote (fails the test when it refused it). */
export async function written(enqueued: Promise<EnqueuedEmail>): Promise<string> {
  const result = await enqueued;
  if (!result.id) throw new Error(`the outbox refused the email: ${result.refused}`);
  return result.id;
}
