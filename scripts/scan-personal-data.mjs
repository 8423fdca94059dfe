// Issue 24, done-when 2: the server's log of the end-to-end run holds no personal or card data. Reads
// every var/e2e-<port>/server.log (or the files named), and in every string of every JSON line (the whole line when it
// is not JSON) looks for email addresses, AU/NZ phone numbers and card numbers (the domain's findCardNumbers).
// Lists where each one is, masked; exits 1 if any is found or if there was nothing to scan.
// Run: node --import tsx scripts/scan-personal-data.mjs [log files…]
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findCardNumbers, maskCardNumber } from '@showroom/domain';
import { e2eDataDirs } from './lib/e2e-runs.mjs';
import { findEmails, findPhoneNumbers, maskPersonal, stringsOfLogLine } from './lib/personal-data.mjs';

const files = process.argv.slice(2);
if (files.length === 0) files.push(...e2eDataDirs().map((dir) => join(dir, 'server.log')));
if (files.length === 0) {
  console.error('personal-data-scan: no var/e2e-<port>/server.log (run the end-to-end suite first)');
  process.exit(1);
}

const findings = [];
let lines = 0;
for (const file of files) {
  if (!existsSync(file)) {
    console.error(`personal-data-scan: ${file} does not exist (run the end-to-end suite first)`);
    process.exit(1);
  }
  for (const [index, line] of readFileSync(file, 'utf8').split('\n').entries()) {
    if (!line.trim()) continue;
    lines += 1;
    const where = `${file} line ${index + 1}`;
    for (const text of stringsOfLogLine(line)) {
      for (const found of findEmails(text)) findings.push(`${where}: email ${maskPersonal('email', found)}`);
      for (const found of findPhoneNumbers(text))
        findings.push(`${where}: phone ${maskPersonal('phone', found)}`);
      for (const { digits } of findCardNumbers(text))
        findings.push(`${where}: card ${maskCardNumber(digits)}`);
    }
  }
}
if (lines === 0) {
  console.error(`personal-data-scan: nothing to scan in ${files.join(', ')}`);
  process.exit(1);
}
if (findings.length > 0) {
  console.error(
    `personal-data-scan: ${findings.length} finding(s):\n${findings.map((f) => `  ${f}`).join('\n')}`,
  );
  process.exit(1);
}
console.info(
  `personal-data-scan: no email, phone or card number in ${lines} log lines (${files.join(', ')})`,
);
