import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { renderWithProviders, setupMswServer } from '@lotusplay/test-utils';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import RewardCenterPage from './reward-center-page';
import {
  buildReward,
  buildRewardData,
  createRewardHandlers,
  type RewardCallMode,
  type RewardData,
} from './testing/reward-handlers';
import { createLoyaltyStore } from '../player-rank/testing/loyalty-store';

const server = setupMswServer();
const i18n = createTestI18n({ language: 'EN' });
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

function renderPage(data: RewardData = buildRewardData(), mode?: RewardCallMode) {
  server.use(...createRewardHandlers(data, mode));
  renderWithProviders(<RewardCenterPage />, { store: createLoyaltyStore(), wrapper });
  // The server judges the bytes; the page refuses what the browser's picker would let through.
  return { data, user: userEvent.setup({ applyAccept: false }) };
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('RewardCenterPage', () => {
  it('shows every reward in its activity status', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Rewards' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    const status = (title: string, text: string) =>
      expect(
        within(screen.getByRole('listitem', { name: title })).getByText(text),
      ).toBeInTheDocument();
    status('Zalo bonus', 'Open to join');
    status('Deposit slip bonus', 'Open for applications');
    status('Weekend bonus', 'Ready to claim');
    status('Club event', 'Joined · under review');
    status('Lucky slip', 'Application under review');
    status('Welcome gift', 'Claimed');
    status('VIP gift', 'Issued to your wallet');
    status('Old slip', 'Rejected');
    status('Old slip', 'Reason: Deposit not found');
    status('Summer event', 'Closed');
    status('New year event', 'Coming soon');
    expect(screen.getByText('1 to claim')).toBeInTheDocument();
    // Only the open and approved ones have an action.
    expect(
      within(screen.getByRole('listitem', { name: 'Summer event' })).queryByRole('button'),
    ).toBeNull();
  });

  it('claims an approved reward once', async () => {
    const { user } = renderPage();
    const card = await screen.findByRole('listitem', { name: 'Weekend bonus' });
    await user.click(within(card).getByRole('button', { name: 'Claim Weekend bonus' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Reward of ¥12.00 claimed');
    expect(await within(card).findByText('Claimed')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).toBeNull();
    expect(screen.queryByText('1 to claim')).toBeNull();
  });

  it('asks for the Zalo number before joining', async () => {
    const { user } = renderPage();
    const card = await screen.findByRole('listitem', { name: 'Zalo bonus' });
    await user.click(within(card).getByRole('button', { name: 'Join Zalo bonus' }));
    const form = within(card).getByRole('form', { name: 'Join Zalo bonus' });
    await user.click(within(form).getByRole('button', { name: 'Join' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Enter Zalo number ID to redeem bonus',
    );
    await user.type(within(form).getByLabelText('Enter Zalo number ID to redeem bonus'), 'abc');
    await user.click(within(form).getByRole('button', { name: 'Join' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Phone number format is incorrect');
    await user.clear(within(form).getByLabelText('Enter Zalo number ID to redeem bonus'));
    await user.type(
      within(form).getByLabelText('Enter Zalo number ID to redeem bonus'),
      '0912345678',
    );
    await user.click(within(form).getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You joined Zalo bonus');
    expect(await within(card).findByText('Joined · under review')).toBeInTheDocument();
  });

  it('applies with a comment and an image; refuses a wrong type and more than 3', async () => {
    const { data, user } = renderPage();
    const card = await screen.findByRole('listitem', { name: 'Deposit slip bonus' });
    await user.click(within(card).getByRole('button', { name: 'Apply Deposit slip bonus' }));
    const form = within(card).getByRole('form', { name: 'Apply for Deposit slip bonus' });
    const comment = within(form).getByLabelText('Comment');
    // The keyboard is taken to the form's first field.
    expect(comment).toHaveFocus();
    expect(comment).toHaveAttribute('maxLength', '140');
    await user.type(comment, 'Slip attached');
    expect(within(form).getByText('13 of 140 characters')).toBeInTheDocument();
    const images = within(form).getByLabelText('Images (png or jpg, at most 3, 5 MB each)');
    const png = (name: string) => new File([PNG], name, { type: 'image/png' });
    await user.upload(images, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    expect(within(form).getByRole('alert')).toHaveTextContent('At most 3 images.');
    await user.upload(images, [new File(['GIF89a'], 'x.gif', { type: 'image/gif' })]);
    expect(within(form).getByRole('alert')).toHaveTextContent('Images must be png or jpg.');
    await user.upload(images, [png('slip.png')]);
    expect(within(form).getByText('1 image(s) chosen')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your application for Deposit slip bonus was sent',
    );
    expect(await within(card).findByText('Application under review')).toBeInTheDocument();
    expect(data.rewards.find((r) => r.promotionId === 2)).toMatchObject({
      status: 'process',
      comment: 'Slip attached',
      imageCount: 1,
    });
  });

  it('says when there are no rewards', async () => {
    renderPage({ rewards: [] });
    expect(
      await screen.findByText('There are no rewards to take part in right now.'),
    ).toBeInTheDocument();
  });

  it('offers a retry when the call fails', async () => {
    renderPage(buildRewardData(), 'error');
    expect(await screen.findByText('The rewards could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says it is loading while the call has not answered', async () => {
    renderPage({ rewards: [buildReward(1, 'A', 'join')] }, 'loading');
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
