import { and, eq } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { idpStore } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';

/**
 * oidc-provider's storage in the shop's database (table `idp_store`), so several server instances share the
 * provider's sessions, interactions and one-time codes, and a restart signs no one out.
 */
export function idpAdapter(db: Db, clock: Clock) {
  const live = (row: typeof idpStore.$inferSelect | undefined): AdapterPayload | undefined => {
    if (!row || (row.expiresAt && row.expiresAt <= clock.now())) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  };

  return class DatabaseAdapter implements Adapter {
    constructor(private readonly kind: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        kind: this.kind,
        id,
        payload,
        grantId: payload.grantId ?? null,
        uid: payload.uid ?? null,
        userCode: payload.userCode ?? null,
        expiresAt: expiresIn ? new Date(clock.now().getTime() + expiresIn * 1000) : null,
      };
      await db
        .insert(idpStore)
        .values(row)
        .onConflictDoUpdate({ target: [idpStore.kind, idpStore.id], set: row });
    }

    async find(id: string) {
      return live(
        (
          await db
            .select()
            .from(idpStore)
            .where(this.where(eq(idpStore.id, id)))
        )[0],
      );
    }

    async findByUid(uid: string) {
      return live(
        (
          await db
            .select()
            .from(idpStore)
            .where(this.where(eq(idpStore.uid, uid)))
        )[0],
      );
    }

    async findByUserCode(userCode: string) {
      return live(
        (
          await db
            .select()
            .from(idpStore)
            .where(this.where(eq(idpStore.userCode, userCode)))
        )[0],
      );
    }

    async consume(id: string): Promise<void> {
      await db
        .update(idpStore)
        .set({ consumedAt: clock.now() })
        .where(this.where(eq(idpStore.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(idpStore).where(this.where(eq(idpStore.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(idpStore).where(eq(idpStore.grantId, grantId));
    }

    private where(condition: ReturnType<typeof eq>) {
      return and(eq(idpStore.kind, this.kind), condition);
    }
  };
}
