import type { ContractKind } from '@lotusplay/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { buildAgentData, createAgentHandlers } from '../../testing/agent-handlers';
import { AgentStory } from '../../testing/agent-store';
import { IncomeRecords, useIncomeRecords } from './income-records';

function Records({ kind }: { kind?: ContractKind }) {
  const records = useIncomeRecords(kind);
  return <IncomeRecords records={records} />;
}

function RecordsStory({ kind }: { kind?: ContractKind }) {
  return (
    <AgentStory>
      <Records kind={kind} />
    </AgentStory>
  );
}

const meta = {
  title: 'agent-centre/IncomeRecords',
  component: RecordsStory,
  parameters: { msw: { handlers: () => createAgentHandlers(buildAgentData()) } },
} satisfies Meta<typeof RecordsStory>;
export default meta;
type Entry = StoryObj<typeof meta>;

/** Every kind: a column names each payment's kind. */
export const EveryKind: Entry = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Payments' });
    await expect(within(table).getByRole('columnheader', { name: 'Kind' })).toBeVisible();
  },
};

/** One kind (a contract page's payment records): no kind column. */
export const OneKind: Entry = {
  args: { kind: 'dividend' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Payments' });
    await expect(within(table).queryByRole('columnheader', { name: 'Kind' })).toBeNull();
  },
};
