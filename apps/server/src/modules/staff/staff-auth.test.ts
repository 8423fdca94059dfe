import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpApp, startHttpApp } from '../../../test/support/http-app';
import { createAccount } from '../../../test/support/sign-in-steps';
import { dataOf, staffBrowser, staffPassword } from '../../../test/support/staff-fixtures';
import { TestBrowser } from '../../../test/support/test-browser';
import { addStaffAccount } from '../../modules/idp/idp-staff-accounts';
import { recordStaffAction } from './audit-log';

describe('staff identity, roles and the audit log (real HTTP, embedded provider)', () => {
  let http: HttpApp;
  beforeAll(async () => {
    http = await startHttpApp({ env: { STAFF_EMAILS: 'listed@shop.example:sales' } });
  });
  afterAll(async () => http?.close());

  it('signs staff in with password and TOTP code and answers their role', async () => {
    const admin = await staffBrowser(http, 'ops@shop.example', 'admin');
    const me = await admin.request('/api/staff/me');
    expect(me.body).toContain('admin');
    expect(me.status).toBe(200);
    expect(dataOf(me.body)).toEqual({ email: 'ops@shop.example', role: 'admin' });
  });

  it('refuses a wrong code and keeps the sign-in waiting for the right one', async () => {
    await addStaffAccount(http.database.db, {
      email: 'desk@shop.example',
      role: 'viewer',
      password: staffPassword,
    });
    const browser = new TestBrowser(http.origin);
    const page = await browser.go('/gmauth/sign-in?staff=1');
    const codePage = await browser.submit(
      page,
      { email: 'desk@shop.example', password: staffPassword },
      '/login',
    );
    const wrong = await browser.submit(codePage, { code: '000000' }, '/code');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toContain('That code is not right');
    expect((await browser.request('/api/staff/me')).status).toBe(403);
  });

  it('answers 403 to a customer and to nobody, on every staff call', async () => {
    const customer = new TestBrowser(http.origin);
    await createAccount(customer, {
      email: 'buyer@x.example',
      password: 'buyer-long-password',
      firstName: 'Bea',
      lastName: 'Buyer',
      country: 'AU',
    });
    const anonymous = new TestBrowser(http.origin);
    for (const browser of [customer, anonymous]) {
      expect((await browser.request('/api/staff/me')).status).toBe(403);
      expect((await browser.api('/api/staff/audit-log', {})).status).toBe(403);
      expect((await browser.request('/api/staff/audit-log.csv')).status).toBe(403);
    }
  });

  it('gives no staff rights to an allow-listed email signed in without a second factor', async () => {
    const listed = new TestBrowser(http.origin);
    await createAccount(listed, {
      email: 'listed@shop.example',
      password: 'listed-long-password',
      firstName: 'Lis',
      lastName: 'Ted',
      country: 'AU',
    });
    expect((await listed.request('/api/staff/me')).status).toBe(403);
  });

  it('keeps the audit log append-only, lists it page by page and exports it as CSV', async () => {
    const viewer = await staffBrowser(http, 'reader@shop.example', 'viewer', 1);
    for (const n of [1, 2, 3]) {
      await recordStaffAction(http.database.db, {
        staffId: '00000000-0000-4000-8000-000000000001',
        staffEmail: 'ops@shop.example',
        action: 'note-added',
        entity: 'order',
        entityId: `SR-${n}`,
        before: null,
        after: { text: `=note ${n}` },
      });
    }
    await expect(http.database.db.execute(sql`update staff_audit_log set action = 'x'`)).rejects.toThrow();
    await expect(http.database.db.execute(sql`delete from staff_audit_log`)).rejects.toThrow();

    const first = dataOf((await viewer.api('/api/staff/audit-log', { entity: 'order', limit: 2 })).body);
    expect(first.entries.map((e: { entityId: string }) => e.entityId)).toEqual(['SR-3', 'SR-2']);
    const second = dataOf(
      (await viewer.api('/api/staff/audit-log', { entity: 'order', limit: 2, cursor: first.nextCursor }))
        .body,
    );
    expect(second.entries.map((e: { entityId: string }) => e.entityId)).toEqual(['SR-1']);
    expect(second.nextCursor).toBeNull();

    const bad = await viewer.api('/api/staff/audit-log', { cursor: 'not-a-cursor' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).details[0].field).toBe('cursor');

    const csv = await viewer.request('/api/staff/audit-log.csv?entity=order');
    expect(csv.status).toBe(200);
    expect(csv.body.split('\r\n')[0]).toBe('at,staff,action,entity,entityId,before,after');
    expect(csv.body).toContain('"{""text"":""=note 1""}"');
  });
});
