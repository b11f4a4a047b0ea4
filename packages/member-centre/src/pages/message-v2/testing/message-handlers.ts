// MSW handlers of the platform messages calls for this page's component tests and stories, and the
// panel's badge: an in-memory mailbox that answers like the server (newest first, all or unread,
// paged; reading and deleting only the member's own ids, else 404 and nothing changes) and
// CSP_unreadCount counting it.
import {
  ErrorCodes,
  MessageErrorCodes,
  MessageMessages,
  MessagePaths,
} from '@lotusplay/api-client';
import type { Message, MessageIdsRequest } from '@lotusplay/api-client';
import { envelope, errorEnvelope } from '@lotusplay/api-client/testing';
import { delay, http } from 'msw';
import type { HttpHandler } from 'msw';

/** What the handlers answer with; they change `messages` as the server would. */
export interface MessageHandlerData {
  messages?: Message[];
  /** Every call fails (500). */
  failing?: boolean;
  /** Milliseconds before answering, or never. */
  latency?: number | 'infinite';
  /** The list queries seen, newest last. */
  listQueries?: Record<string, string>[];
}

/** `count` messages, newest first (ids count..1), the first `unread` of them unread. */
export function buildMessages(count: number, unread = 0, now = Date.parse('2026-11-27T12:00:00Z')) {
  return Array.from({ length: count }, (_, i): Message => {
    const id = count - i;
    return {
      id,
      title: `Message ${id}`,
      body: `Body of message ${id}.\nSecond line.`,
      source: id % 3 === 0 ? 'deposit' : 'operator',
      broadcast: id % 2 === 0,
      read: i >= unread,
      time: new Date(now - i * 3_600_000).toISOString(),
    };
  });
}

/** The handlers of the messages calls and of CSP_unreadCount over `data`. */
export function createMessageHandlers(data: MessageHandlerData): HttpHandler[] {
  const mailbox = () => (data.messages ??= []);
  const unread = () => mailbox().filter((m) => !m.read).length;
  const gate = async () => {
    if (data.latency === 'infinite') await delay('infinite');
    else if (data.latency !== undefined) await delay(data.latency);
    return data.failing ? errorEnvelope(ErrorCodes.Internal, 'Server error', 500) : null;
  };
  const own = async (request: Request) => {
    const { ids } = (await request.json()) as MessageIdsRequest;
    const found = ids.map((id) => mailbox().find((m) => m.id === id));
    return found.every(Boolean) ? (found as Message[]) : null;
  };
  const notFound = () => errorEnvelope(MessageErrorCodes.NotFound, MessageMessages.notFound, 404);

  return [
    http.get(`*${MessagePaths.list}`, async ({ request }) => {
      const refused = await gate();
      if (refused) return refused;
      const query = Object.fromEntries(new URL(request.url).searchParams);
      (data.listQueries ??= []).push(query);
      const pageNo = Number(query.pageNo ?? 1);
      const pageSize = Number(query.pageSize ?? 10);
      const shown = mailbox().filter((m) => query.filter !== 'unread' || !m.read);
      return envelope({
        list: shown.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        pageNo,
        pageSize,
        total: shown.length,
        unread: unread(),
      });
    }),
    http.post(`*${MessagePaths.read}`, async ({ request }) => {
      const refused = await gate();
      if (refused) return refused;
      const found = await own(request);
      if (!found) return notFound();
      for (const m of found) m.read = true;
      return envelope({ unread: unread() });
    }),
    http.post(`*${MessagePaths.readAll}`, async () => {
      const refused = await gate();
      if (refused) return refused;
      for (const m of mailbox()) m.read = true;
      return envelope({ unread: 0 });
    }),
    http.post(`*${MessagePaths.delete}`, async ({ request }) => {
      const refused = await gate();
      if (refused) return refused;
      const found = await own(request);
      if (!found) return notFound();
      data.messages = mailbox().filter((m) => !found.includes(m));
      return envelope({ unread: unread() });
    }),
    http.get('*/wps/relay/CSP_unreadCount', async () => {
      const refused = await gate();
      if (refused) return refused;
      return envelope({ unreadMessage: unread(), availablePromoCount: 0 });
    }),
  ];
}
