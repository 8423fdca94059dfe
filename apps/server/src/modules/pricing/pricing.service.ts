import {
  type AustralianState,
  type CountryCode,
  type CustomerType,
  cents,
  type DeliveryOption,
  type DriveAwayCost,
  isConsistentSelection,
  localDate,
  type OptionEntry,
  priceDriveAway,
  timeZoneOf,
} from '@showroom/domain';
import type { Clock } from '../../platform/clock';
import { AppError, unknownField } from '../../platform/http/app-error';
import type {
  CatalogueReads,
  ExteriorRecord,
  InteriorRecord,
  OptionRecord,
  VariantRecord,
} from '../catalogue-reads';
import { toPromotion } from '../catalogue-reads';
import type { DeliveryFigures, PlaceFields } from '../location';
import type { DeliveryQuoter, QuotedDelivery } from './delivery-quote';

/** A configuration to price, by ids: everything else is read from the database. */
export interface ConfigurationToPrice {
  country: CountryCode;
  /** Required for Australia, absent for New Zealand. */
  state?: AustralianState | null | undefined;
  customerType: CustomerType;
  variantId: string;
  exteriorId: string;
  interiorId: string;
  optionIds: readonly string[];
  deliveryOption: DeliveryOption;
  /** The delivery (or primary) address; needed for home delivery. */
  postcode?: string | null | undefined;
  suburb?: string | null | undefined;
  /** The state sent beside the delivery postcode, when the request has one (else `state` must be the postcode's). */
  deliveryState?: string | null | undefined;
  /** How the request names the place's parts (default: get-driveaway-cost's PostCode and Suburb). */
  placeFields?: PlaceFields | undefined;
}

/** The itemised drive-away cost and the catalogue rows it was priced from. */
export interface PricedConfiguration {
  cost: DriveAwayCost;
  variant: VariantRecord;
  exterior: ExteriorRecord;
  interior: InteriorRecord;
  options: OptionRecord[];
  /** Home delivery as the server measured it, with the locality it verified (none for pick-up). */
  delivery: QuotedDelivery & { deliveryOption: DeliveryOption };
}

export interface PricingServiceDeps {
  catalogue: Pick<
    CatalogueReads,
    | 'findVariant'
    | 'findExterior'
    | 'findInterior'
    | 'listOptions'
    | 'listVariants'
    | 'listExteriors'
    | 'listInteriors'
    | 'promotionRowsOn'
    | 'rateBook'
  >;
  quoteDelivery: DeliveryQuoter;
  clock: Clock;
}

const noDelivery: DeliveryFigures = {
  deliveryAvailable: true,
  distance: 0,
  deliveryPrice: 0,
  deliveryPriceErrorCode: 0,
};

const invalidOptions = (message: string) =>
  new AppError(400, 'InvalidOptions', message, [{ field: 'Options', message }]);

/**
 * Prices configurations from ids (docs/pricing.md "The price service"): the catalogue prices, the promotions of
 * the market and the home delivery price all come from the server; the pricing date is today in the market's
 * time zone by the clock. Other modules (inventory, checkout, share emails) call `priceConfiguration`.
 */
export function pricingService(deps: PricingServiceDeps) {
  const { catalogue } = deps;

  async function vehicleOf(input: ConfigurationToPrice) {
    const [variant, exterior, interior, marketOptions] = await Promise.all([
      catalogue.findVariant(input.country, input.variantId),
      catalogue.findExterior(input.variantId, input.exteriorId),
      catalogue.findInterior(input.exteriorId, input.interiorId),
      catalogue.listOptions(input.country),
    ]);
    if (!variant) {
      throw unknownField('VariantID', `No variant '${input.variantId}' is sold in ${input.country}.`);
    }
    if (!exterior) {
      throw unknownField(
        'ExteriorID',
        `No exterior '${input.exteriorId}' is offered on variant '${input.variantId}'.`,
      );
    }
    if (!interior) {
      throw unknownField(
        'InteriorID',
        `No interior '${input.interiorId}' is offered with exterior '${input.exteriorId}'.`,
      );
    }
    return {
      variant,
      exterior,
      interior,
      options: chosenOptions(input.optionIds, marketOptions, input.country),
    };
  }

  async function deliveryOf(input: ConfigurationToPrice) {
    if (input.deliveryOption === 'Pickup') return { ...noDelivery, deliveryOption: input.deliveryOption };
    if (!input.postcode) {
      throw new AppError(400, 'InvalidInput', 'Home delivery needs the postcode of the delivery address.', [
        { field: 'PostCode', message: 'Home delivery needs the postcode of the delivery address.' },
      ]);
    }
    const figures = await deps.quoteDelivery({
      country: input.country,
      state: input.deliveryState || input.state || undefined,
      postcode: input.postcode,
      suburb: input.suburb,
      fields: input.placeFields,
    });
    return { ...figures, deliveryOption: input.deliveryOption };
  }

  /** Today's date in the market's time zone: the date rates and promotions are chosen for. */
  function pricingDate(country: CountryCode, state?: string | null): string {
    return localDate(deps.clock.now(), timeZoneOf(country, state ?? undefined));
  }

  async function priceConfiguration(input: ConfigurationToPrice): Promise<PricedConfiguration> {
    if (input.country === 'NZ' && input.state) {
      throw new AppError(400, 'InvalidInput', 'New Zealand has no state; leave State empty.', [
        { field: 'State', message: 'New Zealand has no state; leave State empty.' },
      ]);
    }
    if (input.country === 'AU' && !input.state) {
      throw new AppError(400, 'InvalidInput', 'State is required for Australia.', [
        { field: 'State', message: 'State is required for Australia.' },
      ]);
    }
    const date = pricingDate(input.country, input.state);
    const [vehicle, delivery, promotionRows, rateBook] = await Promise.all([
      vehicleOf(input),
      deliveryOf(input),
      catalogue.promotionRowsOn(input.country, date),
      catalogue.rateBook(),
    ]);
    const cost = priceDriveAway({
      country: input.country,
      state: input.country === 'AU' ? (input.state ?? undefined) : undefined,
      customerType: input.customerType,
      variantPrice: cents(vehicle.variant.priceCents),
      exteriorPrice: cents(vehicle.exterior.exterior.priceCents),
      interiorPrice: cents(vehicle.interior.interior.priceCents),
      optionPrices: vehicle.options.map((option) => cents(option.priceCents)),
      deliveryOption: input.deliveryOption,
      deliveryPrice: cents(delivery.deliveryAvailable ? delivery.deliveryPrice : 0),
      distanceKm: delivery.distance,
      postcode: input.postcode || undefined,
      suburb: input.suburb || undefined,
      pricingDate: date,
      promotions: promotionRows.map(toPromotion),
      rateBook,
    });
    return { cost, ...vehicle, delivery };
  }

  /** The cheapest paint and, with it, the cheapest trim of a variant (ties: the default, then display order). */
  async function cheapestLook(variantId: string) {
    const exterior = cheapest(await catalogue.listExteriors(variantId), (row) => row.exterior);
    if (!exterior) return undefined;
    const interior = cheapest(await catalogue.listInteriors(exterior.exterior.id), (row) => row.interior);
    return interior ? { exterior, interior } : undefined;
  }

  return {
    pricingDate,

    /** The promotion rows of a market running today (its local date), with that date. */
    async runningPromotions(country: CountryCode, state?: string | null) {
      const date = pricingDate(country, state);
      return { date, rows: await catalogue.promotionRowsOn(country, date) };
    },

    /**
     * Each variant of the market priced in its cheapest look, picked up, without options: the variants' 'from'
     * drive-away prices and the landing's starting price. A variant with no orderable look is left out.
     */
    async startingConfigurations(
      country: CountryCode,
      state: AustralianState | null | undefined,
      customerType: CustomerType,
    ): Promise<PricedConfiguration[]> {
      const variants = await catalogue.listVariants(country);
      const priced = await Promise.all(
        variants.map(async (variant) => {
          const look = await cheapestLook(variant.id);
          if (!look) return undefined;
          return priceConfiguration({
            country,
            state,
            customerType,
            variantId: variant.id,
            exteriorId: look.exterior.exterior.id,
            interiorId: look.interior.interior.id,
            optionIds: [],
            deliveryOption: 'Pickup',
          });
        }),
      );
      return priced.filter((row): row is PricedConfiguration => row !== undefined);
    },

    priceConfiguration,
  };
}

export type PricingService = ReturnType<typeof pricingService>;

/** The row with the lowest price; ties go to the default row, then to the first listed. */
function cheapest<T>(
  rows: readonly T[],
  of: (row: T) => { priceCents: number; isDefault: boolean },
): T | undefined {
  let best: T | undefined;
  for (const row of rows) {
    if (!best) best = row;
    else {
      const a = of(row);
      const b = of(best);
      if (a.priceCents < b.priceCents || (a.priceCents === b.priceCents && a.isDefault && !b.isDefault))
        best = row;
    }
  }
  return best;
}

/**
 * The market's options with these ids, in the order asked. Unknown ids are a 404 naming the option; a disabled
 * option, an option twice or a charging combination the rules forbid (spec 000 section 4) is a 400.
 */
function chosenOptions(
  ids: readonly string[],
  marketOptions: readonly OptionRecord[],
  country: CountryCode,
): OptionRecord[] {
  const chosen = ids.map((id, index) => {
    const option = marketOptions.find((row) => row.id === id);
    if (!option) {
      throw unknownField(`Options.${index}.YanaOptionID`, `No option '${id}' is sold in ${country}.`);
    }
    return option;
  });
  if (new Set(ids).size !== ids.length) throw invalidOptions('An option is listed twice.');
  const disabled = chosen.find((option) => option.disabled);
  if (disabled) throw invalidOptions(`'${disabled.name}' is not available to order.`);
  const entries: OptionEntry[] = chosen.map((option) => ({
    id: option.id,
    name: option.name,
    price: cents(option.priceCents),
    kind: option.optionType,
    chargeType: option.chargeType as OptionEntry['chargeType'],
    disabled: option.disabled,
  }));
  if (!isConsistentSelection(entries)) {
    throw invalidOptions('These charging options cannot be ordered together.');
  }
  return chosen;
}
