import { afterAll, describe, expect, it } from 'vitest';
import { pdfBomb } from '../../../test/support/hostile-pdfs';
import { pdfWithJavaScript, plainPdf } from '../../../test/support/licence-files';
import { pdfInspector } from './pdf-inspector';

/*
 * The worker threads that judge uploaded PDFs (security probe N3): each answer comes from a worker, a PDF that
 * outlasts the time limit or outgrows the memory limit is refused as too complex, and the pool carries on.
 */

// A time limit generous for a small PDF on a busy machine; a heap small enough to outgrow quickly.
const pool = pdfInspector({ workers: 2, timeLimitMs: 1500, memoryMb: 64, decodedBytes: 4 * 1024 ** 3 });
afterAll(() => pool.close());

describe('the PDF inspection workers', () => {
  it('answer each file with its own verdict', async () => {
    expect(await Promise.all([pool.inspect(plainPdf()), pool.inspect(pdfWithJavaScript())])).toEqual([
      'plain',
      'activeContent',
    ]);
  });

  it('refuse a file that outlasts the time limit as too complex, and carry on', async () => {
    // 100 streams of 41 MB each: 4 GB to inflate, far more than 1.5 s of work.
    const started = performance.now();
    expect(await pool.inspect(pdfBomb(100))).toBe('tooComplex');
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await pool.inspect(plainPdf())).toBe('plain');
  });

  it('refuse a file whose objects outgrow the worker’s memory as too complex', async () => {
    const numbers = '0 '.repeat(3_000_000);
    const huge = Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog /Big [${numbers}] >> endobj\n`, 'latin1');
    expect(await pool.inspect(huge)).toBe('tooComplex');
  });
});
