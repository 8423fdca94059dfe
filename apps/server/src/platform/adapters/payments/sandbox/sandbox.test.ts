import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedLogger, cardNumbersIn } from '../../../../../test/support/payment-fixtures';
import { createTestApp, type TestApp } from '../../../../../test/support/test-app';
import { paymentNotifications, sandboxPaymentSessions } from '../../../../db/schema';
import { isSandbox } from '../payment-adapters';
import type { SandboxGateway } from './sandbox-gateway';

const log = capturedLogger();
let t: TestApp;
let sandbox: SandboxGateway;
let counter = 0;

async function newSession(expiresInMs = 600_000) {
  counter += 1;
  return sandbox.createSession({
    reference: `PAY-T${counter}`,
    amount: { value: 100_000, currency: 'AUD' },
    countryCode: 'AU',
    shopperLocale: 'en-AU',
    returnUrl: 'http://localhost:3000/au-en/checkout',
    expiresAt: new Date(Date.now() + expiresInMs),
    idempotencyKey: `key-${counter}`,
  });
}

const goodCard = {
  number: '4111 1111 1111 1111',
  expiry: '03/30',
  cvc: '737',
  holderName: 'Jo Citizen',
  billingAddress: {
    street: '1 George St',
    houseNumberOrName: 'Level 3',
    city: 'Sydney',
    postalCode: '2000',
    stateOrProvince: 'NSW',
  },
};

function pay(sessionId: string, body: object, headers: Record<string, string> = {}) {
  return t.post(`/sandbox-pay/sessions/${sessionId}/payments`, body, headers);
}

async function notificationsFor(reference: string) {
  return t.database.db
    .select({
      eventCode: paymentNotifications.eventCode,
      success: paymentNotifications.success,
      amountCents: paymentNotifications.amountCents,
    })
    .from(paymentNotifications)
    .where(eq(paymentNotifications.merchantReference, reference));
}

beforeAll(async () => {
  t = await createTestApp({ logger: log.logger });
  const gateway = t.app.paymentGateway;
  if (!isSandbox(gateway)) throw new Error('expected the sandbox by default');
  sandbox = gateway;
});
afterAll(async () => t.close());

describe('sandbox payment sessions', () => {
  it('answers the same session for the same idempotency key', async () => {
    const input = {
      reference: 'PAY-IDEM',
      amount: { value: 100_000, currency: 'AUD' as const },
      countryCode: 'AU' as const,
      shopperLocale: 'en-AU' as const,
      returnUrl: 'http://localhost:3000/au-en/checkout',
      expiresAt: new Date(Date.now() + 600_000),
      idempotencyKey: 'same-key',
    };
    const [first, second] = await Promise.all([sandbox.createSession(input), sandbox.createSession(input)]);
    expect(first.id).toMatch(/^CS[0-9A-F]{24}$/);
    expect(second).toEqual(first);
  });

  it('serves the hosted card form for a session, and 404 for an unknown one', async () => {
    const session = await newSession();
    const page = await t.get(`/sandbox-pay/sessions/${session.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('$1,000');
    expect(page.body).toContain('Australia');
    expect(page.body).toContain('<label for="f-holderName">Name on card');
    expect(page.body).not.toContain(session.sessionData);
    expect((await t.get('/sandbox-pay/sessions/CS000000000000000000000000')).statusCode).toBe(404);
    expect((await t.get('/sandbox-pay/sessions/nonsense')).statusCode).toBe(404);
    const script = await t.get('/sandbox-pay/card-form.js');
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain('postMessage');
  });

  it('authorises a test card and posts a signed AUTHORISATION notification to the webhook', async () => {
    const session = await newSession();
    const response = await pay(session.id, { sessionData: session.sessionData, ...goodCard });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { resultCode: string; sessionResult: string };
    expect(body.resultCode).toBe('Authorised');
    await sandbox.idle();
    const stored = await sandbox.findSession(session.id);
    expect(stored).toMatchObject({ status: 'completed', cardBrand: 'visa', cardLastFour: '1111' });
    expect(stored?.notifiedAt).toBeInstanceOf(Date);
    const reference = stored?.reference ?? '';
    expect(await notificationsFor(reference)).toEqual([
      { eventCode: 'AUTHORISATION', success: true, amountCents: 100_000 },
    ]);
    expect(await sandbox.getSessionOutcome(session.id, body.sessionResult)).toMatchObject({
      status: 'completed',
      resultCode: 'Authorised',
    });
    // A made-up session result proves nothing.
    expect(await sandbox.getSessionOutcome(session.id, 'forged')).toEqual({ status: 'active' });
  });

  it('refuses the refusing card and the DECLINED holder, fails the failing card, each with a notification', async () => {
    const cases = [
      { card: { ...goodCard, number: '4000000000000002' }, resultCode: 'Refused' },
      { card: { ...goodCard, holderName: 'declined' }, resultCode: 'Refused' },
      { card: { ...goodCard, number: '5105 1051 0510 5100' }, resultCode: 'Refused' },
      { card: { ...goodCard, number: '4000000000000119' }, resultCode: 'Error' },
      { card: { ...goodCard, holderName: 'ERROR' }, resultCode: 'Error' },
    ];
    for (const { card, resultCode } of cases) {
      const session = await newSession();
      const response = await pay(session.id, { sessionData: session.sessionData, ...card });
      expect(response.json()).toMatchObject({ resultCode });
      await sandbox.idle();
      const stored = await sandbox.findSession(session.id);
      expect(stored?.status).toBe('refused');
      expect(await notificationsFor(stored?.reference ?? '')).toEqual([
        { eventCode: 'AUTHORISATION', success: false, amountCents: 100_000 },
      ]);
    }
  });

  it('checks brand, Luhn, expiry, CVC, holder name and billing address, naming each field', async () => {
    const session = await newSession();
    const response = await pay(session.id, {
      sessionData: session.sessionData,
      number: '6011111111111117',
      expiry: '01/20',
      cvc: '12',
      holderName: ' ',
      billingAddress: { street: '', city: '', postalCode: '20', stateOrProvince: '' },
    });
    expect(response.statusCode).toBe(400);
    const fields = (response.json() as { details: { field: string }[] }).details.map((d) => d.field);
    expect(fields).toEqual([
      'number',
      'expiry',
      'cvc',
      'holderName',
      'billingAddress.street',
      'billingAddress.city',
      'billingAddress.postalCode',
    ]);
    const luhn = await pay(session.id, {
      sessionData: session.sessionData,
      ...goodCard,
      number: '4111111111111112',
    });
    expect(luhn.json()).toMatchObject({ details: [{ field: 'number', message: 'Check the card number.' }] });
    const amex = await pay(session.id, {
      sessionData: session.sessionData,
      ...goodCard,
      number: '370000000000002',
    });
    expect(amex.json()).toMatchObject({
      details: [{ field: 'cvc', message: 'Enter the 4-digit security code.' }],
    });
    const longLine = await pay(session.id, {
      sessionData: session.sessionData,
      ...goodCard,
      billingAddress: { ...goodCard.billingAddress, houseNumberOrName: 'U'.repeat(101) },
    });
    expect(longLine.statusCode).toBe(400);
    expect(longLine.json().details.map((d: { field: string }) => d.field)).toEqual([
      'billingAddress.houseNumberOrName',
    ]);
    expect((await sandbox.findSession(session.id))?.status).toBe('active');
  });

  it('takes a session once, refuses wrong session data, an expired session and cross-site posts', async () => {
    const session = await newSession();
    const wrong = await pay(session.id, { ...goodCard, sessionData: 'not-the-data' });
    expect(wrong.statusCode).toBe(404);
    const crossSite = await pay(
      session.id,
      { sessionData: session.sessionData, ...goodCard },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.statusCode).toBe(403);
    const [a, b] = await Promise.all([
      pay(session.id, { sessionData: session.sessionData, ...goodCard }),
      pay(session.id, { sessionData: session.sessionData, ...goodCard }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const expired = await newSession(-1000);
    const late = await pay(expired.id, { sessionData: expired.sessionData, ...goodCard });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ errorCode: 'SessionExpired' });
    await sandbox.idle();
  });

  it('never keeps or logs a card number, CVC or expiry', async () => {
    const sessions = await t.database.db.select().from(sandboxPaymentSessions);
    const notifications = await t.database.db.select().from(paymentNotifications);
    const text = JSON.stringify([sessions, notifications]);
    expect(cardNumbersIn(text)).toEqual([]);
    expect(text).not.toContain('03/30');
    expect(cardNumbersIn(log.text())).toEqual([]);
    expect(log.text()).toContain('/sandbox-pay/sessions/');
    // The scan itself finds a card number where one is.
    expect(cardNumbersIn(`{"n":"4111 1111 1111 1111","t":0.4711159999988013}`)).toEqual(['4111111111111111']);
  });
});
