/**
 * A return URL we will send the browser to after sign-in: a path on this shop only. Absolute URLs,
 * protocol-relative `//host`, `/\host` (browsers read `\` as `/`) and control characters are refused (ASVS 3.7.2).
 */
export function safeReturnUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  return value;
}
