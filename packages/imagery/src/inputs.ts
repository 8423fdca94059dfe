import { ImageryInputError } from './errors';

/** A colour as the renderers accept it: `#` and six hex digits. */
export type Hex = `#${string}`;

export const paintFinishes = ['solid', 'metallic', 'tintcoat', 'tricoat'] as const;
export type PaintFinish = (typeof paintFinishes)[number];

export const trimMaterials = ['inteluxe', 'nappa'] as const;
export type TrimMaterial = (typeof trimMaterials)[number];

/**
 * Accepts only `#rrggbb` (any case) and returns it in lower case; anything else throws.
 * @example readHex('color', '#C0FFEE') // '#c0ffee'
 */
export function readHex(field: string, value: unknown): Hex {
  if (typeof value !== 'string' || !/^#[0-9a-f]{6}$/i.test(value)) throw new ImageryInputError(field, value);
  return value.toLowerCase() as Hex;
}

/**
 * Accepts only one of `allowed`; anything else throws.
 * @example readChoice('finish', 'metallic', paintFinishes) // 'metallic'
 */
export function readChoice<T extends string>(field: string, value: unknown, allowed: readonly T[]): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new ImageryInputError(field, value, `one of ${allowed.join(', ')}`);
  }
  return value as T;
}
