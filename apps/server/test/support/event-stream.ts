/** One Server-Sent Event as a client receives it. */
export interface ReceivedEvent {
  id: number | null;
  event: string;
  data: unknown;
}

/**
 * A live-event client for tests: reads `GET url` as Server-Sent Events over real HTTP and keeps every event it
 * receives, in order. `close()` ends the connection.
 */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  if (response.status !== 200)
    throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  const received: ReceivedEvent[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const done = (async () => {
    try {
      for (;;) {
        const { value, done: ended } = await reader.read();
        if (ended) return;
        buffer += value;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (!line || line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
          }
          if (!fields.has('data')) continue;
          received.push({
            id: fields.has('id') ? Number(fields.get('id')) : null,
            event: fields.get('event') ?? 'message',
            data: JSON.parse(fields.get('data') ?? 'null'),
          });
        }
      }
    } catch (error) {
      if (!controller.signal.aborted) throw error;
    }
  })();
  return {
    response,
    received,
    /** The events of one kind received so far. */
    of: (event: string) => received.filter((e) => e.event === event),
    async close() {
      controller.abort();
      await done;
    },
  };
}
