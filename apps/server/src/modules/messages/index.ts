// The messages module: platform messages to one member, a group (member label) or everyone, from
// the operator (ops command and /ops/messages) and from the system (a deposit credited, a
// withdrawal paid, a rank reached, a contract offered or ended: the wallet's, the member and the
// agent module's domain events); read, unread, delete; the unread count CSP_unreadCount and
// MemberInfo show (a member-summary contribution). Open tabs hear of every change through the events module.
import { defineModule, route } from '../module';
import { messageOps } from './messages.ops-cli';
import { MessagesRepository } from './messages.repository';
import { messageOpsRoutes, messageRoutes } from './messages.routes';
import { MessagesService } from './messages.service';

declare module '../module' {
  interface ModuleServiceMap {
    messages: { messages: MessagesService };
  }
}

export const messagesModule = defineModule({
  name: 'messages',
  ops: [messageOps],
  needs: ['member', 'session', 'wallet', 'events', 'agent'],
  create({ db, clock }, { member, session, wallet, events, agent }) {
    const messages = new MessagesService(
      new MessagesRepository(db),
      member.members,
      events.events,
      clock,
    );
    // The system's messages, on the other modules' events (after their commits).
    wallet.deposits.credited.subscribe((event) => messages.depositCredited(event));
    wallet.withdrawals.paid.subscribe((event) => messages.withdrawalPaid(event));
    member.members.rankReached.subscribe((event) => messages.rankReached(event));
    agent.contracts.offered.subscribe((event) => messages.contractOffered(event));
    agent.contracts.endedByLowerRate.subscribe((event) => messages.contractsEnded(event));
    return {
      services: { messages },
      routes: [route(messageRoutes, { messages, guards: session.guards })],
      operatorRoutes: (guard) => [
        route(messageOpsRoutes, { prefix: '/ops/messages', messages, guard }),
      ],
      memberSummary: { unreadMessageCount: (memberId) => messages.unreadCount(memberId) },
    };
  },
});
