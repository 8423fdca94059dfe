import type { DataOf, getOrderDetailsByYanaIds } from '@showroom/contract';
import { type SupportRequestType, supportRequestFailureText } from '@showroom/domain';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useId, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Notice } from '../../../components/notice';
import { useDismiss } from '../../../components/use-dismiss';
import { ApiError } from '../../../lib/api-error';
import { sendSupportRequest } from '../api/support-request-api';
import { coolingOffTexts, supportTexts } from '../content';
import styles from './support-menu.module.css';

type Details = DataOf<typeof getOrderDetailsByYanaIds>;
type Order = Pick<
  Details,
  'yanaOrderIDs' | 'orderStatus' | 'isCancelled' | 'cancellationRequestedAt' | 'coolingOffUntil'
> & {
  orderVehicle: Pick<Details['orderVehicle'], 'country'>;
};

type Stage =
  | { kind: 'confirm' }
  | { kind: 'sending' }
  | { kind: 'done'; cancelled: boolean }
  | { kind: 'failed'; reason?: string };

/**
 * The Support menu of the order page (spec 002 sections 2 and 4): Request a Call Back, and Cancel Order while the
 * order can still be cancelled online. Each asks to confirm (YES / NO), then says it was received, or gives the
 * spec's failure text with the market's line.
 */
export function SupportMenu({ order, onRequested }: { order: Order; onRequested(): void }) {
  const [open, setOpen] = useState(false);
  const [request, setRequest] = useState<SupportRequestType | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'confirm' });
  const root = useRef<HTMLDivElement>(null);
  const popupId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root);

  const country = order.orderVehicle.country;
  const orderNo = order.yanaOrderIDs.yanaOrderNo;
  // Before signing (a request staff confirm), or once signed while the cooling-off period runs (cancelled at once).
  const coolingOff = order.isCancelled ? null : order.coolingOffUntil;
  const cancellable =
    (order.orderStatus === 'Ordered' && !order.isCancelled && !order.cancellationRequestedAt) ||
    Boolean(coolingOff);
  const choices: SupportRequestType[] = cancellable ? ['callback', 'cancel'] : ['callback'];

  const choose = (type: SupportRequestType) => {
    setOpen(false);
    setStage({ kind: 'confirm' });
    setRequest(type);
  };

  const sending = useMutation({ mutationFn: sendSupportRequest });
  const send = async (type: SupportRequestType) => {
    setStage({ kind: 'sending' });
    try {
      const ids = order.yanaOrderIDs;
      const reply = await sending.mutateAsync({
        YanaCustomerID: ids.yanaCustomerID,
        YanaCustomerNo: ids.yanaCustomerNo,
        YanaOrderID: ids.yanaOrderID,
        YanaOrderNo: ids.yanaOrderNo,
        Country: country,
        RequestType: type,
      });
      setStage({ kind: 'done', cancelled: reply.cancelled });
      onRequested();
    } catch (error) {
      const reason = error instanceof ApiError ? error.details[0]?.message : undefined;
      setStage(reason ? { kind: 'failed', reason } : { kind: 'failed' });
    }
  };

  const coolingOffDone = stage.kind === 'done' && stage.cancelled;
  const texts =
    request === 'cancel' && coolingOff
      ? { ...supportTexts.cancel, question: (no: string) => coolingOffTexts.question(no, coolingOff) }
      : request
        ? supportTexts[request]
        : undefined;
  return (
    <div className={styles.support} ref={root}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={popupId}
        onClick={() => setOpen((value) => !value)}
      >
        Support
      </button>
      <ul id={popupId} className={styles.popup} hidden={!open}>
        {choices.map((type) => (
          <li key={type}>
            <button type="button" onClick={() => choose(type)}>
              {supportTexts[type].item}
            </button>
          </li>
        ))}
      </ul>
      {request && texts ? (
        <Dialog open onOpenChange={() => setRequest(null)} title={texts.title} size="sm">
          {stage.kind === 'done' ? (
            <div className={styles.body}>
              <Notice tone="success">{coolingOffDone ? coolingOffTexts.success : texts.success}</Notice>
              <Button onClick={() => setRequest(null)}>OK</Button>
            </div>
          ) : stage.kind === 'failed' ? (
            <div className={styles.body}>
              <Notice tone="error">{supportRequestFailureText(country)}</Notice>
              {stage.reason ? <p>{stage.reason}</p> : null}
              <Button variant="secondary" onClick={() => setRequest(null)}>
                OK
              </Button>
            </div>
          ) : (
            <div className={styles.body}>
              <p>{texts.question(orderNo)}</p>
              <div className={styles.answers}>
                <Button busy={stage.kind === 'sending'} onClick={() => send(request)}>
                  YES
                </Button>
                <Button
                  variant="secondary"
                  disabled={stage.kind === 'sending'}
                  onClick={() => setRequest(null)}
                >
                  NO
                </Button>
              </div>
            </div>
          )}
        </Dialog>
      ) : null}
    </div>
  );
}
