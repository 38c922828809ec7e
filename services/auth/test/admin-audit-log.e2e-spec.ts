import { ADMIN_AUDIT_ACTIONS, adminActionRecorded, auditChanges, Events, Rpc } from '@reelmix/contracts';
import { EventPublisher } from '@reelmix/messaging';
import { uniqueName, waitFor } from '@reelmix/testing';
import { randomUUID } from 'node:crypto';
import { AdminAuditLogRepository } from '../src/admins/admin-audit-log.repository';
import { Admin } from '../src/admins/admin.entity';
import { AuthTestApp } from './support/admin-test-app';

describe('auth: the admin audit log', () => {
  let service: AuthTestApp;
  let ada: Admin;
  let bob: Admin;

  const newAdmin = (name: string) =>
    service.db.getRepository(Admin).save({ email: `${uniqueName(name)}@example.com`, passwordHash: 'not a real hash', firstName: name, lastName: 'Admin' });
  const page = (query: { page?: number; limit?: number; adminId?: string; action?: (typeof ADMIN_AUDIT_ACTIONS)[number] } = {}) =>
    service.rpc.request('auth', Rpc.ListAdminAudit, { page: 1, limit: 20, ...query });

  beforeAll(async () => {
    service = await AuthTestApp.start();
    ada = await newAdmin('ada');
    bob = await newAdmin('bob');
  });

  afterAll(async () => {
    await service?.close();
  });

  it('records what another service announces: the admin by id and e-mail, when, from where, the target and the changes', async () => {
    const at = new Date('2025-03-04T05:06:07.000Z');
    const changes = auditChanges({ smtpHost: 'old.example.com', smtpPort: 587 }, { smtpHost: 'new.example.com', smtpPort: 587 }, { smtpPassword: true });
    await service.app
      .get(EventPublisher)
      .publish(
        Events.AdminActionRecorded,
        adminActionRecorded({ adminId: ada.id, ip: '198.51.100.4' }, 'email-settings-saved', { target: { kind: 'setting', id: 'email-settings' }, changes }, at),
      );

    const entry = await waitFor(async () => (await page({ adminId: ada.id })).entries[0], { what: 'the recorded entry' });
    expect(entry).toEqual({
      id: expect.any(String),
      at: at.toISOString(),
      adminId: ada.id,
      adminEmail: ada.email,
      action: 'email-settings-saved',
      target: { kind: 'setting', id: 'email-settings' },
      changes: { smtpHost: { before: 'old.example.com', after: 'new.example.com' }, smtpPassword: { secret: true, changed: true } },
      ip: '198.51.100.4',
    });
  });

  it('keeps an entry for an admin removed before it arrived, naming them by id', async () => {
    const gone = randomUUID();
    await service.app.get(EventPublisher).publish(Events.AdminActionRecorded, adminActionRecorded({ adminId: gone }, 'payouts-run', {}, new Date()));
    const entry = await waitFor(async () => (await page({ action: 'payouts-run' })).entries.find((found) => found.adminEmail.includes(gone)));
    expect(entry).toMatchObject({ adminId: null, adminEmail: `removed admin ${gone}`, target: null, changes: {}, ip: null });
  });

  it('accepts every action the contracts name (the table check lists the same)', async () => {
    const log = service.app.get(AdminAuditLogRepository);
    for (const action of ADMIN_AUDIT_ACTIONS) await log.record({ adminId: bob.id, email: bob.email, action, ip: null });
    const { entries, total } = await page({ adminId: bob.id, limit: 100 });
    expect(total).toBe(ADMIN_AUDIT_ACTIONS.length);
    expect(new Set(entries.map((entry) => entry.action))).toEqual(new Set(ADMIN_AUDIT_ACTIONS));
  });

  it('lists newest first, a page at a time, filtered by admin or action, with every admin for the filter', async () => {
    const log = service.app.get(AdminAuditLogRepository);
    const carol = await newAdmin('carol');
    const base = Date.parse('2025-06-01T00:00:00Z');
    for (let minute = 0; minute < 5; minute++) {
      await log.record({ adminId: carol.id, email: carol.email, action: minute % 2 ? 'user-deleted' : 'user-mailed', ip: null, at: new Date(base + minute * 60_000) });
    }

    const first = await page({ adminId: carol.id, limit: 2 });
    expect(first.total).toBe(5);
    expect(first.entries.map((entry) => entry.at)).toEqual([new Date(base + 4 * 60_000).toISOString(), new Date(base + 3 * 60_000).toISOString()]);
    const third = await page({ adminId: carol.id, limit: 2, page: 3 });
    expect(third.entries.map((entry) => entry.at)).toEqual([new Date(base).toISOString()]);
    const deletions = await page({ adminId: carol.id, action: 'user-deleted' });
    expect(deletions.entries.map((entry) => entry.action)).toEqual(['user-deleted', 'user-deleted']);
    expect(first.admins).toEqual(expect.arrayContaining([{ id: carol.id, email: carol.email }, { id: ada.id, email: ada.email }]));
  });
});
