import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Db } from '../../platform/db';
import { type IdpRepository, idpRepository } from './idp.repository';

/** An ES256 signing key of the embedded provider, as a private JWK with its key id. */
export type SigningJwk = Record<string, unknown> & { kid: string };

/** The two key rings of the embedded provider, each newest-signs-all-verify (ADR 0016, docs/operations.md). */
export interface IdpKeyRings {
  /** ID-token signing keys: the first signs, every one is published (JWKS) and verifies. */
  signing: SigningJwk[];
  /** Cookie keys (keygrip): the first signs the provider's cookies, every one verifies them. */
  cookie: string[];
}

export function newSigningKey(): SigningJwk {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    ...privateKey.export({ format: 'jwk' }),
    kid: randomBytes(8).toString('hex'),
    alg: 'ES256',
    use: 'sig',
  };
}

const newCookieKey = () => randomBytes(32).toString('base64url');

/**
 * The key rings in the database, made at first start (the first of several instances wins). A database from
 * before rings kept one `signing-key`: it becomes the ring's only key, so nobody's token stops verifying.
 */
export async function loadIdpKeyRings(repository: IdpRepository): Promise<IdpKeyRings> {
  const first = await repository.keyValue<SigningJwk>('signing-key', newSigningKey);
  const [signing, cookie] = await Promise.all([
    repository.keyValue<SigningJwk[]>('signing-keys', () => [first]),
    repository.keyValue<string[]>('cookie-keys', () => [newCookieKey()]),
  ]);
  return { signing, cookie };
}

export type KeyRotationStep = 'add' | 'promote' | 'retire';

/**
 * One step of a rotation, each followed by a rolling restart of the instances (they read the rings at start):
 * `add` puts a new key at the end of each ring (published and verifying, not yet signing), `promote` moves the
 * newest to the front (it signs; the old still verifies what it signed), `retire` keeps only the signing key once
 * nothing signed by the old ones is still in use (the provider's sessions last 12 hours).
 */
export function rotateRings(rings: IdpKeyRings, step: KeyRotationStep): IdpKeyRings {
  if (step === 'add') {
    return { signing: [...rings.signing, newSigningKey()], cookie: [...rings.cookie, newCookieKey()] };
  }
  if (step === 'promote') {
    const lastFirst = <T>(ring: T[]): T[] =>
      ring.length < 2 ? ring : [ring.at(-1) as T, ...ring.slice(0, -1)];
    return { signing: lastFirst(rings.signing), cookie: lastFirst(rings.cookie) };
  }
  return { signing: rings.signing.slice(0, 1), cookie: rings.cookie.slice(0, 1) };
}

/** Applies a rotation step to the stored rings and answers them as they are now. */
export async function rotateIdpKeys(repository: IdpRepository, step: KeyRotationStep): Promise<IdpKeyRings> {
  const rotated = rotateRings(await loadIdpKeyRings(repository), step);
  await repository.setKeyValue('signing-keys', rotated.signing);
  await repository.setKeyValue('cookie-keys', rotated.cookie);
  return rotated;
}

/** `npm run keys` (keys.ts): the embedded provider's key rings in this database, read, or moved on one step. */
export function idpKeyRingsIn(db: Db) {
  const repository = idpRepository(db);
  return {
    load: () => loadIdpKeyRings(repository),
    rotate: (step: KeyRotationStep) => rotateIdpKeys(repository, step),
  };
}
