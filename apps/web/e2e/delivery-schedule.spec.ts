import type { Locator, Page } from '@playwright/test';
import { customerThroughApi, orderThroughApi } from './customer-journey';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, mailTo, shootBoth } from './support';

/*
 * Issue 19, done-when 1: an owner schedules the collection of an order about three weeks out, sees it on the
 * tracker and in Your Delivery (with its zoom-12 map), reschedules it, finds the old time offered again, and
 * receives both emails with their calendar files over SMTP.
 */

const configuration = {
  variant: { id: 'AU-LUX', name: 'Luxury', basePrice: 0 },
  exterior: { id: 'AU-LUX-SWH', name: 'Summit White', price: 0, hasStock: true },
  interior: { id: 'AU-LUX-JBI', name: 'Jet Black Inteluxe', price: 0, hasStock: true },
  options: [],
};
const person = { firstName: 'Ari', lastName: 'Handover', password: 'ari-long-password-9' };

/** Today's date in Sydney plus some days, YYYY-MM-DD. */
function sydneyDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
  const at = new Date(`${today}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

const longDate = (date: string) => {
  const parts = new Intl.DateTimeFormat('en-AU', {
    weekday: 'long',
    day: '2-digit',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(`${date}T00:00:00Z`));
  const get = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${get('weekday')}, ${get('day')} ${get('month')} ${get('year')}`;
};

/** Picks the first available date on or after `from` in the wizard's calendar; answers it. */
async function pickDate(wizard: Locator, from: string): Promise<string> {
  for (let i = 0; i < 4; i += 1) {
    const days = wizard.locator('button[data-date]:not([aria-disabled])');
    const dates = await days.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-date') ?? ''));
    const date = dates.find((d) => d >= from);
    if (date) {
      await wizard.locator(`button[data-date="${date}"]`).click();
      return date;
    }
    await wizard.getByRole('button', { name: 'Next month' }).click();
  }
  throw new Error(`no date from ${from}`);
}

/**
 * Through Location and Date and time to Summary, choosing a date from `from` and a time; answers the date. Axe scans
 * the date and time step when `scan` (the first time: rescheduling shows the same step).
 */
async function schedule(
  page: Page,
  wizard: Locator,
  from: string,
  time: string,
  scan: boolean,
): Promise<string> {
  await expect(wizard.getByRole('tab', { name: /Location/ })).toHaveAttribute('aria-selected', 'true');
  await expect(wizard.getByRole('tab', { name: /Summary/ })).toBeDisabled();
  await expect(wizard.getByRole('radio', { name: /Cadillac Experience Centre Sydney/ })).toBeChecked();
  await wizard.getByRole('button', { name: 'Next', exact: true }).click();
  const date = await pickDate(wizard, from);
  // NEXT waits for a time.
  await expect(wizard.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
  await wizard.getByRole('radio', { name: time }).check();
  if (scan) await expectNoAxeViolations(page);
  await wizard.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(wizard.getByText(longDate(date))).toBeVisible();
  await expect(wizard.getByText(time)).toBeVisible();
  return date;
}

test('an owner schedules a collection three weeks out, sees it, reschedules it and gets the calendar files', async ({
  page,
}) => {
  test.slow();
  const email = `ari.${Date.now()}@example.com`;
  const customer = { ...person, email };
  await customerThroughApi(page, customer);
  const number = await orderThroughApi(page, customer, configuration);

  await page.goto('/au-en/my-orders');
  await page.getByRole('link', { name: `View details of order ${number}` }).click();
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();

  // Schedule: three weeks out (the first open day from then), 10:00.
  const panel = page.getByRole('region', { name: 'In-store collection' });
  await panel.getByRole('button', { name: 'Schedule Collection', exact: true }).click();
  const wizard = page.getByRole('dialog', { name: 'Schedule Collection' });
  const first = await schedule(page, wizard, sydneyDate(21), '10:00 am', true);
  await shootBoth(page, 'delivery-schedule-summary', false);
  await wizard.getByRole('button', { name: 'Confirm' }).click();
  await expect(wizard).toBeHidden();

  // On the tracker (finished) and in the delivery panel.
  const tracker = page.getByRole('region', { name: 'Order progress' });
  const step = tracker.getByRole('button', { name: /^Schedule Collection Step 3 of 5: Completed/ });
  await expect(step).toBeVisible();
  await expect(panel).toContainText(`${longDate(first)} at 10:00`);
  await step.click();
  await tracker.getByRole('button', { name: 'View Appointment' }).click();
  const yours = page.getByRole('dialog', { name: 'Your Delivery' });
  await expect(yours).toContainText(longDate(first));
  await expect(yours).toContainText('10:00 am');
  await expect(
    yours.getByRole('img', { name: /Map of Cadillac Experience Centre Sydney at .* zoom 12/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shootBoth(page, 'delivery-schedule-your-delivery', false);

  const booked = await mailTo(email, /Your Cadillac collection is scheduled/);
  const ics = booked.attachments.find((a) => a.filename === 'lyriq-collection.ics');
  expect(ics?.content.toString('utf8')).toContain(
    `DTSTART;TZID=Australia/Sydney:${first.replaceAll('-', '')}T100000`,
  );

  // Reschedule to the next open day after it, 11:30.
  await yours.getByRole('button', { name: 'Reschedule' }).click();
  const again = page.getByRole('dialog', { name: 'Schedule Collection' });
  const [y, m, d] = first.split('-').map(Number) as [number, number, number];
  const dayAfter = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  const second = await schedule(page, again, dayAfter, '11:30 am', false);
  await again.getByRole('button', { name: 'Confirm' }).click();
  await expect(again).toBeHidden();
  await expect(panel).toContainText(`${longDate(second)} at 11:30`);

  const moved = await mailTo(email, /Your Cadillac collection has moved/);
  const movedIcs = moved.attachments
    .find((a) => a.filename === 'lyriq-collection.ics')
    ?.content.toString('utf8');
  expect(movedIcs).toContain(`DTSTART;TZID=Australia/Sydney:${second.replaceAll('-', '')}T113000`);
  expect(movedIcs).toContain('SEQUENCE:1');

  // The old time is offered again.
  await panel.getByRole('button', { name: 'View Appointment' }).click();
  await page
    .getByRole('dialog', { name: 'Your Delivery' })
    .getByRole('button', { name: 'Reschedule' })
    .click();
  const third = page.getByRole('dialog', { name: 'Schedule Collection' });
  await third.getByRole('button', { name: 'Next', exact: true }).click();
  await pickDate(third, first);
  await expect(third.getByRole('radio', { name: '10:00 am' })).toBeEnabled();
});

test('a home delivery shows the distance and fee from the centre it leaves from (audit 002 #1)', async ({
  page,
}) => {
  const email = `ari.dubbo.${Date.now()}@example.com`;
  const customer = { ...person, email };
  await customerThroughApi(page, customer);
  const number = await orderThroughApi(page, customer, configuration, {
    DeliveryOption: 'HomeDelivery',
    PickupLocationName: null,
    DeliveryLocationAddress: '1 Macquarie St',
    DeliveryLocationSuburb: 'Dubbo',
    DeliveryLocationState: 'NSW',
    DeliveryLocationPostcode: '2830',
  });

  await page.goto('/au-en/my-orders');
  await page.getByRole('link', { name: `View details of order ${number}` }).click();
  const panel = page.getByRole('region', { name: 'Home delivery' });
  await panel.getByRole('button', { name: 'Schedule Delivery', exact: true }).click();
  const wizard = page.getByRole('dialog', { name: 'Schedule Delivery' });
  await expect(wizard.getByText('Cadillac Experience Centre Sydney')).toBeVisible();
  // The route the order was priced on: road kilometres and a fee in dollars, not "Loading..." for good.
  await expect(wizard.getByRole('definition').filter({ hasText: /^[\d,.]+ km$/ })).toBeVisible();
  await expect(wizard.getByRole('definition').filter({ hasText: /^\$[\d,]+(\.\d\d)?$/ })).toBeVisible();
  await expect(wizard.getByText('Loading...')).toHaveCount(0);
});
