import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { CountdownButton, type CountdownButtonHandle } from './countdown-button';

const meta = {
  title: 'ui-kit/CountdownButton',
  component: CountdownButton,
  args: {
    seconds: 60,
    children: 'Send code',
    renderCountdown: (s: number) => `Resend in ${s}s`,
    onComplete: fn(),
  },
} satisfies Meta<typeof CountdownButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click: the countdown starts at once. */
export const Idle: Story = {};

/** The handler takes a second and succeeds; the countdown then starts. */
export const StartsAfterSuccess: Story = {
  args: {
    seconds: 10,
    onClick: () => new Promise((resolve) => setTimeout(() => resolve(true), 1000)),
  },
};

/** The handler fails (resolves false): the button stays available. */
export const StaysIdleOnFailure: Story = {
  args: { onClick: () => new Promise((resolve) => setTimeout(() => resolve(false), 600)) },
};

export const Disabled: Story = { args: { disabled: true } };

/** Started from elsewhere through the imperative handle. */
export const StartedByHandle: Story = {
  render: (args) => {
    function Demo() {
      const ref = useRef<CountdownButtonHandle>(null);
      return (
        <div style={{ display: 'flex', gap: 8 }}>
          <CountdownButton {...args} ref={ref} variant="secondary" />
          <Button onClick={() => ref.current?.start(5)}>Start 5 s from outside</Button>
        </div>
      );
    }
    return <Demo />;
  },
};
