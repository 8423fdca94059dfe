import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectLiveEvents, onLiveEvent } from '../lib/live-events';

/** The back office's queries each kind of event makes stale (only those on screen are read again). */
const staleBy: Record<string, string[][]> = {
  order: [
    ['staff', 'orders'],
    ['staff', 'order'],
  ],
  stock: [['staff', 'stock']],
  catalogue: [
    ['staff', 'prices'],
    ['staff', 'offers'],
    ['staff', 'on-road-rates'],
  ],
};

/**
 * The back office's live events (issue 36): every order's steps, the stock and the catalogue, so the order list, an
 * order's page, the stock list and the price lists follow what customers and other staff do, without a reload. The
 * staff member's own session and settings are not read again by an event.
 */
export function StaffLiveUpdates() {
  const client = useQueryClient();
  useEffect(() => {
    const disconnect = connectLiveEvents('/api/staff/events');
    const stops = Object.entries(staleBy).map(([topic, keys]) =>
      onLiveEvent(topic, () => {
        for (const queryKey of keys) void client.invalidateQueries({ queryKey });
      }),
    );
    stops.push(
      onLiveEvent('resync', () => {
        for (const keys of Object.values(staleBy))
          for (const queryKey of keys) void client.invalidateQueries({ queryKey });
      }),
    );
    return () => {
      for (const stop of stops) stop();
      disconnect();
    };
  }, [client]);
  return null;
}
