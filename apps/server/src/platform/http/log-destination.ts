import pino from 'pino';

/**
 * Where the server's log goes: standard output, written in batches (once 4 KB are waiting, and at least every
 * second) rather than with one blocking system call per line, which cost about a tenth of each request
 * (docs/performance.md). Pino writes what is left when the process exits.
 */
export function logDestination(): pino.DestinationStream {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  // With a callback, a flush after the stream closed reports rather than throws.
  const timer = setInterval(() => destination.flush(() => {}), 1_000);
  timer.unref();
  destination.on('close', () => clearInterval(timer));
  return destination;
}
