import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';

describe('how it works page', () => {
  it('shows the tutorial placeholder, the three steps in order and the call to action', () => {
    renderRoute('/how-it-works');

    expect(screen.getByRole('heading', { level: 1, name: 'How It Works' })).toBeInTheDocument();
    expect(screen.getByText(/video tutorial coming soon/i)).toBeInTheDocument();
    const steps = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(steps).toEqual(['Upload Videos', 'Process', 'Download']);
    expect(screen.getByRole('link', { name: 'Get Started For Free' })).toHaveAttribute('href', '/pricing');
  });
});
