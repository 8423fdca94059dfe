import { randomBytes } from 'node:crypto';
import type { StaffRole } from '@showroom/domain';
import type { Db } from '../../platform/db';
import { idpRepository } from './idp.repository';
import { normaliseEmail, passwordProblem } from './idp.service';
import { idpStaffRepository } from './idp-staff.repository';
import { type PasswordHasher, passwordHasher } from './password-hash';
import { newTotpSecret } from './totp';

export interface StaffAccountRequest {
  email: string;
  role: StaffRole;
  /** Unset → a new account gets a random password (printed once); an existing one keeps its own. */
  password?: string | undefined;
  /** Unset → a new TOTP secret. */
  totpSecret?: string | undefined;
}

/**
 * Makes the embedded provider's account of this email a staff account of this role with a (new) TOTP secret:
 * creates the account when there is none. Answers what the operator must hand over.
 */
export async function addStaffAccount(
  db: Db,
  request: StaffAccountRequest,
  passwords: PasswordHasher = passwordHasher(),
) {
  const accounts = idpRepository(db);
  const email = normaliseEmail(request.email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`Not an email address: ${request.email}`);
  let account = await accounts.findAccountByEmail(email);
  let password: string | undefined;
  if (!account) {
    password = request.password ?? randomBytes(15).toString('base64url');
    const weak = passwordProblem(password);
    if (weak) throw new Error(weak);
    const [name = 'Staff'] = email.split('@');
    account = await accounts.insertAccount({
      email,
      passwordHash: await passwords.hash(password),
      country: 'AU',
      firstName: name,
      lastName: 'Staff',
      // The operator who makes a staff account vouches for its address.
      emailVerifiedAt: new Date(),
    });
    if (!account) throw new Error('The account could not be created.');
  } else await accounts.markEmailVerified(account.id, new Date());
  const totpSecret = request.totpSecret ?? newTotpSecret();
  await idpStaffRepository(db).saveFactor({ accountId: account.id, role: request.role, totpSecret });
  return { email, created: password !== undefined, password, totpSecret };
}
