import type { OrderLiveEvent, StockLiveEvent } from '@showroom/contract';
import type { CountryCode } from '@showroom/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { connectLiveEvents, onLiveEvent } from '../lib/live-events';
import { applyStockEvent } from '../state/live-stock';

/** The shape the server sends (contract: StockLiveEvent), checked without loading zod on the first screen. */
function isStockEvent(data: unknown): data is StockLiveEvent {
  const event = data as Partial<StockLiveEvent> | null;
  return (
    typeof event?.vin === 'string' &&
    typeof event.exteriorId === 'string' &&
    typeof event.interiorId === 'string' &&
    typeof event.status === 'string' &&
    (event.heldUntil === null || typeof event.heldUntil === 'string')
  );
}

const words = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** What the shop's data becomes when an event arrives: the queries it makes stale, read again if on screen. */
export function invalidateFor(client: QueryClient, topic: string, data: unknown) {
  const stale = (...keys: string[][]) => {
    for (const queryKey of keys) void client.invalidateQueries({ queryKey });
  };
  if (topic === 'stock') {
    if (isStockEvent(data)) applyStockEvent(data);
    stale(['catalogue', 'exterior'], ['catalogue', 'interior'], ['inventory']);
  } else if (topic === 'order') {
    stale(['orders'], ['contract'], ['documents'], ['finance-status'], ['checkout', 'order']);
  } else if (topic === 'catalogue') {
    // Never under a customer mid-checkout: their hold keeps its price.
    if (window.location.pathname.includes('/checkout')) return;
    stale(['catalogue'], ['pricing'], ['landing'], ['offers'], ['finance'], ['inventory']);
  } else if (topic === 'resync') {
    void client.invalidateQueries();
  }
}

/**
 * The market's live events for every page of the shop (issue 36): stock labels, inventory, prices, and the signed-in
 * customer's orders follow the shop without a reload; a step recorded on an order is announced politely.
 */
export function LiveUpdates({ country }: { country: CountryCode }) {
  const client = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    // Opened once the page has loaded and settled: the stream is never part of the first load.
    let disconnect = () => {};
    let stopped = false;
    const open = () => {
      if (!stopped) disconnect = connectLiveEvents(`/api/events?country=${country}`);
    };
    const start = () => window.setTimeout(open, 1_000);
    let timer: number | undefined;
    if (document.readyState === 'complete') timer = start();
    else window.addEventListener('load', () => (timer = start()), { once: true });
    const stops = ['stock', 'order', 'catalogue', 'resync'].map((topic) =>
      onLiveEvent(topic, (data) => invalidateFor(client, topic, data)),
    );
    stops.push(
      onLiveEvent('order', (data) => {
        const { orderNumber, milestone, event } = data as OrderLiveEvent;
        setAnnouncement(`Order ${orderNumber} was updated: ${words(milestone ?? event)}.`);
      }),
    );
    return () => {
      for (const stop of stops) stop();
      stopped = true;
      window.clearTimeout(timer);
      disconnect();
    };
  }, [client, country]);
  return (
    // A polite live region that is always there (so the first announcement is heard), but no status of the page.
    <p className="visually-hidden" aria-live="polite" aria-atomic="true">
      {announcement}
    </p>
  );
}
