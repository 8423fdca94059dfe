/**
 * The UTM parameters of the address a page opened with, as one tag ('utm_source=qr&utm_medium=print'), or null.
 * @example utmTagOf('?utm_source=qr&x=1') // 'utm_source=qr'
 */
export function utmTagOf(search: string): string | null {
  const utm = [...new URLSearchParams(search)].filter(([name]) => name.toLowerCase().startsWith('utm_'));
  return utm.length ? new URLSearchParams(utm).toString().slice(0, 200) : null;
}
