import { setupMswServer } from '@lotusplay/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { envelope } from '@lotusplay/api-client/testing';
import { http } from 'msw';
import {
  buildServiceResponse,
  createSupportHandlers,
  demoServiceLinks,
} from '../testing/support-handlers';
import { CUSTOMER_SERVICE_WINDOW, useCustomerService } from './customer-service';
import { LazyChatRoomModal } from './lazy-chat-room';
import { renderSupport } from './support-test-render';

const server = setupMswServer(...createSupportHandlers());

function ServiceButtons() {
  const service = useCustomerService();
  return (
    <>
      <button type="button" onClick={() => service.open('LIVECHAT')}>
        Live chat
      </button>
      <button type="button" onClick={() => service.open('TELEGRAM')}>
        Telegram
      </button>
      {service.dialog}
    </>
  );
}

function fakeWindow() {
  return { opener: {} as unknown, close: vi.fn(), location: { replace: vi.fn() } };
}

describe('useCustomerService', () => {
  it('opens the 440 × 750 window inside the click, then navigates it to the decrypted link', async () => {
    const popup = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user } = renderSupport(<ServiceButtons />);
    await user.click(screen.getByRole('button', { name: 'Live chat' }));
    // Synchronously in the click: before getService was even asked.
    expect(open).toHaveBeenCalledWith(
      'about:blank',
      CUSTOMER_SERVICE_WINDOW,
      expect.stringMatching(/width=440,height=750/),
    );
    await waitFor(() =>
      expect(popup.location.replace).toHaveBeenCalledWith(demoServiceLinks.LIVECHAT),
    );
    expect(popup.opener).toBeNull();
    expect(popup.close).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Telegram' }));
    await waitFor(() =>
      expect(popup.location.replace).toHaveBeenLastCalledWith(demoServiceLinks.TELEGRAM),
    );
  });

  it('gives a VIP member the VIP channel the server chose', async () => {
    server.use(...createSupportHandlers({ vip: true }));
    const popup = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user } = renderSupport(<ServiceButtons />, { token: 'tok-vip' });
    await user.click(screen.getByRole('button', { name: 'Live chat' }));
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledWith(demoServiceLinks.VIP));
  });

  it('says the popup was blocked when window.open answered null', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = renderSupport(<ServiceButtons />);
    await user.click(screen.getByRole('button', { name: 'Live chat' }));
    expect(await screen.findByRole('dialog', { name: 'Customer service' })).toHaveTextContent(
      'Popup blocked. Please allow popups and try again.',
    );
  });

  it('closes the window and shows the network message when getService fails', async () => {
    server.use(...createSupportHandlers({ service: 'error' }));
    const popup = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const { user } = renderSupport(<ServiceButtons />);
    await user.click(screen.getByRole('button', { name: 'Live chat' }));
    expect(await screen.findByRole('dialog', { name: 'Customer service' })).toHaveTextContent(
      'Network link is abnormal, please try again',
    );
    expect(popup.close).toHaveBeenCalled();
    expect(popup.location.replace).not.toHaveBeenCalled();
  });
});

describe('LazyChatRoomModal', () => {
  it('loads nothing while closed, and offers the window for a chat page on another site', async () => {
    server.use(
      http.get('*/wps/relay/getService', () =>
        envelope(buildServiceResponse('https://chat.example.com/room')),
      ),
    );
    const onOpenWindow = vi.fn();
    const { rerender, user } = renderSupport(
      <LazyChatRoomModal open={false} onClose={() => {}} onOpenWindow={onOpenWindow} />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<LazyChatRoomModal open onClose={() => {}} onOpenWindow={onOpenWindow} />);
    expect(await screen.findByRole('dialog', { name: 'Chat room' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Open the chat window' }));
    expect(onOpenWindow).toHaveBeenCalled();
  });

  it('frames a chat page of this site', async () => {
    server.use(...createSupportHandlers({ vip: true }));
    const link = `${window.location.origin}/demo-chat/vip`;
    server.use(
      http.get('*/wps/relay/getService', () => envelope(buildServiceResponse(link, 'VIP'))),
    );
    renderSupport(<LazyChatRoomModal open onClose={() => {}} onOpenWindow={() => {}} />);
    expect(await screen.findByRole('dialog', { name: 'VIP chat room' })).toBeInTheDocument();
    expect(await screen.findByTitle('Live chat')).toHaveAttribute('src', link);
  });

  it('shows the error with a retry', async () => {
    server.use(...createSupportHandlers({ service: 'error' }));
    renderSupport(<LazyChatRoomModal open onClose={() => {}} onOpenWindow={() => {}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Network link is abnormal, please try again',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
