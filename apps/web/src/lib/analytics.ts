declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

let warned = false;
let signedIn = false;

/** Whether the visitor is signed in: passed with every event, and to analytics only (spec 000 section 6). */
export function setAnalyticsSignedIn(value: boolean): void {
  signedIn = value;
}

/**
 * Sends an event to the page's analytics tracker (a `dataLayer` queue when one is installed), with the page and
 * the signed-in flag. Without a tracker it only logs a warning, once (spec 000 section 7).
 */
export function track(event: string, detail: Record<string, string> = {}): void {
  if (typeof window === 'undefined') return;
  if (Array.isArray(window.dataLayer)) {
    window.dataLayer.push({
      event,
      ...detail,
      page: window.location.pathname,
      loggedIn: signedIn ? 'true' : 'false',
    });
    return;
  }
  if (!warned) {
    warned = true;
    console.warn('Analytics tracker missing: events are not recorded.');
  }
}
