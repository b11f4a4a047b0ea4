import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { CountdownButton, type CountdownButtonHandle } from './countdown-button';

const renderCountdown = (s: number) => `Resend in ${s}s`;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Clicks and lets the click handler's promise chain settle. */
async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

describe('CountdownButton', () => {
  it('counts down, disabled, when the handler resolves truthy, and re-enables at zero', async () => {
    const onComplete = vi.fn();
    render(
      <CountdownButton
        seconds={3}
        renderCountdown={renderCountdown}
        onClick={async () => true}
        onComplete={onComplete}
      >
        Send code
      </CountdownButton>,
    );
    await click(screen.getByRole('button', { name: 'Send code' }));
    const button = screen.getByRole('button', { name: 'Resend in 3s' });
    expect(button).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend in 2s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Resend in 1s' })).toBeDisabled();
    expect(onComplete).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not start when the handler resolves falsy', async () => {
    render(
      <CountdownButton seconds={60} renderCountdown={renderCountdown} onClick={async () => false}>
        Send code
      </CountdownButton>,
    );
    await click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is busy while the handler is pending', async () => {
    let resolve: (value: boolean) => void = () => {};
    render(
      <CountdownButton
        seconds={5}
        renderCountdown={renderCountdown}
        onClick={() => new Promise<boolean>((r) => (resolve = r))}
      >
        Send code
      </CountdownButton>,
    );
    await click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('button', { name: 'Send code' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => resolve(true));
    expect(screen.getByRole('button', { name: 'Resend in 5s' })).not.toHaveAttribute('aria-busy');
  });

  it('starts and stops through its handle', () => {
    const ref = createRef<CountdownButtonHandle>();
    render(
      <CountdownButton ref={ref} seconds={60} renderCountdown={renderCountdown}>
        Send code
      </CountdownButton>,
    );
    act(() => ref.current?.start(10));
    expect(screen.getByRole('button', { name: 'Resend in 10s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('button', { name: 'Resend in 6s' })).toBeDisabled();
    act(() => ref.current?.stop());
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('starts straight away on click without a handler', async () => {
    render(
      <CountdownButton seconds={2} renderCountdown={renderCountdown}>
        Send code
      </CountdownButton>,
    );
    await click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('button', { name: 'Resend in 2s' })).toBeDisabled();
  });

  it('clears its timer on unmount', async () => {
    const { unmount } = render(
      <CountdownButton seconds={30} renderCountdown={renderCountdown} onClick={() => true}>
        Send code
      </CountdownButton>,
    );
    await click(screen.getByRole('button', { name: 'Send code' }));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
