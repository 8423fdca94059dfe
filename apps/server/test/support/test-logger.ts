import type { WorkerLogger } from '../../src/platform/mail/outbox-worker';

export interface LogEntry {
  level: 'info' | 'warn' | 'error';
  object: object;
  message: string;
}

/** A logger that keeps what it was given, to assert on events and on what never reaches a log. */
export function recordingLogger(): WorkerLogger & { entries: LogEntry[]; dump(): string } {
  const entries: LogEntry[] = [];
  const keep = (level: LogEntry['level']) => (object: object, message: string) => {
    entries.push({ level, object, message });
  };
  return {
    entries,
    info: keep('info'),
    warn: keep('warn'),
    error: keep('error'),
    dump: () => JSON.stringify(entries, (_key, value) => (value instanceof Error ? value.message : value)),
  };
}
