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

/**
 * The field of the first text (a string value or a key) holding a NUL character, or undefined when there is none.
 * PostgreSQL text cannot store NUL, so a request carrying one is refused before it reaches a query. The walk
 * keeps its own stack: a body nested thousands deep is walked in linear time, not a stack overflow.
 * @example fieldWithNul({ Options: [{ name: 'a\u0000' }] }) // 'Options.0.name'
 * @example fieldWithNul({ Country: 'AU' }) // undefined
 */
export function fieldWithNul(body: unknown): string | undefined {
  if (!containsNul(body)) return undefined;
  const pending: { value: unknown; place: Place | undefined }[] = [{ value: body, place: undefined }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, place } = next;
    if (typeof value === 'string' && value.includes('\u0000')) return fieldName(place);
    if (value === null || typeof value !== 'object') continue;
    for (const [key, item] of Object.entries(value).reverse()) {
      const inner = { key, parent: place };
      if (key.includes('\u0000')) return fieldName(inner);
      pending.push({ value: item, place: inner });
    }
  }
  return undefined;
}

/** Whether any text (a string value or a key) holds a NUL: the cheap walk every request takes, with no allocation per key. */
function containsNul(body: unknown): boolean {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const key in value) {
        if (key.includes('\u0000')) return true;
        pending.push((value as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}
