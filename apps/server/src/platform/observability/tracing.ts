import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';

/**
 * Starts OpenTelemetry tracing with the SDK's standard settings (OTEL_EXPORTER_OTLP_ENDPOINT, _PROTOCOL, _HEADERS,
 * OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES, OTEL_TRACES_SAMPLER …): a span for each HTTP request the server
 * answers (continuing a caller's `traceparent`) and each PostgreSQL query, exported over OTLP. Request and
 * query spans carry no bodies and no parameter values. Returns the function that flushes and stops it.
 */
export async function startTracing(): Promise<() => Promise<void>> {
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'showroom',
    // Traces only: metrics are served to Prometheus at /metrics, logs go to stdout as JSON.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        // The process's own calls to itself (the sandbox's notifications go through inject, not HTTP).
        ignoreIncomingRequestHook: (request) => request.url === '/api/health',
      }),
      new PgInstrumentation({ enhancedDatabaseReporting: false }),
    ],
  });
  sdk.start();
  return () => sdk.shutdown();
}
