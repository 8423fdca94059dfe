import '../lib/zod-jitless';
import '../styles/fonts.css';
import '../styles/global.css';
import { nextTask } from '../lib/next-task';

/*
 * The shop starts in steps, each run as a task of its own, so starting it never blocks the page for long on a slow
 * phone (issue 35, docs/performance.md): React and React DOM, then the libraries the app builds on, then the app's
 * own modules, then its hand-over from the drawn first screen, then its first render (itself sliced: a transition).
 * Evaluating them as one script was one task of 50-80 ms on the reference machine. The chunks are fetched at once (modulepreload: index.html, or the first
 * screen's starter) and only run here, in order.
 */
// Not awaited at the top level: chunks the steps load import helpers from this one, which must have finished.
async function start(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('./start-libraries');
  await nextTask();
  const { prepareApp, startApp } = await import('./start-app');
  await nextTask();
  prepareApp();
  await nextTask();
  startApp();
}

void start();
