// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUp, textIn } from '../../testing/render.tsx';
import { Pager } from './pager.tsx';

afterEach(cleanup);

const labels = { prevLabel: 'Previous page', nextLabel: 'Next page' };

describe('Pager', () => {
  it('is not drawn for a list of one page', () => {
    const { container } = render(
      <Pager pageNo={1} totalPages={1} onChange={() => {}} {...labels} />,
    );
    expect(container.innerHTML).toBe('');
  });

  it('on the first page: previous disabled, next asks for page 2, "1 / 3" between', async () => {
    const onChange = vi.fn();
    render(<Pager pageNo={1} totalPages={3} onChange={onChange} {...labels} />);
    const prev = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect((prev as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('1 / 3')).toBeTruthy();
    await userEvent.click(prev);
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(next);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('on the last page: next disabled, previous asks for the page before', async () => {
    const onChange = vi.fn();
    render(<Pager pageNo={3} totalPages={3} onChange={onChange} {...labels} />);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('the text variant shows its labels on the buttons and the status it is given', () => {
    render(
      <Pager
        pageNo={2}
        totalPages={5}
        onChange={() => {}}
        variant="text"
        status="Page 2 of 5"
        testId="report-pager"
        {...labels}
      />,
    );
    expect(screen.getByRole('button', { name: 'Previous page' }).textContent).toBe('Previous page');
    expect(screen.getByTestId('report-pager-current').textContent).toBe('Page 2 of 5');
    expect((screen.getByTestId('report-pager-next') as HTMLButtonElement).disabled).toBe(false);
  });

  it("without labels, names its arrows in the player's language, the same on every list", async () => {
    await setUp('goldcrown', 'de');
    const de = textIn('de');
    render(<Pager pageNo={2} totalPages={3} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: de('common.prevPage') })).toBeTruthy();
    expect(screen.getByRole('button', { name: de('common.nextPage') })).toBeTruthy();
  });
});
