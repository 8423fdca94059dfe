import type { PaymentInfo } from '@showroom/contract';
import type { CountryCode } from '@showroom/domain';
import { eq } from 'drizzle-orm';
import { bankAccounts } from '../../db/schema';
import type { DbExecutor } from '../../platform/mail/enqueue-email';

export type BankDetails = PaymentInfo['BankDetails'];

/**
 * The account a market's customers pay their balance into (table `bank_accounts`, seeded with sample values by
 * migration 0014; operators change the rows, see docs/balance-payments.md).
 */
export async function bankDetailsOf(db: DbExecutor, country: CountryCode): Promise<BankDetails> {
  const [row] = await db.select().from(bankAccounts).where(eq(bankAccounts.country, country));
  if (!row) throw new Error(`No bank account is set up for ${country}: add its row to bank_accounts.`);
  return {
    BankName: row.bankName,
    BankBranchName: row.branchName,
    AccountName: row.accountName,
    BSBNumber: row.bsbNumber,
    AccountNumber: row.accountNumber,
    Phone: row.phone,
  };
}
