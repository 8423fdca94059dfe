import type { addTracking, EndpointRef } from '@showroom/contract';
import { callApi } from './api';

const ref: EndpointRef<typeof addTracking> = { method: 'POST', path: '/api/Tracking/add-tracking' };

/**
 * Records a page event on the server (POST /api/Tracking/add-tracking) with the page URL added. Fire and
 * forget: a failure is logged and never blocks the page.
 */
export function sendTracking(eventName: string, data: Record<string, string> = {}): void {
  callApi(ref, { EventName: eventName, PageUrl: window.location.href, Data: data }).catch(
    (error: unknown) => {
      console.warn('Tracking failed:', error);
    },
  );
}
