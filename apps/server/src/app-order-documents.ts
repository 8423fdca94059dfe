import type { FastifyInstance } from 'fastify';
import type { Env } from './env';
import type { Auth } from './modules/auth';
import {
  documentLinkService,
  documentsRoutes,
  documentsService,
  orderDetailsUpdate,
  pdfInspector,
} from './modules/documents';
import { financeApplicationRoutes } from './modules/finance-application';
import type { OrderService } from './modules/order';
import {
  contractRoutes,
  contractService,
  staffContractRoutes,
  staffContractService,
} from './modules/sales-contract';
import type { Clock } from './platform/clock';
import type { Database } from './platform/db';
import { selectFileStore } from './platform/files/select-file-store';

/**
 * The customer's details, documents, contract and finance application (issue 18): one file store for the process
 * (docs/documents.md), expiring links checked in the database.
 */
export async function registerOrderDocuments(
  app: FastifyInstance,
  deps: {
    env: Env;
    database: Pick<Database, 'db' | 'kind'>;
    clock: Clock;
    auth: Auth;
    orders: OrderService;
  },
) {
  const { env, database, clock, auth, orders } = deps;
  const { db } = database;
  const files = selectFileStore(env, database);
  app.addHook('onClose', async () => files.close?.());
  // Uploaded PDFs (licence scans, staff-attached contracts) are judged in worker threads, off the event loop.
  const pdfs = pdfInspector();
  app.addHook('onClose', async () => pdfs.close());
  const contracts = contractService({ db, clock, files, orders });
  const links = documentLinkService({ db, lifetimeMs: env.DOWNLOAD_LINK_MINUTES * 60_000 });
  const documents = documentsService({ db, clock, files, links, contracts, orders });
  await app.register(
    documentsRoutes({
      auth,
      documents,
      updateDetails: orderDetailsUpdate({ db, clock, files, orders, pdfs }),
    }),
  );
  await app.register(contractRoutes({ auth, contracts }));
  await app.register(staffContractRoutes({ contracts: staffContractService({ db, clock, files, pdfs }) }));
  await app.register(
    financeApplicationRoutes({
      auth,
      orders,
      partnerUrls: { AU: env.FINANCE_PARTNER_URL_AU, NZ: env.FINANCE_PARTNER_URL_NZ },
    }),
  );
  return files;
}
