import { australianStateCode, type CountryCode } from '@showroom/domain';
import { searchTokens } from './normalise';

/** A word of the typed text, with where it starts in the original text and its search spelling. */
export interface TypedWord {
  start: number;
  key: string;
}

/** Typed address text split into the words that may name a locality and the hints found at its end. */
export interface TypedAddress {
  text: string;
  /** Words left once the trailing postcode, state and country are taken off, in order. */
  words: TypedWord[];
  postcode?: string;
  /** Australian state code written at the end ('NSW', 'New South Wales'). */
  state?: string;
}

const countryWords: Record<CountryCode, string[][]> = {
  AU: [['australia'], ['aus'], ['au']],
  NZ: [['new', 'zealand'], ['nz'], ['aotearoa']],
};

function endsWith(words: TypedWord[], phrase: string[]): boolean {
  if (phrase.length > words.length) return false;
  const tail = words.slice(words.length - phrase.length);
  return tail.every((word, i) => word.key === phrase[i]);
}

/**
 * Splits typed text such as "12 Smith Street, Parramatta NSW 2150" into words and end hints. The trailing
 * country, postcode and state are taken off in any order ("NSW 2150", "2150 NSW", "Australia").
 * @example parseTypedAddress('AU', '12 Smith St Parramatta NSW 2150') // words 12 smith st parramatta, NSW, 2150
 */
export function parseTypedAddress(country: CountryCode, text: string): TypedAddress {
  const words: TypedWord[] = [];
  for (const match of text.matchAll(/[^\s,]+/g)) {
    for (const key of searchTokens(match[0])) words.push({ start: match.index, key });
  }
  const parsed: TypedAddress = { text, words };
  for (let changed = true; changed && words.length > 0; ) {
    changed = false;
    const last = words[words.length - 1]!;
    if (!parsed.postcode && /^\d{4}$/.test(last.key)) {
      parsed.postcode = last.key;
      words.pop();
      changed = true;
      continue;
    }
    if (country === 'AU' && !parsed.state) {
      for (const size of [3, 2, 1]) {
        if (words.length < size) continue;
        const phrase = words.slice(words.length - size).map((w) => w.key);
        const state = australianStateCode(phrase.join(' '));
        if (state) {
          parsed.state = state;
          words.splice(words.length - size, size);
          changed = true;
          break;
        }
      }
      if (changed) continue;
    }
    for (const phrase of countryWords[country]) {
      if (words.length > phrase.length && endsWith(words, phrase)) {
        words.splice(words.length - phrase.length, phrase.length);
        changed = true;
        break;
      }
    }
  }
  return parsed;
}

/** Words that are part of a street number ('12', '12a', '3/45', '1-3'): never part of a locality name. */
export function isNumberWord(key: string): boolean {
  return /\d/.test(key);
}
