import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableScroll } from './table-scroll';

/** jsdom lays nothing out: the scrolling box is given the widths a browser would measure. */
function layOut(contentWidth: number, boxWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('table-scroll__box') ? contentWidth : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('table-scroll__box') ? boxWidth : 0;
  });
}

const wideTable = (
  <table>
    <caption>Deliveries</caption>
    <tbody>
      <tr>
        <td>https://agency.example.org/events</td>
      </tr>
    </tbody>
  </table>
);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TableScroll', () => {
  it('says the table scrolls sideways when it is wider than its box, and lets the keyboard scroll it', () => {
    layOut(900, 320);
    render(<TableScroll label="Deliveries">{wideTable}</TableScroll>);

    const box = screen.getByRole('region', { name: 'Deliveries' });
    expect(box).toHaveAttribute('tabindex', '0');
    expect(box).toHaveAccessibleDescription(/^Scroll sideways for more columns/);
    expect(screen.getByText('Scroll sideways for more columns')).toBeVisible();
  });

  it('says what the caller asks it to say', () => {
    layOut(900, 320);
    render(
      <TableScroll label="Combinations" cue="Scroll sideways for more bodies">
        {wideTable}
      </TableScroll>,
    );

    expect(screen.getByRole('region', { name: 'Combinations' })).toHaveAccessibleDescription(/^Scroll sideways for more bodies/);
  });

  it('gives no cue and no extra tab stop when the table fits', () => {
    layOut(300, 320);
    render(<TableScroll label="Deliveries">{wideTable}</TableScroll>);

    expect(screen.queryByText(/Scroll sideways/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Deliveries' })).toBeVisible();
  });
});
