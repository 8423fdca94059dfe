import { health, isShowMaintenance, ready } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import type { DatabaseKind, Db } from '../../platform/db';
import { AppError } from '../../platform/http/app-error';
import { registerEndpoint } from '../../platform/http/endpoint';
import { maintenanceSetting } from './maintenance-setting';
import { type ReadinessDeps, readinessCheck } from './readiness';

export function systemRoutes(
  deps: {
    db: Db;
    databaseKind: DatabaseKind;
    sharedState: 'redis' | 'memory';
    version: string;
  } & Omit<ReadinessDeps, 'db'>,
) {
  const repository = maintenanceSetting(deps.db);
  const readiness = readinessCheck(deps);
  return async (app: FastifyInstance) => {
    // Liveness only: restarting a process cannot fix its database, so health asks nothing of it.
    registerEndpoint(app, health, () => ({
      ok: true,
      database: deps.databaseKind,
      version: deps.version,
      node: process.versions.node,
    }));
    registerEndpoint(app, ready, async () => {
      const state = await readiness();
      if (!state.ready) {
        const first = state.problems[0];
        throw new AppError(503, 'NotReady', `Not ready: ${first?.field}: ${first?.message}`, state.problems);
      }
      return {
        ready: true as const,
        database: deps.databaseKind,
        sharedState: deps.sharedState,
        migrationsApplied: state.migrationsApplied,
        workers: state.workers,
        version: deps.version,
      };
    });
    registerEndpoint(app, isShowMaintenance, () => repository.maintenance());
  };
}
