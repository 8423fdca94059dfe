/**
 * Resolves in a later task, so the browser can paint and handle input in between (issue 35): `scheduler.yield()`
 * where the browser has it (the continuation keeps its place ahead of other queued work), else a message-channel
 * task (no timer clamping).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
