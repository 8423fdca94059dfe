import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { productionHashCost } from './modules/idp';
import { parseStaffAllowList } from './modules/staff';
import { testFaultPoints } from './platform/test-fault';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** `Name <address>` or a bare address, the forms nodemailer and every SMTP server accept in From. */
const mailbox = z
  .string()
  .trim()
  .regex(
    /^(?:[^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
    'Use "Name <address@domain>" or an address.',
  );

/** An HMAC key as Adyen shows it: hexadecimal, at least 128 bits. */
const hexKey = z
  .string()
  .trim()
  .regex(/^(?:[0-9a-fA-F]{2}){16,}$/, 'Use the hexadecimal key (at least 32 hex digits).');

/**
 * One key, or several separated by commas while a key is being rotated: the first signs, every one verifies
 * (docs/operations.md "Rotating keys").
 */
const hexKeys = z
  .string()
  .transform((value) => value.split(',').map((key) => key.trim()))
  .pipe(z.array(hexKey).min(1));

/**
 * Whom to trust for `X-Forwarded-For` / `-Proto` / `-Host`: `false` (nobody: the peer is the client), `true`
 * (every hop: only when the balancer overwrites X-Forwarded-For), or the balancers' addresses or CIDR ranges,
 * comma-separated (the client is the address the nearest untrusted hop reported).
 */
const trustProxy = z.union([
  booleanFlag,
  z
    .string()
    .regex(/^[0-9a-fA-F.:/]+(?:\s*,\s*[0-9a-fA-F.:/]+)*$/, 'Use true, false or addresses/CIDR ranges.')
    .transform((value) => value.split(',').map((address) => address.trim())),
]);

/** Access tokens, comma-separated while one is being replaced; at least 16 characters each. */
const tokens = z
  .string()
  .transform((value) => value.split(',').map((token) => token.trim()))
  .pipe(z.array(z.string().min(16, 'Use at least 16 characters.')).min(1));

/**
 * Every setting of the server, read once at start-up (README "Settings").
 * Unset values take the embedded defaults, so `npm start` needs none of them.
 */
export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  PUBLIC_ORIGIN: z.url().optional(),
  /**
   * Seconds between SIGTERM and closing: `/api/ready` answers 503 while the instance still serves, so a balancer
   * that polls it stops sending first (docs/operations.md "Restarts").
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce
    .number({ error: 'Use a number of seconds, e.g. 5.' })
    .min(0, 'Use 0 or more seconds.')
    .max(120, 'Use at most 120 seconds.')
    .default(5),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./var'),
  DATABASE_URL: z.url().optional(),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: trustProxy.default(false),
  /** Redis for what every instance must share (rate limits, delivery quotes); unset → in this process. */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'Use redis://[:password@]host:6379[/db] or rediss://…' })
    .optional(),
  /** Prefix of every key the shop writes in Redis, so several shops (or test runs) can share one server. */
  REDIS_KEY_PREFIX: z.string().min(1).default('showroom:'),
  /** Bearer token(s) Prometheus sends to GET /metrics; unset → /metrics is not served. */
  METRICS_TOKEN: tokens.optional(),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'Use smtp://user:password@host:port or smtps://…' })
    .optional(),
  MAIL_FROM: mailbox.optional(),
  DEV_MAILBOX: booleanFlag.optional(),
  /** The operator's key to the dev mailbox; unset → a random one made at start-up and printed in the log. */
  DEV_MAILBOX_TOKEN: z.string().min(16).optional(),
  /** Google Maps Platform key: when set, address search, geocoding and road distances use Google. */
  GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),
  /** Geocoding and Distance Matrix host; tests point it at a local server. */
  GOOGLE_MAPS_BASE_URL: z.url().default('https://maps.googleapis.com'),
  /** Places API (New) host; tests point it at a local server. */
  GOOGLE_PLACES_BASE_URL: z.url().default('https://places.googleapis.com'),
  /**
   * Map tiles for Your Delivery's map: an https URL template with {z}, {x} and {y}
   * (`https://tile.example.com/{z}/{x}/{y}.png`); its host is added to the CSP's img-src. Unset → the shop draws
   * its own static map and no map host is allowed.
   */
  MAP_TILE_URL: z
    .url({ protocol: /^https$/, error: 'Use an https URL template with {z}, {x} and {y}.' })
    .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), {
      error: 'MAP_TILE_URL must contain {z}, {x} and {y}.',
    })
    .optional(),
  /** The attribution the tile source requires (e.g. '© OpenStreetMap contributors'). */
  MAP_TILE_ATTRIBUTION: z.string().min(1).max(200).optional(),
  /** Adyen: when the API key is set, card deposits go through Adyen and every ADYEN_* setting below is required. */
  ADYEN_API_KEY: z.string().min(1).optional(),
  ADYEN_MERCHANT_ACCOUNT: z.string().min(1).optional(),
  ADYEN_CLIENT_KEY: z.string().min(1).optional(),
  ADYEN_HMAC_KEY: hexKeys.optional(),
  ADYEN_ENVIRONMENT: z.enum(['test', 'live']).default('test'),
  /** Checkout API base with version; live accounts use their own prefix (see docs/payments.md). */
  ADYEN_CHECKOUT_URL: z.url().default('https://checkout-test.adyen.com/v71'),
  /** An S3-compatible bucket for customers' files; unset → the database when it is PostgreSQL, else DATA_DIR/files (docs/documents.md). */
  S3_BUCKET: z.string().min(3).optional(),
  /** The S3-compatible server (MinIO, R2, …); unset → AWS S3 of S3_REGION. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Both or neither; neither → the AWS SDK's default credential chain. */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path instead of the host name; default true when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  /** Prefix of every object key the shop writes, so several shops can share a bucket. */
  S3_KEY_PREFIX: z
    .string()
    .regex(/^[a-z0-9._/-]*$/, 'Use lower-case letters, digits and . _ - /.')
    .default(''),
  /** How long a document download link works, in minutes. */
  DOWNLOAD_LINK_MINUTES: z.coerce.number().int().min(1).max(60).default(5),
  /** The finance partner's application page per country (get-finance-status); the defaults are SAMPLE pages. */
  FINANCE_PARTNER_URL_AU: z.url().default('https://finance.example.com.au/cadillac/apply'),
  FINANCE_PARTNER_URL_NZ: z.url().default('https://finance.example.co.nz/cadillac/apply'),
  /** Reservations one client may make per minute (place-reservation), so a bot cannot hold all stock. */
  RESERVE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Live-event streams (GET /api/events) one client address may hold open at once: its tabs. */
  LIVE_STREAMS_PER_CLIENT: z.coerce.number().int().min(1).default(8),
  /** HMAC key (hex) of the embedded sandbox's notifications; unset: a random key per process. */
  SANDBOX_HMAC_KEY: hexKeys.optional(),
  /** An external OpenID Connect issuer; unset → the embedded provider at PUBLIC_ORIGIN/idp. */
  OIDC_ISSUER_URL: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).default('showroom'),
  /** Required with OIDC_ISSUER_URL; for the embedded provider a secret is made at first start. */
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** Comma-separated origins of other shops the embedded provider accepts as clients (tests, staging). */
  IDP_CLIENT_ORIGINS: z.string().optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /**
   * Staff allow-list: comma-separated `email` or `email:role` (role viewer, sales or admin; default viewer). The
   * role can also come from the identity provider's STAFF_ROLE_CLAIM; the higher of the two counts.
   */
  STAFF_EMAILS: z
    .string()
    .optional()
    .refine((value) => !value || parseStaffAllowList(value) !== undefined, {
      error: 'Use email or email:role (viewer, sales, admin), comma-separated.',
    }),
  /** The ID-token claim naming a staff member's role (the embedded provider sends `staff_role`). */
  STAFF_ROLE_CLAIM: z.string().min(1).default('staff_role'),
  /** Whether staff rights need a second factor in the ID token's `amr` (on by default; only for a provider without one). */
  STAFF_REQUIRE_SECOND_FACTOR: booleanFlag.default(true),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  /**
   * Test runs only: the operator's token for `POST /__test/clock`, which moves the server's clock (an offset from
   * the real time) so that a browser test can see a day come. Unset → the real clock and no such route. Refused
   * under NODE_ENV=production unless TEST_CLOCK_IN_PRODUCTION=true says this is a test run (scripts/e2e-server.mjs).
   */
  /**
   * The embedded provider hashes new passwords with scrypt at N = 2^PASSWORD_HASH_COST (r=8, p=3). Production keeps
   * OWASP's 15 or more; test runs lower it so that a sign-in does not cost a third of a second.
   */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(productionHashCost),
  TEST_CLOCK_TOKEN: z.string().min(16, 'Use at least 16 characters.').optional(),
  TEST_CLOCK_IN_PRODUCTION: booleanFlag.default(false),
  /** Test runs only: where the process dies on purpose (platform/test-fault.ts). Refused under NODE_ENV=production. */
  TEST_FAULT: z.enum(testFaultPoints).optional(),
});

type ParsedEnv = z.output<typeof EnvSchema>;
export type Env = Omit<ParsedEnv, 'PUBLIC_ORIGIN' | 'MAIL_FROM' | 'DEV_MAILBOX' | 'DEV_MAILBOX_TOKEN'> & {
  PUBLIC_ORIGIN: string;
  MAIL_FROM: string;
  /** Whether GET /__dev/mailbox is served (see `devMailboxDefault`). */
  DEV_MAILBOX: boolean;
  /** The token the dev mailbox asks for (see `platform/mail/dev-mailbox-access.ts`). */
  DEV_MAILBOX_TOKEN: string;
};

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The dev mailbox shows every email the shop wrote, password-reset links included, so by default it is on only
 * where that cannot leak: outside production, or when mail is not sent anywhere else (no SMTP_URL) and the shop
 * is served on this machine — which is what `npm start` does. DEV_MAILBOX=true|false overrides this.
 */
export function devMailboxDefault(
  env: Pick<ParsedEnv, 'NODE_ENV' | 'SMTP_URL'>,
  publicOrigin: string,
): boolean {
  if (env.NODE_ENV !== 'production') return true;
  return !env.SMTP_URL && loopbackHosts.has(new URL(publicOrigin).hostname);
}

/** Adyen is all or nothing: a half-configured Adyen must stop the server, never fall back to the sandbox. */
function adyenSettingsMissing(env: ParsedEnv): string[] {
  const required = ['ADYEN_API_KEY', 'ADYEN_MERCHANT_ACCOUNT', 'ADYEN_CLIENT_KEY', 'ADYEN_HMAC_KEY'] as const;
  if (!required.some((name) => env[name] !== undefined)) return [];
  return required.filter((name) => env[name] === undefined);
}

/** Parses the process environment; throws one readable error that lists every bad setting. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const values = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = EnvSchema.safeParse(values);
  if (!result.success) {
    // The value is never echoed: SMTP_URL and DATABASE_URL carry passwords.
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid settings:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const adyenMissing = adyenSettingsMissing(env);
  if (adyenMissing.length > 0) {
    throw new Error(
      `Invalid settings:\n${adyenMissing.map((name) => `  ${name}: Required when ADYEN_API_KEY is set.`).join('\n')}`,
    );
  }
  if (env.OIDC_ISSUER_URL && !env.OIDC_CLIENT_SECRET) {
    throw new Error('Invalid settings:\n  OIDC_CLIENT_SECRET: Required when OIDC_ISSUER_URL is set.');
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid settings:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: Set both or neither.');
  }
  if (env.TEST_CLOCK_TOKEN && env.NODE_ENV === 'production' && !env.TEST_CLOCK_IN_PRODUCTION) {
    throw new Error(
      'Invalid settings:\n  TEST_CLOCK_TOKEN: A movable clock is for test runs; it is refused in production unless TEST_CLOCK_IN_PRODUCTION=true.',
    );
  }
  if (env.TEST_FAULT && env.NODE_ENV === 'production') {
    throw new Error(
      'Invalid settings:\n  TEST_FAULT: A process that dies on purpose is for test runs; it is refused in production.',
    );
  }
  if (env.NODE_ENV === 'production' && env.PASSWORD_HASH_COST < productionHashCost) {
    throw new Error(
      `Invalid settings:\n  PASSWORD_HASH_COST: Production hashes passwords at ${productionHashCost} or more.`,
    );
  }
  const publicOrigin = env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`;
  return {
    ...env,
    PUBLIC_ORIGIN: publicOrigin,
    MAIL_FROM: env.MAIL_FROM ?? `Cadillac LYRIQ <no-reply@${new URL(publicOrigin).hostname}>`,
    DEV_MAILBOX: env.DEV_MAILBOX ?? devMailboxDefault(env, publicOrigin),
    DEV_MAILBOX_TOKEN: env.DEV_MAILBOX_TOKEN ?? randomBytes(24).toString('base64url'),
  };
}
