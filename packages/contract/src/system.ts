import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const health = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness and database reachability',
  tag: 'System',
  body: z.undefined(),
  data: z.object({
    ok: z.boolean(),
    database: z.enum(['pglite', 'postgres']),
    version: z.string(),
  }),
});

export const isShowMaintenance = defineEndpoint({
  method: 'GET',
  path: '/api/User/is-show-maintenance',
  summary: 'Whether the shop is in maintenance mode, and the code that lets testers through',
  tag: 'System',
  body: z.undefined(),
  data: z.object({ isShow: z.boolean(), maintenanceCode: z.string() }),
});
