import { act, render, screen } from '@testing-library/react';
import { Countdown, formatDuration } from './countdown';

describe('Countdown', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('formats durations as h:mm:ss or m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(9_001)).toBe('0:10');
    expect(formatDuration(75_000)).toBe('1:15');
    expect(formatDuration(3_600_000 + 61_000)).toBe('1:01:01');
    expect(formatDuration(-5)).toBe('0:00');
  });

  it("counts down on the server's clock and says once when the time is reached", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
    const reached = vi.fn();
    // The server is 10 s ahead of this browser: 5 s are left, not 15.
    render(<Countdown time="2026-11-26T10:00:15Z" offsetMs={10_000} onReached={reached} />);
    expect(screen.getByText('0:05')).toHaveAttribute('datetime', '2026-11-26T10:00:15Z');
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(screen.getByText('0:02')).toBeInTheDocument();
    expect(reached).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.getByText('0:00')).toBeInTheDocument();
    expect(reached).toHaveBeenCalledTimes(1);
  });
});
