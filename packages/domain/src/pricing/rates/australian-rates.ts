import type { AustralianState } from '../../market';
import { actRates } from './act';
import { nswRates } from './nsw';
import { ntRates } from './nt';
import { qldRates } from './qld';
import { saRates } from './sa';
import type { StateRates } from './state-rates';
import { tasRates } from './tas';
import { vicRates } from './vic';
import { waRates } from './wa';

/**
 * The rates of every Australian state and territory.
 * @example australianRates.QLD.duty.name // 'QLD motor vehicle duty (hybrid/electric)'
 */
export const australianRates: Readonly<Record<AustralianState, StateRates>> = {
  ACT: actRates,
  NSW: nswRates,
  NT: ntRates,
  QLD: qldRates,
  SA: saRates,
  TAS: tasRates,
  VIC: vicRates,
  WA: waRates,
};
