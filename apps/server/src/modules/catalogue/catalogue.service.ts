import {
  type CountryStateEntry,
  countryStateList,
  type Exterior,
  type Interior,
  type Variant,
  type VehicleOption,
} from '@showroom/contract';
import { type CountryCode, waitlistedText } from '@showroom/domain';
import type { z } from 'zod';
import { unknownField } from '../../platform/http/app-error';
import type {
  CatalogueReads,
  ExteriorRecord,
  InteriorRecord,
  OptionRecord,
  VariantRecord,
} from '../catalogue-reads';
import type { StockAvailability } from '../stock-availability';

function toVariant(row: VariantRecord): Variant {
  return {
    variantID: row.id,
    variantName: row.name,
    variantDescription: row.description,
    variantPrice: row.priceCents,
    // The 'from' drive-away price is added by the route once the location is complete (modules/pricing).
    driveawayPrice: null,
    range: `${row.rangeKm} km`,
    power: `${row.powerKw} kW`,
    kmHour: `${(row.zeroTo100Tenths / 10).toFixed(1)} s`,
    variantPicture: row.picture,
    variantPictureMobile: row.pictureMobile,
    isDefault: row.isDefault,
    specifications: {
      batteryKwh: row.batteryKwh,
      rangeKm: row.rangeKm,
      powerKw: row.powerKw,
      torqueNm: row.torqueNm,
      zeroTo100Seconds: row.zeroTo100Tenths / 10,
      topSpeedKmh: row.topSpeedKmh,
      dcChargeKw: row.dcChargeKw,
      dcChargeTo80Minutes: row.dcChargeTo80Minutes,
    },
  };
}

function toExterior(country: CountryCode, { exterior, paint }: ExteriorRecord, hasStock: boolean): Exterior {
  return {
    country,
    variantID: exterior.variantId,
    exteriorID: exterior.id,
    exteriorColorName: paint.name,
    exteriorColorDescTitle: paint.descTitle,
    exteriorColorDesc: paint.description,
    exteriorPrice: exterior.priceCents,
    exteriorPicture: exterior.pictures,
    exteriorPictureMobile: exterior.pictureMobile,
    exteriorFilterImage: exterior.filterImage,
    exteriorFilterMobile: exterior.filterMobile,
    isDefault: exterior.isDefault,
    hasStock,
    exteriorOrderingNo: exterior.orderingNo,
    colorHex: paint.colorHex,
    finish: paint.finish,
  };
}

/** `delivery` is the estimated delivery of its soonest unit on offer, undefined when none is. */
function toInterior({ interior, trim }: InteriorRecord, delivery: string | undefined): Interior {
  return {
    interiorID: interior.id,
    interiorColorName: trim.name,
    interiorColorDescTitle: trim.descTitle,
    interiorColorDesc: trim.description,
    interiorPrice: interior.priceCents,
    interiorPicture: interior.pictures,
    interiorPictureMobile: interior.pictureMobile,
    interiorFilterImage: interior.filterImage,
    interiorFilterMobile: interior.filterMobile,
    isDefault: interior.isDefault,
    hasStock: delivery !== undefined,
    interiorOrderingNo: interior.orderingNo,
    available: delivery ?? waitlistedText,
    seatHex: trim.seatHex,
    accentHex: trim.accentHex,
    material: trim.material,
  };
}

function toOption(row: OptionRecord): VehicleOption {
  return {
    yanaOptionID: row.id,
    optionType: row.optionType,
    optionName: row.name,
    optionPrice: row.priceCents,
    optionPicture: row.pictures,
    optionPictureMobile: row.pictureMobile,
    optionDesc: row.description,
    chargeType: row.chargeType as VehicleOption['chargeType'],
    disable: row.disabled,
    termsDescription: row.termsDescription,
  };
}

/**
 * The catalogue chain of spec 000 section 4 as the server answers it: variants of a market, exteriors of a
 * variant, interiors allowed with an exterior, options of the market. Every id must belong to the request's
 * country and to the ids before it; anything else is a 404 naming the field. HasStock and the estimated delivery
 * come from the units on offer in `stock` at the moment of the call.
 */
export function catalogueService(
  repository: CatalogueReads,
  stock: Pick<StockAvailability, 'exteriorsOnOffer' | 'interiorsOnOffer'>,
) {
  async function requireVariant(country: CountryCode, variantId: string) {
    const variant = await repository.findVariant(country, variantId);
    if (!variant) throw unknownField('VariantID', `No variant '${variantId}' is sold in ${country}.`);
    return variant;
  }

  async function requireExterior(country: CountryCode, variantId: string, exteriorId: string) {
    await requireVariant(country, variantId);
    const exterior = await repository.findExterior(variantId, exteriorId);
    if (!exterior) {
      throw unknownField('ExteriorID', `No exterior '${exteriorId}' is offered on variant '${variantId}'.`);
    }
    return exterior;
  }

  return {
    countriesAndStates(): z.input<typeof CountryStateEntry>[] {
      return countryStateList();
    },

    async variants(country: CountryCode): Promise<Variant[]> {
      return (await repository.listVariants(country)).map(toVariant);
    },

    async exteriors(country: CountryCode, variantId: string): Promise<Exterior[]> {
      await requireVariant(country, variantId);
      const [rows, onOffer] = await Promise.all([
        repository.listExteriors(variantId),
        stock.exteriorsOnOffer(variantId),
      ]);
      return rows.map((row) => toExterior(country, row, onOffer.has(row.exterior.id)));
    },

    async interiors(country: CountryCode, variantId: string, exteriorId: string): Promise<Interior[]> {
      await requireExterior(country, variantId, exteriorId);
      const [rows, onOffer] = await Promise.all([
        repository.listInteriors(exteriorId),
        stock.interiorsOnOffer(variantId, exteriorId),
      ]);
      return rows.map((row) => toInterior(row, onOffer.get(row.interior.id)));
    },

    async options(
      country: CountryCode,
      ids: { variantId: string; exteriorId: string; interiorId: string },
    ): Promise<{ accessories: VehicleOption[]; charging: VehicleOption[] }> {
      await requireExterior(country, ids.variantId, ids.exteriorId);
      if (!(await repository.findInterior(ids.exteriorId, ids.interiorId))) {
        throw unknownField(
          'InteriorID',
          `No interior '${ids.interiorId}' is offered with exterior '${ids.exteriorId}'.`,
        );
      }
      const options = (await repository.listOptions(country)).map(toOption);
      return {
        accessories: options.filter((option) => option.optionType === 'Accessories'),
        charging: options.filter((option) => option.optionType === 'Charge'),
      };
    },
  };
}
