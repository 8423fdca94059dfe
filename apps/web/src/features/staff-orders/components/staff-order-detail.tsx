import type { StaffOrderDetailData } from '@showroom/contract';
import { cents, formatMoney } from '@showroom/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { PageSpinner } from '../../../components/page-spinner';
import styles from '../../../styles/staff-page.module.css';
import { staffOrderQuery } from '../api/staff-orders-api';
import { ContractPanel } from './contract-panel';
import { OrderActions } from './order-actions';

const money = (value: number) => formatMoney(cents(value));
const when = (iso: string) => new Date(iso).toLocaleString('en-AU');
const stepState = ['Current', 'Done', 'Not reached'];

/** One order for staff: facts, pipeline, payments, what staff can do, log, notes and emails. */
export function StaffOrderDetail() {
  const { orderId = '' } = useParams();
  const query = useQuery(staffOrderQuery(orderId));
  if (query.isPending) return <PageSpinner />;
  if (!query.data) {
    return (
      <>
        <h1 className={styles.title}>Order not found</h1>
        <p className={styles.error}>{query.error?.message}</p>
        <Link to="/orders">Back to orders</Link>
      </>
    );
  }
  const detail: StaffOrderDetailData = query.data;
  const { order } = detail;
  return (
    <>
      <p>
        <Link to="/orders">← Orders</Link>
      </p>
      <h1 className={styles.title}>
        Order {order.orderNo} · {order.status}
      </h1>
      <div className={styles.grid}>
        <section className={styles.panel} aria-labelledby="order-facts">
          <h2 id="order-facts" className={styles.formTitle}>
            Customer and vehicle
          </h2>
          <dl className={styles.facts}>
            <dt>Customer</dt>
            <dd>{order.customerName}</dd>
            <dt>Email</dt>
            <dd>{order.email}</dd>
            <dt>Mobile</dt>
            <dd>{order.mobile}</dd>
            <dt>Market</dt>
            <dd>{order.country}</dd>
            <dt>Vehicle</dt>
            <dd>{order.selection}</dd>
            <dt>VIN</dt>
            <dd>{order.vin ?? '—'}</dd>
            <dt>Payment</dt>
            <dd>
              {order.paymentOption}, {order.deliveryOption}
            </dd>
            <dt>Drive-away</dt>
            <dd>{money(order.driveAwayCents)}</dd>
            <dt>Balance owed</dt>
            <dd data-testid="balance-owed">{money(order.balanceCents)}</dd>
          </dl>
        </section>
        <section className={styles.panel} aria-labelledby="order-pipeline">
          <h2 id="order-pipeline" className={styles.formTitle}>
            Pipeline
          </h2>
          <ol className={styles.steps}>
            {detail.steps.map((step) => (
              <li key={step.name}>
                {step.name}: <strong>{stepState[step.status]}</strong>
                {step.completedAt ? ` (${when(step.completedAt)})` : ''}
              </li>
            ))}
          </ol>
        </section>
        <section className={styles.panel} aria-labelledby="order-payments">
          <h2 id="order-payments" className={styles.formTitle}>
            Payments
          </h2>
          {detail.payments.length === 0 ? <p>None yet.</p> : null}
          <ul>
            {detail.payments.map((p) => (
              <li key={`${p.at}-${p.name}-${p.amountCents}`}>
                {new Date(p.at).toLocaleDateString('en-AU')} · {p.name} · {money(p.amountCents)}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <ContractPanel orderId={order.id} status={order.status} />
      <h2 className={styles.title}>Actions</h2>
      <OrderActions detail={detail} onChanged={() => query.refetch()} />
      <div className={styles.grid}>
        <section className={styles.panel} aria-labelledby="order-notes">
          <h2 id="order-notes" className={styles.formTitle}>
            Notes
          </h2>
          {detail.notes.length === 0 ? <p>No notes.</p> : null}
          <ul>
            {detail.notes.map((n) => (
              <li key={n.at}>
                {when(n.at)} · {n.staffEmail}: {n.text}
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.panel} aria-labelledby="order-emails">
          <h2 id="order-emails" className={styles.formTitle}>
            Emails
          </h2>
          {detail.emails.length === 0 ? <p>No emails.</p> : null}
          <ul>
            {detail.emails.map((m) => (
              <li key={`${m.at}-${m.template}`}>
                {when(m.at)} · {m.subject} ({m.status})
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section className={styles.panel} aria-labelledby="order-log">
        <h2 id="order-log" className={styles.formTitle}>
          Order log
        </h2>
        <ol className={styles.steps}>
          {detail.events.map((e) => (
            <li key={`${e.at}-${e.event}`}>
              {when(e.at)} · {e.event} by {e.actor} · {e.from} → {e.to}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
