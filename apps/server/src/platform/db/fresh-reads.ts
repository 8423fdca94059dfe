/**
 * Shares reads among concurrent callers without ever answering a caller with a read sent before it called: the
 * first caller sends a read; callers arriving while it is out share the next one, sent when it returns. Under load
 * one read is out at a time whatever the number of requests, and each still sees every change committed before it
 * arrived.
 */
export function freshReads<T>(read: () => Promise<T>): () => Promise<T> {
  let sent: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const send = () => {
    const reading = read();
    sent = reading;
    const done = () => {
      if (sent === reading) sent = undefined;
    };
    reading.then(done, done);
    return reading;
  };
  return () => {
    if (!sent) return send();
    next ??= sent
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = undefined;
        return send();
      });
    return next;
  };
}
