import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { firstScreenDataId } from '../../lib/first-screen-data';

/**
 * The data a first screen was rendered with, for the app's query client to start from (lib/first-screen-data.ts):
 * JSON in a block the browser does not run (the CSP allows no inline script), `<` escaped so no `</script>` ends it.
 */
export function dataBlock(client: QueryClient): string {
  const json = JSON.stringify(dehydrate(client)).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${firstScreenDataId}">${json}</script>`;
}
