import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Tabs, type TabsProps } from './tabs';

function Controlled(args: TabsProps) {
  const [value, setValue] = useState(args.value);
  return (
    <Tabs
      {...args}
      value={value}
      onValueChange={(v) => {
        args.onValueChange(v);
        setValue(v);
      }}
    />
  );
}

const meta = {
  title: 'ui-kit/Tabs',
  component: Tabs,
  args: {
    label: 'Game lists',
    value: 'hot',
    onValueChange: fn(),
    items: [
      { value: 'hot', label: 'Hot', content: 'The most played games this week.' },
      { value: 'fav', label: 'Favourites', content: 'Games you marked with a heart.' },
      { value: 'recent', label: 'Recent', content: 'Games you played lately.' },
    ],
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { value: 'fav' } };
export const WithDisabledTab: Story = {
  args: {
    items: [
      { value: 'hot', label: 'Hot', content: 'The most played games this week.' },
      { value: 'fav', label: 'Favourites', content: 'Log in to see favourites.', disabled: true },
      { value: 'recent', label: 'Recent', content: 'Games you played lately.' },
    ],
  },
};
export const SwitcherWithoutPanels: Story = {
  args: {
    label: 'Log in with',
    value: 'username',
    fullWidth: true,
    items: [
      { value: 'username', label: 'Username' },
      { value: 'sms', label: 'SMS' },
    ],
  },
};
