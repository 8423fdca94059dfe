/** The main step menu of spec 000 section 2 item 2, in order, by scroll target. */
export const configuratorSteps = [
  'variant',
  'exterior',
  'interior',
  'accessories',
  'charging',
  'checkout',
] as const;
export type ConfiguratorStep = (typeof configuratorSteps)[number];

/** The menu stays locked this long after the configure page loads (spec 000 section 9). */
export const stepMenuLockMs = 2500;

/** Page number 0 is the configuration, 1 the checkout form (spec 000 section 4). */
export type PageNumber = 0 | 1;

/**
 * The step menu's buttons are disabled on the checkout page and for 2.5 s after the page loads.
 * The caller measures the elapsed time; the domain never reads the clock.
 * @example isStepMenuDisabled({ pageNumber: 0, elapsedMs: 1200 }) // true
 * @example isStepMenuDisabled({ pageNumber: 0, elapsedMs: 2500 }) // false
 * @example isStepMenuDisabled({ pageNumber: 1, elapsedMs: 60_000 }) // true
 */
export function isStepMenuDisabled(input: { pageNumber: PageNumber; elapsedMs: number }): boolean {
  return input.pageNumber === 1 || input.elapsedMs < stepMenuLockMs;
}

/**
 * The step after this one, or undefined at the end (the bottom bar's main action moves on).
 * @example nextStep('charging') // 'checkout'
 */
export function nextStep(step: ConfiguratorStep): ConfiguratorStep | undefined {
  return configuratorSteps[configuratorSteps.indexOf(step) + 1];
}
