import { getFinanceStatus } from '@showroom/contract';
import {
  australianStandardFinance,
  type CountryCode,
  newZealandStandardFinance,
  pipelineSteps,
} from '@showroom/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/app-error';
import { registerEndpoint } from '../../platform/http/endpoint';
import type { Auth } from '../auth';
import { orderOfSignedInOwner } from '../documents';
import type { OrderService } from '../order';
import { progressOf } from '../order-progress';

const financeStepName = 'Apply For Finance';
const lenders = { AU: australianStandardFinance, NZ: newZealandStandardFinance } as const;

/**
 * Spec 002 sections 3 "Finance application step", 4 and 7 get-finance-status: for a finance order, the name of
 * its finance step and the finance partner's application page for the order's country (FINANCE_PARTNER_URL_AU /
 * _NZ). The partner tells the Sales Team, who record the application and the approval on the order.
 */
export function financeApplicationRoutes(deps: {
  auth: Auth;
  orders: Pick<OrderService, 'ownedOrderByIds'>;
  partnerUrls: Record<CountryCode, string>;
}) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, getFinanceStatus, async (body, request, reply) => {
      reply.header('cache-control', 'no-store');
      const { customer } = await deps.auth.currentSession(request);
      const { order } = await orderOfSignedInOwner(deps.orders, body, customer.id);
      const step = pipelineSteps(progressOf(order)).find((s) => s.pipelineName === financeStepName);
      if (!step) {
        throw new AppError(409, 'NotFinance', 'This order is not bought with finance.');
      }
      const country = order.country as CountryCode;
      return {
        financeApplicationStepName: step.pipelineName,
        financeApplicationStepLink: deps.partnerUrls[country],
        lenderName: lenders[country].lenderName,
        applied: Boolean(order.milestones.financeApplied),
      };
    });
  };
}
