import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DescribedText } from './described-text';

describe('DescribedText', () => {
  it('shows backticked spans as code and everything else as written', () => {
    const { container } = render(<DescribedText text="Send `Authorization: Bearer <key>`; past it, 429 with `Retry-After`." />);
    expect([...container.querySelectorAll('code')].map((code) => code.textContent)).toEqual(['Authorization: Bearer <key>', 'Retry-After']);
    expect(container.textContent).toBe('Send Authorization: Bearer <key>; past it, 429 with Retry-After.');
  });

  it('keeps an unmatched backtick as text and never reads HTML', () => {
    const { container } = render(<DescribedText text="a `b and <b>c</b>" />);
    expect(container.querySelector('code')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('a `b and <b>c</b>');
  });
});
