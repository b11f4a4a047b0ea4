import { act, screen, within } from '@testing-library/react';
import { renderApp } from '../testing/render-app';

describe('footer', () => {
  it('shows licences, help entries, the 18+ notice and the 2025 copyright', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const footer = screen.getByRole('contentinfo');
    // The licence badges load on demand, just after the first render.
    expect(
      await within(footer).findByRole('img', { name: 'Malta Gaming Authority licence' }),
    ).toBeInTheDocument();
    expect(
      within(footer).getByRole('img', { name: 'British Virgin Islands licence' }),
    ).toBeInTheDocument();
    expect(within(footer).getByRole('img', { name: 'PAGCOR licence' })).toBeInTheDocument();
    const help = await within(footer).findByRole('navigation', { name: 'Help' });
    // The help entries arrive with their own request, after the help menu itself.
    const links = await within(help).findAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/help#/));
    expect(within(footer).getByText(/Only players aged 18 or over may play/)).toBeInTheDocument();
    expect(within(footer).getByText('© 2025 LotusPlay. All rights reserved.')).toBeInTheDocument();
  });

  it('shows a clock that refreshes every second', async () => {
    // Only the interval and the clock are faked: requests and React keep real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    try {
      vi.setSystemTime(new Date('2025-03-04T05:06:07Z'));
      renderApp('/');
      await screen.findByRole('heading', { level: 1 });
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
      const time = within(screen.getByRole('contentinfo')).getByText(
        /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} GMT[+-]\d{2}:\d{2}$/,
      );
      expect(time.tagName).toBe('TIME');
      const first = time.textContent;
      expect(time).toHaveAttribute('dateTime', '2025-03-04T05:06:08.000Z');
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
      expect(time.textContent).not.toBe(first);
      expect(time).toHaveAttribute('dateTime', '2025-03-04T05:06:09.000Z');
      expect(time.textContent).toMatch(/:09 GMT[+-]\d{2}:\d{2}$/);
    } finally {
      vi.useRealTimers();
    }
  });
});
