import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_RETRY_DELAYS_MS, PreviewImage } from './preview-image';

const images = () => Array.from(document.querySelectorAll('img'));

describe('preview image', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the shown picture until the next has loaded', () => {
    const { rerender } = render(<PreviewImage src="/a.jpg" alt="Clip" />);
    fireEvent.load(images()[0]);

    rerender(<PreviewImage src="/b.jpg" alt="Clip" />);
    expect(screen.getByRole('img', { name: 'Clip' })).toHaveAttribute('src', '/a.jpg');
    expect(images().map((image) => image.getAttribute('src'))).toEqual(['/a.jpg', '/b.jpg']);

    fireEvent.load(images()[1]);
    expect(images().map((image) => image.getAttribute('src'))).toEqual(['/b.jpg']);
  });

  it('shows the fallback while there is no picture: the first one loading, or failed', () => {
    const fallback = <p>Sample</p>;
    const { rerender } = render(<PreviewImage src="/a.jpg" alt="Clip" fallback={fallback} />);
    expect(screen.getByText('Sample')).toBeInTheDocument();
    fireEvent.load(images()[0]);
    expect(screen.queryByText('Sample')).not.toBeInTheDocument();
    // A picture is shown while the next loads; the fallback does not come back.
    rerender(<PreviewImage src="/b.jpg" alt="Clip" fallback={fallback} />);
    expect(screen.queryByText('Sample')).not.toBeInTheDocument();

    rerender(<PreviewImage key="other" src="/c.jpg" alt="Clip" fallback={fallback} />);
    for (const delay of PREVIEW_RETRY_DELAYS_MS) {
      fireEvent.error(images()[0]);
      act(() => vi.advanceTimersByTime(delay));
    }
    fireEvent.error(images()[0]);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByText('Sample')).toBeInTheDocument();
  });

  it('asks again after a refusal, then offers to try again', () => {
    render(<PreviewImage src="/a.jpg" alt="Clip" />);

    for (const delay of PREVIEW_RETRY_DELAYS_MS) {
      fireEvent.error(images()[0]);
      expect(images()).toHaveLength(0);
      act(() => vi.advanceTimersByTime(delay));
      expect(images()).toHaveLength(1);
    }
    fireEvent.error(images()[0]);
    expect(screen.getByRole('alert')).toHaveTextContent('The preview could not be loaded.');

    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.load(images()[0]);
    expect(screen.getByRole('img', { name: 'Clip' })).toHaveAttribute('src', '/a.jpg');
  });
});
