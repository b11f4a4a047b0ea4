// The events module: each member's open tabs hear of what changed for them (balance, messages,
// claimables, the end of their session) over one Server-Sent Events stream per tab, fed across
// processes by the database's notifications (events.hub.ts). Other modules tell it through its
// service (`messagesChanged`, `claimablesChanged`); balances and sessions it hears on their own modules' channels.
import { defineModule, route } from '../module';
import { SESSION_CACHE_OPTIONS } from '../session/session.service';
import { WALLET_CACHE_OPTIONS } from '../wallet/wallet.service';
import { MemberEventHub } from './events.hub';
import { eventRoutes } from './events.routes';
import { type MemberEvents, memberEvents } from './events.service';

declare module '../module' {
  interface ModuleServiceMap {
    events: { events: MemberEvents };
  }
}

export const eventsModule = defineModule({
  name: 'events',
  needs: ['session', 'wallet'],
  create({ deps }, { session }) {
    const hub = new MemberEventHub(deps.notifications ?? null, {
      balanceChannel: WALLET_CACHE_OPTIONS.channel,
      sessionChannel: SESSION_CACHE_OPTIONS.channel,
    });
    const events = memberEvents(hub);
    return {
      services: { events },
      routes: [
        route(eventRoutes, {
          hub,
          guards: session.guards,
          sessionOfToken: (token) => session.sessions.authenticate(token),
        }),
      ],
      onReady: () => hub.start(),
      onClose: async () => hub.closeAll(),
    };
  },
});
