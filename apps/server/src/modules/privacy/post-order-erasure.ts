import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, notInArray, or, sql } from 'drizzle-orm';
import {
  contractSignatures,
  documentLinks,
  orderDocuments,
  testDriveBookings,
  testDriveSlots,
  testDriveSlotVehicles,
} from '../../db/schema';
import type { DbExecutor } from '../../platform/mail/enqueue-email';

/**
 * The erasure of what the post-order capabilities keep (inside the erasure's transaction):
 * - test drive bookings lose their personal fields and their manage link; one still to come is cancelled and its
 *   seat given back;
 * - an order's documents are deleted (licence images, draft contracts, payment summaries) except the signed
 *   contract of a sale, kept for the law with its signature; every download link of the customer goes. Answers the
 *   file-store keys of the deleted documents, to delete once the transaction committed.
 * Delivery appointments and balance payments hold no personal details: they stay with the kept order.
 */
export async function erasePostOrderData(
  tx: DbExecutor,
  customer: { id: string; email: string },
  salesOrderIds: string[],
  allOrderIds: string[],
  now: Date,
) {
  const own = or(
    eq(testDriveBookings.customerId, customer.id),
    sql`lower(${testDriveBookings.email}) = ${customer.email.toLowerCase()}`,
  );
  const coming = await tx
    .select({
      id: testDriveBookings.id,
      slotId: testDriveBookings.slotId,
      variantId: testDriveBookings.variantId,
    })
    .from(testDriveBookings)
    .innerJoin(testDriveSlots, eq(testDriveSlots.id, testDriveBookings.slotId))
    .where(and(own, eq(testDriveBookings.status, 'Booked'), gt(testDriveSlots.startsAt, now)));
  for (const booking of coming) {
    await tx
      .update(testDriveSlots)
      .set({ booked: sql`${testDriveSlots.booked} - 1` })
      .where(eq(testDriveSlots.id, booking.slotId));
    await tx
      .update(testDriveSlotVehicles)
      .set({ booked: sql`${testDriveSlotVehicles.booked} - 1` })
      .where(
        and(
          eq(testDriveSlotVehicles.slotId, booking.slotId),
          eq(testDriveSlotVehicles.variantId, booking.variantId),
        ),
      );
  }
  if (coming.length > 0) {
    await tx
      .update(testDriveBookings)
      .set({ status: 'Cancelled', cancelledAt: now, revision: sql`${testDriveBookings.revision} + 1` })
      .where(
        inArray(
          testDriveBookings.id,
          coming.map((booking) => booking.id),
        ),
      );
  }
  const testDrives = await tx.select({ id: testDriveBookings.id }).from(testDriveBookings).where(own);
  for (const booking of testDrives) {
    await tx
      .update(testDriveBookings)
      .set({
        customerId: null,
        firstName: '',
        lastName: '',
        email: `erased+${booking.id}@erased.invalid`,
        mobile: '',
        postcode: '',
        currentVehicle: null,
        utmTag: null,
        qrCode: null,
        // A manage link no one holds: the booking can no longer be opened from an email.
        webkey: randomBytes(24).toString('base64url'),
        updatedAt: now,
      })
      .where(eq(testDriveBookings.id, booking.id));
  }

  await tx.delete(documentLinks).where(eq(documentLinks.customerId, customer.id));
  const keptContracts = salesOrderIds.length
    ? await tx
        .select({ documentId: contractSignatures.documentId })
        .from(contractSignatures)
        .where(inArray(contractSignatures.orderId, salesOrderIds))
    : [];
  const kept = keptContracts.map((row) => row.documentId);
  if (allOrderIds.length > 0) {
    await tx
      .delete(contractSignatures)
      .where(
        and(
          inArray(contractSignatures.orderId, allOrderIds),
          kept.length ? notInArray(contractSignatures.documentId, kept) : undefined,
        ),
      );
  }
  const deleted = allOrderIds.length
    ? await tx
        .delete(orderDocuments)
        .where(
          and(
            inArray(orderDocuments.orderId, allOrderIds),
            kept.length ? notInArray(orderDocuments.id, kept) : undefined,
          ),
        )
        .returning({ storageKey: orderDocuments.storageKey })
    : [];
  return {
    anonymisedTestDrives: testDrives.length,
    cancelledTestDrives: coming.length,
    deletedDocuments: deleted.length,
    keptContracts: kept.length,
    deletedFiles: deleted.map((row) => row.storageKey),
  };
}
