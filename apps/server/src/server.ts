import { tracingConfigured } from './platform/observability/tracing-settings';

/*
 * Process entry. OpenTelemetry tracing is optional (the standard OTEL_* settings, docs/operations.md): when it is
 * configured it starts first, so that the HTTP server and the PostgreSQL client are instrumented as they load;
 * the server is imported only after it. Without it the tracing packages are never loaded.
 */
try {
  const stopTracing = tracingConfigured(process.env)
    ? await (await import('./platform/observability/tracing')).startTracing()
    : undefined;
  const { main } = await import('./main');
  await main(stopTracing ? { stopTracing } : {});
} catch (error: unknown) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
