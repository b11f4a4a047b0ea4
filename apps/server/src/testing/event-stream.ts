// A member event stream read over real HTTP, as the web app reads it (fetch with the session's
// Authorization header and Accept: text/event-stream): for the tests and the SSE bench.
import { MEMBER_EVENTS_PATH } from '@lotusplay/api-client/contracts';
import type { MemberEventType } from '@lotusplay/api-client/contracts';

/** One event as it arrived. */
export interface ReceivedEvent {
  type: MemberEventType;
  scope: 'member' | 'all';
  /** performance.now() when it arrived. */
  at: number;
}

/** An open stream: what arrived, a wait for the next event of a type, and close. */
export interface OpenStream {
  status: number;
  events: ReceivedEvent[];
  /** Resolves with the first event of `type` arriving after `since` (an index into `events`). */
  next(type: MemberEventType, since?: number, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens `base`'s member event stream with `token` (none: no Authorization header). */
export async function openEventStream(
  base: string,
  token: string | null,
  onEvent?: (event: ReceivedEvent) => void,
): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(base + MEMBER_EVENTS_PATH, {
    headers: {
      accept: 'text/event-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    signal: abort.signal,
  });
  const events: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  let ended: Promise<void> = Promise.resolve();
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    ended = (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (!data) continue;
            const parsed = JSON.parse(data) as { type: MemberEventType; scope: 'member' | 'all' };
            const event = { ...parsed, at: performance.now() };
            events.push(event);
            onEvent?.(event);
            for (const wake of [...waiters]) wake();
          }
        }
      } catch {
        // Aborted by close(), or the connection dropped.
      } finally {
        for (const wake of [...waiters]) wake();
      }
    })();
  } else {
    await response.text().catch(() => '');
  }
  let finished = false;
  void ended.then(() => (finished = true));
  return {
    status: response.status,
    events,
    ended,
    next(type, since = 0, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.slice(since).find((event) => event.type === type);
          if (found) {
            done();
            resolve(found);
          } else if (finished) {
            done();
            reject(new Error(`the stream ended before a '${type}' event`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no '${type}' event within ${timeoutMs} ms: ${JSON.stringify(events)}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}
