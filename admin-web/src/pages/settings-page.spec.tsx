import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emailSettings, webhookStatus } from '../../test/admin-builders';
import { errorReply, mockApi, never, type Reply } from '../../test/mock-api';
import { notifications } from '../../test/notifications';
import { renderRoute } from '../../test/render-route';

const SETTINGS = 'GET /api/admin/settings';
const SAVE = 'POST /api/admin/settings';
const WEBHOOK = 'GET /api/webhook-status';
const SETUP = 'POST /api/setup-webhook';
const TEST_EMAIL = 'POST /api/admin/settings/test-email';

function settingsApi(routes: Record<string, Reply> = {}) {
  return mockApi({ [SETTINGS]: { body: emailSettings() }, [WEBHOOK]: { body: webhookStatus() }, ...routes });
}

const webhook = () => within(screen.getByRole('region', { name: 'Payment Webhook' }));
const mail = () => within(screen.getByRole('region', { name: 'Email Settings' }));

describe('settings page', () => {
  describe('webhook card', () => {
    it('shows a spinner while the status loads', async () => {
      settingsApi({ [WEBHOOK]: never });
      renderRoute('/admin/settings');

      expect(await screen.findByText('Loading webhook status')).toBeInTheDocument();
    });

    it('shows a configured webhook with its URL and message, and no setup button', async () => {
      settingsApi();
      renderRoute('/admin/settings');

      expect(await screen.findByText('Configured')).toBeInTheDocument();
      expect(webhook().getByText('https://reelmix.test/api/webhooks/stripe')).toBeInTheDocument();
      expect(webhook().getByText('Webhook is configured')).toBeInTheDocument();
      expect(webhook().queryByRole('button', { name: 'Set Up Webhook' })).not.toBeInTheDocument();
    });

    it('sets up a webhook that is not configured', async () => {
      const user = userEvent.setup();
      const api = settingsApi({
        [WEBHOOK]: { body: webhookStatus({ webhookConfigured: false, webhookUrl: '', message: 'No webhook endpoint yet', alreadyExists: false }) },
        [SETUP]: { body: webhookStatus({ message: 'Webhook endpoint created', alreadyExists: false }) },
      });
      renderRoute('/admin/settings');

      expect(await screen.findByText('Not Configured')).toBeInTheDocument();
      await user.click(webhook().getByRole('button', { name: 'Set Up Webhook' }));

      expect(await webhook().findByText('Configured')).toBeInTheDocument();
      expect(webhook().queryByRole('button', { name: 'Set Up Webhook' })).not.toBeInTheDocument();
      expect(notifications().getByText('Webhook configured')).toBeInTheDocument();
      expect(api.callsTo(SETUP)).toHaveLength(1);
    });

    it("shows 'Webhook setup failed'", async () => {
      const user = userEvent.setup();
      settingsApi({
        [WEBHOOK]: { body: webhookStatus({ webhookConfigured: false }) },
        [SETUP]: errorReply(502, 'The payment provider refused the request'),
      });
      renderRoute('/admin/settings');

      await user.click(await screen.findByRole('button', { name: 'Set Up Webhook' }));

      expect(await notifications().findByText('Webhook setup failed')).toBeInTheDocument();
      expect(notifications().getByText('The payment provider refused the request')).toBeInTheDocument();
      expect(webhook().getByRole('button', { name: 'Set Up Webhook' })).toBeEnabled();
    });

    it("shows 'Error loading webhook status: {message}' and recovers on retry", async () => {
      const user = userEvent.setup();
      const api = settingsApi({ [WEBHOOK]: errorReply(503, 'Billing is unavailable') });
      renderRoute('/admin/settings');

      expect(await notifications().findByText('Error loading webhook status: Billing is unavailable')).toBeInTheDocument();
      api.on(WEBHOOK, { body: webhookStatus() });
      await user.click(webhook().getByRole('button', { name: 'Try again' }));
      expect(await webhook().findByText('Configured')).toBeInTheDocument();
    });
  });

  describe('Email Settings', () => {
    it('fills the form; the password stays blank with a hint that one is saved', async () => {
      settingsApi();
      renderRoute('/admin/settings');

      expect(await screen.findByLabelText('SMTP Host')).toHaveValue('smtp.mail.test');
      expect(mail().getByLabelText('SMTP Port')).toHaveValue(2525);
      expect(mail().getByLabelText('SMTP Username')).toHaveValue('mailer');
      expect(mail().getByLabelText('SMTP Password')).toHaveValue('');
      expect(mail().getByLabelText('SMTP Password')).toHaveAccessibleDescription('A password is saved. Leave blank to keep it.');
      expect(mail().getByLabelText('Encryption')).toHaveValue('ssl');
      expect(mail().getByLabelText('Sender Email')).toHaveValue('hello@reelmix.test');
      expect(mail().getByLabelText('Sender Name')).toHaveValue('Reelmix');
    });

    it('starts with port 587 and TLS when nothing is stored', async () => {
      settingsApi({ [SETTINGS]: { body: emailSettings({ smtpHost: '', smtpPort: 0, smtpUsername: '', smtpPasswordSet: false, smtpEncryption: '' as never, senderEmail: '', senderName: '' }) } });
      renderRoute('/admin/settings');

      expect(await screen.findByLabelText('SMTP Port')).toHaveValue(587);
      expect(mail().getByLabelText('Encryption')).toHaveValue('tls');
      expect(within(mail().getByLabelText('Encryption')).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['none', 'tls', 'ssl']);
    });

    it('checks every field, including a password when none is stored', async () => {
      const user = userEvent.setup();
      const api = settingsApi({ [SETTINGS]: { body: emailSettings({ smtpHost: '', smtpUsername: '', smtpPasswordSet: false, senderEmail: 'nope', senderName: '' }) } });
      renderRoute('/admin/settings');

      await user.clear(await screen.findByLabelText('SMTP Port'));
      await user.click(mail().getByRole('button', { name: 'Save Settings' }));

      expect(mail().getByText('SMTP host is required')).toBeInTheDocument();
      expect(mail().getByText('SMTP port is required')).toBeInTheDocument();
      expect(mail().getByText('SMTP username is required')).toBeInTheDocument();
      expect(mail().getByText('SMTP password is required')).toBeInTheDocument();
      expect(mail().getByText('Invalid email address')).toBeInTheDocument();
      expect(mail().getByText('Sender name is required')).toBeInTheDocument();
      expect(api.callsTo(SAVE)).toHaveLength(0);
    });

    it('rejects a port of 0', async () => {
      const user = userEvent.setup();
      settingsApi();
      renderRoute('/admin/settings');

      await user.clear(await screen.findByLabelText('SMTP Port'));
      await user.type(mail().getByLabelText('SMTP Port'), '0');
      await user.click(mail().getByRole('button', { name: 'Save Settings' }));

      expect(mail().getByLabelText('SMTP Port')).toHaveAccessibleDescription('SMTP port is required');
    });

    it('saves with a blank password to keep the stored one', async () => {
      const user = userEvent.setup();
      const api = settingsApi({ [SAVE]: ({ body }) => ({ body: { ...emailSettings(), ...(body as object), smtpPassword: '', smtpPasswordSet: true } }) });
      renderRoute('/admin/settings');

      await user.clear(await screen.findByLabelText('SMTP Host'));
      await user.type(mail().getByLabelText('SMTP Host'), 'smtp.new.test');
      await user.selectOptions(mail().getByLabelText('Encryption'), 'tls');
      await user.click(mail().getByRole('button', { name: 'Save Settings' }));

      expect(await notifications().findByText('Settings saved')).toBeInTheDocument();
      expect(api.callsTo(SAVE)[0].body).toEqual({
        smtpHost: 'smtp.new.test',
        smtpPort: 2525,
        smtpUsername: 'mailer',
        smtpPassword: '',
        smtpEncryption: 'tls',
        senderEmail: 'hello@reelmix.test',
        senderName: 'Reelmix',
      });
      expect(mail().getByLabelText('SMTP Host')).toHaveValue('smtp.new.test');
    });

    it('saves a first password and then shows it as saved', async () => {
      const user = userEvent.setup();
      const api = settingsApi({
        [SETTINGS]: { body: emailSettings({ smtpPasswordSet: false }) },
        [SAVE]: ({ body }) => ({ body: { ...emailSettings(), ...(body as object), smtpPassword: '', smtpPasswordSet: true } }),
      });
      renderRoute('/admin/settings');

      await user.type(await screen.findByLabelText('SMTP Password'), 'app-password');
      await user.click(mail().getByRole('button', { name: 'Save Settings' }));

      expect(await notifications().findByText('Settings saved')).toBeInTheDocument();
      expect(api.callsTo(SAVE)[0].body).toMatchObject({ smtpPassword: 'app-password' });
      await waitFor(() => expect(mail().getByLabelText('SMTP Password')).toHaveValue(''));
      expect(mail().getByText('A password is saved. Leave blank to keep it.')).toBeInTheDocument();
    });

    it("shows 'Failed to save settings' with the server's message", async () => {
      const user = userEvent.setup();
      settingsApi({ [SAVE]: errorReply(400, 'SMTP host is required') });
      renderRoute('/admin/settings');

      await user.click(await screen.findByRole('button', { name: 'Save Settings' }));

      expect(await notifications().findByText('Failed to save settings')).toBeInTheDocument();
      expect(notifications().getByText('SMTP host is required')).toBeInTheDocument();
    });

    it('says plainly when no SMTP server is configured and how many e-mails wait, until settings are saved', async () => {
      const user = userEvent.setup();
      const unset = { smtpHost: '', smtpUsername: '', smtpPasswordSet: false, delivery: { transport: 'none', source: 'environment', canSend: false, waiting: 3 } } as const;
      settingsApi({
        [SETTINGS]: { body: emailSettings(unset) },
        [SAVE]: ({ body }) => ({ body: { ...emailSettings(), ...(body as object), smtpPassword: '', smtpPasswordSet: true } }),
      });
      renderRoute('/admin/settings');

      await screen.findByLabelText('SMTP Host');
      const notice = mail().getByRole('status');
      expect(notice).toHaveTextContent('No SMTP server is configured');
      expect(notice).toHaveTextContent('3 e-mails are waiting to be sent. E-mails wait until SMTP settings are saved below, and then go out.');

      await user.type(mail().getByLabelText('SMTP Host'), 'smtp.new.test');
      await user.type(mail().getByLabelText('SMTP Username'), 'mailer');
      await user.type(mail().getByLabelText('SMTP Password'), 'app-password');
      await user.click(mail().getByRole('button', { name: 'Save Settings' }));

      expect(await notifications().findByText('Settings saved')).toBeInTheDocument();
      expect(mail().queryByText('No SMTP server is configured')).not.toBeInTheDocument();
    });

    it('says one e-mail is waiting, and says nothing of the kind while mail has a way out', async () => {
      settingsApi({ [SETTINGS]: { body: emailSettings({ smtpHost: '', delivery: { transport: 'none', source: 'environment', canSend: false, waiting: 1 } }) } });
      const { unmount } = renderRoute('/admin/settings');
      await screen.findByLabelText('SMTP Host');
      expect(mail().getByRole('status')).toHaveTextContent('1 e-mail is waiting to be sent.');
      unmount();

      settingsApi({ [SETTINGS]: { body: emailSettings({ delivery: { transport: 'smtp', source: 'environment', canSend: true, waiting: 4 } }) } });
      renderRoute('/admin/settings');
      expect(await screen.findByLabelText('SMTP Host')).toHaveValue('smtp.mail.test');
      expect(mail().queryByText('No SMTP server is configured')).not.toBeInTheDocument();
    });

    it('shows an error when the settings cannot be read', async () => {
      settingsApi({ [SETTINGS]: errorReply(503, 'Mail service unavailable') });
      renderRoute('/admin/settings');

      expect(await mailAlert()).toHaveTextContent('Mail service unavailable');
      expect(screen.queryByRole('button', { name: 'Save Settings' })).not.toBeInTheDocument();
    });

    it("sends a test e-mail to the admin's address by default", async () => {
      const user = userEvent.setup();
      const api = settingsApi({ [TEST_EMAIL]: { body: { queued: true } } });
      renderRoute('/admin/settings');

      expect(await screen.findByLabelText('Test recipient')).toHaveValue('ada@reelmix.test');
      await user.click(screen.getByRole('button', { name: 'Send test e-mail' }));

      expect(await notifications().findByText('Test e-mail sent')).toBeInTheDocument();
      expect(api.callsTo(TEST_EMAIL)[0].body).toEqual({ to: 'ada@reelmix.test' });
    });

    it('reports a test e-mail that cannot be sent', async () => {
      const user = userEvent.setup();
      settingsApi({ [TEST_EMAIL]: errorReply(502, 'Connection refused by smtp.mail.test:2525') });
      renderRoute('/admin/settings');

      await user.click(await screen.findByRole('button', { name: 'Send test e-mail' }));

      expect(await notifications().findByText('Failed to send test e-mail')).toBeInTheDocument();
      expect(notifications().getByText('Connection refused by smtp.mail.test:2525')).toBeInTheDocument();
    });
  });
});

async function mailAlert() {
  return within(await screen.findByRole('region', { name: 'Email Settings' })).findByRole('alert');
}
