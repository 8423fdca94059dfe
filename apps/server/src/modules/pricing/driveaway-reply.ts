import type { DataOf, getDriveawayCost, ParsedBodyOf } from '@showroom/contract';
import { pricingDisclaimer } from '@showroom/domain';
import { standardFinanceSummary } from './finance-summary';
import type { ConfigurationToPrice, PricedConfiguration } from './pricing.service';

type Body = ParsedBodyOf<typeof getDriveawayCost>;
type Data = DataOf<typeof getDriveawayCost>;

/** The configuration a get-driveaway-cost request names, by ids (names, prices and distance are not read here). */
export function configurationOf(body: Body): ConfigurationToPrice {
  return {
    country: body.Country,
    state: body.State ? (body.State as ConfigurationToPrice['state']) : undefined,
    customerType: body.RegistrationType,
    variantId: body.VariantID,
    exteriorId: body.ExteriorID,
    interiorId: body.InteriorID,
    optionIds: body.Options.map((option) => option.YanaOptionID),
    deliveryOption: body.DeliveryOption,
    postcode: body.PostCode || undefined,
    suburb: body.Suburb || undefined,
  };
}

/** The reply of get-driveaway-cost: the spec's fields, the summary's extras and, when asked, the finance data. */
export function driveawayReply(priced: PricedConfiguration, withFinance: boolean): Data {
  const { cost, variant, exterior, interior, options, delivery } = priced;
  return {
    driveawayCostData: {
      country: cost.country,
      state: cost.state,
      customerType: cost.customerType,
      currency: cost.currency,
      pricingDate: cost.pricingDate,
      variantID: variant.id,
      variantName: variant.name,
      variantPrice: variant.priceCents,
      exteriorID: exterior.exterior.id,
      exteriorName: exterior.paint.name,
      exteriorColourPrice: exterior.exterior.priceCents,
      interiorID: interior.interior.id,
      interiorName: interior.trim.name,
      interiorColourPrice: interior.interior.priceCents,
      options: options.map((option) => ({
        yanaOptionID: option.id,
        optionType: option.optionType,
        optionName: option.name,
        optionPrice: option.priceCents,
      })),
      subTotal: cost.subTotal,
      gst: cost.gst,
      homeDelivery: cost.homeDelivery,
      luxuryCarTax: cost.luxuryCarTax,
      localStampDuty: cost.localStampDuty,
      localRegistrationCost: cost.localRegistrationCost,
      localCTP: cost.localCTP,
      localPlateFee: cost.localPlateFee,
      tyreStewardshipFee: cost.tyreStewardshipFee,
      roadUserChargers: cost.roadUserChargers,
      onRoadFeeSubtotal: cost.onRoadFeeSubtotal,
      discounts: cost.discounts.map((d) => ({ ...d })),
      totalSaving: cost.totalSaving,
      driveawayPrice: cost.driveawayPrice,
      includedInRegistration: [...cost.includedInRegistration],
      estimates: cost.estimates.map((e) => ({ line: e.line, reasons: [...e.reasons] })),
      disclaimer: pricingDisclaimer(cost),
      delivery: {
        deliveryOption: delivery.deliveryOption,
        deliveryAvailable: delivery.deliveryAvailable,
        deliveryPriceErrorCode: delivery.deliveryPriceErrorCode,
        distance: delivery.distance,
        postcode: cost.location.postcode,
        suburb: cost.location.suburb,
      },
    },
    financeData: withFinance ? standardFinanceSummary(cost.country, cost.driveawayPrice) : null,
  };
}
