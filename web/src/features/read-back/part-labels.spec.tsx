import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { finishedJob, importExport, META_EXPORT, openResults } from './read-results.fixture';

describe('a report on labelled clips', () => {
  it('names each part by the label its clip has in the library, and a part without one by its file name', async () => {
    openResults({}, finishedJob({ introVideos: ['hook-1.mp4', 'IMG_0412.mov'], clipLabels: { intro: [null, 'UGC Sarah v3'], body: [null], cta: [null] } }));
    await importExport(META_EXPORT);

    const hooks = within(await screen.findByRole('region', { name: 'Hooks' }));
    expect(hooks.getAllByText('UGC Sarah v3').length).toBeGreaterThan(0);
    expect(hooks.getAllByText('hook-1.mp4').length).toBeGreaterThan(0);
    expect(hooks.queryByText('IMG_0412.mov')).not.toBeInTheDocument();
  });
});
