import type { Language } from '@lotusplay/i18n';
import { Button } from '@lotusplay/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { languageArgType } from '../testing/story-providers';
import { createSupportHandlers } from '../testing/support-handlers';
import { useCustomerService } from './customer-service';
import { LazyChatRoomModal } from './lazy-chat-room';
import { SupportStoryProviders } from './support-story-providers';

type Args = { language: Language; token?: string };

function ServiceDemo() {
  const service = useCustomerService();
  const [chat, setChat] = useState(false);
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onClick={() => service.open('LIVECHAT')}>Live chat</Button>
      <Button onClick={() => service.open('TELEGRAM')}>Telegram</Button>
      <Button variant="secondary" onClick={() => setChat(true)}>
        Chat room
      </Button>
      {service.dialog}
      <LazyChatRoomModal
        open={chat}
        onClose={() => setChat(false)}
        onOpenWindow={() => service.open('LIVECHAT')}
      />
    </div>
  );
}

const meta = {
  title: 'content/CustomerService',
  args: { language: 'EN' },
  argTypes: { language: languageArgType },
  render: ({ language, token }) => (
    <SupportStoryProviders key={`${language}${token}`} language={language} token={token}>
      <ServiceDemo />
    </SupportStoryProviders>
  ),
  parameters: { msw: { handlers: createSupportHandlers() } },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: live chat opens in the 440 × 750 window (or says the popup was blocked). */
export const Visitor: Story = {};
/** A member above club rank 4: the server answers the VIP channel. */
export const VipMember: Story = {
  args: { token: 'tok-vip' },
  parameters: { msw: { handlers: createSupportHandlers({ vip: true }) } },
};
/** getService fails: the window closes again and the network message shows. */
export const NetworkError: Story = {
  parameters: { msw: { handlers: createSupportHandlers({ service: 'error' }) } },
};
/** The channel is not configured by the brand. */
export const Unavailable: Story = {
  parameters: { msw: { handlers: createSupportHandlers({ service: 'unavailable' }) } },
};
/** Slow answers: the chat room shows its loader. */
export const Slow: Story = {
  parameters: { msw: { handlers: createSupportHandlers({ delayMs: 3000 }) } },
};
