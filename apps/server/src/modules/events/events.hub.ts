// The member events of this process's open streams (one per open tab), fed from every process by
// the database's notifications (db/notifications.ts): a process tells the others "these members'
// balances / messages / claimables changed" on a channel (member ids, 0 = every member), each
// process hands the event to the streams it holds. Nothing is kept but the open streams: an event
// says what changed, and the tab reads it again (the stream carries no money and no text).
import type { MemberEventType } from '@lotusplay/api-client/contracts';
import { MemberEventLimits } from '@lotusplay/api-client/contracts';
import type { Notifications } from '../../db/notifications';

/** One open stream of one member. */
export interface MemberStream {
  readonly memberId: number;
  /** Sends one event (false: the stream is gone or too far behind, and closes). */
  send(type: MemberEventType, scope: 'member' | 'all'): boolean;
  /** Sends `logout` when the session it was opened with has ended. */
  checkSession(): Promise<void>;
  close(): void;
}

/** The events whose channel is this hub's own (the others come from other modules' channels). */
type OwnEvent = Extract<MemberEventType, 'message' | 'claimable'>;

/** This hub's channels. */
export const MEMBER_EVENT_CHANNELS: Record<OwnEvent, string> = {
  message: 'lp_member_events_message',
  claimable: 'lp_member_events_claimable',
};

/** Member id 0 in a payload: the event concerns every member (a message to everyone). */
export const EVERY_MEMBER = 0;

export interface MemberEventHubOptions {
  /** The channel whose ids are members whose balance changed (the wallet's). */
  balanceChannel: string;
  /** The channel whose ids are members whose sessions changed (the session module's). */
  sessionChannel: string;
  /** Open streams per member; the oldest closes beyond it. */
  streamsPerMember?: number;
}

/** The open streams of this process and the channels that feed them. */
export class MemberEventHub {
  private readonly streams = new Map<number, Set<MemberStream>>();
  private count = 0;
  private delivered = 0;
  private readonly perMember: number;

  constructor(
    private readonly notifications: Notifications | null,
    private readonly options: MemberEventHubOptions,
  ) {
    this.perMember = options.streamsPerMember ?? MemberEventLimits.streamsPerMember;
  }

  /** Listens to the channels (createServer's onReady). */
  async start(): Promise<void> {
    if (!this.notifications) return;
    const listen = (channel: string, onMember: (memberId: number) => void) =>
      this.notifications!.subscribe(channel, {
        onMessage: (payload) => {
          // '*' (a cache's "forget everything") names nobody in particular: everyone re-reads.
          if (payload === '*') return this.resync();
          for (const part of payload.split(',')) {
            const id = Number(part);
            if (Number.isSafeInteger(id) && id >= 0) onMember(id);
          }
        },
        // Whatever was sent while the connection was away is lost: every tab reads again.
        onReset: () => this.resync(),
      });
    await listen(this.options.balanceChannel, (id) => this.deliver(id, 'balance'));
    await listen(MEMBER_EVENT_CHANNELS.message, (id) => this.deliver(id, 'message'));
    await listen(MEMBER_EVENT_CHANNELS.claimable, (id) => this.deliver(id, 'claimable'));
    await listen(this.options.sessionChannel, (id) => {
      // After the session module's own subscriber (which drops its cached sessions) has run.
      setImmediate(() => {
        for (const stream of this.streams.get(id) ?? []) void stream.checkSession();
      });
    });
  }

  /**
   * Tells every process's streams of `memberId` (EVERY_MEMBER: of every member) that its messages
   * or claimables changed. Without notifications only this process's streams hear it.
   */
  publish(memberId: number, type: OwnEvent): void {
    if (this.notifications) this.notifications.announce(MEMBER_EVENT_CHANNELS[type], memberId);
    else this.deliver(memberId, type);
  }

  /** Adds an open stream; the member's oldest closes when it has too many. */
  add(stream: MemberStream): void {
    let set = this.streams.get(stream.memberId);
    if (!set) this.streams.set(stream.memberId, (set = new Set()));
    set.add(stream);
    this.count++;
    while (set.size > this.perMember) {
      const oldest = set.values().next().value!;
      this.remove(oldest);
      oldest.close();
    }
  }

  /** Removes a stream (it closed). */
  remove(stream: MemberStream): void {
    const set = this.streams.get(stream.memberId);
    if (!set?.delete(stream)) return;
    this.count--;
    if (set.size === 0) this.streams.delete(stream.memberId);
  }

  /** Open streams in this process. */
  get openStreams(): number {
    return this.count;
  }

  /** Events handed to streams since start (the bench's figure). */
  get deliveredEvents(): number {
    return this.delivered;
  }

  /** Closes every stream (the server is closing). */
  closeAll(): void {
    for (const set of [...this.streams.values()]) {
      for (const stream of [...set]) {
        this.remove(stream);
        stream.close();
      }
    }
  }

  private deliver(memberId: number, type: MemberEventType): void {
    if (memberId === EVERY_MEMBER) {
      for (const set of this.streams.values()) for (const s of set) this.sendTo(s, type, 'all');
      return;
    }
    for (const stream of this.streams.get(memberId) ?? []) this.sendTo(stream, type, 'member');
  }

  private resync(): void {
    for (const set of this.streams.values()) for (const s of set) this.sendTo(s, 'resync', 'all');
  }

  private sendTo(stream: MemberStream, type: MemberEventType, scope: 'member' | 'all'): void {
    if (stream.send(type, scope)) this.delivered++;
    else this.remove(stream);
  }
}
