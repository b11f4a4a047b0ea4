import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Pagination, type PaginationProps } from './pagination';

function Controlled(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(p) => {
        args.onPageChange(p);
        setPage(p);
      }}
    />
  );
}

const meta = {
  title: 'ui-kit/Pagination',
  component: Pagination,
  args: {
    label: 'Pages',
    previousLabel: 'Previous page',
    nextLabel: 'Next page',
    pageLabel: (p: number) => `Page ${p}`,
    pageCount: 20,
    page: 1,
    onPageChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { page: 10 } };
export const LastPage: Story = { args: { page: 20 } };
export const FewPages: Story = { args: { pageCount: 4, page: 2 } };
export const SinglePage: Story = { args: { pageCount: 1 } };
export const WiderRange: Story = {
  args: { page: 15, pageCount: 30, pageRangeDisplayed: 5, marginPagesDisplayed: 2 },
};
