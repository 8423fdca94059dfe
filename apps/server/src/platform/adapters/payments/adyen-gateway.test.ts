import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeGoogleMaps, startFakeGoogleMaps } from '../../../../test/support/fake-google-maps';
import { signedNotification } from '../../../../test/support/payment-fixtures';
import { createTestApp } from '../../../../test/support/test-app';
import { readEnv } from '../../../env';
import { ProviderUnavailableError } from '../provider-unavailable';
import { AdyenRequestError, adyenGateway } from './adyen-gateway';

// A locally served stand-in for Adyen's Checkout API (the recording HTTP fake of the test support).
let fake: FakeGoogleMaps;
const hmacKey = 'DFB1EB5485895CFA84146406857104ABB4CBCABDC8AAF103A624C8F6A3EAAB00';
const config = () => ({
  apiKey: 'test_API_KEY_SENTINEL',
  merchantAccount: 'ShowroomAU',
  clientKey: 'test_CLIENTKEY',
  hmacKeys: [hmacKey],
  environment: 'test' as const,
  checkoutUrl: `${fake.url}/v71`,
  timeoutMs: 2000,
});
const sessionInput = {
  reference: 'PAY-A1',
  amount: { value: 100_000, currency: 'AUD' as const },
  countryCode: 'AU' as const,
  shopperLocale: 'en-AU' as const,
  returnUrl: 'http://localhost:3000/au-en/checkout',
  expiresAt: new Date('2026-11-22T09:10:00.000Z'),
  idempotencyKey: 'order-1:attempt-1',
};
// Adyen's documented /sessions reply (Checkout API v71), trimmed to what we read plus typical extras.
const sessionReply = {
  amount: { currency: 'AUD', value: 100_000 },
  countryCode: 'AU',
  expiresAt: '2026-11-22T09:10:00+00:00',
  id: 'CSD9CAC34EBAE225DD',
  merchantAccount: 'ShowroomAU',
  reference: 'PAY-A1',
  returnUrl: 'http://localhost:3000/au-en/checkout',
  sessionData: 'Ab02b4c0!BQABAgBfYI29...',
};

beforeAll(async () => {
  fake = await startFakeGoogleMaps();
});
afterAll(async () => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

describe('Adyen gateway (sessions flow)', () => {
  it('creates a session with the server amount, an idempotency key and an expiry no later than the hold', async () => {
    fake.on('/v71/sessions', () => ({ status: 201, json: sessionReply }));
    const session = await adyenGateway(config()).createSession(sessionInput);
    expect(session).toEqual({
      provider: 'adyen',
      id: 'CSD9CAC34EBAE225DD',
      sessionData: 'Ab02b4c0!BQABAgBfYI29...',
      expiresAt: new Date('2026-11-22T09:10:00.000Z'),
    });
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.headers['x-api-key']).toBe('test_API_KEY_SENTINEL');
    expect(request?.headers['idempotency-key']).toBe('order-1:attempt-1');
    expect(request?.body).toMatchObject({
      merchantAccount: 'ShowroomAU',
      amount: { value: 100_000, currency: 'AUD' },
      reference: 'PAY-A1',
      countryCode: 'AU',
      shopperLocale: 'en-AU',
      expiresAt: '2026-11-22T09:10:00.000Z',
      allowedPaymentMethods: ['scheme'],
    });
  });

  it('asks for a refund of an authorised payment with an idempotency key (the staff cancellation)', async () => {
    fake.on('/v71/payments/PSP-DEPOSIT-1/refunds', () => ({
      status: 201,
      json: { pspReference: 'PSP-REFUND-9', status: 'received', paymentPspReference: 'PSP-DEPOSIT-1' },
    }));
    const refund = await adyenGateway(config()).refund({
      paymentPspReference: 'PSP-DEPOSIT-1',
      amount: { value: 100_000, currency: 'AUD' },
      reference: 'SR-100001-refund',
      idempotencyKey: 'refund:order-1',
    });
    expect(refund).toEqual({ pspReference: 'PSP-REFUND-9' });
    const [request] = fake.requests;
    expect(request?.headers['idempotency-key']).toBe('refund:order-1');
    expect(request?.body).toEqual({
      merchantAccount: 'ShowroomAU',
      amount: { value: 100_000, currency: 'AUD' },
      reference: 'SR-100001-refund',
    });
  });

  it('retries once with the same idempotency key after a 5xx, so a lost reply cannot make two sessions', async () => {
    let calls = 0;
    fake.on('/v71/sessions', () => {
      calls += 1;
      return calls === 1
        ? { status: 503, json: { status: 503, errorCode: '000' } }
        : { status: 201, json: sessionReply };
    });
    const session = await adyenGateway(config()).createSession(sessionInput);
    expect(session.id).toBe('CSD9CAC34EBAE225DD');
    expect(fake.requests.map((r) => r.headers['idempotency-key'])).toEqual([
      'order-1:attempt-1',
      'order-1:attempt-1',
    ]);
  });

  it('does not retry a refusal, and reports an unreachable Adyen as unavailable', async () => {
    fake.on('/v71/sessions', () => ({
      status: 422,
      json: { status: 422, errorCode: '14_030', message: 'Return URL is missing.', errorType: 'validation' },
    }));
    await expect(adyenGateway(config()).createSession(sessionInput)).rejects.toBeInstanceOf(
      AdyenRequestError,
    );
    expect(fake.requests).toHaveLength(1);
    const down = adyenGateway({ ...config(), checkoutUrl: 'http://127.0.0.1:1/v71' });
    await expect(down.createSession(sessionInput)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('reads a session result', async () => {
    fake.on('/v71/sessions/CSD9CAC34EBAE225DD', () => ({
      json: {
        id: 'CSD9CAC34EBAE225DD',
        status: 'completed',
        payments: [
          {
            amount: { currency: 'AUD', value: 100_000 },
            pspReference: 'V4HZ4RBFJGXXGN82',
            resultCode: 'Authorised',
          },
        ],
      },
    }));
    const outcome = await adyenGateway(config()).getSessionOutcome('CSD9CAC34EBAE225DD', 'resultData');
    expect(outcome).toEqual({
      status: 'completed',
      pspReference: 'V4HZ4RBFJGXXGN82',
      resultCode: 'Authorised',
    });
    expect(fake.requests[0]?.query.get('sessionResult')).toBe('resultData');
    expect(fake.requests[0]?.method).toBe('GET');
  });
});

describe('Adyen settings', () => {
  const adyenEnv = {
    ADYEN_API_KEY: 'test_API_KEY_SENTINEL',
    ADYEN_MERCHANT_ACCOUNT: 'ShowroomAU',
    ADYEN_CLIENT_KEY: 'test_CLIENTKEY',
    ADYEN_HMAC_KEY: hmacKey,
  };

  it('refuses a half-configured Adyen instead of falling back to the sandbox', () => {
    expect(() => readEnv({ ADYEN_API_KEY: 'x' })).toThrow(
      /ADYEN_HMAC_KEY: Required when ADYEN_API_KEY is set/,
    );
    expect(() => readEnv({ ...adyenEnv, ADYEN_HMAC_KEY: 'not-hex' })).toThrow(/ADYEN_HMAC_KEY/);
  });

  it('runs Adyen when configured: no sandbox pages, and the webhook checks Adyen’s HMAC key', async () => {
    const t = await createTestApp({ env: adyenEnv });
    try {
      expect(t.app.paymentGateway.name).toBe('adyen');
      expect(t.app.paymentGateway.clientConfig).toEqual({
        provider: 'adyen',
        clientKey: 'test_CLIENTKEY',
        environment: 'test',
      });
      // Only with Adyen may the page load its Drop-in's fields and calls, from Adyen's test host.
      const csp = String((await t.get('/api/health')).headers['content-security-policy']);
      for (const directive of ['script-src', 'frame-src', 'connect-src', 'img-src']) {
        expect(csp).toMatch(
          new RegExp(`${directive} 'self'[^;]* https://checkoutshopper-test\\.adyen\\.com`),
        );
      }
      const sandboxScript = await t.get('/sandbox-pay/card-form.js');
      expect(sandboxScript.statusCode).not.toBe(200);
      expect(sandboxScript.body).not.toContain('postMessage');
      const post = (body: object) =>
        t.app.inject({ method: 'POST', url: '/webhooks/payments', payload: body });
      expect((await post(signedNotification(hmacKey))).statusCode).toBe(200);
      expect((await post(signedNotification('ab'.repeat(32), { pspReference: 'X' }))).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('accepts notifications signed with either key while the HMAC key is rotated (new first, old second)', async () => {
    const newKey = '5a'.repeat(32);
    const t = await createTestApp({ env: { ...adyenEnv, ADYEN_HMAC_KEY: `${newKey}, ${hmacKey}` } });
    try {
      const post = (body: object) =>
        t.app.inject({ method: 'POST', url: '/webhooks/payments', payload: body });
      expect((await post(signedNotification(newKey, { pspReference: 'NEW' }))).statusCode).toBe(200);
      expect((await post(signedNotification(hmacKey, { pspReference: 'OLD' }))).statusCode).toBe(200);
      expect((await post(signedNotification('ab'.repeat(32), { pspReference: 'X' }))).statusCode).toBe(401);
    } finally {
      await t.close();
    }
    expect(() => readEnv({ ...adyenEnv, ADYEN_HMAC_KEY: `${newKey},not-hex` })).toThrow(/ADYEN_HMAC_KEY/);
  });
});
