import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const health = defineEndpoint({
  method: 'GET',
  path: '/api/health',
  summary: 'Liveness: the process answers (no dependency is asked, so a database outage restarts nothing)',
  tag: 'System',
  body: z.undefined(),
  data: z.object({
    ok: z.boolean(),
    database: z.enum(['pglite', 'postgres']),
    version: z.string(),
    /** The Node.js release the process runs on (22.12 or newer: docs/decisions/0016-supported-runtime.md). */
    node: z.string(),
  }),
});

export const ready = defineEndpoint({
  method: 'GET',
  path: '/api/ready',
  summary:
    'Readiness for traffic: the database answers, migrations are applied, the background workers run and the instance is not shutting down (503 NotReady with the failing checks otherwise)',
  tag: 'System',
  body: z.undefined(),
  data: z.object({
    ready: z.literal(true),
    database: z.enum(['pglite', 'postgres']),
    sharedState: z.enum(['redis', 'memory']),
    migrationsApplied: z.number().int(),
    workers: z.array(z.string()),
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
