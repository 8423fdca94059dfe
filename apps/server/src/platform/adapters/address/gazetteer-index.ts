import type { LatLng } from '@showroom/domain';
import { searchKey } from './normalise';

/** One locality of the gazetteer. `state` is the Australian state code, or the New Zealand region. */
export interface Locality {
  name: string;
  /** New Zealand: the city or town a suburb belongs to (equal to `name` for a town); Australia: empty. */
  city: string;
  state: string;
  postcode: string;
  location: LatLng;
}

/**
 * A precomputed index over one country's localities: exact names (with New Zealand's "suburb city" as a
 * second spelling, so "Riccarton Christchurch" is exact), a sorted key list for prefix search by binary
 * search, and postcodes. Built once; every lookup afterwards is a map hit or a short scan.
 */
export class GazetteerIndex {
  private readonly byKey = new Map<string, Locality[]>();
  private readonly byPostcode = new Map<string, Locality[]>();
  private readonly keys: string[];
  /** All keys in one newline-separated string, and where each starts: a substring search is one native scan. */
  private readonly joined: string;
  private readonly starts: number[] = [];

  constructor(readonly localities: readonly Locality[]) {
    for (const locality of localities) {
      this.add(this.byKey, searchKey(locality.name), locality);
      if (locality.city && locality.city !== locality.name) {
        this.add(this.byKey, searchKey(`${locality.name} ${locality.city}`), locality);
      }
      this.add(this.byPostcode, locality.postcode, locality);
    }
    this.keys = [...this.byKey.keys()].sort();
    let offset = 1;
    for (const key of this.keys) {
      this.starts.push(offset);
      offset += key.length + 1;
    }
    this.joined = `\n${this.keys.join('\n')}\n`;
  }

  get size(): number {
    return this.localities.length;
  }

  exact(key: string): readonly Locality[] {
    return this.byKey.get(key) ?? [];
  }

  inPostcode(postcode: string): readonly Locality[] {
    return this.byPostcode.get(postcode) ?? [];
  }

  /** Localities whose key starts with `prefix` (the exact key included), up to `limit` keys. */
  withPrefix(prefix: string, limit: number): Locality[] {
    const out: Locality[] = [];
    for (let i = this.lowerBound(prefix); i < this.keys.length && out.length < limit; i++) {
      const key = this.keys[i]!;
      if (!key.startsWith(prefix)) break;
      out.push(...this.exact(key));
    }
    return out;
  }

  /** Localities whose key contains `fragment` other than at its start, up to `limit`. */
  containing(fragment: string, limit: number): Locality[] {
    const out: Locality[] = [];
    let lastKey = -1;
    for (
      let at = this.joined.indexOf(fragment);
      at !== -1 && out.length < limit;
      at = this.joined.indexOf(fragment, at + 1)
    ) {
      if (this.joined[at - 1] === '\n') continue; // a prefix match, found by withPrefix
      const keyIndex = this.keyAt(at);
      if (keyIndex === lastKey) continue;
      lastKey = keyIndex;
      out.push(...this.exact(this.keys[keyIndex]!));
    }
    return out;
  }

  /** The index of the key that the position in `joined` falls in. */
  private keyAt(position: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >>> 1;
      if (this.starts[mid]! <= position) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private lowerBound(prefix: string): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.keys[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private add(map: Map<string, Locality[]>, key: string, locality: Locality): void {
    const list = map.get(key);
    if (list) list.push(locality);
    else map.set(key, [locality]);
  }
}
