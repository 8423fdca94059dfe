/** The comment every genuine privacy statement template starts with (spec 000 section 7). */
export const privacyStatementMarker = '<!-- showroom:privacy-statement -->';

export const privacyStatementPath = '/content/privacy-statement.html';

/**
 * Loads the privacy statement HTML template: never from a cache (no-store and a cache-busting parameter).
 * Resolves to the HTML, or null after logging when the request fails or the content lacks the marker
 * (nothing is shown then, spec 001 section 8).
 */
export async function loadPrivacyStatement(now: () => number = Date.now): Promise<string | null> {
  try {
    const response = await fetch(`${privacyStatementPath}?v=${now()}`, { cache: 'no-store' });
    if (!response.ok) {
      console.error(`Privacy statement failed to load: HTTP ${response.status}.`);
      return null;
    }
    const html = await response.text();
    if (!html.includes(privacyStatementMarker)) {
      console.error('Privacy statement is not valid: its marker comment is missing.');
      return null;
    }
    return html;
  } catch (error) {
    console.error('Privacy statement failed to load.', error);
    return null;
  }
}
