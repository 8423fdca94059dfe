import { describe, expect, it } from 'vitest';
import { configuratorSteps, isStepMenuDisabled, nextStep, stepMenuLockMs } from './step-menu';

describe('step menu (spec 000 section 2 item 2)', () => {
  it('is disabled for 2.5 s after the page loads', () => {
    expect(stepMenuLockMs).toBe(2500);
    expect(isStepMenuDisabled({ pageNumber: 0, elapsedMs: 0 })).toBe(true);
    expect(isStepMenuDisabled({ pageNumber: 0, elapsedMs: 2499 })).toBe(true);
    expect(isStepMenuDisabled({ pageNumber: 0, elapsedMs: 2500 })).toBe(false);
  });

  it('is disabled on the checkout page (page number 1)', () => {
    expect(isStepMenuDisabled({ pageNumber: 1, elapsedMs: 10_000 })).toBe(true);
  });

  it('lists the steps in order and names the next one', () => {
    expect(configuratorSteps).toEqual([
      'variant',
      'exterior',
      'interior',
      'accessories',
      'charging',
      'checkout',
    ]);
    expect(nextStep('variant')).toBe('exterior');
    expect(nextStep('checkout')).toBeUndefined();
  });
});
