import { passwordResetMail } from '../templates/password-reset.templates';
import type { MailConfig } from '../mail.config';
import { MailBodies } from './mail-bodies';
import type { OutgoingMail } from './outgoing-mail.entity';

const TOKEN = 'cmVzZXQtdG9rZW4tdGhhdC1tdXN0LW5vdC1iZS1zdG9yZWQtcmVhZGFibGU';
const withKey = (key: string) => new MailBodies({ MAIL_SETTINGS_KEY: key } as MailConfig);
const KEY = 'c3'.repeat(32);
const stored = async (bodies: MailBodies) => {
  const { html, text } = await passwordResetMail({ publicUrl: 'https://app.example', token: TOKEN });
  return { original: { html, text }, row: { ...bodies.forQueue({ html, text }) } as OutgoingMail };
};

describe('MailBodies', () => {
  it('queues the full body encrypted and only a copy without links readable, and sends the full body', async () => {
    const bodies = withKey(KEY);
    const { original, row } = await stored(bodies);
    expect(JSON.stringify(row)).not.toContain(TOKEN.slice(0, 16));
    expect(row.text).toContain('[link removed after sending]');
    expect(bodies.toSend(row)).toEqual(original);
  });

  it('keeps nothing encrypted and no link once sent', async () => {
    const bodies = withKey(KEY);
    const after = bodies.afterSending((await stored(bodies)).row);
    expect(after.sealedBody).toBeNull();
    expect(JSON.stringify(after)).not.toMatch(/https?:/);
  });

  it('without a key keeps the body readable until it is sent, then only the copy', async () => {
    const bodies = withKey('');
    const { original, row } = await stored(bodies);
    expect(row).toEqual({ ...original, sealedBody: null });
    expect(bodies.toSend(row)).toEqual(original);
    expect(JSON.stringify(bodies.afterSending(row))).not.toContain(TOKEN);
  });

  it('refuses to send a body encrypted with another key, or with none set', async () => {
    const { row } = await stored(withKey(KEY));
    expect(() => withKey('d4'.repeat(32)).toSend(row)).toThrow(/does not decrypt/);
    expect(() => withKey('').toSend(row)).toThrow(/not set/);
  });
});
