// Issue 34's web rules (done-when 2), checked over apps/web/src by web-rules.test.mjs in the `scripts` suite:
// - a form is built with react-hook-form: a .tsx that renders a <form> calls useForm (or is named below, with why);
// - no component holds the API client: only lib/ and a feature's api/ folder import lib/api.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';

/** Files that render a <form> without calling useForm themselves, and why that is still one form style. */
export const formExceptions = {
  'components/staff-form.tsx':
    "StaffForm is the back office's form frame: its caller builds the form with useForm and hands it the submit of useStaffSubmit(form).",
};

const importPattern = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The .ts and .tsx files below `dir`, as { path (relative to dir, with /), source }. */
export function sourcesBelow(dir) {
  const found = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder)) {
      const path = join(folder, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry)) {
        found.push({ path: relative(dir, path).split(sep).join('/'), source: readFileSync(path, 'utf8') });
      }
    }
  };
  walk(dir);
  return found;
}

/** Files that render a <form> but never call useForm, and exceptions that no longer apply. */
export function formProblems(files, exceptions = formExceptions) {
  const problems = [];
  for (const { path, source } of files) {
    if (!path.endsWith('.tsx') || path.endsWith('.test.tsx')) continue;
    const rendersForm = /<form[\s>]/.test(source);
    const usesForm = /\buseForm\s*[<(]/.test(source);
    if (path in exceptions) {
      if (!rendersForm || usesForm) problems.push(`${path}: no longer needs its exception in web-rules.mjs.`);
    } else if (rendersForm && !usesForm) {
      problems.push(
        `${path} renders a <form> without useForm: build it with react-hook-form and zodResolver.`,
      );
    }
  }
  return problems;
}

/** Whether a file may import the API client: lib/ itself, and a feature's api/ folder. */
const mayCallApi = (path) => path.startsWith('lib/') || /^features\/[^/]+\/api\//.test(path);

/** Files other than lib/ and features/<name>/api/ that import the API client (lib/api.ts). */
export function apiClientProblems(files) {
  const problems = [];
  for (const { path, source } of files) {
    if (mayCallApi(path)) continue;
    for (const match of source.matchAll(importPattern)) {
      const specifier = match[1] ?? match[2];
      if (!specifier?.startsWith('.')) continue;
      const target = posix.normalize(posix.join(posix.dirname(path), specifier));
      if (target === 'lib/api' || target === 'lib/api.ts') {
        problems.push(
          `${path} imports the API client (${specifier}): call it through the feature's api/ file.`,
        );
      }
    }
  }
  return problems;
}

/** Both rules over a web source folder. */
export function webRuleProblems(srcDir) {
  const files = sourcesBelow(srcDir);
  return [...formProblems(files), ...apiClientProblems(files)];
}

export const webSrc = resolve(dirname(new URL(import.meta.url).pathname), '../../apps/web/src');
