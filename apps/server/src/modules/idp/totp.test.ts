import { describe, expect, it } from 'vitest';
import { newTotpSecret, totpCode, totpCounter, verifyTotp } from './totp';

// RFC 6238 appendix B: the ASCII secret "12345678901234567890", base32.
const rfcSecret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP', () => {
  it('matches the RFC 6238 test vectors (last six digits)', () => {
    expect(totpCode(rfcSecret, totpCounter(new Date(59_000)))).toBe('287082');
    expect(totpCode(rfcSecret, totpCounter(new Date(1_111_111_109_000)))).toBe('081804');
    expect(totpCode(rfcSecret, totpCounter(new Date(2_000_000_000_000)))).toBe('279037');
  });

  it('accepts a code of this step or a neighbour once, and nothing else', () => {
    const secret = newTotpSecret();
    const at = new Date('2026-11-25T10:00:10Z');
    const counter = totpCounter(at);
    expect(verifyTotp(secret, totpCode(secret, counter), at, 0)).toBe(counter);
    expect(verifyTotp(secret, totpCode(secret, counter - 1), at, 0)).toBe(counter - 1);
    expect(verifyTotp(secret, totpCode(secret, counter), at, counter)).toBeUndefined();
    expect(verifyTotp(secret, totpCode(secret, counter - 3), at, 0)).toBeUndefined();
    expect(verifyTotp(secret, 'abcdef', at, 0)).toBeUndefined();
  });
});
