import type { Endpoint } from '@showroom/contract';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { TestApp } from './test-app';

/** Posts a body to an endpoint, expects 200 and parses the reply with the endpoint's contract schema. */
export async function callEndpoint<E extends Endpoint & { reply: z.ZodType }>(
  t: TestApp,
  endpoint: E,
  body: unknown,
): Promise<z.output<E['data']>> {
  const res = await t.post(endpoint.path, body);
  expect(res.statusCode, res.body).toBe(200);
  return (endpoint.reply.parse(res.json()) as { data: z.output<E['data']> }).data;
}
