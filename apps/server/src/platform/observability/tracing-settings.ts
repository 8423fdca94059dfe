/**
 * Whether OpenTelemetry tracing is wanted: an OTLP endpoint is set (`OTEL_EXPORTER_OTLP_ENDPOINT` or its traces
 * variant) and the SDK is not switched off (`OTEL_SDK_DISABLED=true`). Reads nothing else, imports nothing.
 */
export function tracingConfigured(env: NodeJS.ProcessEnv): boolean {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  return Boolean(endpoint) && env.OTEL_SDK_DISABLED?.toLowerCase() !== 'true';
}
