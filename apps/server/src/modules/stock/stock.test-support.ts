import type { Endpoint } from '@showroom/contract';
import { afterAll, beforeAll } from 'vitest';
import type { z } from 'zod';
import { callEndpoint } from '../../../test/support/call-endpoint';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { fixedClock } from '../../platform/clock';

/**
 * A test app for this file on a fixed clock (reservation holds are timed by it), and `call` (expects 200 and
 * returns the reply's data).
 */
export function stockTestApp() {
  const clock = fixedClock('2026-03-02T01:00:00Z');
  const state: { t?: TestApp } = {};
  beforeAll(async () => {
    state.t = await createTestApp({ clock });
  });
  afterAll(() => state.t?.close());
  const app = () => state.t!;
  const call = <E extends Endpoint & { reply: z.ZodType }>(endpoint: E, body: unknown) =>
    callEndpoint(app(), endpoint, body);
  return { clock, app, call };
}
