import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { customer, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { buildLibrary, buildLibraryClip } from '../clip-library/library-clip.builder';
import { sendUpload } from './upload-request';

vi.mock('./upload-request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./upload-request')>()),
  sendUpload: vi.fn(),
}));

const widget = () => within(screen.getByRole('region', { name: 'Create Video Variations' }));
const toastArea = () => within(screen.getByRole('region', { name: /Notifications/ }));
const chosen = (noun: string) => widget().getByRole('list', { name: `Chosen ${noun} videos` });
const namesIn = (list: HTMLElement) => within(list).getAllByRole('listitem').map((item) => item.querySelector('.dropzone__file-name')?.textContent);

function clip(name: string): File {
  return new File(['x'], name, { type: 'video/mp4' });
}

async function drop(section: 'Intro' | 'Body' | 'CTA', files: File[]) {
  fireEvent.change(widget().getByLabelText(`${section} video files`), { target: { files } });
  // react-dropzone reads the files asynchronously.
  await act(async () => undefined);
}

/** Opens a section's library picker, ticks the named clips in that order and adds them. */
async function addFromLibrary(user: ReturnType<typeof userEvent.setup>, noun: string, names: string[]) {
  await user.click(widget().getByRole('button', { name: `Add ${noun} clips from library` }));
  const dialog = within(await screen.findByRole('dialog', { name: `Add ${noun} clips from your library` }));
  for (const name of names) await user.click(await dialog.findByRole('checkbox', { name: new RegExp(name.replace('.', '\\.')) }));
  await user.click(dialog.getByRole('button', { name: names.length > 1 ? `Add ${names.length} clips` : 'Add clip' }));
}

async function renderSignedIn(clips = buildLibrary()) {
  const api = mockApi(
    { 'POST /api/upload/debug': { body: { authenticated: true } }, 'GET /api/clips': { body: { clips } } },
    { signedIn: customer() },
  );
  const view = renderRoute('/');
  await screen.findByRole('button', { name: 'Add intro videos' });
  return { ...view, api };
}

describe('upload widget: clips from the library', () => {
  beforeEach(() => {
    vi.mocked(sendUpload).mockReset();
  });

  it('names a labelled clip in the picker by its label', async () => {
    const user = userEvent.setup();
    await renderSignedIn([buildLibraryClip({ label: 'UGC Sarah v3' })]);

    await user.click(widget().getByRole('button', { name: 'Add intro clips from library' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Add intro clips from your library' }));
    expect(await dialog.findByRole('checkbox', { name: /UGC Sarah v3/ })).toBeInTheDocument();
  });

  it('lists library clips in the picker with their poster, length and orientation', async () => {
    const user = userEvent.setup();
    await renderSignedIn();

    await user.click(widget().getByRole('button', { name: 'Add body clips from library' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Add body clips from your library' }));
    const body = await dialog.findByRole('checkbox', { name: /body2\.mp4/ });
    const row = within(body.closest('label') as HTMLElement);
    expect(row.getByRole('img', { name: 'Preview of body2.mp4' })).toBeInTheDocument();
    expect(row.getByText('1:05')).toBeInTheDocument();
    expect(row.getByText('Landscape')).toBeInTheDocument();
    expect(dialog.getByRole('img', { name: 'No preview of cta1.mp4' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Add clip' })).toBeDisabled();
  });

  it('shows picked clips beside the files with a library badge, lets them be removed, and sends their ids in the order shown', async () => {
    const user = userEvent.setup();
    let form!: FormData;
    vi.mocked(sendUpload).mockImplementation((sent) => {
      form = sent;
      return new Promise(() => undefined);
    });
    await renderSignedIn();

    await drop('Intro', [clip('new-hook.mp4')]);
    await addFromLibrary(user, 'intro', ['cta1.mp4', 'hook1.mp4']);
    await addFromLibrary(user, 'body', ['body2.mp4']);
    await drop('CTA', [clip('cta.mp4')]);

    expect(namesIn(chosen('intro'))).toEqual(['new-hook.mp4', 'cta1.mp4', 'hook1.mp4']);
    expect(within(chosen('intro')).getAllByText('library')).toHaveLength(2);
    expect(widget().getByText('3 combinations')).toBeInTheDocument();

    await user.click(within(chosen('intro')).getByRole('button', { name: 'Remove cta1.mp4' }));
    await drop('Intro', [clip('last-hook.mp4')]);
    expect(namesIn(chosen('intro'))).toEqual(['new-hook.mp4', 'hook1.mp4', 'last-hook.mp4']);

    await user.click(widget().getByRole('button', { name: 'Start Creating Variations' }));

    await waitFor(() => expect(sendUpload).toHaveBeenCalled());
    const partNames = (section: string) => form.getAll(section).map((part) => (typeof part === 'string' ? `id:${part}` : part.name));
    expect(partNames('intro')).toEqual(['new-hook.mp4', 'id:clip-hook1', 'last-hook.mp4']);
    expect(partNames('body')).toEqual(['id:clip-body2']);
    expect(partNames('cta')).toEqual(['cta.mp4']);
  });

  it('counts library clips towards the per-section limit like files', async () => {
    const user = userEvent.setup();
    const library = [1, 2, 3, 4].map((index) => buildLibraryClip({ id: `clip-${index}`, originalName: `hook${index}.mp4` }));
    await renderSignedIn(library);

    await drop('Intro', [clip('a.mp4'), clip('b.mp4')]);
    await addFromLibrary(user, 'intro', ['hook1.mp4', 'hook2.mp4']);

    // A free plan takes 3 clips per section: the second library clip is one too many.
    expect(namesIn(chosen('intro'))).toEqual(['a.mp4', 'b.mp4', 'hook1.mp4']);
    expect(toastArea().getByText('Too Many Files')).toBeInTheDocument();
  });
});
