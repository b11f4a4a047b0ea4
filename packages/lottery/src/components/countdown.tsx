// A countdown on the server's clock: the browser's clock only measures the time passed since the
// server said what time it was (`offsetMs` = server − browser).
import { useEffect, useRef, useState } from 'react';
import { msUntil } from '../state/lottery-rules';

/** Milliseconds left until `time` on the server's clock, ticking every second; 0 once past. */
export function useServerCountdown(
  time: string | null | undefined,
  offsetMs: number,
  onReached?: () => void,
): number {
  const [now, setNow] = useState(() => Date.now());
  const reached = useRef(onReached);
  reached.current = onReached;
  const left = time ? Math.max(0, msUntil(time, offsetMs, now)) : 0;
  useEffect(() => {
    if (!time) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [time]);
  const fired = useRef<string | null>(null);
  useEffect(() => {
    if (time && left === 0 && fired.current !== time) {
      fired.current = time;
      reached.current?.();
    }
  }, [time, left]);
  return left;
}

/** `ms` as h:mm:ss (or m:ss under an hour). */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mmss = `${String(m).padStart(h ? 2 : 1, '0')}:${String(s).padStart(2, '0')}`;
  return h ? `${h}:${mmss}` : mmss;
}

/** The time left until `time`, as text in a `<time>`, updated every second. */
export function Countdown({
  time,
  offsetMs,
  onReached,
  className,
}: {
  time: string;
  offsetMs: number;
  onReached?: () => void;
  className?: string;
}) {
  const left = useServerCountdown(time, offsetMs, onReached);
  return (
    <time className={className} dateTime={time}>
      {formatDuration(left)}
    </time>
  );
}
