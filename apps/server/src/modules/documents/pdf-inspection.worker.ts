import { parentPort } from 'node:worker_threads';
import { inspectPdf } from './pdf-active-content';

/*
 * The PDF inspection's worker thread (`pdf-inspector.ts`): judges one PDF at a time, off the server's event loop,
 * within the memory and time its parent gives it. It says 'ready' once loaded.
 */

export type InspectionJob = { bytes: Uint8Array; decodedBytes: number };

const port = parentPort;
if (!port) throw new Error('pdf-inspection.worker runs as a worker thread');
port.on('message', async (job: InspectionJob) => {
  port.postMessage(await inspectPdf(job.bytes, job.decodedBytes));
});
port.postMessage('ready');
