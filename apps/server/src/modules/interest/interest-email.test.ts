import { saveInterest } from '@showroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpTestServer, startSmtpTestServer } from '../../../test/support/smtp-test-server';
import { createTestApp, type TestApp, testOrigin } from '../../../test/support/test-app';
import { recordingLogger } from '../../../test/support/test-logger';
import { systemClock } from '../../platform/clock';
import { createOutboxWorker, smtpMailer } from '../../platform/mail';
import { seededConfiguration } from './interest-fixtures.test-support';

let t: TestApp;
let smtp: SmtpTestServer;
beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtpTestServer();
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

describe('share by email through a real SMTP server', () => {
  it('delivers the link, the summary and the drive-away price; a downed server only delays it', async () => {
    const vehicle = await seededConfiguration(t, 'NZ');
    const link = await t.post(saveInterest.path, {
      interest: { Country: 'NZ', ...vehicle.names, InterestType: 'ShareLink' },
    });
    const { webUniqueKey } = saveInterest.reply.parse(link.json()).data;
    const shared = await t.post(saveInterest.path, {
      interest: {
        Country: 'NZ',
        Email: 'kiri@example.co.nz',
        WebUniqueKey: webUniqueKey,
        InterestType: 'ShareEmail',
      },
      ifCallYanaAPI: false,
    });
    expect(shared.statusCode, shared.body).toBe(200);

    const mailer = smtpMailer({ url: smtp.url, from: 'Cadillac LYRIQ <no-reply@localhost>' });
    const worker = createOutboxWorker({
      db: t.database.db,
      mailer,
      clock: systemClock,
      logger: recordingLogger(),
      retry: { baseMs: 0, capMs: 0, maxAttempts: 10 },
    });
    try {
      await smtp.stop();
      expect(await worker.drainOnce()).toMatchObject({ claimed: 1, delivered: 0, retrying: 1 });
      expect(smtp.received).toHaveLength(0);
      await smtp.restart();
      expect(await worker.drainOnce()).toMatchObject({ claimed: 1, delivered: 1 });
    } finally {
      await mailer.close();
    }
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.recipients).toEqual(['kiri@example.co.nz']);
    expect(mail?.parsed.subject).toBe('Your LYRIQ configuration');
    const text = mail?.parsed.text ?? '';
    expect(text).toContain(`${testOrigin}/nz-en/links/${webUniqueKey}`);
    expect(text).toContain(vehicle.names.ExteriorName);
    expect(text).toMatch(/Drive-away price[\s\S]*\$\d{2,3},\d{3}/);
    expect(String(mail?.parsed.html)).toContain(`href="${testOrigin}/nz-en/links/${webUniqueKey}"`);
  });
});
