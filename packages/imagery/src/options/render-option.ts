import { ImageryInputError } from '../errors';
import { svgDocument } from '../svg';
import { accessoryArt } from './accessories';
import { chargingArt } from './charging';

const art = { ...accessoryArt, ...chargingArt };

export type OptionSlug = keyof typeof art;
export const optionSlugs = Object.keys(art) as OptionSlug[];

/**
 * A line illustration for an accessory or charging option card (320×240, 4:3; scales from 64 to 400 px).
 * Throws `ImageryInputError` for a slug it does not know.
 * @example renderOption('roof-bars') // '<svg … viewBox="0 0 320 240" …'
 */
export function renderOption(slug: string): string {
  if (!Object.hasOwn(art, slug))
    throw new ImageryInputError('slug', slug, `one of ${optionSlugs.join(', ')}`);
  const { title, body } = art[slug as OptionSlug];
  return svgDocument({ width: 320, height: 240, title, body });
}
