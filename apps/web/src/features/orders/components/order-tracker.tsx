import type { CountryCode, TrackerButton } from '@showroom/domain';
import { Suspense, useState } from 'react';
import { Accordion } from '../../../components/accordion';
import { Button } from '../../../components/button';
import type { OrderDetails } from '../api/orders-api';
import { orderDate } from '../order-date';
import type { OrderActions } from '../tracker-actions';
import styles from './order-detail.module.css';

type Step = OrderDetails['pipeLines'][number];

const stateText = (step: Step, country: CountryCode) => {
  if (step.pipelineBarStepStatus === 1) {
    return step.completeDate ? `Completed ${orderDate(step.completeDate, country)}` : 'Completed';
  }
  return step.pipelineBarStepStatus === 0 ? 'In progress' : 'Upcoming';
};

function StepHeader({ step, total, country }: { step: Step; total: number; country: CountryCode }) {
  const status = ['current', 'finished', 'upcoming'][step.pipelineBarStepStatus];
  return (
    <span className={styles.stepHeader}>
      <span className={styles.marker} data-status={status} aria-hidden="true">
        {step.pipelineBarStepStatus === 1 ? '✓' : step.pipelineBarStepNumber}
      </span>
      <span className={styles.stepText}>
        <span className={styles.stepName}>{step.pipelineName}</span>{' '}
        <span className={styles.stepState}>
          <span className="visually-hidden">{`Step ${step.pipelineBarStepNumber} of ${total}:`}</span>{' '}
          {stateText(step, country)}
        </span>
      </span>
    </span>
  );
}

/**
 * The order progress tracker (spec 002 section 4): the steps of the order's pipeline, the current one open at
 * first and one open at a time, each with its description and, where the order page has its dialog, its button.
 * `initialAction` opens its dialog at once when the current step offers that button.
 */
export function OrderTracker({
  order,
  actions,
  onChanged,
  initialAction,
}: {
  order: OrderDetails;
  actions: OrderActions;
  onChanged(): void;
  initialAction?: TrackerButton | undefined;
}) {
  const steps = order.pipeLines;
  const inProgress = steps.find((step) => step.pipelineBarStepStatus === 0);
  const [open, setOpen] = useState<TrackerButton | null>(() =>
    initialAction && inProgress?.buttonID === initialAction && actions[initialAction] ? initialAction : null,
  );
  const country = order.orderVehicle.country;
  const current = inProgress ?? steps.at(-1);
  const finished = steps.filter((step) => step.pipelineBarStepStatus === 1).length;
  const Action = open ? actions[open] : undefined;
  return (
    <section className={styles.panel} aria-labelledby="tracker-title">
      <h2 id="tracker-title" className={styles.panelTitle}>
        Order progress
      </h2>
      <div className={styles.bar} role="img" aria-label={`${finished} of ${steps.length} steps completed`}>
        {steps.map((step) => (
          <span key={step.pipelineBarStepNumber} data-status={step.pipelineBarStepStatus} />
        ))}
      </div>
      <Accordion
        className={styles.steps}
        initialOpen={current ? String(current.pipelineBarStepNumber) : undefined}
        items={steps.map((step) => {
          const button = step.buttonID && actions[step.buttonID] ? step.buttonID : null;
          return {
            id: String(step.pipelineBarStepNumber),
            current: step.pipelineBarStepStatus === 0,
            title: <StepHeader step={step} total={steps.length} country={country} />,
            content: (
              <div className={styles.stepBody}>
                <p>{step.pipelineDesc}</p>
                {button ? (
                  <Button
                    variant={step.pipelineBarStepStatus === 0 ? 'primary' : 'secondary'}
                    onClick={() => setOpen(button)}
                  >
                    {step.buttonText}
                  </Button>
                ) : null}
              </div>
            ),
          };
        })}
      />
      <Suspense fallback={null}>
        {Action ? <Action order={order} onClose={() => setOpen(null)} onChanged={onChanged} /> : null}
      </Suspense>
    </section>
  );
}
