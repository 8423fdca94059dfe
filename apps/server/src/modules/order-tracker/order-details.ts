import type { OrderDetails } from '@showroom/contract';
import {
  balanceStandingOf,
  type CountryCode,
  currentStep,
  type DriveAwayCost,
  dottedDate,
  finalPaymentAmount,
  formatMoney,
  isActionRequired,
  isCancelledPipeline,
  isFinancePurchase,
  pipelineSteps,
} from '@showroom/domain';
import type { Customer } from '../auth';
import type { OrderRow } from '../order';
import { type ConfigurationSnapshot, orderPageIds, orderPlacedAt, selectionOf } from '../order';
import { progressOf } from '../order-progress';
import { balanceDueDateOf } from '../payments';
import type { OrderFacts } from './order-facts.repository';

/** The promotion the order's price includes (its snapshot's discounts), as the spec's special offer. */
function specialOffer(cost: DriveAwayCost) {
  const [offer] = cost.discounts;
  if (!offer) return { specialOfferID: null, specialOfferText: null };
  return {
    specialOfferID: offer.discountName,
    specialOfferText: `${offer.discountName}: ${formatMoney(offer.discountValue)} off your drive-away price.`,
  };
}

/**
 * The whole order as its owner sees it (spec 002 section 3): the selection and figures it was sold with (its
 * configuration and price snapshots, never today's catalogue prices), the customer, payments and the tracker. A
 * finance order links the finance partner's application page of its country (`financePartnerUrls`).
 */
export function orderDetailsOf(
  order: OrderRow,
  customer: Customer | undefined,
  facts: OrderFacts,
  financePartnerUrls?: Record<CountryCode, string>,
): OrderDetails {
  const yanaOrderIDs = orderPageIds(order, customer);
  const configuration = order.configuration as ConfigurationSnapshot;
  const cost = order.priceSnapshot as DriveAwayCost;
  const steps = pipelineSteps(progressOf(order));
  const picture = facts.pictures[0] ?? '';
  return {
    orderID: order.id,
    // The account the order belongs to: the order's customer in its market (one account system here).
    rdAccountID: yanaOrderIDs.yanaCustomerID,
    yanaOrderIDs,
    orderStatus: order.status,
    orderDate: orderPlacedAt(order).toISOString(),
    orderVehicle: {
      country: order.country as OrderDetails['orderVehicle']['country'],
      state: order.state,
      ...selectionOf(configuration),
      variantPicture: picture,
      vehicleThumbnail: order.vehicleThumbnail ?? picture,
      pictures: facts.pictures,
      totalPrice: cost.driveawayPrice,
      options: configuration.options.map((option) => ({
        optionType: option.type,
        optionName: option.name,
        optionPrice: option.price,
        optionDesc: facts.options.get(option.id)?.description ?? '',
        chargeType: facts.options.get(option.id)?.chargeType ?? null,
      })),
    },
    delivery: {
      deliveryOption: order.deliveryOption,
      pickupLocationName: order.pickupLocationName,
      deliveryLocationAddress: order.deliveryAddress,
      deliveryLocationSuburb: order.deliverySuburb,
      deliveryLocationState: order.deliveryState,
      deliveryLocationPostcode: order.deliveryPostcode,
      available: facts.available,
      deliveryDate: order.deliveryDate ? dottedDate(order.deliveryDate) : null,
      deliveryTime: order.deliveryTime,
    },
    paymentOption: order.paymentOption,
    finance: order.finance,
    fromLinkSource: order.fromLinkSource,
    downPayment: order.depositCents,
    paymentDueDate: balanceDueDateOf(order),
    finalPaymentAmount: finalPaymentAmount(order.driveAwayCents, order.depositCents),
    currentBalance: facts.ledger.balanceCents,
    balanceStanding: balanceStandingOf(order.status),
    orderPaymentHistory: facts.ledger.entries.map((entry) => ({
      paymentDate: entry.paymentDate.toISOString(),
      paymentName: entry.paymentName,
      paymentAmount: entry.paymentAmount,
      paymentKind: entry.kind,
      paymentStatus: entry.status,
      paymentReference: entry.reference,
    })),
    comments: order.comments,
    ...specialOffer(cost),
    linkToFinanceApplication:
      isFinancePurchase(order.paymentOption) && financePartnerUrls
        ? financePartnerUrls[order.country as CountryCode]
        : null,
    currentStepYanaValue: currentStep(steps)?.pipelineBarStepNumber ?? null,
    driveAwayCost: {
      luxuryCarTax: cost.luxuryCarTax,
      localStampDuty: cost.localStampDuty,
      localRegistrationCost: cost.localRegistrationCost,
      localCTP: cost.localCTP,
      localPlateFee: cost.localPlateFee,
      homeDelivery: cost.homeDelivery,
      driveawayPrice: cost.driveawayPrice,
      totalSaving: cost.totalSaving,
      onRoadFeeSubtotal: cost.onRoadFeeSubtotal,
      subTotal: cost.subTotal,
      gst: cost.gst,
      roadUserChargers: cost.roadUserChargers,
      tyreStewardshipFee: cost.tyreStewardshipFee,
      discount: cost.discounts.reduce((sum, discount) => sum + discount.discountValue, 0),
      discounts: cost.discounts.map((discount) => ({ ...discount })),
      includedInRegistration: [...cost.includedInRegistration],
    },
    orderCustomer: {
      email: order.email,
      firstName: order.firstName,
      middleName: customer?.middleName || null,
      lastName: order.lastName,
      mobile: order.mobile,
      abn: order.businessNumber,
      businessName: order.businessName,
      customerType: order.customerType as OrderDetails['orderCustomer']['customerType'],
      customerCountry: order.country as OrderDetails['orderCustomer']['customerCountry'],
      birthDay: customer?.birthday ?? null,
      driveLicenseNumber: order.driveLicenceNumber,
      driveLicenseExpDate: order.driveLicenceExpiry,
      billingAddress: order.billingAddress,
      billingSuburb: order.billingSuburb,
      billingPostCode: order.billingPostcode,
      billingState: order.billingState,
      regoAddress: order.regoAddress,
      regoSuburb: order.regoSuburb,
      regoPostCode: order.regoPostcode,
      regoState: order.regoState,
      nameOnCreditCard: order.nameOnCreditCard,
    },
    pipeLines: steps,
    isCancelled: isCancelledPipeline(steps),
    isActionRequired: isActionRequired(steps),
    cancellationRequestedAt: facts.cancellationRequestedAt?.toISOString() ?? null,
    coolingOffUntil:
      facts.coolingOff?.open && order.status !== 'Cancelled' ? dottedDate(facts.coolingOff.lastDay) : null,
  };
}
