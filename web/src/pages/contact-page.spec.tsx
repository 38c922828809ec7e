import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';

describe('contact page', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    fetchMock.mockReset();
  });

  it('shows contact details, response time and support topics', () => {
    renderRoute('/contact');

    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByText(/usually within 24 hours/)).toBeInTheDocument();
    for (const topic of ['Technical issues', 'Billing', 'Feature requests']) {
      expect(screen.getByText(topic)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('link', { name: /support@/ }).length).toBeGreaterThan(0);
  });

  it('requires all four fields', () => {
    renderRoute('/contact');

    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('does not send an incomplete form', async () => {
    const user = userEvent.setup();
    renderRoute('/contact');

    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(screen.queryByText('Message Sent')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
  });

  it('thanks the sender with a toast, clears the form and makes no call', async () => {
    const user = userEvent.setup();
    renderRoute('/contact');

    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Subject'), 'Billing question');
    await user.type(screen.getByLabelText('Message'), 'When is my card charged?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const notifications = within(screen.getByRole('region', { name: 'Notifications (F8)' }));
    expect(notifications.getByText('Message Sent')).toBeInTheDocument();
    expect(notifications.getByText("Thank you for contacting us. We'll get back to you soon.")).toBeInTheDocument();
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    // Only the header's who-is-signed-in check goes out; the message itself makes no call.
    expect(fetchMock.mock.calls.every(([url]) => String(url) === '/api/auth/me')).toBe(true);
  });
});
