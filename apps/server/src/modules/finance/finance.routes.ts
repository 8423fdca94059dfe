import {
  calculateFinance,
  getFinanceBalloonOptions,
  getFinanceTerms,
  getFrequency,
} from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/endpoint';
import { type FinanceServiceDeps, financeService } from './finance.service';

/** Spec 001 section 7: the finance calculator's lists and its calculation. */
export function financeRoutes(deps: FinanceServiceDeps) {
  const service = financeService(deps);
  return async (app: FastifyInstance) => {
    registerEndpoint(app, getFinanceTerms, (body) => service.terms(body.Country, body.OfferID));
    registerEndpoint(app, getFinanceBalloonOptions, (body) =>
      service.balloons(body.Country, body.TermOptionID, body.OfferID),
    );
    registerEndpoint(app, getFrequency, (body) => service.frequencies(body.Country));
    registerEndpoint(app, calculateFinance, (body) => service.calculate(body));
  };
}
