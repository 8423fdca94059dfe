import type { AustralianState } from '../../market';
import type { Cents } from '../../money';
import type { RateTable } from '../dated-rate';
import type { CustomerType } from '../drive-away-types';
import type { DutyRate, DutySchedule } from '../motor-vehicle-duty';

/**
 * One named part of a registration charge; the registration line is their sum.
 * @example { label: 'Registration fee', amount: 7_900 }
 */
export interface FeeComponent {
  readonly label: string;
  readonly amount: Cents;
}

/**
 * A table per customer type, for charges that differ for a business.
 * @example nswRates.registration.Business
 */
export type ByCustomerType<T> = Readonly<Record<CustomerType, T>>;

/**
 * Marks a charge that the registration figure of the state already contains.
 * @example vicRates.ctp // 'IncludedInRegistration'
 */
export type IncludedInRegistration = 'IncludedInRegistration';

/**
 * Everything a state or territory charges on a new passenger EV: duty, 12 months' registration, CTP, plates.
 * @example selectRate(nswRates.plates as RateTable<Cents>, '2026-03-02').value // 4_400
 */
export interface StateRates {
  readonly state: AustralianState;
  readonly duty: RateTable<DutySchedule>;
  readonly registration: ByCustomerType<RateTable<readonly FeeComponent[]>>;
  readonly ctp: ByCustomerType<RateTable<Cents>> | IncludedInRegistration;
  readonly plates: RateTable<Cents> | IncludedInRegistration;
}

/**
 * The same rows for a business customer where no business figure was found, each row saying so.
 * @example forBusiness(nswCtpPrivate, 'no ITC-entitled premium was found.').rows[0].estimate
 * // '… no ITC-entitled premium was found.'
 */
export function forBusiness<T>(table: RateTable<T>, note: string): RateTable<T> {
  return {
    name: table.name.replace('(private)', '(business)'),
    rows: table.rows.map((row) => ({ ...row, estimate: row.estimate ? `${row.estimate} ${note}` : note })),
  };
}

/**
 * A whole amount per unit "or part" of a unit, the way most duty schedules are written.
 * @example perUnitOrPart(dollars(5), dollars(100)) // $5 per $100 or part
 */
export function perUnitOrPart(amount: Cents, unit: Cents): DutyRate {
  return { kind: 'PerUnitOrPart', amount, unit };
}
