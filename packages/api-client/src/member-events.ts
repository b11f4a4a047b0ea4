// The member event stream's client (the server's GET /wps/member/events): read with fetch, not
// EventSource, so the session token travels in the Authorization header and never in a URL. It
// reconnects with a growing, jittered delay, says when the stream looks blocked (a proxy that
// buffers or drops event streams) so the caller can poll instead, and maps each event to the
// cache tags it makes stale. Framework-free: the auth package's <MemberEventStream> drives it.
import type { TagType } from './api';
import { resolveBaseUrl } from './base-query';
import type { MemberEvent } from './contracts/messages';
import type { MemberEventType } from './contracts/messages-rules';
import { MEMBER_EVENTS_PATH } from './contracts/messages-rules';

/** Where the stream stands: open, reconnecting, or failing often enough to poll instead. */
export type MemberEventStreamStatus = 'connecting' | 'open' | 'retrying' | 'blocked';

/** Options of openMemberEventStream. */
export interface MemberEventStreamOptions {
  /** The session token (sent as `Authorization: Bearer`). */
  token: string;
  /** Each event as it arrives. */
  onEvent(event: MemberEvent): void;
  /** The stream's status changed. */
  onStatus?(status: MemberEventStreamStatus): void;
  /** The server refused the token (401): the stream stops; the session is over. */
  onUnauthorized?(): void;
  /** Origin of the platform (default: the api client's). */
  baseUrl?: string;
  /** Failed attempts in a row after which the status is `blocked` (default 3). */
  blockedAfter?: number;
  /** First and longest reconnection delay in ms (default 1 000 and 30 000). */
  minDelayMs?: number;
  maxDelayMs?: number;
  fetch?: typeof fetch;
  random?: () => number;
}

/** An open stream: close it when the token changes or the app goes away. */
export interface MemberEventStreamHandle {
  close(): void;
}

/** The cache tags an event makes stale. */
export function memberEventTags(type: MemberEventType): TagType[] {
  switch (type) {
    case 'balance':
      return ['Balance', 'Wallet', 'Transaction'];
    case 'message':
      return ['UnreadCount', 'Message'];
    case 'claimable':
      return ['UnreadCount', 'Reward', 'Mission', 'Promotion'];
    case 'resync':
      return [
        'Balance',
        'Wallet',
        'Transaction',
        'UnreadCount',
        'Message',
        'Reward',
        'Mission',
        'Promotion',
        'Member',
      ];
    default:
      return [];
  }
}

/** Splits an event-stream text into complete blocks; answers the data of each and the rest. */
export function parseEventBlocks(buffer: string): { data: string[]; rest: string } {
  const data: string[] = [];
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    const lines = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''));
    if (lines.length) data.push(lines.join('\n'));
  }
  return { data, rest };
}

/** Opens the member's event stream and keeps it open until `close`. */
export function openMemberEventStream(options: MemberEventStreamOptions): MemberEventStreamHandle {
  const {
    token,
    onEvent,
    onStatus = () => undefined,
    onUnauthorized = () => undefined,
    blockedAfter = 3,
    minDelayMs = 1_000,
    maxDelayMs = 30_000,
    random = Math.random,
  } = options;
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  let closed = false;
  let failures = 0;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const retry = () => {
    if (closed) return;
    failures++;
    onStatus(failures >= blockedAfter ? 'blocked' : 'retrying');
    const ceiling = Math.min(maxDelayMs, minDelayMs * 2 ** (failures - 1));
    // Full jitter: tabs that lost the server together do not come back together.
    timer = setTimeout(connect, ceiling / 2 + (random() * ceiling) / 2);
  };

  const connect = async () => {
    timer = null;
    if (closed) return;
    onStatus(failures === 0 ? 'connecting' : failures >= blockedAfter ? 'blocked' : 'retrying');
    controller = new AbortController();
    let response: Response;
    try {
      response = await doFetch((options.baseUrl ?? resolveBaseUrl()) + MEMBER_EVENTS_PATH, {
        headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
        cache: 'no-store',
        signal: controller.signal,
      });
    } catch {
      return retry();
    }
    if (response.status === 401) {
      closed = true;
      onUnauthorized();
      return;
    }
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !response.body || !type.startsWith('text/event-stream')) {
      await response.body?.cancel().catch(() => undefined);
      return retry();
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const parsed = parseEventBlocks(buffer + value);
        buffer = parsed.rest;
        for (const data of parsed.data) {
          let event: MemberEvent;
          try {
            event = JSON.parse(data) as MemberEvent;
          } catch {
            continue;
          }
          if (event.type === 'ready') {
            // Whatever happened while the stream was down was not heard: read it all again.
            if (failures > 0) onEvent({ type: 'resync', scope: 'member' });
            failures = 0;
            onStatus('open');
          }
          onEvent(event);
          if (event.type === 'logout') closed = true;
        }
      }
    } catch {
      // The connection dropped (or close() aborted it).
    }
    retry();
  };

  void connect();
  return {
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      controller?.abort();
    },
  };
}
