import { setupMswServer } from '@lotusplay/test-utils';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { defaultHandlers, renderAuth } from '../testing/render-auth';
import { getHumanCheckStatus, setHumanCheckAdapter } from './human-check';
import { HumanCheckStatus } from './human-check-status';

const server = setupMswServer(() => defaultHandlers());

// The status is shared by every form: start and leave each test with none.
beforeEach(() => setHumanCheckAdapter());
afterEach(() => setHumanCheckAdapter());

describe('HumanCheckStatus', () => {
  it('solves a challenge when the form opens and says so in a polite live region', async () => {
    renderAuth(<HumanCheckStatus action="register" />);
    const status = screen.getByTestId('human-check-status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(status).toHaveTextContent('Verified: you are human'));
    expect(getHumanCheckStatus()).toBe('verified');
  });

  it('shows an error with a retry when the challenge cannot be had, and recovers', async () => {
    let failing = true;
    server.use(
      http.get('*/wps/verification/human-check', () =>
        failing ? HttpResponse.json({ success: false }, { status: 503 }) : undefined,
      ),
    );
    const user = userEvent.setup();
    renderAuth(<HumanCheckStatus action="sms" />);
    const status = screen.getByTestId('human-check-status');
    await waitFor(() => expect(status).toHaveTextContent('The human check failed.'));
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(status).toHaveTextContent('Verified: you are human'));
  });

  it('does nothing while not enabled (a login before the captcha is asked for)', () => {
    renderAuth(<HumanCheckStatus action="login" enabled={false} />);
    expect(screen.queryByTestId('human-check-status')).not.toBeInTheDocument();
    expect(getHumanCheckStatus()).toBe('idle');
  });
});
