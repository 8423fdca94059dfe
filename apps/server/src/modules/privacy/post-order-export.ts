import type { PersonalDataExport } from '@showroom/contract';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  balancePayments,
  contractSignatures,
  deliveryAppointments,
  orderDocuments,
  testDriveBookings,
  testDriveSlots,
} from '../../db/schema';
import type { Db } from '../../platform/db';
import type { Customer } from '../auth';

type ExportedOrder = PersonalDataExport['orders'][number];
type PostOrderData = Pick<ExportedOrder, 'balancePayments' | 'deliveryAppointment' | 'documents'>;

/** What the post-order capabilities keep for each of these orders: transfers, handover, documents and signature. */
export async function postOrderDataOf(
  db: Db,
  orderIds: string[],
): Promise<(orderId: string) => PostOrderData> {
  if (orderIds.length === 0) return () => ({ balancePayments: [], deliveryAppointment: null, documents: [] });
  const [transfers, appointments, documents] = await Promise.all([
    db
      .select()
      .from(balancePayments)
      .where(inArray(balancePayments.orderId, orderIds))
      .orderBy(asc(balancePayments.receivedOn)),
    db.select().from(deliveryAppointments).where(inArray(deliveryAppointments.orderId, orderIds)),
    db
      .select({ document: orderDocuments, signature: contractSignatures })
      .from(orderDocuments)
      .leftJoin(contractSignatures, eq(contractSignatures.documentId, orderDocuments.id))
      .where(inArray(orderDocuments.orderId, orderIds))
      .orderBy(asc(orderDocuments.kind)),
  ]);
  return (orderId) => {
    const appointment = appointments.find((row) => row.orderId === orderId);
    return {
      balancePayments: transfers
        .filter((row) => row.orderId === orderId)
        .map((row) => ({
          amountCents: row.amountCents,
          receivedOn: row.receivedOn,
          reference: row.reference,
        })),
      deliveryAppointment: appointment
        ? {
            centreId: appointment.centreId,
            localDate: appointment.localDate,
            localTime: appointment.localTime,
            homeDelivery: appointment.homeDeliveryDayId !== null,
          }
        : null,
      documents: documents
        .filter((row) => row.document.orderId === orderId)
        .map(({ document, signature }) => ({
          kind: document.kind,
          contentType: document.contentType,
          createdAt: document.createdAt.toISOString(),
          signature: signature
            ? {
                fullName: signature.fullName,
                signedAt: signature.signedAt.toISOString(),
                ipAddress: signature.ipAddress,
              }
            : null,
        })),
    };
  };
}

/** The test drives booked with the customer's account or email address. */
export async function exportedTestDrives(
  db: Db,
  customer: Customer,
): Promise<PersonalDataExport['testDrives']> {
  const rows = await db
    .select({ booking: testDriveBookings, startsAt: testDriveSlots.startsAt })
    .from(testDriveBookings)
    .innerJoin(testDriveSlots, eq(testDriveSlots.id, testDriveBookings.slotId))
    .where(
      or(
        eq(testDriveBookings.customerId, customer.id),
        sql`lower(${testDriveBookings.email}) = ${customer.email.toLowerCase()}`,
      ),
    )
    .orderBy(asc(testDriveBookings.createdAt));
  return rows.map(({ booking, startsAt }) => ({
    bookingNo: booking.bookingNo,
    status: booking.status,
    country: booking.country,
    startsAt: startsAt.toISOString(),
    variantId: booking.variantId,
    firstName: booking.firstName,
    lastName: booking.lastName,
    email: booking.email,
    mobile: booking.mobile,
    postcode: booking.postcode,
    customerType: booking.customerType,
    currentVehicle: booking.currentVehicle,
    privacyStatement: booking.privacyStatement,
    marketing: booking.marketing,
    createdAt: booking.createdAt.toISOString(),
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
  }));
}
