import { CLIP_LABEL_MAX_LENGTH, CLIP_LABEL_MESSAGE } from '@reelmix/contracts/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, proCustomer } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { buildLibrary, buildLibraryClip } from './library-clip.builder';

const LABEL_ROUTE = 'PATCH /api/clips/clip-hook1';

function openLibrary(clips = buildLibrary()) {
  const api = mockApi(
    {
      'GET /api/clips': { body: { clips } },
      [LABEL_ROUTE]: (call) => ({ body: buildLibraryClip({ id: 'clip-hook1', jobCount: 3, label: (call.body as { label: string | null }).label }) }),
    },
    { signedIn: proCustomer() },
  );
  return { api, ...renderRoute('/library') };
}

describe('labelling a library clip on its card', () => {
  it('saves the label typed, trimmed, on Enter, and names the card by it with the file name beneath', async () => {
    const user = userEvent.setup();
    const { api } = openLibrary();
    const hook = within(await screen.findByRole('article', { name: 'hook1.mp4' }));

    await user.click(hook.getByRole('button', { name: 'Label hook1.mp4' }));
    await user.type(hook.getByRole('textbox', { name: 'Label for hook1.mp4' }), '  UGC Sarah v3 {Enter}');

    const labelled = within(await screen.findByRole('article', { name: 'UGC Sarah v3' }));
    expect(api.callsTo(LABEL_ROUTE).map((call) => call.body)).toEqual([{ label: 'UGC Sarah v3' }]);
    expect(labelled.getByText('hook1.mp4')).toBeInTheDocument();
    expect(labelled.queryByRole('textbox')).not.toBeInTheDocument();
    expect(labelled.getByRole('button', { name: 'Edit the label of hook1.mp4' })).toBeInTheDocument();
  });

  it('cancels on Escape without sending anything', async () => {
    const user = userEvent.setup();
    const { api } = openLibrary();
    const hook = within(await screen.findByRole('article', { name: 'hook1.mp4' }));

    await user.click(hook.getByRole('button', { name: 'Label hook1.mp4' }));
    await user.type(hook.getByRole('textbox', { name: 'Label for hook1.mp4' }), 'Sarah{Escape}');

    expect(hook.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'hook1.mp4' })).toBeInTheDocument();
    expect(api.callsTo(LABEL_ROUTE)).toHaveLength(0);
  });

  it('says the rule for a label too long, on the field, before sending it', async () => {
    const user = userEvent.setup();
    const { api } = openLibrary();
    const hook = within(await screen.findByRole('article', { name: 'hook1.mp4' }));

    await user.click(hook.getByRole('button', { name: 'Label hook1.mp4' }));
    const field = hook.getByRole('textbox', { name: 'Label for hook1.mp4' });
    await user.type(field, `${'x'.repeat(CLIP_LABEL_MAX_LENGTH + 1)}{Enter}`);

    expect(hook.getByRole('alert')).toHaveTextContent(CLIP_LABEL_MESSAGE);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(CLIP_LABEL_MESSAGE);
    expect(api.callsTo(LABEL_ROUTE)).toHaveLength(0);
  });

  it("shows the server's refusal and keeps the field open", async () => {
    const user = userEvent.setup();
    const { api } = openLibrary();
    api.on(LABEL_ROUTE, { status: 404, body: { message: 'Clip not found' } });
    const hook = within(await screen.findByRole('article', { name: 'hook1.mp4' }));

    await user.click(hook.getByRole('button', { name: 'Label hook1.mp4' }));
    await user.type(hook.getByRole('textbox', { name: 'Label for hook1.mp4' }), 'Sarah');
    await user.click(hook.getByRole('button', { name: 'Save' }));

    expect(await hook.findByRole('alert')).toHaveTextContent('Clip not found');
    expect(hook.getByRole('textbox', { name: 'Label for hook1.mp4' })).toHaveValue('Sarah');
  });

  it('clears a label emptied, naming the clip by its file name again', async () => {
    const user = userEvent.setup();
    const { api } = openLibrary([buildLibraryClip({ label: 'UGC Sarah v3' })]);
    const hook = within(await screen.findByRole('article', { name: 'UGC Sarah v3' }));

    await user.click(hook.getByRole('button', { name: 'Edit the label of hook1.mp4' }));
    await user.clear(hook.getByRole('textbox', { name: 'Label for hook1.mp4' }));
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.getByRole('article', { name: 'hook1.mp4' })).toBeInTheDocument());
    expect(api.callsTo(LABEL_ROUTE).map((call) => call.body)).toEqual([{ label: null }]);
  });
});
