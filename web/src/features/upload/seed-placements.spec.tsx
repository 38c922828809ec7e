import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customer, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';
import { buildLibraryClip } from '../clip-library/library-clip.builder';
import { readSeedPlacements, uploadPageState } from './library-seed';

const hook = buildLibraryClip({ id: 'clip-hook2', originalName: 'hook-2.mp4' });

describe('placements the upload page is opened with', () => {
  it('chooses them instead of the default ones, beside the clips, and only once', async () => {
    mockApi({ 'POST /api/upload/debug': { body: { authenticated: true } } }, { signedIn: customer() });
    const { router } = renderRoute('/', uploadPageState([{ section: 'intro', clip: hook }], ['1:1']));

    // The page applies them once it knows the account, which may come after the picker shows.
    const square = await screen.findByRole('checkbox', { name: '1:1 (Square)' });
    await waitFor(() => expect(square).toBeChecked());
    expect(screen.getByRole('checkbox', { name: '9:16 (Stories, Reels)' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '4:5 (Feed)' })).not.toBeChecked();
    expect(within(screen.getByRole('list', { name: 'Chosen intro videos' })).getByText('hook-2.mp4')).toBeInTheDocument();
    // Dropped from the history entry, so a reload starts from the defaults again.
    await waitFor(() => expect(router.state.location.state).toBeNull());
  });

  it('keeps the default placements when none came along', async () => {
    mockApi({ 'POST /api/upload/debug': { body: { authenticated: true } } }, { signedIn: customer() });
    renderRoute('/', uploadPageState([{ section: 'intro', clip: hook }]));

    expect(await screen.findByRole('checkbox', { name: '9:16 (Stories, Reels)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '4:5 (Feed)' })).toBeChecked();
  });

  it('reads only known placements, in the picker’s order', () => {
    expect(readSeedPlacements({ libraryClips: [], placements: ['4:5', '3:2', '9:16'] })).toEqual(['9:16', '4:5']);
    expect(readSeedPlacements({ libraryClips: [] })).toEqual([]);
    expect(readSeedPlacements(null)).toEqual([]);
  });
});
