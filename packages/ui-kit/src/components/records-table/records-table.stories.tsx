import type { Meta, StoryObj } from '@storybook/react-vite';
import { RecordsTable, type RecordsTableColumn, type RecordsTableProps } from './records-table';

interface Movement {
  id: string;
  time: string;
  type: string;
  amount: string;
  balance: string;
}

const columns: RecordsTableColumn<Movement>[] = [
  { id: 'time', header: 'Time', cell: (row) => row.time },
  { id: 'type', header: 'Type', cell: (row) => row.type },
  { id: 'amount', header: 'Amount', cell: (row) => row.amount },
  { id: 'balance', header: 'Balance after', cell: (row) => row.balance },
];

const rows: Movement[] = [
  { id: '1', time: '2026-11-01 10:00', type: 'Deposit', amount: '+100.00', balance: '100.00' },
  { id: '2', time: '2026-11-01 10:05', type: 'Transfer', amount: '-20.00', balance: '80.00' },
  { id: '3', time: '2026-11-02 09:12', type: 'Bet', amount: '-5.00', balance: '75.00' },
];

function MovementsTable(props: RecordsTableProps<Movement>) {
  return <RecordsTable {...props} />;
}

const meta = {
  title: 'ui-kit/RecordsTable',
  component: MovementsTable,
  args: { columns, rows, rowKey: (row: Movement) => row.id, caption: 'Account record' },
} satisfies Meta<typeof MovementsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A table on a wide screen. */
export const Table: Story = {};
/**
 * The same table as a phone sees it: narrow the preview to 600 px or less and each row is a card
 * whose cells carry the column headers as labels.
 */
export const OnAPhone: Story = { args: { caption: 'Account record (phone)' } };
/** Newer rows loading. */
export const Busy: Story = { args: { busy: true } };
/** No rows. */
export const NoRows: Story = { args: { rows: [] } };
