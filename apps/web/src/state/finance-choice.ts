import { createStore } from './create-store';

/**
 * What the customer chose in a finance calculator: the deposit as typed (null: the minimum), term, balloon
 * (null: none) and frequency; undefined means the server's default. Kept per offer (0: standard finance), so
 * that the Finance and finance-offer tabs and the bottom bar show the same loan.
 */
export interface FinanceChoice {
  readonly depositText?: string;
  readonly term?: number;
  readonly balloon?: number | null;
  readonly frequency?: number;
  /**
   * The last deposit (cents) a calculation was asked for: always inside the range, unlike the text being typed.
   * The order carries this one, so a deposit left out of range never blocks checkout.
   */
  readonly quotedDeposit?: number;
}

export const financeChoiceStore = createStore<Readonly<Record<number, FinanceChoice>>>({});

/** Changes part of the choice for one offer. */
export function chooseFinance(offerId: number, change: FinanceChoice): void {
  financeChoiceStore.set((all) => ({ ...all, [offerId]: { ...all[offerId], ...change } }));
}
