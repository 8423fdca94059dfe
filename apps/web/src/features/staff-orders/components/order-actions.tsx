import {
  addStaffOrderNote,
  advanceStaffOrder,
  cancelStaffOrder,
  DayText,
  rollBackStaffOrder,
  type StaffOrderDetailData,
} from '@showroom/contract';
import { dollars, roleAtLeast } from '@showroom/domain';
import { z } from 'zod';
import { useStaffRole } from '../../../state/staff-role';
import styles from '../../../styles/staff-page.module.css';
import { ordersCalls } from '../api/staff-orders-api';
import { ActionForm } from './action-form';

/** The bank transfer form asks dollars and cents; the call takes cents (the server checks the rest). */
const bankPaymentForm = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, 'Enter dollars and cents, e.g. 12345.50.'),
  receivedOn: DayText,
  reference: z.string().trim().max(60, 'At most 60 characters.').optional(),
});

/** What staff can do to this order now (the server decides again on every call, by role and by the machine). */
export function OrderActions({ detail, onChanged }: { detail: StaffOrderDetailData; onChanged(): void }) {
  const orderId = detail.order.id;
  const after = (call: Promise<unknown>) => call.then(onChanged);
  const hidden = { orderId };
  if (!roleAtLeast(useStaffRole(), 'sales')) {
    return <p className={styles.panel}>Your viewer role can look at this order but not change it.</p>;
  }
  return (
    <div className={styles.grid}>
      {detail.order.status === 'Cancelled' ? (
        <p className={styles.panel} role="status">
          This order is cancelled and its vehicle is back on sale. The deposit refund is listed under
          Payments: requested, then refunded once the payment provider confirms it.
        </p>
      ) : null}
      {detail.order.balanceCents > 0 &&
      !['Cancelled', 'RefundDue', 'Delivered'].includes(detail.order.status) ? (
        <ActionForm
          title="Record a bank payment"
          fields={[
            { name: 'amount', label: 'Amount received ($)' },
            { name: 'receivedOn', label: 'Received on', kind: 'date' },
            { name: 'reference', label: 'Bank reference (optional)' },
          ]}
          schema={bankPaymentForm}
          submitLabel="Record payment"
          done="Payment recorded."
          onSubmit={(v) =>
            after(
              ordersCalls.bankPayment({
                orderId,
                amountCents: dollars(Number(v.amount)),
                receivedOn: v.receivedOn,
                reference: v.reference ?? null,
              }),
            )
          }
        />
      ) : null}
      {detail.advanceable.length > 0 ? (
        <ActionForm
          title="Advance a step"
          fields={[
            {
              name: 'event',
              label: 'Step reached',
              kind: 'select',
              options: detail.advanceable.map((e) => ({ value: e, label: e })),
            },
            { name: 'reason', label: 'Reason', kind: 'textarea' },
            { name: 'date', label: 'Handover date (scheduling only)', kind: 'date' },
            { name: 'time', label: 'Handover time (scheduling only)', kind: 'time' },
          ]}
          hidden={hidden}
          schema={advanceStaffOrder.body}
          submitLabel="Advance"
          done="Step recorded."
          onSubmit={(body) => after(ordersCalls.advance(body))}
        />
      ) : null}
      {detail.reversible.length > 0 ? (
        <ActionForm
          title="Roll back a step"
          fields={[
            {
              name: 'milestone',
              label: 'Step to undo',
              kind: 'select',
              options: detail.reversible.map((m) => ({ value: m, label: m })),
            },
            { name: 'reason', label: 'Reason', kind: 'textarea' },
          ]}
          hidden={hidden}
          schema={rollBackStaffOrder.body}
          submitLabel="Roll back"
          done="Step undone."
          onSubmit={(body) => after(ordersCalls.rollBack(body))}
        />
      ) : null}
      <ActionForm
        title="Add a note"
        fields={[{ name: 'text', label: 'Note', kind: 'textarea' }]}
        hidden={hidden}
        schema={addStaffOrderNote.body}
        submitLabel="Add note"
        done="Note added."
        onSubmit={(body) => after(ordersCalls.note(body))}
      />
      {detail.cancellable ? (
        <ActionForm
          title="Cancel the order and refund the deposit"
          fields={[{ name: 'reason', label: 'Reason for cancelling', kind: 'textarea' }]}
          hidden={hidden}
          schema={cancelStaffOrder.body}
          submitLabel="Cancel and refund"
          done="Order cancelled; the deposit refund was requested."
          onSubmit={(body) => after(ordersCalls.cancel(body))}
        />
      ) : null}
    </div>
  );
}
