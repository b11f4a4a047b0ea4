// What the events module offers other modules: telling a member's open tabs (or every member's)
// that something of theirs changed. The hub (events.hub.ts) carries it across processes.
import { EVERY_MEMBER, type MemberEventHub } from './events.hub';

export { EVERY_MEMBER };

/** The events module's service. */
export interface MemberEvents {
  /** Tells the member's open tabs (EVERY_MEMBER: every member's) that their messages changed. */
  messagesChanged(memberId: number): void;
  /** Tells the member's open tabs that a reward or a mission became claimable (or was claimed). */
  claimablesChanged(memberId: number): void;
  /** This process's hub (its open streams and delivered events: tests, the bench). */
  readonly hub: MemberEventHub;
}

/** The service over a hub. */
export function memberEvents(hub: MemberEventHub): MemberEvents {
  return {
    messagesChanged: (memberId) => hub.publish(memberId, 'message'),
    claimablesChanged: (memberId) => hub.publish(memberId, 'claimable'),
    hub,
  };
}
