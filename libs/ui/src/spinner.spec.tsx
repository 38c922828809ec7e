import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is announced by its label', () => {
    render(<Spinner label="Loading system health" />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading system health');
  });
});
