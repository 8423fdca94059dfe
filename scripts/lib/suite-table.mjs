// The table `npm test` ends with (and writes to var/test-timings.txt): each suite's counts and wall time, the suites
// over their time budget named, and the whole run's time.

function clock(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * `rows`: { name, passed, failed, skipped, seconds, budget?, note }. A row whose seconds exceed its budget says so,
 * and a last line lists every such suite.
 */
export function suiteTable(rows, runtime) {
  const over = rows.filter((row) => row.budget !== undefined && row.seconds > row.budget);
  const lines = [
    `Suite                 passed  failed skipped    time  budget  (${runtime})`,
    ...rows.map((row) => {
      const counts = [row.passed, row.failed, row.skipped].map((n) => String(n).padStart(7)).join(' ');
      const budget = row.budget === undefined ? '' : clock(row.budget);
      const notes = [row.note, over.includes(row) ? 'OVER BUDGET' : ''].filter(Boolean).join(', ');
      return `${row.name.padEnd(20)} ${counts} ${clock(row.seconds).padStart(7)} ${budget.padStart(7)}  ${notes}`.trimEnd();
    }),
    `${'total'.padEnd(20)} ${[0, 1, 2].map((i) => String(rows.reduce((sum, row) => sum + [row.passed, row.failed, row.skipped][i], 0)).padStart(7)).join(' ')} ${clock(rows.reduce((sum, row) => sum + row.seconds, 0)).padStart(7)}`,
  ];
  if (over.length > 0)
    lines.push(
      `Over budget: ${over.map((row) => `${row.name} (${clock(row.seconds)} > ${clock(row.budget)})`).join(', ')}`,
    );
  return lines.join('\n');
}
