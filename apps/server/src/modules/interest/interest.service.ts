import { randomBytes, randomUUID } from 'node:crypto';
import type { addTracking, getInterest, getWaitlistData, saveInterest } from '@showroom/contract';
import {
  type AustralianState,
  type Cents,
  type CountryCode,
  type EnquiryType,
  isEnquiryType,
  marketOf as marketCodeOf,
  shareLinkLifetimeDays,
} from '@showroom/domain';
import type { z } from 'zod';
import { AppError, notFound } from '../../platform/http/app-error';
import { type EnquiryKind, enqueueEmail, underDailyMailCap, type VehicleSummary } from '../../platform/mail';
import { formatLongDate, marketOf } from '../../platform/mail/templates/market';
import type { PricingService } from '../pricing';
import type { InterestRepository, InterestRow, NewInterest } from './interest.repository';
import { type ResolvedVehicle, resolveVehicle } from './interest-vehicle';

type SaveBody = z.output<typeof saveInterest.body>;
type ParsedInterest = SaveBody['interest'];
type SaveReply = z.input<typeof saveInterest.data>;
type LinkReply = z.input<typeof getInterest.data>;
type WaitlistReply = z.input<typeof getWaitlistData.data>;

export interface InterestDeps {
  repository: InterestRepository;
  clock: { now(): Date };
  publicOrigin: string;
  /** The pricing module: the share email's drive-away price from ids, never a client price. */
  pricing: Pick<PricingService, 'priceConfiguration'>;
}

const enquiryKinds: Record<EnquiryType, EnquiryKind> = {
  Contact: 'contact',
  Waitlist: 'waitlist',
  TestDrive: 'test-drive',
  CallBack: 'call-back',
};

const dayMs = 24 * 60 * 60 * 1000;

/** The web's waitlisted thank-you page, `/{market}/order-waitlisted/{webUniqueKey}` (spec 000 section 2 route order-waitlisted). */
export const waitlistPagePath = 'order-waitlisted';

/**
 * 192 random bits as 32 base64url characters: the key of a shared link or of a waitlist entry (whoever holds it
 * can read the record, so at least 128 bits are required).
 */
const newLinkKey = () => randomBytes(24).toString('base64url');

function expiryText(row: Pick<InterestRow, 'country' | 'state' | 'linkExpiresAt'>): string {
  if (!row.linkExpiresAt) return '';
  return formatLongDate(row.linkExpiresAt, marketOf(row.country as CountryCode, row.state));
}

/** Where a record comes from: for the sales CRM or not, and the signed-in customer who made it (if any). */
export interface RecordOrigin {
  forwardToCrm: boolean;
  customerId: string | null;
}

/** The columns every interest record takes from the request as sent (people's details, delivery, consent). */
function personalColumns(interest: ParsedInterest, origin: RecordOrigin) {
  return {
    country: interest.Country,
    state: interest.State || null,
    customerType: interest.CustomerType,
    paymentOption: interest.PaymentOption ?? null,
    email: interest.Email || null,
    firstName: interest.FirstName || null,
    lastName: interest.LastName || null,
    mobile: interest.Mobile || null,
    abn: interest.ABN || null,
    businessName: interest.BusinessName || null,
    deliveryAddress: interest.DeliveryAddress || null,
    deliveryState: interest.DeliveryLocationState || null,
    deliverySuburb: interest.DeliveryLocationSuburb || null,
    deliveryPostcode: interest.DeliveryLocationPostcode || null,
    deliveryOption: interest.DeliveryOption ?? null,
    estDeliveryDate: interest.EstDeliveryDate || null,
    privacyStatement: interest.PrivacyStatement,
    marketing: interest.Marketing,
    comments: interest.Comments || null,
    source: interest.Source || null,
    utmTag: interest.UTMtag || null,
    forwardToCrm: origin.forwardToCrm,
    customerId: origin.customerId,
  } satisfies Partial<NewInterest>;
}

/** A saved configuration's options as the link and waitlist pages read them. */
function linkOptions(row: InterestRow) {
  return row.options.map((option) => ({
    yanaOptionID: option.id,
    optionType: option.type,
    optionName: option.name,
    optionPrice: option.priceCents,
    optionDesc: option.description,
    chargeType: option.chargeType,
  }));
}

/** The vehicle as emails summarise it, once the catalogue resolved variant, paint and interior. */
function vehicleSummary(vehicle: ResolvedVehicle): VehicleSummary | null {
  if (!vehicle.variantName || !vehicle.exteriorName || !vehicle.interiorName) return null;
  return {
    variantName: vehicle.variantName,
    variantPrice: (vehicle.variantPriceCents ?? 0) as Cents,
    exteriorName: vehicle.exteriorName,
    exteriorPrice: (vehicle.exteriorPriceCents ?? 0) as Cents,
    interiorName: vehicle.interiorName,
    interiorPrice: (vehicle.interiorPriceCents ?? 0) as Cents,
    options: vehicle.options.map((option) => ({
      name: option.name,
      price: option.priceCents as Cents,
      type: option.type,
    })),
  };
}

function vehicleOf(row: InterestRow): ResolvedVehicle {
  return {
    variantId: row.variantId,
    variantName: row.variantName,
    variantPriceCents: row.variantPriceCents,
    exteriorId: row.exteriorId,
    exteriorName: row.exteriorName,
    exteriorPriceCents: row.exteriorPriceCents,
    interiorId: row.interiorId,
    interiorName: row.interiorName,
    interiorPriceCents: row.interiorPriceCents,
    options: row.options,
    vehicleThumbnail: row.vehicleThumbnail,
  };
}

const linkExpired = () =>
  new AppError(410, 'LinkExpired', 'This link has expired. Please share your configuration again.');

/**
 * Shared configurations and enquiries (spec 000 sections 3-4, spec 001 sections 3-5). Every record is written
 * with its email in one transaction; a link's expiry is enforced here, never by the browser.
 */
export function interestService(deps: InterestDeps) {
  const { repository, clock } = deps;

  async function shareLink(interest: ParsedInterest, origin: RecordOrigin): Promise<SaveReply> {
    const vehicle = await resolveVehicle(repository, interest.Country, interest, deps.publicOrigin);
    const linkKey = newLinkKey();
    const row = await repository.insert({
      ...personalColumns(interest, origin),
      ...vehicle,
      interestType: 'ShareLink',
      webUniqueKey: linkKey,
      linkExpiresAt: new Date(clock.now().getTime() + shareLinkLifetimeDays * dayMs),
    });
    return { webUniqueKey: linkKey, expiryDateText: expiryText(row) };
  }

  async function shareByEmail(interest: ParsedInterest, origin: RecordOrigin): Promise<SaveReply> {
    const linkKey = interest.WebUniqueKey ?? '';
    const link = await repository.findByKey(linkKey, 'ShareLink');
    if (!link || link.country !== interest.Country) throw notFound('The shared link');
    const expiresAt = link.linkExpiresAt;
    if (!expiresAt || expiresAt <= clock.now()) throw linkExpired();
    const vehicle = vehicleOf(link);
    if (!vehicle.variantId || !vehicle.exteriorId || !vehicle.interiorId) {
      throw new AppError(
        409,
        'LinkOutdated',
        'This configuration is no longer offered. Please configure again.',
      );
    }
    const country = link.country as CountryCode;
    const state = (link.state ?? undefined) as AustralianState | undefined;
    const priced = await deps.pricing.priceConfiguration({
      country,
      state,
      customerType: interest.CustomerType,
      variantId: vehicle.variantId,
      exteriorId: vehicle.exteriorId,
      interiorId: vehicle.interiorId,
      optionIds: vehicle.options.map((option) => option.id),
      deliveryOption: 'Pickup',
    });
    const driveAwayPrice = priced.cost.driveawayPrice;
    const summary = vehicleSummary(vehicle);
    if (!summary) throw new Error('a priced shared link without its vehicle');
    const email = interest.Email ?? '';
    await repository.transaction(async (tx) => {
      await repository.insert(
        {
          ...personalColumns(interest, origin),
          ...vehicle,
          country,
          state: link.state,
          interestType: 'ShareEmail',
          webUniqueKey: randomUUID(),
          sharedLinkId: link.id,
          driveAwayPriceCents: driveAwayPrice,
        },
        tx,
      );
      await enqueueEmail(tx, {
        to: email,
        customerId: origin.customerId,
        template: 'shared-configuration',
        data: {
          country,
          state: link.state,
          linkUrl: `${deps.publicOrigin}/${marketCodeOf(country)}/links/${linkKey}`,
          vehicle: summary,
          driveAwayPrice,
          expiresAt,
        },
      });
    });
    return { webUniqueKey: linkKey, expiryDateText: expiryText(link) };
  }

  /**
   * An enquiry and its acknowledgement, in one transaction. A waitlist entry gets an unguessable key (its
   * waitlisted page reads the record by it); when it names a whole configuration (the checkout's JOIN THE
   * WAITLIST) its email is the waitlist confirmation with the catalogue's prices, otherwise (the contact dialog's
   * waitlist) the plain acknowledgement.
   */
  async function enquiry(
    type: EnquiryType,
    interest: ParsedInterest,
    origin: RecordOrigin,
  ): Promise<SaveReply> {
    const vehicle = await resolveVehicle(repository, interest.Country, interest, deps.publicOrigin);
    const waitlist = type === 'Waitlist';
    const webUniqueKey = waitlist ? newLinkKey() : randomUUID();
    const summary = vehicleSummary(vehicle);
    const country = interest.Country;
    const state = interest.State || null;
    const to = interest.Email ?? '';
    // Text the sender wrote is quoted only to an address they proved is theirs by signing in with it: an
    // anonymous form must not make the shop mail someone else a branded message of a stranger's words (15.3).
    const proven = await repository.isCustomersOwnEmail(origin.customerId, to);
    const firstName = proven ? (interest.FirstName ?? '') : '';
    await repository.transaction(async (tx) => {
      await repository.insert(
        {
          ...personalColumns(interest, origin),
          ...vehicle,
          interestType: type,
          webUniqueKey,
        },
        tx,
      );
      // At most `emailsPerAddressPerDay` emails a day to one address, whoever asks for them (the record is kept).
      if (!(await underDailyMailCap(tx, to))) return;
      if (waitlist && summary) {
        await enqueueEmail(tx, {
          to,
          customerId: origin.customerId,
          template: 'waitlist-confirmation',
          data: {
            country,
            state,
            firstName,
            reference: webUniqueKey,
            vehicle: summary,
            waitlistUrl: `${deps.publicOrigin}/${marketCodeOf(country)}/${waitlistPagePath}/${webUniqueKey}`,
          },
        });
        return;
      }
      await enqueueEmail(tx, {
        to,
        customerId: origin.customerId,
        template: 'enquiry-acknowledgement',
        data: {
          country,
          state,
          kind: enquiryKinds[type],
          firstName,
          comments: proven ? (interest.Comments ?? null) : null,
          vehicle: summary,
        },
      });
    });
    return { webUniqueKey, expiryDateText: null };
  }

  return {
    /** `customerId`: the signed-in customer making the record (their data export and deletion cover it). */
    save({ interest, ifCallYanaAPI }: SaveBody, customerId: string | null = null): Promise<SaveReply> {
      const type = interest.InterestType;
      const origin = { forwardToCrm: ifCallYanaAPI, customerId };
      if (type === 'ShareLink') return shareLink(interest, origin);
      if (type === 'ShareEmail') return shareByEmail(interest, origin);
      if (isEnquiryType(type)) return enquiry(type, interest, origin);
      throw new Error(`Unhandled interest type ${type satisfies never}`);
    },

    /** The shared link: its configuration, or isExpired once its expiry has passed (names only then). */
    async link(linkKey: string): Promise<LinkReply> {
      const row = await repository.findByKey(linkKey, 'ShareLink');
      if (!row) throw notFound('The shared link');
      const isExpired = !row.linkExpiresAt || row.linkExpiresAt <= clock.now();
      return {
        isExpired,
        country: row.country as CountryCode,
        state: row.state,
        variantName: isExpired ? null : row.variantName,
        exteriorName: isExpired ? null : row.exteriorName,
        interiorName: isExpired ? null : row.interiorName,
        options: isExpired ? [] : linkOptions(row),
        expiryDateText: expiryText(row),
        typeOfLink: 'Private',
      };
    },

    /** A waitlist entry for its waitlisted thank-you page; never its email or mobile. */
    async waitlist(linkKey: string): Promise<WaitlistReply> {
      const row = await repository.findByKey(linkKey, 'Waitlist');
      if (!row) throw notFound('The waitlist entry');
      return {
        country: row.country as CountryCode,
        state: row.state,
        variantName: row.variantName,
        variantBasePrice: row.variantPriceCents,
        exteriorName: row.exteriorName,
        exteriorPrice: row.exteriorPriceCents,
        interiorName: row.interiorName,
        interiorPrice: row.interiorPriceCents,
        firstName: row.firstName ?? '',
        lastName: row.lastName ?? '',
        customerType: row.customerType,
        paymentOption: (row.paymentOption as WaitlistReply['paymentOption']) ?? null,
        deliveryOption: (row.deliveryOption as WaitlistReply['deliveryOption']) ?? null,
        deliveryLocationAddress: row.deliveryAddress,
        deliveryLocationSuburb: row.deliverySuburb,
        deliveryLocationState: row.deliveryState,
        deliveryLocationPostcode: row.deliveryPostcode,
        estDeliveryDate: row.estDeliveryDate,
        marketing: row.marketing,
        interestType: 'Waitlist',
        comment: row.comments,
        options: linkOptions(row),
        vehicleThumbnail: row.vehicleThumbnail,
      };
    },

    async track(body: z.output<typeof addTracking.body>, referer: string | undefined): Promise<void> {
      await repository.addTracking({
        eventName: body.EventName,
        pageUrl: body.PageUrl || referer?.slice(0, 2000) || null,
        data: body.Data ?? {},
      });
    },
  };
}
