import { z } from 'zod';
import { OrderIdsBody } from './documents';
import { defineEndpoint } from './endpoint';

export const getFinanceStatus = defineEndpoint({
  method: 'POST',
  path: '/api/Order/get-finance-status',
  summary: "The finance application step of a finance order and the finance partner's page for its country",
  tag: 'Order',
  body: z.strictObject(OrderIdsBody),
  data: z.object({
    financeApplicationStepName: z.string(),
    financeApplicationStepLink: z.string(),
    lenderName: z.string(),
    applied: z.boolean().describe('The application reached the finance partner'),
  }),
});
