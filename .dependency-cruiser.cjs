// The dependency rules of ARCHITECTURE.md section 2 and issue 34, checked by dependency-cruiser (`npm test -- boundaries`,
// decisions/0039-module-boundaries-and-dependency-cruiser.md). Every rule is an error: a broken one fails the build.
const modules = '^apps/server/src/modules/';
const tests = ['\\.test\\.tsx?$', '^apps/web/e2e/'];
// The server's tests set up through any module's files (a repository to seed a row, a service to move an order
// on): they are not cruised, so the module graph is the shop's own.
const serverTests = ['^apps/server/test/', '^apps/server/src/.+\\.test\\.ts$'];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycle of running code, in any package or app: a cycle is two things that cannot be understood ' +
        'apart. Type-only imports vanish when compiled, and a lazy import() loads after its importer is ' +
        'evaluated (a code split: the gallery and its popup), so either may point back.',
      from: { path: '^(apps|packages)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only', 'dynamic-import'] } },
    },
    {
      name: 'no-circular-server-modules',
      severity: 'error',
      comment:
        'No cycle between server modules (folders under modules/), even when no single file lies on it: a module ' +
        'builds on the ones below it and is never needed by them.',
      scope: 'folder',
      from: { path: `${modules}[^/]+` },
      to: { path: `${modules}[^/]+`, circular: true },
    },
    {
      name: 'server-module-through-its-index',
      severity: 'error',
      comment:
        "A server module reaches another only through its index.ts (its public calls): never another module's " +
        'repository or internals. Tests may set up through any file.',
      from: { path: `${modules}([^/]+)/` },
      to: { path: modules, pathNot: [`${modules}$1/`, `${modules}[^/]+/index\\.ts$`] },
    },
    {
      name: 'server-composes-modules-through-their-index',
      severity: 'error',
      comment: 'app.ts, platform/ and the command-line entries reach a module only through its index.ts too.',
      from: { path: '^apps/server/src/', pathNot: modules },
      to: { path: modules, pathNot: `${modules}[^/]+/index\\.ts$` },
    },
    {
      name: 'platform-below-modules',
      severity: 'error',
      comment: 'platform/ and db/ are the plumbing every module builds on: they import no module.',
      from: { path: '^apps/server/src/(platform|db)/' },
      to: { path: modules },
    },
    {
      name: 'web-feature-one-way',
      severity: 'error',
      comment: 'A web feature never imports another feature: the app (apps/web/src/app) composes them.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-api-client-only-in-api-folders',
      severity: 'error',
      comment:
        "Only a feature's api/ folder (and lib/ itself) calls the API client; components read and write through " +
        'those calls (TanStack Query).',
      from: {
        path: '^apps/web/src/',
        pathNot: ['^apps/web/src/features/[^/]+/api/', '^apps/web/src/lib/', ...tests],
      },
      to: { path: '^apps/web/src/lib/api\\.ts$' },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment:
        'packages/domain holds rules: it imports only its own files (no package, no Node.js built-in, nothing of ' +
        'the contract, server or web). Its tests may add their test libraries.',
      from: { path: '^packages/domain/src/', pathNot: tests },
      to: { pathNot: '^packages/domain/src/' },
    },
    {
      name: 'domain-tests-stay-in-the-domain',
      severity: 'error',
      comment:
        "The domain's tests import the domain and their test libraries, nothing else of ours nor any I/O.",
      from: { path: '^packages/domain/src/.+\\.test\\.ts$' },
      to: {
        pathNot: ['^packages/domain/src/', '^node_modules/(vitest|fast-check|@vitest)/'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)var/', ...serverTests] },
    parser: 'swc',
    // swc reads type-only imports as such (dependency type 'type-only'); TypeScript 7 has no API to read them with.
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
