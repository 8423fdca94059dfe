import type { FastifyRequest } from 'fastify';
import type { Caller } from './order-context';
import { browserTokenHash } from './reservation-cookie';

/** The id of the signed-in customer of a request, or null (the auth module). */
export type SignedInCustomer = (request: FastifyRequest) => Promise<string | null>;

/**
 * Who calls an order endpoint: this browser's reservation token and its signed-in customer, looked up once and only
 * when a call needs it. Every module that acts on an order names its caller this way.
 */
export function callerOf(request: FastifyRequest, signedInCustomer: SignedInCustomer | undefined): Caller {
  let customer: Promise<string | null> | undefined;
  return {
    tokenHash: browserTokenHash(request),
    customerId: () => {
      customer ??= signedInCustomer ? signedInCustomer(request) : Promise.resolve(null);
      return customer;
    },
  };
}
