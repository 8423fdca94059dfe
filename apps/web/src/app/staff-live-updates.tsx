import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectLiveEvents, onLiveEvent } from '../lib/live-events';

/**
 * The back office's live events (issue 36): every order's steps and the stock, so the order list, an order's page
 * and the stock lists follow what customers and other staff do, without a reload.
 */
export function StaffLiveUpdates() {
  const client = useQueryClient();
  useEffect(() => {
    const disconnect = connectLiveEvents('/api/staff/events');
    const stops = ['order', 'stock', 'catalogue', 'resync'].map((topic) =>
      onLiveEvent(topic, () => void client.invalidateQueries({ queryKey: ['staff'] })),
    );
    return () => {
      for (const stop of stops) stop();
      disconnect();
    };
  }, [client]);
  return null;
}
