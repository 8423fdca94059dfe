import type { PersonalDataExport } from '@showroom/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import { interests, orderPayments, orders, privacyRequests } from '../../db/schema';
import type { Db } from '../../platform/db';
import type { Customer } from '../auth';
import { orderNumberOf } from '../order';
import { communicationHistory } from '../profile';
import { ownInterests, sharingTypes } from './own-enquiries';
import { exportedTestDrives, postOrderDataOf } from './post-order-export';

type InterestRow = typeof interests.$inferSelect;
type Json = Record<string, unknown>;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function exportedInterest(row: InterestRow): PersonalDataExport['enquiries'][number] {
  return {
    interestType: row.interestType,
    country: row.country,
    state: row.state,
    vehicle: {
      variantName: row.variantName,
      exteriorName: row.exteriorName,
      interiorName: row.interiorName,
      options: row.options.map((option) => option.name),
    },
    customerType: row.customerType,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    mobile: row.mobile,
    businessName: row.businessName,
    abn: row.abn,
    deliveryAddress: row.deliveryAddress,
    comments: row.comments,
    privacyStatement: row.privacyStatement,
    marketing: row.marketing,
    linkExpiresAt: iso(row.linkExpiresAt),
    createdAt: row.createdAt.toISOString(),
  };
}

async function exportedOrders(db: Db, customerId: string): Promise<PersonalDataExport['orders']> {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(asc(orders.createdAt));
  const postOrder = await postOrderDataOf(
    db,
    rows.map((row) => row.id),
  );
  const payments = rows.length
    ? await db
        .select()
        .from(orderPayments)
        .where(
          inArray(
            orderPayments.orderId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(orderPayments.attempt))
    : [];
  return rows.map((order) => ({
    orderNo: orderNumberOf(order),
    status: order.status,
    country: order.country,
    state: order.state,
    vin: order.vin,
    customerType: order.customerType,
    firstName: order.firstName,
    lastName: order.lastName,
    email: order.email,
    mobile: order.mobile,
    businessName: order.businessName,
    businessNumber: order.businessNumber,
    comments: order.comments,
    paymentOption: order.paymentOption,
    finance: order.finance as Json | null,
    fromLinkSource: order.fromLinkSource,
    nameOnCreditCard: order.nameOnCreditCard,
    vehicleThumbnail: order.vehicleThumbnail,
    deliveryOption: order.deliveryOption,
    pickupLocationName: order.pickupLocationName,
    deliveryAddress: order.deliveryAddress,
    deliverySuburb: order.deliverySuburb,
    deliveryState: order.deliveryState,
    deliveryPostcode: order.deliveryPostcode,
    configuration: order.configuration as Json,
    priceSnapshot: order.priceSnapshot as Json,
    driveAwayCents: order.driveAwayCents,
    depositCents: order.depositCents,
    createdAt: order.createdAt.toISOString(),
    orderedAt: iso(order.orderedAt),
    payments: payments
      .filter((payment) => payment.orderId === order.id)
      .map((payment) => ({
        attempt: payment.attempt,
        provider: payment.provider,
        amountCents: payment.amountCents,
        currency: payment.currency,
        status: payment.status,
        pspReference: payment.pspReference,
        createdAt: payment.createdAt.toISOString(),
      })),
    buyerDetails: {
      driveLicenceNumber: order.driveLicenceNumber,
      driveLicenceExpiry: order.driveLicenceExpiry,
      billingAddress: order.billingAddress,
      billingSuburb: order.billingSuburb,
      billingPostcode: order.billingPostcode,
      billingState: order.billingState,
      regoAddress: order.regoAddress,
      regoSuburb: order.regoSuburb,
      regoPostcode: order.regoPostcode,
      regoState: order.regoState,
    },
    ...postOrder(order.id),
  }));
}

/**
 * Everything the shop holds about a signed-in customer (the right of access of Australian Privacy Principle 12 and
 * NZ Privacy Act principle 6): the profile, the consents, every order with its payment attempts (no card data: the
 * shop never has any) and what came after them (details, transfers, handover, documents), the test drives, the
 * enquiries (made signed in or from its proved address) and shared links made while signed in, the emails sent, and the earlier
 * export and deletion requests. A module that starts keeping personal data adds it here (docs/privacy.md).
 */
export async function personalDataExport(db: Db, customer: Customer, now: Date): Promise<PersonalDataExport> {
  const [interestRows, history, requests, orderList, testDrives] = await Promise.all([
    db.select().from(interests).where(ownInterests(customer)).orderBy(asc(interests.createdAt)),
    communicationHistory(db, customer),
    db
      .select({ kind: privacyRequests.kind, completedAt: privacyRequests.completedAt })
      .from(privacyRequests)
      .where(eq(privacyRequests.customerId, customer.id))
      .orderBy(asc(privacyRequests.completedAt)),
    exportedOrders(db, customer.id),
    exportedTestDrives(db, customer),
  ]);
  const enquiries = interestRows.filter((row) => !sharingTypes.includes(row.interestType));
  return {
    exportedAt: now.toISOString(),
    customer: {
      country: customer.country,
      email: customer.email,
      customerType: customer.customerType,
      firstName: customer.firstName,
      middleName: customer.middleName,
      lastName: customer.lastName,
      phoneNumber1: customer.phoneNumber1,
      phoneNumber2: customer.phoneNumber2,
      abn: customer.abn,
      businessName: customer.businessName,
      birthday: customer.birthday,
      yanaCustomerNo: customer.auCustomerNo,
      nzYanaCustomerNo: customer.nzCustomerNo,
      signInProvider: customer.issuer,
      createdAt: customer.createdAt.toISOString(),
    },
    consents: {
      communication: {
        gmCommunicationEmail: customer.gmCommunicationEmail,
        gmCommunicationMobile: customer.gmCommunicationMobile,
        gmPartnerCommunicationEmail: customer.gmPartnerCommunicationEmail,
        gmPartnerCommunicationMobile: customer.gmPartnerCommunicationMobile,
        updatedAt: iso(customer.preferencesUpdatedAt),
      },
      enquiries: enquiries.map((row) => ({
        interestType: row.interestType,
        privacyStatement: row.privacyStatement,
        marketing: row.marketing,
        at: row.createdAt.toISOString(),
      })),
    },
    orders: orderList,
    enquiries: enquiries.map(exportedInterest),
    sharedLinks: interestRows.filter((row) => sharingTypes.includes(row.interestType)).map(exportedInterest),
    testDrives,
    communicationHistory: history,
    privacyRequests: requests.map((request) => ({
      kind: request.kind,
      completedAt: request.completedAt.toISOString(),
    })),
  };
}
