import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { core, NodeSDK } from '@opentelemetry/sdk-node';
import { pino } from 'pino';

/** How long a shutdown waits for the last spans to leave: a collector that does not answer must not hold it up. */
const flushLimitMs = 2_000;

/**
 * Starts OpenTelemetry tracing with the SDK's standard settings (OTEL_EXPORTER_OTLP_ENDPOINT, _PROTOCOL, _HEADERS,
 * OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES, OTEL_TRACES_SAMPLER …): a span for each HTTP request the server
 * answers (continuing a caller's `traceparent`) and each PostgreSQL query, exported over OTLP. Request and
 * query spans carry no bodies, no parameter values and no client or peer address (the instrumentation would take
 * `X-Forwarded-For` from anyone; route-spans.ts adds the client's address only from a hop TRUST_PROXY trusts).
 * The first export failure is logged once (a warning naming the endpoint's failure), the rest are not. Returns the
 * function that flushes and stops it, giving up after `flushLimitMs`.
 */
export async function startTracing(): Promise<() => Promise<void>> {
  const log = pino({ timestamp: pino.stdTimeFunctions.isoTime, base: { component: 'tracing' } });
  let warned = false;
  core.setGlobalErrorHandler((error) => {
    if (warned) return;
    warned = true;
    const reason = error instanceof Error ? error.message : String(error);
    log.warn(
      { reason },
      'Traces cannot be exported (OTEL_EXPORTER_OTLP_ENDPOINT); further failures are not logged',
    );
  });
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'showroom',
    // Traces only: metrics are served to Prometheus at /metrics, logs go to stdout as JSON.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        // The process's own calls to itself (the sandbox's notifications go through inject, not HTTP).
        ignoreIncomingRequestHook: (request) => request.url === '/api/health',
        // Undefined values are dropped: these addresses are the client's, or forged by it.
        startIncomingSpanHook: () => ({
          'client.address': undefined,
          'network.peer.address': undefined,
          'network.peer.port': undefined,
        }),
      }),
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
    ],
  });
  sdk.start();
  return async () => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        log.warn(`Traces not flushed within ${flushLimitMs} ms: stopping without them`);
        resolve();
      }, flushLimitMs);
    });
    try {
      await Promise.race([sdk.shutdown().catch(() => {}), late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
