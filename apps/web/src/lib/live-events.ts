import { useEffect, useRef } from 'react';

type Handler = (data: unknown) => void;

/*
 * The tab's one live-event stream (issue 36, decision 0046): Server-Sent Events from `GET /api/events` (or the back
 * office's), shared by every feature. The browser's EventSource reconnects by itself and sends Last-Event-ID, so the
 * server replays what was missed (or says `resync`).
 */

const handlers = new Map<string, Set<Handler>>();
let source: EventSource | null = null;
let users = 0;

function deliver(topic: string, event: MessageEvent<string>) {
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    return;
  }
  for (const handler of handlers.get(topic) ?? []) handler(data);
}

function listenTo(topic: string) {
  source?.addEventListener(topic, (event) => deliver(topic, event as MessageEvent<string>));
}

/** Opens the stream at `url` for as long as one caller holds it (a changed url reopens it). */
export function connectLiveEvents(url: string): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  if (source && source.url !== new URL(url, window.location.href).href) {
    source.close();
    source = null;
  }
  if (!source) {
    source = new EventSource(url, { withCredentials: true });
    for (const topic of handlers.keys()) listenTo(topic);
  }
  users += 1;
  return () => {
    users -= 1;
    if (users === 0) {
      source?.close();
      source = null;
    }
  };
}

/** Calls `handler` with each event of `topic` until the returned function is called. */
export function onLiveEvent(topic: string, handler: Handler): () => void {
  let set = handlers.get(topic);
  if (!set) {
    set = new Set();
    handlers.set(topic, set);
    listenTo(topic);
  }
  set.add(handler);
  return () => set.delete(handler);
}

/** `onLiveEvent` for a component's life, always calling its latest `handler`. */
export function useLiveEvent(topic: string, handler: Handler): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onLiveEvent(topic, (data) => latest.current(data)), [topic]);
}
