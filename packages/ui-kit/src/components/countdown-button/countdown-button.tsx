import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Button, type ButtonProps } from '../button/button';

/** Imperative handle of {@link CountdownButton}, for flows that start the countdown elsewhere. */
export interface CountdownButtonHandle {
  /** Starts (or restarts) the countdown; `seconds` overrides the prop for this run. */
  start: (seconds?: number) => void;
  /** Stops the countdown and re-enables the button. */
  stop: () => void;
}

/** Props of {@link CountdownButton}. Every {@link Button} prop except `onClick`, `ref` and `children` applies. */
export interface CountdownButtonProps extends Omit<ButtonProps, 'onClick' | 'ref' | 'children'> {
  /** Length of the countdown in seconds (e.g. the SMS expiry, SPEC.md §9). */
  seconds: number;
  /** Label while idle, e.g. "Send code". */
  children: ReactNode;
  /** Label while counting, e.g. `(s) => \`Resend in ${s}s\``. */
  renderCountdown: (secondsLeft: number) => ReactNode;
  /**
   * Runs on click. The countdown starts only when it returns or resolves to a truthy value (the
   * code was sent). While a returned promise is pending the button is busy. A rejection does not
   * start the countdown and is not swallowed. Without `onClick` a click starts it directly.
   */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => unknown;
  /** Called when the countdown reaches zero. */
  onComplete?: () => void;
  /** The imperative handle (`start`, `stop`). */
  ref?: Ref<CountdownButtonHandle>;
}

/** A button that, once started, stays disabled and shows the seconds left until zero (SMS resend). */
export function CountdownButton({
  seconds,
  children,
  renderCountdown,
  onClick,
  onComplete,
  ref,
  disabled,
  loading,
  ...buttonProps
}: CountdownButtonProps) {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [pending, setPending] = useState(false);
  const endAt = useRef(0);
  const mounted = useRef(true);
  const onCompleteRef = useRef(onComplete);
  onCompleteRef.current = onComplete;
  const running = secondsLeft > 0;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = useCallback(
    (override?: number) => {
      const length = Math.floor(override ?? seconds);
      if (!(length > 0)) return;
      endAt.current = Date.now() + length * 1000;
      setSecondsLeft(length);
    },
    [seconds],
  );
  const stop = useCallback(() => setSecondsLeft(0), []);
  useImperativeHandle(ref, () => ({ start, stop }), [start, stop]);

  // Counting from a deadline keeps the display right when the browser throttles timers.
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => {
      const left = Math.max(0, Math.ceil((endAt.current - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) {
        clearInterval(id);
        onCompleteRef.current?.();
      }
    }, 1000);
    return () => clearInterval(id);
  }, [running]);

  const handleClick = async (event: MouseEvent<HTMLButtonElement>) => {
    if (!onClick) {
      start();
      return;
    }
    setPending(true);
    try {
      const ok = await onClick(event);
      if (ok && mounted.current) start();
    } finally {
      if (mounted.current) setPending(false);
    }
  };

  return (
    <Button
      {...buttonProps}
      disabled={disabled || running}
      loading={loading || pending}
      onClick={(event) => void handleClick(event)}
    >
      {running ? renderCountdown(secondsLeft) : children}
    </Button>
  );
}
