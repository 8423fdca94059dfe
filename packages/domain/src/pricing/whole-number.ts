/*
 * Exact integer division for the statutory counting rules ("per $100 or part", "rounded down to 5 c").
 * Floating-point division could land a hair on the wrong side of a whole unit; these never do.
 */

function checkOperands(dividend: number, divisor: number): void {
  if (!Number.isSafeInteger(dividend) || dividend < 0 || !Number.isSafeInteger(divisor) || divisor <= 0) {
    throw new RangeError(
      `Expected a non-negative safe integer over a positive one, got ${dividend}/${divisor}`,
    );
  }
}

/**
 * Whole units in `dividend`, a part left over not counted.
 * @example floorDiv(11_298_390, 10_000) // 1_129
 */
export function floorDiv(dividend: number, divisor: number): number {
  checkOperands(dividend, divisor);
  return (dividend - (dividend % divisor)) / divisor;
}

/**
 * Units in `dividend`, a part of a unit counted as a whole one ("per $100 or part").
 * @example ceilDiv(11_298_390, 10_000) // 1_130
 * @example ceilDiv(10_000, 10_000) // 1
 */
export function ceilDiv(dividend: number, divisor: number): number {
  checkOperands(dividend, divisor);
  return dividend % divisor === 0 ? dividend / divisor : floorDiv(dividend, divisor) + 1;
}
