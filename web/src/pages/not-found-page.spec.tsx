import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route';

describe('not-found page', () => {
  it.each(['/no-such-page', '/deeply/nested/unknown'])('answers %s with Page Not Found', (path) => {
    renderRoute(path);

    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
