/*
 * Imported first by each entry (main.ts, staff-main.tsx). zod, which the forms load in lazy chunks, probes
 * `new Function` to decide whether to compile its parsers; under the shop's CSP (script-src 'self') the probe is
 * reported as a policy violation even though zod catches it, and Lighthouse's best practices list it. zod's `jitless`
 * setting skips the probe. zod keeps its settings on this global so that every copy of it shares them, and reads
 * it as it loads, which is after this module ran; setting it here keeps zod itself out of the first screen's script.
 */
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
