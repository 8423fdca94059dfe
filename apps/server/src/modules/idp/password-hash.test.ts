import { describe, expect, it } from 'vitest';
import { hashPassword, passwordHasher, verifyPassword } from './password-hash';

describe('password hash', () => {
  it("hashes at production's cost unless told otherwise, and verifies the password it hashed and nothing else", async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$32768\$8\$3\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
    expect(await passwordHasher().hash('x')).toMatch(/^scrypt\$32768\$8\$3\$/);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same', 10)).not.toBe(await hashPassword('same', 10));
  });

  it('refuses a stored value that is not a scrypt hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$1$2$3$a$b')).toBe(false);
  });

  it('hashes at the cost it was given; a hash of another cost still verifies (the cost travels with it)', async () => {
    const cheap = passwordHasher(10);
    const stored = await cheap.hash('correct horse battery');
    expect(stored).toMatch(/^scrypt\$1024\$8\$3\$/);
    expect(await passwordHasher().verify('correct horse battery', stored)).toBe(true);
    expect(await cheap.verify('wrong horse battery', stored)).toBe(false);
  });

  it('refuses every password for an unknown account, after verifying against its decoy', async () => {
    const cheap = passwordHasher(10);
    expect(await cheap.verify('anything at all', undefined)).toBe(false);
    expect(await cheap.verify('', undefined)).toBe(false);
  });
});
