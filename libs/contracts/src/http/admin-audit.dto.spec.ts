import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { AdminActionRecordedV1, adminActionRecorded } from '../events/admin.events';
import { auditChanges, isAuditChanges } from './admin-audit.dto';

const problemsOf = async (payload: object) =>
  (await validate(plainToInstance(AdminActionRecordedV1, payload), { whitelist: true, forbidNonWhitelisted: true })).map((error) => error.property);

describe('auditChanges', () => {
  it('keeps the fields that changed, each before and after, and leaves the rest out', () => {
    expect(auditChanges({ host: 'a', port: 25, name: 'x' }, { host: 'b', port: 25, name: 'x' })).toEqual({ host: { before: 'a', after: 'b' } });
  });

  it('shows every field of something new as before null', () => {
    expect(auditChanges(null, { payoutId: 'po_1', amountCents: 5000 })).toEqual({
      payoutId: { before: null, after: 'po_1' },
      amountCents: { before: null, after: 5000 },
    });
  });

  it('names a secret only as changed or not, whatever else changed', () => {
    expect(auditChanges({ user: 'a' }, { user: 'a' }, { password: false })).toEqual({ password: { secret: true, changed: false } });
    expect(auditChanges({}, {}, { password: true })).toEqual({ password: { secret: true, changed: true } });
  });
});

describe('isAuditChanges', () => {
  it('accepts scalar before/after pairs and secret flags', () => {
    expect(isAuditChanges({})).toBe(true);
    expect(isAuditChanges({ a: { before: null, after: 1 }, b: { secret: true, changed: false } })).toBe(true);
  });

  it('refuses objects, arrays, extra keys and a secret that carries a value', () => {
    expect(isAuditChanges({ a: { before: { nested: 1 }, after: 1 } })).toBe(false);
    expect(isAuditChanges({ a: { before: [1], after: 1 } })).toBe(false);
    expect(isAuditChanges({ a: { before: 1, after: 2, note: 'x' } })).toBe(false);
    expect(isAuditChanges({ password: { secret: true, changed: true, value: 'hunter2' } })).toBe(false);
    expect(isAuditChanges({ password: { secret: 'hunter2', changed: true } })).toBe(false);
    expect(isAuditChanges([])).toBe(false);
    expect(isAuditChanges(null)).toBe(false);
  });
});

describe('admin.action-recorded.v1', () => {
  const adminId = '9b2f6a1e-6a51-4f0b-8f3e-0d4c2a7b1c11';

  it('validates as built by adminActionRecorded', async () => {
    const event = adminActionRecorded(
      { adminId, ip: '2001:db8::1' },
      'stripe-webhook-set-up',
      { target: { kind: 'setting', id: 'stripe-webhook' }, changes: auditChanges(null, { url: 'https://x.example/api/webhooks/stripe' }, { signingSecret: true }) },
      new Date('2025-01-01T00:00:00Z'),
    );
    expect(event).toEqual({
      adminId,
      ip: '2001:db8::1',
      action: 'stripe-webhook-set-up',
      target: { kind: 'setting', id: 'stripe-webhook' },
      changes: { url: { before: null, after: 'https://x.example/api/webhooks/stripe' }, signingSecret: { secret: true, changed: true } },
      occurredAt: '2025-01-01T00:00:00.000Z',
    });
    expect(await problemsOf(event)).toEqual([]);
  });

  it('refuses an unknown action, a bad target and changes that are not the audit shape', async () => {
    const valid = adminActionRecorded({ adminId }, 'payouts-run', {}, new Date());
    expect(await problemsOf({ ...valid, action: 'made-up' })).toEqual(['action']);
    expect(await problemsOf({ ...valid, target: { kind: 'planet', id: 'x' } })).toEqual(['target']);
    expect(await problemsOf({ ...valid, changes: { smtpPassword: { before: null, after: { raw: 'x' } } } })).toEqual(['changes']);
  });
});
