import { createHmac, randomBytes } from 'node:crypto';

/** RFC 6238 time-based one-time passwords (HMAC-SHA-1, 6 digits, 30 s steps): the staff's second factor. */
const stepSeconds = 30;
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export const totpCounter = (at: Date) => Math.floor(at.getTime() / 1000 / stepSeconds);

function base32Decode(text: string): Buffer {
  const bits = [...text.replace(/[\s=]/g, '').toUpperCase()].map((c) => {
    const value = alphabet.indexOf(c);
    if (value < 0) throw new Error('not a base32 secret');
    return value.toString(2).padStart(5, '0');
  });
  const joined = bits.join('');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= joined.length; i += 8) bytes.push(Number.parseInt(joined.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

function base32Encode(bytes: Buffer): string {
  const bits = [...bytes].map((b) => b.toString(2).padStart(8, '0')).join('');
  let out = '';
  for (let i = 0; i < bits.length; i += 5)
    out += alphabet[Number.parseInt(bits.slice(i, i + 5).padEnd(5, '0'), 2)];
  return out;
}

/** A new 160-bit secret, base32 as authenticator apps take it. */
export const newTotpSecret = () => base32Encode(randomBytes(20));

/** The 6-digit code of `secret` for one time step. */
export function totpCode(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', base32Decode(secret)).update(message).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * The time step a code matches, allowing one step of clock drift either way, and only steps after `lastCounter`
 * (a code is good once); undefined when it matches none.
 */
export function verifyTotp(secret: string, code: string, at: Date, lastCounter: number): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const now = totpCounter(at);
  return [now - 1, now, now + 1].find(
    (counter) => counter > lastCounter && totpCode(secret, counter) === code,
  );
}

/** The enrolment link an authenticator app reads (as a QR code or typed in). */
export const otpauthUri = (email: string, secret: string) =>
  `otpauth://totp/Showroom:${encodeURIComponent(email)}?secret=${secret}&issuer=Showroom&algorithm=SHA1&digits=6&period=${stepSeconds}`;
