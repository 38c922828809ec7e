import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aUser, emailSettings, USER_ID } from '../../test/admin-builders';
import { errorReply, mockApi, type Reply } from '../../test/mock-api';
import { notifications } from '../../test/notifications';
import { renderRoute } from '../../test/render-route';

const USER = `GET /api/admin/users/${USER_ID}`;
const SETTINGS = 'GET /api/admin/settings';
const SEND = `POST /api/admin/users/${USER_ID}/mail`;
const PATH = `/admin/users/${USER_ID}/mail`;

function composer(routes: Record<string, Reply> = {}) {
  return mockApi({
    [USER]: { body: aUser() },
    [SETTINGS]: { body: emailSettings() },
    [`GET /api/admin/users/${USER_ID}/jobs`]: { body: [] },
    ...routes,
  });
}

describe('e-mail composer', () => {
  it('shows the form with the template choice, Subject and a 12-row Message', async () => {
    composer();
    renderRoute(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Send Email' })).toBeInTheDocument();
    expect(await screen.findByText('To: maria@example.com')).toBeInTheDocument();
    const template = screen.getByRole('combobox', { name: 'Template (optional)' });
    expect(within(template).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Custom Email',
      'Welcome Email',
      'Promotional Offer',
      'Follow-up',
    ]);
    expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '12');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Email' })).toBeEnabled());
    expect(screen.queryByText('Email Not Configured')).not.toBeInTheDocument();
  });

  it("fills a template with the user's name", async () => {
    const user = userEvent.setup();
    composer();
    renderRoute(PATH);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Template (optional)' }), 'promotional');

    expect(screen.getByLabelText('Subject')).toHaveValue('A special offer for you: 20% off Reelmix Pro');
    const message = (screen.getByLabelText('Message') as HTMLTextAreaElement).value;
    expect(message).toMatch(/^Hi Maria Lopez,/);
    expect(message).toContain('PRO20');
    expect(message).not.toContain('{{name}}');
  });

  it('greets by the part of the e-mail before the @ when the user has no name', async () => {
    const user = userEvent.setup();
    composer({ [USER]: { body: aUser({ email: 'sam.lee@example.com', firstName: '', lastName: '', name: undefined }) } });
    renderRoute(PATH);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Template (optional)' }), 'welcome');

    expect(screen.getByLabelText('Subject')).toHaveValue('Welcome to Reelmix!');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toMatch(/^Hi sam\.lee,/);
  });

  it('requires a subject and a message', async () => {
    const user = userEvent.setup();
    const api = composer();
    renderRoute(PATH);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Email' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Send Email' }));

    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Subject is required');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Message content is required');
    expect(api.callsTo(SEND)).toHaveLength(0);
  });

  it('sends, confirms and returns to the user detail page', async () => {
    const user = userEvent.setup();
    const api = composer({ [SEND]: { body: { queued: true, id: 'm1' } } });
    const { router } = renderRoute(PATH);

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Template (optional)' }), 'follow-up');
    await user.clear(screen.getByLabelText('Subject'));
    await user.type(screen.getByLabelText('Subject'), 'Checking in');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Email' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Send Email' }));

    expect(await notifications().findByText('Email Sent')).toBeInTheDocument();
    expect(notifications().getByText('Email successfully sent to maria@example.com')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/users/${USER_ID}`));
    const sent = api.callsTo(SEND)[0].body as Record<string, string>;
    expect(sent).toMatchObject({ subject: 'Checking in', template: 'follow-up', to: 'maria@example.com' });
    expect(sent.message).toMatch(/^Hi Maria Lopez,/);
  });

  it("shows 'Failed to Send Email' with the server's message, else 'An unknown error occurred'", async () => {
    const user = userEvent.setup();
    const api = composer({ [SEND]: errorReply(502, 'SMTP server refused the message') });
    const { router } = renderRoute(PATH);

    await user.type(await screen.findByLabelText('Subject'), 'Hello');
    await user.type(screen.getByLabelText('Message'), 'A short note.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Email' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Send Email' }));

    expect(await notifications().findByText('Failed to Send Email')).toBeInTheDocument();
    expect(notifications().getByText('SMTP server refused the message')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATH);
    expect(api.callsTo(SEND)[0].body).toEqual({ subject: 'Hello', message: 'A short note.', template: 'custom', to: 'maria@example.com' });

    api.on(SEND, { status: 500, text: '' });
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await notifications().findByText('An unknown error occurred')).toBeInTheDocument();
  });

  it('lets the admin send when mail goes to the dev mailbox (no SMTP host), as the test e-mail does', async () => {
    const user = userEvent.setup();
    const api = composer({
      [SETTINGS]: { body: emailSettings({ smtpHost: '', delivery: { transport: 'dev-mailbox', source: 'environment', canSend: true, waiting: 0 } }) },
      [SEND]: { body: { queued: true, id: 'mail-1' } },
    });
    renderRoute(PATH);

    await user.type(await screen.findByLabelText('Subject'), 'Hello');
    await user.type(screen.getByLabelText('Message'), 'A short note.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Email' })).toBeEnabled());
    expect(screen.queryByText('Email Not Configured')).not.toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('kept in the local dev mailbox');

    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    await waitFor(() => expect(api.callsTo(SEND)).toHaveLength(1));
  });

  it("shows 'Email Not Configured' and cannot send when the mail service has no way to send", async () => {
    const user = userEvent.setup();
    composer({ [SETTINGS]: { body: emailSettings({ delivery: { transport: 'smtp', source: 'saved', canSend: false, waiting: 0 } }) } });
    const { router } = renderRoute(PATH);

    const banner = await screen.findByRole('alert');
    expect(within(banner).getByRole('heading', { name: 'Email Not Configured' })).toBeInTheDocument();
    expect(banner).toHaveTextContent('Please configure SMTP settings in the Admin Settings before sending emails.');
    expect(await screen.findByRole('button', { name: 'Send Email' })).toBeDisabled();

    await user.click(within(banner).getByRole('link', { name: 'Go to Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/settings'));
  });

  it("shows 'Error Loading User' when the user cannot be loaded", async () => {
    composer({ [USER]: errorReply(404, 'User not found') });
    renderRoute(PATH);

    expect(await screen.findByText('Error Loading User')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Users List' })).toHaveAttribute('href', '/admin/users');
  });
});
