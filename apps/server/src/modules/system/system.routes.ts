import { health, isShowMaintenance } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import type { DatabaseKind, Db } from '../../platform/db';
import { registerEndpoint } from '../../platform/http/endpoint';
import { systemRepository } from './system.repository';

export function systemRoutes(deps: { db: Db; databaseKind: DatabaseKind; version: string }) {
  const repository = systemRepository(deps.db);
  return async (app: FastifyInstance) => {
    registerEndpoint(app, health, async () => {
      await repository.ping();
      return { ok: true, database: deps.databaseKind, version: deps.version };
    });
    registerEndpoint(app, isShowMaintenance, () => repository.maintenance());
  };
}
