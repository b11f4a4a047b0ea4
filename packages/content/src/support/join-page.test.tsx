import { setupMswServer } from '@lotusplay/test-utils';
import { screen } from '@testing-library/react';
import { JoinPage } from './join-page';
import { renderSupport } from './support-test-render';

setupMswServer();

describe('JoinPage', () => {
  it('offers a visitor registration, carrying the referral code of the join link', () => {
    renderSupport(<JoinPage />, { route: '/join?referralCode=AGENT42' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Join us as an agent' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute(
      'href',
      '/register?referralCode=AGENT42',
    );
    expect(screen.getByText('You were invited with the code AGENT42.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('ignores a malformed referral code', () => {
    renderSupport(<JoinPage />, { route: '/join?referralCode=%3Cscript%3E' });
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/register');
  });

  it('offers a member the invite button instead, in their language', async () => {
    const onInvite = vi.fn();
    const { user } = renderSupport(<JoinPage onInvite={onInvite} />, {
      token: 'tok',
      language: 'VI',
    });
    expect(screen.queryByRole('link', { name: 'Đăng ký ngay' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mời người chơi' }));
    expect(onInvite).toHaveBeenCalled();
  });
});
