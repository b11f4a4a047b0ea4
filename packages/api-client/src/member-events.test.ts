import { describe, expect, it, vi } from 'vitest';
import type { MemberEvent } from './contracts/messages';
import { memberEventTags, openMemberEventStream, parseEventBlocks } from './member-events';

/** A response streaming `chunks`, then ending. */
function streamed(chunks: string[], status = 200): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

const block = (type: string, scope = 'member') =>
  `event: ${type}\ndata: ${JSON.stringify({ type, scope })}\n\n`;

describe('parseEventBlocks', () => {
  it('answers the data of complete blocks and keeps the rest', () => {
    expect(parseEventBlocks('event: a\ndata: 1\n\n: heartbeat\n\ndata: 2\r\n\r\ndata: 3')).toEqual({
      data: ['1', '2'],
      rest: 'data: 3',
    });
  });
});

describe('memberEventTags', () => {
  it('makes the balance, the unread count and the claimables stale', () => {
    expect(memberEventTags('balance')).toContain('Balance');
    expect(memberEventTags('message')).toEqual(['UnreadCount', 'Message']);
    expect(memberEventTags('claimable')).toEqual(expect.arrayContaining(['Reward', 'Mission']));
    expect(memberEventTags('ready')).toEqual([]);
  });
});

describe('openMemberEventStream', () => {
  it('sends the token as a header, never in the URL, and hands each event on', async () => {
    const events: MemberEvent[] = [];
    const fetch = vi.fn(async () =>
      streamed([block('ready'), block('bal', 'member').replace(/bal/g, 'balance')]),
    );
    const handle = openMemberEventStream({
      token: 'tok-1',
      baseUrl: 'http://x',
      fetch,
      onEvent: (event) => events.push(event),
      minDelayMs: 60_000,
    });
    await vi.waitFor(() => expect(events.map((e) => e.type)).toEqual(['ready', 'balance']));
    handle.close();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://x/wps/member/events');
    expect(url).not.toContain('tok-1');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok-1');
  });

  it('stops on 401 and says so', async () => {
    const onUnauthorized = vi.fn();
    const fetch = vi.fn(async () => new Response('{}', { status: 401 }));
    openMemberEventStream({
      token: 't',
      baseUrl: '',
      fetch,
      onEvent: () => undefined,
      onUnauthorized,
    });
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledOnce());
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('retries with a growing delay, reports blocked after three failures, and resyncs once back', async () => {
    const statuses: string[] = [];
    const events: string[] = [];
    let calls = 0;
    const fetch = vi.fn(async () => {
      calls++;
      if (calls <= 3) throw new TypeError('blocked');
      return streamed([block('ready')]);
    });
    const handle = openMemberEventStream({
      token: 't',
      baseUrl: '',
      fetch,
      minDelayMs: 1,
      maxDelayMs: 4,
      random: () => 0,
      onEvent: (event) => events.push(event.type),
      onStatus: (status) => statuses.push(status),
    });
    await vi.waitFor(() => expect(events.slice(0, 2)).toEqual(['resync', 'ready']));
    handle.close();
    expect(statuses).toContain('blocked');
    expect(statuses).toContain('open');
  });
});
