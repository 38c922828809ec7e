import { type EmailSettingsView, Rpc } from '@reelmix/contracts';
import { type CapturedMail, waitFor } from '@reelmix/testing';
import { withAuthRpc } from '../../../fixtures/customer';
import { PASSWORD, uniqueEmail } from '../../support/accounts';
import { admin, adminCall, openScreen, signInAsAdmin } from '../../support/admin';
import { type AdminBrowserStack, SMTP_LOGIN } from '../../support/admin-stack';
import { ADMIN_LOGIN } from '../../support/browser-stack';
import { atPath, toastShown, visible } from '../../support/page-expectations';
import { inBrowser, JOURNEY_TIMEOUT_MS } from '../../support/page-session';

/** What the settings journey saves: the capture server, with a sender of its own so its mail can be told apart. */
const SENDER = { email: 'support@example.com', name: 'Reelmix Support' };

/** Waits for the first message to `to` with `subject` in the SMTP capture. */
function arrived(app: AdminBrowserStack, to: string, subject: string): Promise<CapturedMail> {
  return waitFor(() => app.mail.to(to).find((mail) => mail.subject === subject), {
    what: `the e-mail "${subject}" to ${to} in the SMTP capture`,
    timeoutMs: 30000,
    intervalMs: 200,
  });
}

/** E-mail settings with their test e-mail, and the composer (docs/product-rules.md#e-mail-settings, docs/product-rules.md#e-mail-to-a-user). */
export function adminMailJourneys(app: AdminBrowserStack): void {
  describe('e-mail', () => {
    it('checks the e-mail settings form, saves SMTP settings and sends a test e-mail through them', () =>
      inBrowser(app, 'admin-settings', async (session) => {
        const { page, context } = session;
        const cookie = await signInAsAdmin(context, app.baseUrl);
        await openScreen(page, '/settings', /Settings/);
        const form = page.getByRole('form', { name: 'Email Settings' });
        await visible(form);
        await session.capture('settings');

        const host = form.getByLabel('SMTP Host');
        const port = form.getByLabel('SMTP Port');
        const username = form.getByLabel('SMTP Username');
        const password = form.getByLabel('SMTP Password');
        const senderEmail = form.getByLabel('Sender Email');
        const senderName = form.getByLabel('Sender Name');
        for (const field of [host, port, username, password, senderName]) await field.fill('');
        await senderEmail.fill('not an address');
        await form.getByRole('button', { name: /Save/ }).click();
        for (const message of [
          'SMTP host is required',
          'SMTP port is required',
          'SMTP username is required',
          'SMTP password is required',
          'Invalid email address',
          'Sender name is required',
        ]) {
          await visible(form.getByText(message, { exact: true }));
        }
        await session.capture('settings-validation');

        await host.fill('127.0.0.1');
        await port.fill(String(app.mail.port));
        await username.fill(SMTP_LOGIN.user);
        await password.fill(SMTP_LOGIN.password);
        // The capture offers no STARTTLS: a plain connection, as to a relay on a private network.
        await form.getByLabel('Encryption').selectOption('none');
        await senderEmail.fill(SENDER.email);
        await senderName.fill(SENDER.name);
        await form.getByRole('button', { name: /Save/ }).click();
        await waitFor(
          async () => {
            const saved = await adminCall<EmailSettingsView>(app.baseUrl, cookie, 'GET', '/api/admin/settings');
            return saved.senderEmail === SENDER.email && saved.smtpEncryption === 'none' && saved.smtpPasswordSet ? saved : undefined;
          },
          { what: 'the saved e-mail settings', timeoutMs: 10000, intervalMs: 200 },
        );
        if ((await page.getByRole('status').innerText()).includes('Failed')) throw new Error('saving the settings showed a failure');
        await session.capture('settings-saved');

        const before = app.mail.messages.length;
        await page.getByRole('button', { name: /test e-?mail/i }).click();
        const test = await waitFor(() => app.mail.messages.slice(before).find((mail) => mail.to.includes(ADMIN_LOGIN.email)), {
          what: `the test e-mail to ${ADMIN_LOGIN.email} in the SMTP capture`,
          timeoutMs: 30000,
          intervalMs: 200,
        });
        // Sent with what was just saved, not with the environment's settings.
        if (!test.from.includes(SENDER.email) || !test.from.includes(SENDER.name)) throw new Error(`the test e-mail came from ${test.from}`);
        if (test.authUser !== SMTP_LOGIN.user) throw new Error(`the test e-mail was sent as ${test.authUser ?? 'nobody'}`);
      }), JOURNEY_TIMEOUT_MS);

    it('sends a template e-mail from the composer that arrives with the subject and the name filled in', () =>
      inBrowser(app, 'admin-mail', async (session) => {
        const { page, context } = session;
        const email = uniqueEmail('mailed');
        const { id } = await withAuthRpc(app.amqpUrl, (rpc) => rpc.request('auth', Rpc.CreateUser, { email, password: PASSWORD, firstName: 'Robin', lastName: 'Reader' }));
        await signInAsAdmin(context, app.baseUrl);

        await openScreen(page, `/users/${id}/mail`, 'Send Email');
        await visible(page.getByText(`To: ${email}`));
        const form = page.getByRole('form', { name: 'Send Email' });
        await visible(form);
        // Mail is configured (the environment's SMTP server, and the settings journey's), so no banner.
        if (await page.getByText('Email Not Configured').isVisible()) throw new Error('the composer says e-mail is not configured');
        await session.capture('mail-composer');

        await form.getByRole('button', { name: 'Send Email' }).click();
        await visible(form.getByText('Subject is required'));
        await visible(form.getByText('Message content is required'));

        const template = form.getByLabel(/Template/);
        const options = await template.locator('option').allInnerTexts();
        for (const label of ['Custom Email', 'Welcome Email', 'Promotional Offer', 'Follow-up']) {
          if (!options.includes(label)) throw new Error(`no template "${label}" among ${options.join(', ')}`);
        }
        await template.selectOption({ label: 'Promotional Offer' });
        const promotion = await form.getByLabel('Message').inputValue();
        if (!promotion.includes('PRO20') || !promotion.includes('20%')) throw new Error(`the promotional offer reads:\n${promotion}`);
        await template.selectOption({ label: 'Welcome Email' });
        const subject = await form.getByLabel('Subject').inputValue();
        const message = await form.getByLabel('Message').inputValue();
        if (!subject || message.includes('{{name}}') || !message.includes('Robin Reader')) throw new Error(`the welcome template reads:\n${subject}\n${message}`);
        await session.capture('mail-composer-template');

        await form.getByRole('button', { name: 'Send Email' }).click();
        await toastShown(page, 'Email Sent');
        await visible(page.getByRole('status').getByText(`Email successfully sent to ${email}`));
        await atPath(page, admin(`/users/${id}`));

        const mail = await arrived(app, email, subject);
        if (!mail.body.includes('Robin Reader') || mail.body.includes('{{name}}')) throw new Error(`the e-mail arrived as:\n${mail.body}`);
      }), JOURNEY_TIMEOUT_MS);
  });
}
