/** The points where a test run may make the process die (TEST_FAULT; refused in production, env.ts). */
export const testFaultPoints = ['exit-after-authorisation'] as const;
export type TestFaultPoint = (typeof testFaultPoints)[number];

/**
 * Test runs only: when TEST_FAULT names this point, the process dies here at once (SIGKILL: no reply, no graceful
 * shutdown), as an instance that crashes there would. The multi-process tests use it to hit a window by design
 * rather than by timing.
 */
export function testFault(point: TestFaultPoint): void {
  if (process.env.TEST_FAULT === point) process.kill(process.pid, 'SIGKILL');
}
