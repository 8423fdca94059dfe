import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { hydrateFirstScreenData } from '../lib/first-screen-data';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    // A send while the browser is offline fails at once and says so (as a direct call did), rather than waiting.
    mutations: { networkMode: 'always' },
  },
});
// A page the server rendered with its data: the app's first render starts from the same data, so it paints the same.
hydrateFirstScreenData(queryClient);

/** The app's providers; `client` is the server render's own query client (app/first-screen/render.tsx). */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
