import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import type { FileStore } from '../../src/platform/files/file-store';

/** What every file store promises (platform/files/file-store.ts), asked of the store `storeOf` gives. */
export function fileStoreContract(storeOf: () => FileStore): void {
  it('gives back exactly the bytes it was given, under their key', async () => {
    const store = storeOf();
    const bytes = new Uint8Array(randomBytes(300_000));
    await store.put('orders/o-1/licence-front.jpg', bytes, 'image/jpeg');
    expect(Buffer.from((await store.get('orders/o-1/licence-front.jpg')) ?? [])).toEqual(Buffer.from(bytes));
  });

  it('replaces a file written again under the same key', async () => {
    const store = storeOf();
    await store.put('orders/o-2/contract.pdf', new TextEncoder().encode('first'), 'application/pdf');
    await store.put('orders/o-2/contract.pdf', new TextEncoder().encode('second'), 'application/pdf');
    expect(new TextDecoder().decode(await store.get('orders/o-2/contract.pdf'))).toBe('second');
  });

  it('answers undefined for a key it does not hold, and deletes (twice without error)', async () => {
    const store = storeOf();
    expect(await store.get('orders/none/missing.pdf')).toBeUndefined();
    await store.put('orders/o-3/a.png', new Uint8Array([1, 2, 3]), 'image/png');
    await store.delete('orders/o-3/a.png');
    await store.delete('orders/o-3/a.png');
    expect(await store.get('orders/o-3/a.png')).toBeUndefined();
  });

  it('stores an empty file', async () => {
    const store = storeOf();
    await store.put('orders/o-4/empty.pdf', new Uint8Array(), 'application/pdf');
    expect(await store.get('orders/o-4/empty.pdf')).toEqual(new Uint8Array());
  });

  it.each(['../escape.pdf', '/etc/passwd', 'orders/../../x', 'Orders/Upper.pdf', 'orders//double', ''])(
    'refuses the key %j before touching the store',
    async (key) => {
      const store = storeOf();
      await expect(store.put(key, new Uint8Array([1]), 'application/pdf')).rejects.toThrow(
        /Not a file store key/,
      );
      await expect(store.get(key)).rejects.toThrow(/Not a file store key/);
    },
  );
}
