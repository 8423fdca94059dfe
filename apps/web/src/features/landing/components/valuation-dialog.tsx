import type { AustralianState } from '@showroom/domain';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { track } from '../../../lib/analytics';
import {
  frameHeightLimits,
  type LoadWidgetMessage,
  readWidgetMessage,
  valuationWidgetUrl,
  widgetOrigin,
} from '../valuation-messages';
import styles from './vehicle-disposal.module.css';

export interface ValuationDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  state?: AustralianState | undefined;
  widgetUrl?: string;
}

/**
 * 'Get an instant valuation' (spec 001 section 2, Australia only): the valuation widget in a frame. The frame
 * takes the height the widget reports; READY is answered with load-widget. Only messages from the widget's
 * origin and its own window count.
 */
export function ValuationDialog({
  open,
  onOpenChange,
  state,
  widgetUrl = valuationWidgetUrl,
}: ValuationDialogProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(480);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!open) return;
    const origin = widgetOrigin(widgetUrl, window.location.href);
    const onMessage = (event: MessageEvent) => {
      const target = frame.current?.contentWindow;
      if (event.origin !== origin || !target || event.source !== target) return;
      const message = readWidgetMessage(event.data);
      if (message?.type === 'iframeHeight') setHeight(message.height);
      if (message?.type === 'READY') {
        setReady(true);
        const reply: LoadWidgetMessage = { type: 'load-widget', country: 'AU', state };
        target.postMessage(reply, origin);
        track('valuation_widget_ready');
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [open, widgetUrl, state]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Get an instant valuation" size="lg">
      <div className={styles.frameWrap} aria-busy={!ready}>
        {ready ? null : <p className={styles.loading}>Loading…</p>}
        <iframe
          ref={frame}
          className={styles.frame}
          src={widgetUrl}
          title="Instant valuation of your current vehicle"
          style={{ height: Math.max(height, frameHeightLimits.min) }}
          data-ready={ready || undefined}
        />
      </div>
    </Dialog>
  );
}
