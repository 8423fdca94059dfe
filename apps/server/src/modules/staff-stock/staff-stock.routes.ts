import {
  addStockUnit,
  editStockUnit,
  importStock,
  listStockUnits,
  previewStockImport,
  withdrawStockUnit,
} from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint';
import { changeRecorder, changingCalls } from '../staff';
import { stockImportService } from './stock-import.service';
import { type StaffStockDeps, staffStockService } from './stock-units.service';

/** An import file may be up to 1 MB of CSV. */
const importBodyLimit = 1_100_000;

/**
 * The back office's stock calls (docs/back-office-stock.md): any staff member lists units; sales and admin add,
 * edit, withdraw and import, each change in the audit log.
 */
export function staffStockRoutes(deps: StaffStockDeps) {
  const units = staffStockService(deps);
  const imports = stockImportService(deps);
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', app.requireStaff('viewer'));
    registerEndpoint(app, listStockUnits, (body) => units.list(body));
    await changingCalls(app, 'sales', (changes) => {
      registerEndpoint(changes, addStockUnit, (body, request) =>
        units.add(body, changeRecorder(request, deps.clock)),
      );
      registerEndpoint(changes, editStockUnit, (body, request) =>
        units.edit(body, changeRecorder(request, deps.clock)),
      );
      registerEndpoint(changes, withdrawStockUnit, (body, request) =>
        units.withdraw(body, changeRecorder(request, deps.clock)),
      );
      registerEndpoint(changes, previewStockImport, (body) => imports.preview(body.csv), {
        bodyLimit: importBodyLimit,
      });
      registerEndpoint(
        changes,
        importStock,
        (body, request) => imports.import(body.csv, changeRecorder(request, deps.clock)),
        {
          bodyLimit: importBodyLimit,
        },
      );
    });
  };
}
