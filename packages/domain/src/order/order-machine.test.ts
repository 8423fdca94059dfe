import { describe, expect, it } from 'vitest';
import { type OrderActor, type OrderEvent, type OrderEventType, orderActors } from './order-events';
import { advanceOrder, type OrderProgress, readyToPrepare, statusFromMilestones } from './order-machine';
import { type OrderStatus, orderStatuses } from './order-status';

const at = new Date('2026-12-01T01:00:00.000Z');
const earlier = '2026-11-20T00:00:00.000Z';

/** One event of each kind, with what it carries. */
const sample: Record<OrderEventType, OrderEvent> = {
  VehicleReserved: { type: 'VehicleReserved' },
  HoldExpired: { type: 'HoldExpired' },
  DepositAuthorised: { type: 'DepositAuthorised', paymentId: 'PAY-100001-1' },
  DepositAuthorisedLate: { type: 'DepositAuthorisedLate', paymentId: 'PAY-100001-2' },
  DetailsProvided: { type: 'DetailsProvided' },
  FinanceApplicationSubmitted: { type: 'FinanceApplicationSubmitted' },
  FinanceApproved: { type: 'FinanceApproved' },
  ContractSigned: { type: 'ContractSigned' },
  DeliveryScheduled: { type: 'DeliveryScheduled', date: '2026-12-21', time: '10:00' },
  BalanceReceived: { type: 'BalanceReceived' },
  VehiclePrepared: { type: 'VehiclePrepared' },
  Delivered: { type: 'Delivered' },
  CallBackRequested: { type: 'CallBackRequested' },
  CancellationRequested: { type: 'CancellationRequested' },
  OrderCancelled: { type: 'OrderCancelled', reason: 'Customer changed plans' },
  CoolingOffCancelled: { type: 'CoolingOffCancelled' },
  StepRolledBack: { type: 'StepRolledBack', milestone: 'deliveryScheduled', reason: 'Wrong day booked' },
};

/*
 * The machine as docs/order-pipelines.md writes it, restated here independently of the code: for each event, the
 * statuses it may happen in and who may cause it. Every other (event, status, actor) is refused.
 */
const placed: OrderStatus[] = ['Ordered', 'Ordered Confirmed', 'Preparing To Ship'];
const expected: Record<OrderEventType, { from: OrderStatus[]; by: OrderActor[] }> = {
  VehicleReserved: { from: ['NoActivity'], by: ['customer'] },
  HoldExpired: { from: ['CheckoutPaymentPage'], by: ['system'] },
  DepositAuthorised: { from: ['CheckoutPaymentPage'], by: ['payment'] },
  DepositAuthorisedLate: { from: ['CheckoutPaymentPage', 'Expired'], by: ['payment'] },
  DetailsProvided: { from: ['Ordered'], by: ['customer', 'staff'] },
  FinanceApplicationSubmitted: { from: ['Ordered', 'Ordered Confirmed'], by: ['customer', 'staff'] },
  FinanceApproved: { from: ['Ordered', 'Ordered Confirmed'], by: ['staff'] },
  ContractSigned: { from: ['Ordered'], by: ['customer'] },
  DeliveryScheduled: { from: placed, by: ['customer', 'staff'] },
  BalanceReceived: { from: placed, by: ['staff', 'payment'] },
  VehiclePrepared: { from: ['Ordered Confirmed'], by: ['staff'] },
  Delivered: { from: ['Preparing To Ship'], by: ['staff'] },
  CallBackRequested: {
    from: orderStatuses.filter((s) => s !== 'NoActivity'),
    by: ['customer'],
  },
  CancellationRequested: { from: ['Ordered'], by: ['customer'] },
  OrderCancelled: { from: placed, by: ['staff'] },
  CoolingOffCancelled: { from: ['Ordered Confirmed', 'Preparing To Ship'], by: ['customer'] },
  StepRolledBack: { from: [...placed, 'Delivered'], by: ['staff'] },
};

/** An order that meets every precondition, so only status and actor decide. */
const ready = (status: OrderStatus): OrderProgress => ({
  status,
  paymentOption: 'Finance',
  deliveryOption: 'HomeDelivery',
  milestones: {
    depositAuthorised: earlier,
    detailsProvided: earlier,
    financeApplied: earlier,
    financeApproved: earlier,
    contractSigned: earlier,
    deliveryScheduled: earlier,
    balanceReceived: earlier,
  },
});

const cases = (Object.keys(expected) as OrderEventType[]).flatMap((type) =>
  orderStatuses.flatMap((status) => orderActors.map((actor) => ({ type, status, actor }))),
);

describe('the order state machine', () => {
  it('enumerates every event in every status for every actor', () => {
    expect(cases).toHaveLength(17 * 9 * 4);
  });

  it.each(cases)('$type in $status by $actor', ({ type, status, actor }) => {
    const rule = expected[type];
    const result = advanceOrder(ready(status), sample[type], actor, at);
    if (!rule.by.includes(actor)) {
      expect(result).toMatchObject({ ok: false, refusal: 'NotYourRole' });
    } else if (!rule.from.includes(status)) {
      expect(result).toMatchObject({ ok: false });
      expect(result.ok ? '' : result.refusal).toMatch(/^(NotNow|ContractSigned)$/);
    } else {
      expect(result.ok).toBe(true);
    }
  });

  it('moves through the checkout: reserved, then paid in time, or expired and paid late', () => {
    const fresh: OrderProgress = {
      status: 'NoActivity',
      milestones: {},
      paymentOption: 'Cash',
      deliveryOption: 'Pickup',
    };
    const reserved = advanceOrder(fresh, sample.VehicleReserved, 'customer', at);
    expect(reserved).toMatchObject({ ok: true, progress: { status: 'CheckoutPaymentPage' }, reached: null });
    if (!reserved.ok) return;
    expect(advanceOrder(reserved.progress, sample.DepositAuthorised, 'payment', at)).toMatchObject({
      ok: true,
      progress: { status: 'Ordered', milestones: { depositAuthorised: at.toISOString() } },
      reached: 'depositAuthorised',
    });
    const expired = advanceOrder(reserved.progress, sample.HoldExpired, 'system', at);
    expect(expired).toMatchObject({ ok: true, progress: { status: 'Expired' } });
    if (!expired.ok) return;
    expect(advanceOrder(expired.progress, sample.DepositAuthorisedLate, 'payment', at)).toMatchObject({
      ok: true,
      progress: { status: 'RefundDue', milestones: { cancelled: at.toISOString() } },
    });
    expect(advanceOrder(expired.progress, sample.DepositAuthorised, 'payment', at)).toMatchObject({
      ok: false,
      refusal: 'NotNow',
    });
  });

  it('refuses a cancellation once the contract is signed, with its own reason', () => {
    for (const status of ['Ordered Confirmed', 'Preparing To Ship', 'Delivered'] as const) {
      expect(advanceOrder(ready(status), sample.CancellationRequested, 'customer', at)).toEqual({
        ok: false,
        refusal: 'ContractSigned',
        message:
          'Your contract is signed and its cooling-off period has passed, so your order can no longer be cancelled online.',
      });
    }
    expect(advanceOrder(ready('Cancelled'), sample.CancellationRequested, 'customer', at)).toMatchObject({
      refusal: 'NotNow',
    });
    const request = advanceOrder(ready('Ordered'), sample.CancellationRequested, 'customer', at);
    expect(request).toMatchObject({ ok: true, progress: { status: 'Ordered' }, reached: null });
  });

  it('signs a contract only after the details, and confirms the order', () => {
    const ordered: OrderProgress = {
      status: 'Ordered',
      milestones: { depositAuthorised: earlier },
      paymentOption: 'Cash',
      deliveryOption: 'Pickup',
    };
    expect(advanceOrder(ordered, sample.ContractSigned, 'customer', at)).toMatchObject({
      ok: false,
      refusal: 'DetailsRequired',
    });
    const details = advanceOrder(ordered, sample.DetailsProvided, 'customer', at);
    if (!details.ok) throw new Error('details refused');
    expect(advanceOrder(details.progress, sample.ContractSigned, 'customer', at)).toMatchObject({
      ok: true,
      progress: { status: 'Ordered Confirmed', milestones: { contractSigned: at.toISOString() } },
    });
  });

  it('keeps finance steps to finance purchases, approval after the application', () => {
    const cash = { ...ready('Ordered'), paymentOption: 'Cash' };
    expect(advanceOrder(cash, sample.FinanceApplicationSubmitted, 'customer', at)).toMatchObject({
      refusal: 'NotFinance',
    });
    expect(advanceOrder(cash, sample.FinanceApproved, 'staff', at)).toMatchObject({ refusal: 'NotFinance' });
    const applied = { ...ready('Ordered'), milestones: { depositAuthorised: earlier } };
    expect(advanceOrder(applied, sample.FinanceApproved, 'staff', at)).toMatchObject({
      refusal: 'FinanceNotApplied',
    });
  });

  it('prepares the vehicle only when contract, balance, booking and finance are all in', () => {
    const confirmed = ready('Ordered Confirmed');
    const { balanceReceived: _, ...withoutBalance } = confirmed.milestones;
    expect(
      advanceOrder({ ...confirmed, milestones: withoutBalance }, sample.VehiclePrepared, 'staff', at),
    ).toMatchObject({ refusal: 'NotReady' });
    const { financeApproved: __, ...withoutApproval } = confirmed.milestones;
    expect(readyToPrepare({ milestones: withoutApproval, paymentOption: 'Finance' })).toBe(false);
    expect(readyToPrepare({ milestones: withoutApproval, paymentOption: 'Cash' })).toBe(true);
    const prepared = advanceOrder(confirmed, sample.VehiclePrepared, 'staff', at);
    expect(prepared).toMatchObject({ ok: true, progress: { status: 'Preparing To Ship' } });
    if (!prepared.ok) return;
    expect(advanceOrder(prepared.progress, sample.Delivered, 'staff', at)).toMatchObject({
      ok: true,
      progress: { status: 'Delivered', milestones: { delivered: at.toISOString() } },
    });
  });

  it('keeps the instant a milestone was first reached (a rescheduled handover keeps its first booking)', () => {
    const booked = advanceOrder(ready('Ordered'), sample.DeliveryScheduled, 'customer', at);
    expect(booked).toMatchObject({
      ok: true,
      reached: null,
      progress: { milestones: { deliveryScheduled: earlier } },
    });
  });

  it('rolls a step back with the steps that depend on it, and the status follows', () => {
    const delivered: OrderProgress = {
      ...ready('Delivered'),
      milestones: { ...ready('Delivered').milestones, vehiclePrepared: earlier, delivered: earlier },
    };
    const back = advanceOrder(
      delivered,
      { type: 'StepRolledBack', milestone: 'contractSigned', reason: 'Signed the wrong version' },
      'staff',
      at,
    );
    expect(back).toMatchObject({
      ok: true,
      removed: ['contractSigned', 'vehiclePrepared', 'delivered'],
      progress: { status: 'Ordered' },
    });
    const undelivered = advanceOrder(
      delivered,
      { type: 'StepRolledBack', milestone: 'delivered', reason: 'Handover postponed' },
      'staff',
      at,
    );
    expect(undelivered).toMatchObject({
      ok: true,
      removed: ['delivered'],
      progress: { status: 'Preparing To Ship' },
    });
    const ordered = { ...ready('Ordered'), milestones: { depositAuthorised: earlier } };
    expect(
      advanceOrder(
        ordered,
        { type: 'StepRolledBack', milestone: 'balanceReceived', reason: 'x' },
        'staff',
        at,
      ),
    ).toMatchObject({ ok: false, refusal: 'NothingToRollBack' });
  });

  it('derives a placed order’s status from its milestones', () => {
    expect(statusFromMilestones({ depositAuthorised: earlier })).toBe('Ordered');
    expect(statusFromMilestones({ depositAuthorised: earlier, contractSigned: earlier })).toBe(
      'Ordered Confirmed',
    );
    expect(statusFromMilestones({ contractSigned: earlier, vehiclePrepared: earlier })).toBe(
      'Preparing To Ship',
    );
    expect(statusFromMilestones({ vehiclePrepared: earlier, delivered: earlier })).toBe('Delivered');
    expect(statusFromMilestones({ delivered: earlier, cancelled: earlier })).toBe('Cancelled');
  });

  it('cancels a placed order by staff, reaching the cancelled milestone', () => {
    expect(advanceOrder(ready('Ordered Confirmed'), sample.OrderCancelled, 'staff', at)).toMatchObject({
      ok: true,
      reached: 'cancelled',
      progress: { status: 'Cancelled', milestones: { cancelled: at.toISOString() } },
    });
  });
});
