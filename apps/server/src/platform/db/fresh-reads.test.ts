import { describe, expect, it } from 'vitest';
import { freshReads } from './fresh-reads';

/** A read whose answers the test releases one by one; each answer is the number of reads sent before it. */
function controlledRead() {
  const pending: (() => void)[] = [];
  let sent = 0;
  return {
    pending,
    read: () => {
      sent += 1;
      const answer = sent;
      return new Promise<number>((resolve) => pending.push(() => resolve(answer)));
    },
    sent: () => sent,
  };
}

describe('freshReads', () => {
  it('sends one read for a caller alone', async () => {
    const control = controlledRead();
    const version = freshReads(control.read);
    const answer = version();
    control.pending.shift()!();
    expect(await answer).toBe(1);
    expect(control.sent()).toBe(1);
  });

  it('answers callers who came while a read was out with one read sent after they came', async () => {
    const control = controlledRead();
    const version = freshReads(control.read);
    const first = version();
    const [second, third] = [version(), version()];
    expect(control.sent()).toBe(1);
    control.pending.shift()!();
    expect(await first).toBe(1);
    await Promise.resolve();
    expect(control.sent()).toBe(2);
    control.pending.shift()!();
    expect(await Promise.all([second, third])).toEqual([2, 2]);
    expect(control.sent()).toBe(2);
  });

  it('sends the next read after a failed one, and the caller of the failed one gets its error', async () => {
    let calls = 0;
    const version = freshReads(async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return calls;
    });
    const [failed, after] = [version(), version()];
    await expect(failed).rejects.toThrow('connection lost');
    expect(await after).toBe(2);
  });
});
