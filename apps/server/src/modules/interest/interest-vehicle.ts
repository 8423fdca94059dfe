import type { Interest } from '@showroom/contract';
import type { CountryCode } from '@showroom/domain';
import type { SavedOption } from '../../db/schema';
import { badField, unknownField } from '../../platform/http/app-error';
import type { InterestRepository } from './interest.repository';

type ParsedInterest = import('zod').output<typeof Interest>;

/** A configuration resolved against the catalogue: ids, and names and prices as the catalogue has them. */
export interface ResolvedVehicle {
  variantId: string | null;
  variantName: string | null;
  variantPriceCents: number | null;
  exteriorId: string | null;
  exteriorName: string | null;
  exteriorPriceCents: number | null;
  interiorId: string | null;
  interiorName: string | null;
  interiorPriceCents: number | null;
  options: SavedOption[];
  /** The record's picture: one of the shop's own of the paint or trim (spec 001 section 3 VehicleThumbnail). */
  vehicleThumbnail: string | null;
}

export const noVehicle: ResolvedVehicle = {
  variantId: null,
  variantName: null,
  variantPriceCents: null,
  exteriorId: null,
  exteriorName: null,
  exteriorPriceCents: null,
  interiorId: null,
  interiorName: null,
  interiorPriceCents: null,
  options: [],
  vehicleThumbnail: null,
};

/**
 * Resolves the names of an interest (variant, then paint on that variant, then interior with that paint,
 * then options of the market) to catalogue rows. Each level is optional, but a level needs the one before it;
 * a name the catalogue does not know is a 404 naming the field. The client's prices are ignored.
 */
export async function resolveVehicle(
  repository: InterestRepository,
  country: CountryCode,
  interest: Pick<
    ParsedInterest,
    'VariantName' | 'ExteriorName' | 'InteriorName' | 'Options' | 'VehicleThumbnail'
  >,
  publicOrigin: string,
): Promise<ResolvedVehicle> {
  const resolved = await resolveNames(repository, country, interest);
  resolved.vehicleThumbnail = thumbnailOf(interest.VehicleThumbnail, resolved.pictures, publicOrigin);
  const { pictures: _pictures, ...vehicle } = resolved;
  return vehicle;
}

/**
 * The picture a record keeps: the one the client named when it is one of the shop's own pictures of this paint
 * or trim (a path, or an address under our origin); none named, the paint's first view. Never a stranger's URL.
 */
function thumbnailOf(given: string | null | undefined, ours: readonly string[], publicOrigin: string) {
  if (!given) return ours[0] ?? null;
  const path = given.startsWith(`${publicOrigin}/`) ? given.slice(publicOrigin.length) : given;
  if (!ours.includes(path)) {
    throw badField(
      'VehicleThumbnail',
      "VehicleThumbnail must be one of the shop's pictures of this vehicle.",
    );
  }
  return path;
}

type NamedVehicle = ResolvedVehicle & { pictures: string[] };

async function resolveNames(
  repository: InterestRepository,
  country: CountryCode,
  interest: Pick<ParsedInterest, 'VariantName' | 'ExteriorName' | 'InteriorName' | 'Options'>,
): Promise<NamedVehicle> {
  const { VariantName, ExteriorName, InteriorName, Options } = interest;
  if (!VariantName) {
    if (ExteriorName) throw badField('VariantName', 'A paint needs its variant.');
    if (Options.length) throw badField('VariantName', 'Options need a configured vehicle.');
    return { ...noVehicle, pictures: [] };
  }
  const variant = await repository.findVariantByName(country, VariantName);
  if (!variant) throw unknownField('VariantName', `No variant '${VariantName}' is sold in ${country}.`);
  const resolved: NamedVehicle = {
    ...noVehicle,
    pictures: [],
    variantId: variant.id,
    variantName: variant.name,
    variantPriceCents: variant.priceCents,
  };
  if (!ExteriorName) {
    if (InteriorName) throw badField('ExteriorName', 'An interior needs its paint.');
    return resolved;
  }
  const exterior = await repository.findExteriorByName(variant.id, ExteriorName);
  if (!exterior) {
    throw unknownField('ExteriorName', `No paint '${ExteriorName}' is offered on the ${variant.name}.`);
  }
  Object.assign(resolved, {
    exteriorId: exterior.id,
    exteriorName: exterior.name,
    exteriorPriceCents: exterior.priceCents,
    pictures: [...exterior.pictures, exterior.pictureMobile],
  });
  if (!InteriorName) {
    if (Options.length) throw badField('InteriorName', 'Options need a complete configuration.');
    return resolved;
  }
  const interior = await repository.findInteriorByName(exterior.id, InteriorName);
  if (!interior) {
    throw unknownField('InteriorName', `No interior '${InteriorName}' is offered with ${exterior.name}.`);
  }
  Object.assign(resolved, {
    interiorId: interior.id,
    interiorName: interior.name,
    interiorPriceCents: interior.priceCents,
  });
  resolved.pictures.push(...interior.pictures, interior.pictureMobile);
  resolved.options = await resolveOptions(repository, country, Options);
  return resolved;
}

async function resolveOptions(
  repository: InterestRepository,
  country: CountryCode,
  wanted: ParsedInterest['Options'],
): Promise<SavedOption[]> {
  if (!wanted.length) return [];
  const offered = await repository.listOptions(country);
  const chosen = new Map<string, SavedOption>();
  wanted.forEach((option, index) => {
    const row = offered.find((candidate) =>
      option.YanaOptionID
        ? candidate.id === option.YanaOptionID
        : candidate.name.toLowerCase() === option.OptionName?.toLowerCase(),
    );
    if (!row || row.disabled) {
      throw unknownField(
        `Options.${index}`,
        `No option '${option.YanaOptionID ?? option.OptionName}' is offered in ${country}.`,
      );
    }
    chosen.set(row.id, {
      id: row.id,
      type: row.optionType,
      name: row.name,
      priceCents: row.priceCents,
      description: row.description,
      chargeType: row.chargeType,
    });
  });
  return [...chosen.values()];
}
