/** A place in the body: its key and the place holding it (a linked path, so a deep body costs linear time). */
interface Place {
  key: string;
  parent: Place | undefined;
}

function fieldName(place: Place | undefined): string {
  const keys: string[] = [];
  for (let at = place; at; at = at.parent) keys.unshift(at.key);
  return keys.join('.') || '(body)';
}

/** A lone UTF-16 surrogate: text that is not valid Unicode (a pair is one code point under the `u` flag). */
const loneSurrogate = /\p{Cs}/u;

/** Text PostgreSQL cannot store: a NUL character, or invalid Unicode (which also fails the query with the text in it). */
function unstorable(text: string): boolean {
  return text.includes('\u0000') || loneSurrogate.test(text);
}

/** Why a text was refused, for the client. */
export function unstorableTextMessage(text: string): string {
  return text.includes('\u0000')
    ? 'Text cannot contain the NUL character (\\u0000).'
    : 'Text must be valid Unicode (a lone surrogate such as \\ud800 is not).';
}

/**
 * The first text (a string value or a key) the database cannot store, with its field, or undefined when there is
 * none. A request carrying one is refused before it reaches a query. The walk keeps its own stack: a body nested
 * thousands deep is walked in linear time, not a stack overflow.
 * @example unstorableText({ Options: [{ name: 'a\u0000' }] }) // { field: 'Options.0.name', text: 'a\u0000' }
 * @example unstorableText({ Country: 'AU' }) // undefined
 */
export function unstorableText(body: unknown): { field: string; text: string } | undefined {
  if (!containsUnstorable(body)) return undefined;
  const pending: { value: unknown; place: Place | undefined }[] = [{ value: body, place: undefined }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, place } = next;
    if (typeof value === 'string' && unstorable(value)) return { field: fieldName(place), text: value };
    if (value === null || typeof value !== 'object') continue;
    for (const [key, item] of Object.entries(value).reverse()) {
      const inner = { key, parent: place };
      if (unstorable(key)) return { field: fieldName(inner), text: key };
      pending.push({ value: item, place: inner });
    }
  }
  return undefined;
}

/** Whether any text (a string value or a key) is unstorable: the cheap walk every request takes, no allocation per key. */
function containsUnstorable(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (unstorable(value)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const key in value) {
        if (unstorable(key)) return true;
        pending.push((value as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}
