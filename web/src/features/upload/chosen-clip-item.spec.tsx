import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildLibraryClip } from '../clip-library/library-clip.builder';
import { ChosenClipItem } from './chosen-clip-item';
import { readClipPreview } from './read-clip-preview';
import { libraryChoice } from './upload-sections';

vi.mock('./read-clip-preview', () => ({ readClipPreview: vi.fn() }));

const MB = 1024 * 1024;

function dropped(name: string, sizeMb: number): File {
  const file = new File(['x'], name, { type: 'video/mp4' });
  Object.defineProperty(file, 'size', { value: sizeMb * MB });
  return file;
}

const row = (item: Parameters<typeof ChosenClipItem>[0]['item']) =>
  render(
    <ul aria-label="Chosen intro videos">
      <ChosenClipItem item={item} disabled={false} onRemove={() => undefined} />
    </ul>,
  );

describe('a chosen clip in a section list', () => {
  it('shows a dropped file’s poster frame, length and shape beside its name and size', async () => {
    vi.mocked(readClipPreview).mockResolvedValue({ durationSec: 3.2, width: 1920, height: 1080, posterUrl: 'data:image/jpeg;base64,poster' });
    row(dropped('intro-land.mp4', 1.1));

    expect(await screen.findByText('16:9 landscape')).toBeInTheDocument();
    expect(screen.getByText('0:03')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of intro-land.mp4' })).toHaveAttribute('src', 'data:image/jpeg;base64,poster');
    expect(screen.getByRole('listitem')).toHaveTextContent('intro-land.mp4');
    expect(screen.getByText('1.1 MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove intro-land.mp4' })).toBeEnabled();
  });

  it('shows only name and size for a file the browser cannot read', async () => {
    vi.mocked(readClipPreview).mockResolvedValue(null);
    row(dropped('intro.mkv', 2));

    await vi.waitFor(() => expect(readClipPreview).toHaveBeenCalled());
    expect(screen.getByRole('listitem')).toHaveTextContent(/^intro\.mkv2\.0 MB×$/);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows a library clip as before, without reading anything', () => {
    vi.mocked(readClipPreview).mockClear();
    row(libraryChoice(buildLibraryClip({ originalName: 'hook-2.mp4' })));

    expect(screen.getByRole('listitem')).toHaveTextContent(/^hook-2\.mp4library×$/);
    expect(readClipPreview).not.toHaveBeenCalled();
  });
});
