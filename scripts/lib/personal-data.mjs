// Detectors for personal data in text the shop writes about itself (its logs): email addresses and Australian or
// New Zealand phone numbers as customers type them. Card numbers have their own detector in the domain
// (findCardNumbers: brand prefix and Luhn).

const email = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

// Each national form with its +61 / +64 prefix or trunk 0, spaces or hyphens between groups, not inside a longer
// run of letters or digits (ids, hashes, times).
const sep = '[ -]?';
const phone = new RegExp(
  [
    // AU mobile 04xx xxx xxx
    `(?:\\+?61${sep}|0)4\\d{2}${sep}\\d{3}${sep}\\d{3}`,
    // AU landline (0x) xxxx xxxx
    `(?:\\+?61${sep}|\\(?0)[2378]\\)?${sep}\\d{4}${sep}\\d{4}`,
    // NZ mobile 02x xxx xxxx(x)
    `(?:\\+?64${sep}|0)2\\d${sep}\\d{3}${sep}\\d{3,5}`,
    // NZ landline (0x) xxx xxxx
    `(?:\\+?64${sep}|\\(?0)[34679]\\)?${sep}\\d{3}${sep}\\d{4}`,
  ]
    .map((form) => `(?<![\\w+.:-])${form}(?![\\w.:-])`)
    .join('|'),
  'g',
);

/** Email addresses in `text`. */
export function findEmails(text) {
  return [...text.matchAll(email)].map((match) => match[0]);
}

/** AU/NZ phone numbers in `text` (the shop's own 1800 / 0800 sales numbers are not of these forms). */
export function findPhoneNumbers(text) {
  return [...text.matchAll(phone)].map((match) => match[0]);
}

/** `jo@example.com` → `j…@example.com`, `0412 345 678` → `…678`: enough to find it, not to read it. */
export function maskPersonal(kind, value) {
  if (kind === 'email') return `${value[0]}…@${value.split('@')[1]}`;
  return `…${value.replace(/\D/g, '').slice(-3)}`;
}

/** Every string in a parsed JSON value (keys included), or the line itself when it is not JSON. */
export function stringsOfLogLine(line) {
  let parsed;
  try {
    parsed = JSON.parse(line);
  } catch {
    return [line];
  }
  const found = [];
  const walk = (value) => {
    if (typeof value === 'string') found.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        found.push(key);
        walk(inner);
      }
    }
  };
  walk(parsed);
  return found;
}
