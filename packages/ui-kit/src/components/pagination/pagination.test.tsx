import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getPaginationItems, Pagination } from './pagination';

describe('getPaginationItems', () => {
  it('lists every page when they fit', () => {
    expect(getPaginationItems(1, 1)).toEqual([1]);
    expect(getPaginationItems(4, 2)).toEqual([1, 2, 3, 4]);
    expect(getPaginationItems(0, 1)).toEqual([]);
  });

  it('keeps a range of 3 around the page and 1 margin page at each end', () => {
    expect(getPaginationItems(20, 1)).toEqual([1, 2, 3, 'ellipsis', 20]);
    expect(getPaginationItems(20, 10)).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
    expect(getPaginationItems(20, 20)).toEqual([1, 'ellipsis', 18, 19, 20]);
  });

  it('fills a one-page gap instead of an ellipsis', () => {
    expect(getPaginationItems(20, 4)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(getPaginationItems(6, 4)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('honours other range and margin values', () => {
    expect(getPaginationItems(30, 15, 5, 2)).toEqual([
      1,
      2,
      'ellipsis',
      13,
      14,
      15,
      16,
      17,
      'ellipsis',
      29,
      30,
    ]);
  });
});

describe('Pagination', () => {
  const labels = { label: 'Notices pages', previousLabel: 'Previous page', nextLabel: 'Next page' };

  it('is a labelled nav marking the current page', () => {
    render(<Pagination {...labels} pageCount={20} page={10} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Notices pages' });
    expect(within(nav).getByRole('button', { name: '10' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: '9' })).not.toHaveAttribute('aria-current');
    expect(within(nav).queryByRole('button', { name: '5' })).not.toBeInTheDocument();
    expect(within(nav).getAllByText('…')).toHaveLength(2);
  });

  it('reports 1-based pages from page buttons and prev/next', async () => {
    const onPageChange = vi.fn();
    render(<Pagination {...labels} pageCount={20} page={10} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: '20' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: '10' }));
    expect(onPageChange.mock.calls).toEqual([[20], [9], [11]]);
  });

  it('disables prev on the first page and next on the last', () => {
    const { rerender } = render(
      <Pagination {...labels} pageCount={3} page={1} onPageChange={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(<Pagination {...labels} pageCount={3} page={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('names page buttons with pageLabel', () => {
    render(
      <Pagination
        {...labels}
        pageLabel={(p) => `Page ${p}`}
        pageCount={3}
        page={2}
        onPageChange={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('renders nothing without pages', () => {
    render(<Pagination {...labels} pageCount={0} page={1} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
