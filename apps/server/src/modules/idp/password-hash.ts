import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/** OWASP's scrypt setting N=2^15, r=8, p=3 (32 MiB per hash): production's cost (PASSWORD_HASH_COST=15). */
export const productionHashCost = 15;
const blockSize = 8;
const parallelism = 3;
const keyLength = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const maxmem = 256 * (options.N ?? 0) * (options.r ?? 0) + 1024 * 1024;
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash, so they can be raised for new passwords. */
export async function hashPassword(password: string, cost = productionHashCost): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** cost;
  const key = await derive(password, salt, { N, r: blockSize, p: parallelism });
  return ['scrypt', N, blockSize, parallelism, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Verifies against `stored`, or against a decoy of the same cost when there is none (an unknown account). */
  verify(password: string, stored: string | undefined): Promise<boolean>;
}

/**
 * Hashes new passwords at 2^`cost` (PASSWORD_HASH_COST). The decoy, verified against when the email is unknown so
 * that an unknown account takes as long to refuse as a wrong password, is made on first use, not at start-up.
 */
export function passwordHasher(cost: number = productionHashCost): PasswordHasher {
  let decoy: Promise<string> | undefined;
  return {
    hash: (password) => hashPassword(password, cost),
    async verify(password, stored) {
      if (stored) return verifyPassword(password, stored);
      decoy ??= hashPassword(randomBytes(16).toString('hex'), cost);
      await verifyPassword(password, await decoy);
      return false;
    },
  };
}
