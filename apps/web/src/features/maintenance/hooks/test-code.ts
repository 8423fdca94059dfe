/** The locally stored maintenance test code: testers open any page with `?maintenance=<code>` once. */
const storageKey = 'showroom.maintenanceCode';

export function readTestCode(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

export function storeTestCode(code: string): void {
  try {
    localStorage.setItem(storageKey, code);
  } catch {
    // Storage blocked: the tester sees the maintenance page like everyone else.
  }
}

/**
 * Whether a visitor is sent to the maintenance page: maintenance is on and their stored test code is not the
 * server's (spec 000 section 4).
 * @example isLockedOut({ isShow: true, maintenanceCode: 'abc' }, 'abc') // false
 */
export function isLockedOut(
  state: { isShow: boolean; maintenanceCode: string },
  testCode: string | null,
): boolean {
  return state.isShow && testCode !== state.maintenanceCode;
}
