import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FieldError } from '@showroom/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import type { BackgroundWorker } from '../../platform/observability/worker-status';

export interface ReadinessDeps {
  db: Db;
  /** The migrations folder this build carries (its meta/_journal.json names the newest). */
  migrationsFolder: string;
  /** The background workers this instance runs (none in tests that drive them by hand). */
  workers: () => readonly BackgroundWorker[];
  /** True from the moment a shutdown begins: the balancer must stop sending requests. */
  closing: () => boolean;
  /** Whether Redis answers, when REDIS_URL names one (undefined without it). */
  redisUp?: () => boolean | undefined;
}

export interface Readiness {
  ready: boolean;
  migrationsApplied: number;
  workers: string[];
  problems: FieldError[];
}

/** The time the newest migration of this build was generated (drizzle records it as `created_at`). */
function newestMigrationOf(folder: string): number {
  const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this instance should get traffic (GET /api/ready): not shutting down, the database answers, every
 * migration of this build is applied (a newer database, mid expand-and-contract deploy, is fine), Redis answers
 * when one is configured (without it the limits hold per instance only), and each background worker it runs is
 * running. Each problem names its check, as a field error.
 */
export function readinessCheck(deps: ReadinessDeps) {
  const newest = newestMigrationOf(deps.migrationsFolder);
  return async (): Promise<Readiness> => {
    const problems: FieldError[] = [];
    if (deps.closing()) problems.push({ field: 'instance', message: 'Shutting down.' });
    let migrationsApplied = 0;
    try {
      const result = (await withTimeout(
        Promise.resolve(
          deps.db.execute(
            sql`select count(*)::int as applied, max(created_at)::text as newest from drizzle.__drizzle_migrations`,
          ),
        ),
        2_000,
      )) as unknown as { rows: { applied: number; newest: string | null }[] };
      const row = result.rows[0] ?? { applied: 0, newest: null };
      migrationsApplied = Number(row.applied);
      if (Number(row.newest ?? 0) < newest) {
        problems.push({ field: 'migrations', message: 'The database lacks migrations this build needs.' });
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      problems.push({ field: 'database', message: `The database does not answer: ${reason}` });
    }
    if (deps.redisUp?.() === false) {
      problems.push({
        field: 'redis',
        message: 'Redis (REDIS_URL) does not answer: rate limits count per instance until it does.',
      });
    }
    const workers = deps.workers();
    for (const worker of workers) {
      if (!worker.status().running) {
        problems.push({ field: `workers.${worker.name}`, message: 'Not running.' });
      }
    }
    return {
      ready: problems.length === 0,
      migrationsApplied,
      workers: workers.map((worker) => worker.name),
      problems,
    };
  };
}
