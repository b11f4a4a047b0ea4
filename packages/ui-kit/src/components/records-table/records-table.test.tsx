import { render, screen, within } from '@testing-library/react';
import { RecordsTable, type RecordsTableColumn } from './records-table';

interface Movement {
  id: string;
  time: string;
  amount: number;
}

const columns: RecordsTableColumn<Movement>[] = [
  { id: 'time', header: 'Time', cell: (row) => row.time },
  {
    id: 'amount',
    header: 'Amount',
    cell: (row) => row.amount.toFixed(2),
    cellClassName: (row) => (row.amount < 0 ? 'minus' : 'plus'),
  },
];

const rows: Movement[] = [
  { id: 'a', time: '2026-11-01 10:00', amount: 12.5 },
  { id: 'b', time: '2026-11-02 11:00', amount: -3 },
];

describe('RecordsTable', () => {
  it('is a table named by its caption, with a column header per column', () => {
    render(<RecordsTable columns={columns} rows={rows} rowKey={(r) => r.id} caption="Movements" />);
    const table = screen.getByRole('table', { name: 'Movements' });
    expect(table).toHaveClass('lp-records-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'Amount']);
  });

  it('gives every cell its column header as label, for the phone cards, and rows their class', () => {
    render(
      <RecordsTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        rowClassName={(r) => `row-${r.id}`}
        caption="Movements"
      />,
    );
    const [, first, second] = screen.getAllByRole('row');
    expect(first).toHaveClass('row-a');
    expect(second).toHaveClass('row-b');
    const cells = within(first!).getAllByRole('cell');
    expect(cells.map((cell) => cell.dataset.label)).toEqual(['Time', 'Amount']);
    expect(cells[1]).toHaveTextContent('12.50');
    expect(cells[1]).toHaveClass('plus');
    expect(within(second!).getAllByRole('cell')[1]).toHaveClass('minus');
  });

  it('marks itself busy while newer rows load, and takes extra classes', () => {
    const { container, rerender } = render(
      <RecordsTable columns={columns} rows={rows} rowKey={(r) => r.id} caption="Movements" busy />,
    );
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    rerender(
      <RecordsTable
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        caption="Movements"
        className="x-table"
        wrapperClassName="x-scroll"
      />,
    );
    expect(container.firstElementChild).not.toHaveAttribute('aria-busy');
    expect(container.firstElementChild).toHaveClass('x-scroll');
    expect(screen.getByRole('table', { name: 'Movements' })).toHaveClass(
      'lp-records-table',
      'x-table',
    );
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });
});
