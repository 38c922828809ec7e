import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';

describe('how it works page', () => {
  it('plays the demo Reelmix rendered from the clips shipped with it, then the three steps and the call to action', () => {
    renderRoute('/how-it-works');

    expect(screen.getByRole('heading', { level: 1, name: 'How It Works' })).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Watch the demo' })).toBeInTheDocument();
    expect(screen.getByText(/^These videos were made by Reelmix from the 4 clips below/)).toBeInTheDocument();

    // Two hooks x one body x one CTA, each in 16:9 and 9:16.
    const outputs = within(screen.getByRole('list', { name: 'Videos made by Reelmix' }));
    const players = outputs.getAllByLabelText(/^Demo video /);
    expect(players.map((player) => player.getAttribute('aria-label'))).toEqual([
      'Demo video demo-h1-b1-c1_16x9.mp4',
      'Demo video demo-h1-b1-c1_9x16.mp4',
      'Demo video demo-h2-b1-c1_16x9.mp4',
      'Demo video demo-h2-b1-c1_9x16.mp4',
    ]);
    const first = players[0] as HTMLVideoElement;
    expect(first.tagName).toBe('VIDEO');
    expect(first).toHaveAttribute('src', '/demo/demo-h1-b1-c1_16x9.mp4');
    expect(first).toHaveAttribute('poster', '/demo/demo-h1-b1-c1_16x9.jpg');
    expect(first).toHaveAttribute('controls');
    expect(first).toHaveAttribute('playsinline');
    expect(first).toHaveAttribute('preload', 'metadata');
    // React sets `muted` as a property, not an attribute.
    expect(first.muted).toBe(true);
    expect(outputs.getByText('Hook 2 + Body + CTA · 9:16 Stories, Reels · 6.5 s')).toBeInTheDocument();

    const clips = within(screen.getByRole('list', { name: 'Clips the demo was made from' }));
    expect(clips.getAllByRole('img').map((frame) => frame.getAttribute('src'))).toEqual([
      '/demo/hook-1.jpg',
      '/demo/hook-2.jpg',
      '/demo/body-1.jpg',
      '/demo/cta-1.jpg',
    ]);
    expect(clips.getByRole('img', { name: 'A frame of hook-2.mp4' })).toBeInTheDocument();
    expect(clips.getByRole('link', { name: 'hook-1.mp4' })).toHaveAttribute('href', '/demo/hook-1.mp4');
    expect(clips.getByText('“Which intro wins?”')).toBeInTheDocument();
    expect(clips.getByText('16:9 landscape · 2 s · with sound')).toBeInTheDocument();
    expect(clips.getByText('9:16 portrait · 2 s · silent')).toBeInTheDocument();
    expect(clips.getByText('1:1 square · 1.5 s · with sound')).toBeInTheDocument();

    const steps = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(steps).toEqual(['Watch the demo', 'Upload Videos', 'Process', 'Download']);
    expect(screen.getByRole('link', { name: 'Get Started For Free' })).toHaveAttribute('href', '/pricing');
  });
});
