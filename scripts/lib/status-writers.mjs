// Issue 30's rule: only the payments module (apps/server/src/modules/payments) writes the ledger (payment attempts,
// refunds, bank transfers) and a stock unit's status; everyone else goes through its index.ts. A source elsewhere
// breaks the rule when it inserts, updates or deletes order_payments, deposit_refunds_due or balance_payments, or
// sets a stock unit's status or hold.

const ledgerTables = ['orderPayments', 'depositRefundsDue', 'balancePayments'];
const sqlTables = ['order_payments', 'deposit_refunds_due', 'balance_payments', 'stock_units'];
const unitStatusColumns = /\b(status|reservationId|reservedUntil)\s*:/;

/** The text of the call's argument list starting at `open` (the index of its '('), brackets balanced. */
function argumentsAt(source, open) {
  let depth = 0;
  for (let i = open; i < source.length; i += 1) {
    if (source[i] === '(') depth += 1;
    else if (source[i] === ')') {
      depth -= 1;
      if (depth === 0) return source.slice(open + 1, i);
    }
  }
  return source.slice(open + 1);
}

/** Whether a file may write those statuses: the payments module, migrations, the seed, and tests. */
export function mayWriteStatuses(path) {
  return (
    path.includes('apps/server/src/modules/payments/') ||
    path.includes('apps/server/src/db/migrations/') ||
    path.includes('apps/server/src/db/seed/') ||
    path.includes('apps/server/test/') ||
    /\.test\.tsx?$/.test(path)
  );
}

/** The rule's breaches in one source file, each as a line for the build's output. */
export function statusWriteProblems(path, source) {
  if (mayWriteStatuses(path)) return [];
  const problems = [];
  const lineOf = (index) => source.slice(0, index).split('\n').length;
  for (const match of source.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    const [, verb, table] = match;
    const at = `${path}:${lineOf(match.index)}`;
    if (ledgerTables.includes(table)) {
      problems.push(`${at} ${verb}s ${table}: write it through modules/payments (its index.ts).`);
    } else if (table === 'stockUnits' && verb !== 'insert') {
      const rest = source.slice(match.index + match[0].length);
      const set = rest.match(/^\s*\.set\(/);
      const written =
        verb === 'delete' || (set && unitStatusColumns.test(argumentsAt(rest, set[0].length - 1)));
      if (written)
        problems.push(`${at} changes a stock unit's status or hold: use moveUnit from modules/payments.`);
    } else if (table === 'stockUnits') {
      const values = source.indexOf('.values(', match.index);
      if (values >= 0 && unitStatusColumns.test(argumentsAt(source, values + '.values'.length))) {
        problems.push(`${at} inserts a stock unit with a status or hold: new units start available.`);
      }
    }
  }
  for (const match of source.matchAll(/\b(update|insert\s+into|delete\s+from)\s+"?(\w+)"?/gi)) {
    if (sqlTables.includes(match[2])) {
      problems.push(
        `${path}:${lineOf(match.index)} writes ${match[2]} in SQL: write it through modules/payments.`,
      );
    }
  }
  return problems;
}
