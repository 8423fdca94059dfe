/**
 * The search key of a name: lower case, accents and macrons removed (Taupō → taupo), apostrophes dropped
 * (O'Connor → oconnor), other punctuation as spaces, and 'mt' read as 'mount' (Mt Druitt → mount druitt).
 */
export function searchKey(text: string): string {
  return searchTokens(text).join(' ');
}

export function searchTokens(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((token) => (token === 'mt' ? 'mount' : token));
}
