import { Worker } from 'node:worker_threads';
import type { PdfVerdict } from './pdf-active-content';
import type { InspectionJob } from './pdf-inspection.worker';

/*
 * PDF uploads are judged off the event loop (security probe N3): a small pool of worker threads, each with a
 * memory limit, judges one PDF at a time within a time limit. A PDF that runs out of either is refused as too
 * complex and its worker replaced; so a hostile file costs its own request at most the time limit and the other
 * requests nothing. Workers start on first use and are reused; each is replaced after `jobsPerWorker` files
 * (pdf-lib keeps every name it has parsed for the life of its thread).
 */

export type PdfInspectionLimits = {
  /** Worker threads at most; more PDFs than that wait their turn. */
  workers: number;
  /** How long one PDF may take, from the moment its worker starts on it. */
  timeLimitMs: number;
  /** A worker's JavaScript heap (V8's old generation). */
  memoryMb: number;
  /** What all of one file's streams may decode to. */
  decodedBytes: number;
  jobsPerWorker: number;
};

export const pdfInspectionLimits: PdfInspectionLimits = {
  workers: 2,
  timeLimitMs: 10_000,
  memoryMb: 256,
  decodedBytes: 64 * 1024 * 1024,
  jobsPerWorker: 50,
};

export type PdfInspector = {
  /** The verdict on one PDF; rejects only when no worker can be started (a broken installation). */
  inspect(bytes: Uint8Array): Promise<PdfVerdict>;
  close(): Promise<void>;
};

/** Run from the TypeScript sources (tests, `npm run dev`) the worker is loaded through tsx; built, it is JavaScript. */
const fromSource = import.meta.url.endsWith('.ts');
const workerUrl = new URL(`./pdf-inspection.worker.${fromSource ? 'ts' : 'js'}`, import.meta.url);
const startupMs = 30_000;

type Slot = { thread: Worker; ready: Promise<void>; jobs: number };
type Waiting = { bytes: Uint8Array; resolve: (verdict: PdfVerdict) => void; reject: (error: Error) => void };

function started(memoryMb: number): Slot {
  const thread = new Worker(workerUrl, {
    execArgv: fromSource ? ['--import', 'tsx'] : [],
    resourceLimits: { maxOldGenerationSizeMb: memoryMb, maxYoungGenerationSizeMb: 32 },
  });
  thread.unref();
  // A thread's error reaches the file it was judging (below) or its start; one after those (a thread running out of
  // memory while it is being terminated) must not become an unhandled 'error' that ends the server.
  thread.on('error', () => {});
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The PDF inspection worker did not start')), startupMs);
    const failed = (error: unknown) => {
      clearTimeout(timer);
      reject(error instanceof Error ? error : new Error(`The PDF inspection worker stopped (${error})`));
    };
    thread.once('message', () => {
      clearTimeout(timer);
      thread.off('error', failed).off('exit', failed);
      resolve();
    });
    thread.once('error', failed).once('exit', failed);
  });
  return { thread, ready, jobs: 0 };
}

/** One PDF on a started worker: its verdict and whether the worker may be used again. */
function inspectedOn(slot: Slot, job: InspectionJob, timeLimitMs: number) {
  return new Promise<{ verdict: PdfVerdict; reusable: boolean }>((resolve) => {
    const { thread } = slot;
    const finish = (verdict: PdfVerdict, reusable: boolean) => {
      clearTimeout(timer);
      thread.off('message', answered).off('error', stopped).off('exit', stopped);
      resolve({ verdict, reusable });
    };
    const answered = (verdict: PdfVerdict) => finish(verdict, true);
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY), or anything else that stops the thread: the file's doing.
    const stopped = () => finish('tooComplex', false);
    const timer = setTimeout(stopped, timeLimitMs);
    thread.on('message', answered).once('error', stopped).once('exit', stopped);
    slot.jobs += 1;
    thread.postMessage(job);
  });
}

export function pdfInspector(given: Partial<PdfInspectionLimits> = {}): PdfInspector {
  const limits = { ...pdfInspectionLimits, ...given };
  const all = new Set<Slot>();
  const idle: Slot[] = [];
  const waiting: Waiting[] = [];
  let closed = false;

  const retire = (slot: Slot) => {
    all.delete(slot);
    void slot.thread.terminate();
  };

  async function serve(slot: Slot, job: Waiting) {
    try {
      await slot.ready;
    } catch (error) {
      retire(slot);
      job.reject(error as Error);
      return dispatch();
    }
    const { verdict, reusable } = await inspectedOn(
      slot,
      { bytes: job.bytes, decodedBytes: limits.decodedBytes },
      limits.timeLimitMs,
    );
    job.resolve(verdict);
    if (reusable && !closed && slot.jobs < limits.jobsPerWorker) idle.push(slot);
    else retire(slot);
    dispatch();
  }

  function dispatch() {
    while (waiting.length > 0 && !closed) {
      let slot = idle.pop();
      if (!slot && all.size < limits.workers) {
        const spawned = started(limits.memoryMb);
        all.add(spawned);
        // A worker that stops while idle (it should not) is forgotten, not handed the next file.
        spawned.thread.once('exit', () => {
          all.delete(spawned);
          if (idle.includes(spawned)) idle.splice(idle.indexOf(spawned), 1);
        });
        slot = spawned;
      }
      const job = slot && waiting.shift();
      if (!slot || !job) return;
      void serve(slot, job);
    }
  }

  return {
    inspect: (bytes) =>
      new Promise((resolve, reject) => {
        if (closed) return reject(new Error('The PDF inspection has been closed'));
        waiting.push({ bytes, resolve, reject });
        dispatch();
      }),
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(new Error('The PDF inspection has been closed'));
      await Promise.all([...all].map((slot) => slot.thread.terminate()));
      all.clear();
    },
  };
}
