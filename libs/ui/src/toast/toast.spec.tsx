import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './toast-provider';
import { useToast } from './toast-context';
import type { ToastOptions } from './toast.types';

function Trigger({ label, options }: { label: string; options: ToastOptions }) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      {label}
    </button>
  );
}

function renderWithToasts(...triggers: Array<{ label: string; options: ToastOptions }>) {
  return render(
    <ToastProvider>
      {triggers.map((trigger) => (
        <Trigger key={trigger.label} {...trigger} />
      ))}
    </ToastProvider>,
  );
}

function show(label: string) {
  fireEvent.click(screen.getByRole('button', { name: label }));
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one toast at a time: a new one replaces the one on screen', () => {
    renderWithToasts(
      { label: 'first', options: { title: 'Upload Successful' } },
      { label: 'second', options: { title: 'Payment Successful', description: 'You now have Pro access.' } },
    );

    show('first');
    expect(screen.getByText('Upload Successful')).toBeInTheDocument();

    show('second');
    expect(screen.queryByText('Upload Successful')).not.toBeInTheDocument();
    expect(screen.getByText('Payment Successful')).toBeInTheDocument();
    expect(screen.getByText('You now have Pro access.')).toBeInTheDocument();
  });

  it('announces toasts through a polite status region', () => {
    renderWithToasts({ label: 'show', options: { title: 'Message Sent' } });
    show('show');

    const live = screen.getByRole('status');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent('Message Sent');
  });

  it('disappears after 5000 ms by default', () => {
    renderWithToasts({ label: 'show', options: { title: 'Saved' } });
    show('show');

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Saved')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('honours a custom duration', () => {
    renderWithToasts({ label: 'show', options: { title: 'Processing in Background', duration: 8000 } });
    show('show');

    act(() => vi.advanceTimersByTime(7999));
    expect(screen.getByText('Processing in Background')).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Processing in Background')).not.toBeInTheDocument();
  });

  it('gives the replacement toast its own full duration', () => {
    renderWithToasts({ label: 'first', options: { title: 'One' } }, { label: 'second', options: { title: 'Two' } });
    show('first');
    act(() => vi.advanceTimersByTime(4000));
    show('second');

    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByText('Two')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Two')).not.toBeInTheDocument();
  });

  it('stops the clock while the pointer rests on the toast', () => {
    renderWithToasts({ label: 'show', options: { title: 'Read me' } });
    show('show');
    act(() => vi.advanceTimersByTime(3000));

    fireEvent.pointerEnter(screen.getByText('Read me'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByText('Read me')).toBeInTheDocument();

    fireEvent.pointerLeave(screen.getByText('Read me'));
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByText('Read me')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Read me')).not.toBeInTheDocument();
  });

  it('moves focus to the notifications region on F8', () => {
    renderWithToasts({ label: 'show', options: { title: 'Hello' } });

    fireEvent.keyDown(document, { key: 'F8' });

    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
  });

  it('is dismissed by a rightward swipe of at least 50 px, and springs back from a shorter one', () => {
    renderWithToasts({ label: 'show', options: { title: 'Swipe me' } });
    show('show');
    const toast = screen.getByText('Swipe me');

    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 149, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 149, pointerId: 1 });
    expect(screen.getByText('Swipe me')).toBeInTheDocument();

    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 150, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 150, pointerId: 1 });
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });

  it('ignores a leftward swipe', () => {
    renderWithToasts({ label: 'show', options: { title: 'Stay' } });
    show('show');
    const toast = screen.getByText('Stay');

    fireEvent.pointerDown(toast, { clientX: 200, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 50, pointerId: 1 });

    expect(screen.getByText('Stay')).toBeInTheDocument();
  });

  it('can be closed with its button or the Escape key', () => {
    renderWithToasts({ label: 'show', options: { title: 'Close me' } });

    show('show');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Close me')).not.toBeInTheDocument();

    show('show');
    fireEvent.keyDown(screen.getByText('Close me'), { key: 'Escape' });
    expect(screen.queryByText('Close me')).not.toBeInTheDocument();
  });

  it('names the missing provider when used outside it', () => {
    // React reports the render error on the console as well; that noise is expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger label="orphan" options={{ title: 'x' }} />)).toThrow(
      'useToast must be used inside <ToastProvider>',
    );
    consoleError.mockRestore();
  });
});
