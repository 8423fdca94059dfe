import { randomBytes } from 'node:crypto';
import type { Env } from '../../../env';
import type { Clock } from '../../clock';
import type { Db } from '../../db';
import { adyenGateway } from './adyen-gateway';
import type { PaymentGateway } from './payment-gateway';
import { type NotificationDelivery, type SandboxGateway, sandboxGateway } from './sandbox/sandbox-gateway';

export interface PaymentGatewayDeps {
  db: Db;
  clock: Clock;
  deliver: NotificationDelivery;
  logger: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** Adyen when ADYEN_API_KEY is set (env.ts then requires the rest), the embedded sandbox otherwise. */
export function selectPaymentGateway(env: Env, deps: PaymentGatewayDeps): PaymentGateway | SandboxGateway {
  if (env.ADYEN_API_KEY && env.ADYEN_MERCHANT_ACCOUNT && env.ADYEN_CLIENT_KEY && env.ADYEN_HMAC_KEY) {
    return adyenGateway({
      apiKey: env.ADYEN_API_KEY,
      merchantAccount: env.ADYEN_MERCHANT_ACCOUNT,
      clientKey: env.ADYEN_CLIENT_KEY,
      hmacKeys: env.ADYEN_HMAC_KEY,
      environment: env.ADYEN_ENVIRONMENT,
      checkoutUrl: env.ADYEN_CHECKOUT_URL,
    });
  }
  return sandboxGateway({ ...deps, hmacKeys: env.SANDBOX_HMAC_KEY ?? [randomBytes(32).toString('hex')] });
}

export function isSandbox(gateway: PaymentGateway): gateway is SandboxGateway {
  return gateway.name === 'sandbox';
}

/**
 * The hosts Adyen Web's Drop-in loads its card fields, scripts, images and API calls from, which the content
 * security policy must allow when the shop runs on Adyen (none for the sandbox, served by the shop itself).
 * Live accounts use their region's host; the shop allows the regions Adyen serves Australia and New Zealand from.
 */
export function paymentWebHosts(env: Pick<Env, 'ADYEN_API_KEY' | 'ADYEN_ENVIRONMENT'>): string[] {
  if (!env.ADYEN_API_KEY) return [];
  return env.ADYEN_ENVIRONMENT === 'live'
    ? ['https://checkoutshopper-live.adyen.com', 'https://checkoutshopper-live-au.adyen.com']
    : ['https://checkoutshopper-test.adyen.com'];
}
