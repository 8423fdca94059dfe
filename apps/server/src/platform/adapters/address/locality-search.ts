import type { CountryCode } from '@showroom/domain';
import type { GazetteerIndex, Locality } from './gazetteer-index';
import { isNumberWord, parseTypedAddress } from './typed-address';

export type MatchKind = 'exact' | 'postcode' | 'prefix' | 'contains';

/** A locality that the typed text may mean, and the street line typed before it. */
export interface LocalityMatch {
  locality: Locality;
  kind: MatchKind;
  streetLine: string;
  score: number;
}

/** The longest locality name we try to read from the end of the text, in words ("Port Macquarie Hastings…"). */
const maxLocalityWords = 5;
const minPrefixLength = 3;
const minContainsLength = 4;
const kindScore: Record<MatchKind, number> = { exact: 400, postcode: 300, prefix: 200, contains: 100 };

/**
 * Reads a locality from the end of typed text ("12 Smith St Parramatta", "12 Smith Street, Parramatta NSW 2150",
 * "2150", "Parram") and ranks the candidates: an exact name before a postcode match before a name prefix before
 * a name containing the text; more words explained is better; a postcode or state written at the end lifts
 * matching localities and lowers the others. Ties go to the shorter, then alphabetically first, name.
 */
export function searchLocalities(
  index: GazetteerIndex,
  country: CountryCode,
  text: string,
  limit: number,
): LocalityMatch[] {
  const typed = parseTypedAddress(country, text);
  const { words } = typed;
  const best = new Map<Locality, LocalityMatch>();
  const offer = (locality: Locality, kind: MatchKind, explained: number, streetEnd: number) => {
    let score = kindScore[kind] + explained * 10;
    if (typed.postcode) score += locality.postcode === typed.postcode ? 40 : -60;
    if (typed.state) score += locality.state === typed.state ? 20 : -40;
    const current = best.get(locality);
    if (current && current.score >= score) return;
    best.set(locality, { locality, kind, score, streetLine: cleanStreetLine(text.slice(0, streetEnd)) });
  };

  for (let size = 1; size <= Math.min(maxLocalityWords, words.length); size++) {
    const first = words.length - size;
    if (isNumberWord(words[first]!.key)) break;
    const phrase = words
      .slice(first)
      .map((w) => w.key)
      .join(' ');
    const streetEnd = words[first]!.start;
    for (const locality of index.exact(phrase)) offer(locality, 'exact', size, streetEnd);
    if (phrase.length >= minPrefixLength) {
      for (const locality of index.withPrefix(phrase, 50)) offer(locality, 'prefix', size, streetEnd);
    }
    if (size <= 2 && phrase.length >= minContainsLength) {
      for (const locality of index.containing(phrase, 50)) offer(locality, 'contains', size, streetEnd);
    }
  }
  const namedExactly = [...best.values()].some((match) => match.kind === 'exact');
  if (typed.postcode && !namedExactly) {
    // A postcode without a locality we recognise: every locality of it is a candidate, and the words typed
    // before the postcode are the street line.
    const streetEnd = lastWordEnd(text, words);
    for (const locality of index.inPostcode(typed.postcode)) offer(locality, 'postcode', 0, streetEnd);
  }
  return [...best.values()].sort(compareMatches).slice(0, limit);
}

function lastWordEnd(text: string, words: { start: number }[]): number {
  const last = words[words.length - 1];
  if (!last) return 0;
  const rest = text.slice(last.start).match(/^[^\s,]+/);
  return last.start + (rest ? rest[0].length : 0);
}

/** Code-unit order: stable and much cheaper than locale collation for these short names. */
function order(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareMatches(a: LocalityMatch, b: LocalityMatch): number {
  return (
    b.score - a.score ||
    a.locality.name.length - b.locality.name.length ||
    order(a.locality.name, b.locality.name) ||
    order(a.locality.state, b.locality.state) ||
    order(a.locality.postcode, b.locality.postcode)
  );
}

/** "12 smith st, " → "12 Smith St": trailing separators off, words typed in lower case capitalised. */
export function cleanStreetLine(text: string): string {
  return text
    .replace(/[\s,]+$/u, '')
    .replace(/^[\s,]+/u, '')
    .replace(/\s+/g, ' ')
    .split(' ')
    .map((word) => (word === word.toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ');
}
