import { I18nProvider } from '@lotusplay/i18n';
import { createTestI18n } from '@lotusplay/i18n/testing';
import { renderWithProviders, setupMswServer } from '@lotusplay/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import SecurityCenterPage, { type SecurityCenterTab } from './security-center-page';
import {
  buildSecurityCenterData,
  createSecurityCenterHandlers,
  TEST_CODE,
  TEST_LOGIN_PASSWORD,
  TEST_TOTP_CODE,
  type SecurityCenterData,
} from './testing/security-center-handlers';
import { createSecurityCenterStore } from './testing/security-center-store';

const server = setupMswServer();
const i18n = createTestI18n({ language: 'EN' });
const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);

function renderPage(data: SecurityCenterData = buildSecurityCenterData(), tab?: SecurityCenterTab) {
  server.use(...createSecurityCenterHandlers(data));
  const store = createSecurityCenterStore();
  renderWithProviders(<SecurityCenterPage initialTab={tab} />, { store, wrapper });
  return { data, store, user: userEvent.setup() };
}

describe('SecurityCenterPage', () => {
  it('opens on the profile with the fields of SPEC.md §3 and saves a change', async () => {
    const { data, user } = renderPage();
    const tabs = screen.getByRole('tablist', { name: 'My account sections' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Profile', 'Security', 'Bank accounts', 'Login history']);
    const nickname = await screen.findByLabelText('Nickname');
    expect(nickname).toHaveValue('Lucky Star');
    for (const label of [
      'Real name',
      'Telegram',
      'Zalo',
      'WhatsApp',
      'Birthday',
      'Address',
      'Nationality',
      'Occupation',
      'Source of income',
      'Place of birth',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    // Contacts are read-only here: they change with a code.
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    await user.type(screen.getByLabelText('Real name'), 'Juan Dela Cruz');
    await user.type(screen.getByLabelText('Birthday'), '1990-04-12');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    expect(data.profile.values).toMatchObject({
      payeeName: 'Juan Dela Cruz',
      birthday: '1990-04-12',
    });
    // Locked once set.
    await waitFor(() => expect(screen.getByLabelText('Real name')).toHaveAttribute('readonly'));
    expect(screen.getByLabelText('Birthday')).toHaveAccessibleDescription(
      'Cannot be changed once set',
    );
  });

  it("checks the brand's pattern ids before sending anything", async () => {
    const { data, user } = renderPage();
    await user.type(await screen.findByLabelText('Birthday'), '12-04-1990');
    await user.type(screen.getByLabelText('Zalo'), 'abc');
    await user.clear(screen.getByLabelText('Nickname'));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByLabelText('Birthday')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Birthday')).toHaveAccessibleDescription(
      'Format is incorrect (10 - 10 characters)',
    );
    expect(screen.getByLabelText('Zalo')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nickname')).toHaveAccessibleDescription('Input cannot be empty');
    expect(data.calls).not.toContain('PUT /wps/member/profile');
  });

  it('chooses an avatar', async () => {
    const { data, user } = renderPage();
    const second = await screen.findByRole('button', { name: 'Avatar 2' });
    expect(second).toHaveAttribute('aria-pressed', 'false');
    await user.click(second);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Avatar 2' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(data.avatars.current?.id).toBe(2);
  });

  it('sets the payment password and binds an e-mail with the code sent to it', async () => {
    const { data, user } = renderPage(buildSecurityCenterData(), 'security');
    await user.click(await screen.findByRole('button', { name: 'Set payment password' }));
    await user.type(screen.getByLabelText('Login password'), TEST_LOGIN_PASSWORD);
    await user.type(screen.getByLabelText('New payment password (6 digits)'), '123456');
    await user.type(screen.getByLabelText('Confirm payment password'), '654321');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Confirmation password is not correct.');
    await user.clear(screen.getByLabelText('Confirm payment password'));
    await user.type(screen.getByLabelText('Confirm payment password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Payment password saved')).toBeInTheDocument();
    expect(data.paymentPasswordSet).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Change e-mail' }));
    const form = screen.getByRole('form', { name: 'Change e-mail' });
    await user.type(within(form).getByLabelText('New e-mail'), 'new@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(
      await within(form).findByText(
        'A code was sent to n***@example.com. It expires in 5 minutes.',
      ),
    ).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Verification code'), '000000');
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Please enter a valid verification code',
    );
    await user.clear(within(form).getByLabelText('Verification code'));
    await user.type(within(form).getByLabelText('Verification code'), TEST_CODE);
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('E-mail: new@example.com')).toBeInTheDocument();
  });

  it('turns the authenticator on with a code, shows the recovery codes once, refuses a reused code', async () => {
    const { data, user } = renderPage(buildSecurityCenterData(), 'security');
    await user.click(await screen.findByRole('button', { name: 'Set up authenticator' }));
    await user.type(screen.getByLabelText('Login password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The login password is not correct');
    await user.clear(screen.getByLabelText('Login password'));
    await user.type(screen.getByLabelText('Login password'), TEST_LOGIN_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('img', { name: 'Authenticator QR code' })).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText('6-digit code from the app'), '111111');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The authenticator code is not valid',
    );
    await user.clear(screen.getByLabelText('6-digit code from the app'));
    await user.type(screen.getByLabelText('6-digit code from the app'), TEST_TOTP_CODE);
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('region', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(data.totp.enabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('region', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(await screen.findByText('On. Recovery codes left: 10.')).toBeInTheDocument();
  });

  it('binds a bank account under the real name, and removes it', async () => {
    const data = buildSecurityCenterData();
    data.profile.values.payeeName = 'Maria Santos';
    const { user } = renderPage(data, 'bank');
    expect(await screen.findByText('No bank account yet.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Add bank account' });
    expect(within(form).getByLabelText('Account name')).toHaveValue('Maria Santos');
    expect(within(form).getByLabelText('Account name')).toHaveAttribute('readonly');
    await user.selectOptions(within(form).getByLabelText('Bank'), 'GCash');
    await user.type(within(form).getByLabelText('Account number'), '12ab');
    await user.click(within(form).getByRole('button', { name: 'Add bank account' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Bank account number format is incorrect',
    );
    await user.clear(within(form).getByLabelText('Account number'));
    await user.type(within(form).getByLabelText('Account number'), '0917 555 1234');
    await user.click(within(form).getByRole('button', { name: 'Add bank account' }));
    expect(await screen.findByText('GCash · Maria Santos · **** 1234')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove GCash **** 1234' }));
    expect(await screen.findByText('No bank account yet.')).toBeInTheDocument();
  });

  it('asks for the real name before a bank account when the brand matches names', async () => {
    renderPage(buildSecurityCenterData(), 'bank');
    expect(
      await screen.findByText('Please fill in your real name in the profile first.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add bank account' })).not.toBeInTheDocument();
  });

  it('lists the logins with address, country, device and verification', async () => {
    renderPage(buildSecurityCenterData(), 'history');
    const table = await screen.findByRole('table', { name: 'Login history' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('203.0.113.7');
    expect(rows[1]).toHaveTextContent('new');
    expect(rows[1]).toHaveTextContent('Yes (e-mail code)');
    expect(rows[2]).toHaveTextContent('198.51.100.4');
  });

  it('says when there are no logins, and when the server fails, with a retry', async () => {
    const data = buildSecurityCenterData({ history: [] });
    renderPage(data, 'history');
    expect(await screen.findByText('No logins yet')).toBeInTheDocument();
  });

  it('shows the failure of the profile with "Try again"', async () => {
    const data = buildSecurityCenterData({ failing: true });
    const { user } = renderPage(data);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load this. Please try again.',
    );
    data.failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Nickname')).toHaveValue('Lucky Star');
  });
});
