import { describe, expect, it } from 'vitest';
import { describeSendError, secretsOfUrl } from './send-error';

describe('send errors without secrets', () => {
  const secrets = secretsOfUrl('smtp://mailer%40shop:p%40ss%3Aw0rd@smtp.example:587');

  it('knows the password in every form it takes on the wire', () => {
    expect(secrets).toContain('p@ss:w0rd');
    expect(secrets).toContain('p%40ss%3Aw0rd');
    expect(secrets).toContain(Buffer.from('p@ss:w0rd').toString('base64'));
    expect(secrets).toContain(Buffer.from('\u0000mailer@shop\u0000p@ss:w0rd').toString('base64'));
    expect(secretsOfUrl('smtp://smtp.example:25')).toEqual([]);
  });

  it('keeps the code, reply code and command, and removes secrets and line breaks', () => {
    const error = Object.assign(
      new Error(
        `Invalid login: 535 bad credentials p@ss:w0rd\r\n${Buffer.from('p@ss:w0rd').toString('base64')}`,
      ),
      { code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN' },
    );
    const text = describeSendError(error, secrets);
    expect(text).toBe(
      'EAUTH 535 during AUTH PLAIN: Invalid login: 535 bad credentials [redacted] [redacted]',
    );
  });

  it('replaces recipient addresses, which a refusing server quotes', () => {
    const error = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <alex.k@example.com>: unknown"),
      {
        code: 'EENVELOPE',
        responseCode: 550,
        command: 'RCPT TO',
      },
    );
    expect(describeSendError(error, [])).toBe(
      "EENVELOPE 550 during RCPT TO: Can't send mail - all recipients were rejected: 550 5.1.1 <[address]>: unknown",
    );
  });

  it('caps the length and copes with thrown non-errors', () => {
    expect(describeSendError(new Error('x'.repeat(2_000)), [])).toHaveLength(500);
    expect(describeSendError('boom', [])).toBe('boom');
  });
});
