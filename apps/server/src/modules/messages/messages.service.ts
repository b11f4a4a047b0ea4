// Rules of the platform messages: what a member sees, reads and deletes; what the operator sends
// (to one member, a group by member label, or everyone); what the system writes on a deposit
// credited, a withdrawal paid and a rank reached (domain events of the wallet and member
// modules, subscribed in index.ts). Every change tells the member's open tabs (events module).
import type {
  ContractKind,
  MessageListQuery,
  MessageListResponse,
  MessageSource,
  OpsMessage,
  OpsSendMessageRequest,
} from '@lotusplay/api-client/contracts';
import {
  ErrorCodes,
  MessageErrorCodes,
  MessageLimits,
  MessageMessages,
  toMoneyString,
} from '@lotusplay/api-client/contracts';
import { AppError } from '../../lib/envelope';
import { stripHtml } from '../../lib/html';
import { EVERY_MEMBER, type MemberEvents } from '../events/events.service';
import type { ContractOfferedEvent, ContractsEndedEvent } from '../agent/contracts.service';
import type { MemberService } from '../member/member.service';
import type { MessageRow, MessagesRepository, Reader } from './messages.repository';

const notFound = () => new AppError(404, MessageErrorCodes.NotFound, MessageMessages.notFound);

/** Plain text within `max` characters: tags dropped (the web shows text, never HTML). */
function plain(text: string, max: number): string {
  return stripHtml(text).slice(0, max);
}

/** Platform messages: the member's calls, the operator's and the system's. */
/** A contract kind as a system message names it (the messages are English, as the others). */
const CONTRACT_NAMES: Record<ContractKind, string> = {
  dividend: 'bonus (dividend)',
  dailySalary: 'daily salary',
  hourSalary: 'hourly salary',
  realtimeSalary: 'real-time salary',
};

export class MessagesService {
  constructor(
    private readonly repository: MessagesRepository,
    private readonly members: Pick<MemberService, 'findById' | 'findByUsername'>,
    private readonly events: Pick<MemberEvents, 'messagesChanged'>,
    private readonly clock: () => Date,
  ) {}

  /** `GET /wps/relay/CSP_messageList`: a page of the member's messages, newest first. */
  async list(memberId: number, query: MessageListQuery): Promise<MessageListResponse> {
    const reader = await this.reader(memberId);
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? MessageLimits.pageSizeDefault;
    const [{ rows, total }, unread] = await Promise.all([
      this.repository.page(reader, query.filter === 'unread', (pageNo - 1) * pageSize, pageSize),
      this.repository.unreadCount(reader),
    ]);
    return {
      list: rows.map((row) => ({
        id: row.id,
        title: row.title,
        body: row.body,
        source: row.source as MessageSource,
        broadcast: row.audience !== 'member',
        read: row.read,
        time: row.createdAt.toISOString(),
      })),
      pageNo,
      pageSize,
      total,
      unread,
    };
  }

  /** The member's unread messages (CSP_unreadCount's unreadMessage and the badge). */
  async unreadCount(memberId: number): Promise<number> {
    return this.repository.unreadCount(await this.reader(memberId));
  }

  /** `POST CSP_readMessage`: every id one of the member's messages, else 404 and no change. */
  read(memberId: number, ids: readonly number[]): Promise<{ unread: number }> {
    return this.mark(memberId, ids, false);
  }

  /** `POST CSP_deleteMessage`: hides them from the member (each must be theirs, else 404). */
  delete(memberId: number, ids: readonly number[]): Promise<{ unread: number }> {
    return this.mark(memberId, ids, true);
  }

  /** `POST CSP_readAllMessages`. */
  async readAll(memberId: number): Promise<{ unread: number }> {
    const reader = await this.reader(memberId);
    if ((await this.repository.markAllRead(reader, this.clock())) > 0) {
      this.events.messagesChanged(memberId);
    }
    return { unread: await this.repository.unreadCount(reader) };
  }

  /** `POST /ops/messages`: the operator's message to one member, a group or everyone. */
  async send(request: OpsSendMessageRequest): Promise<OpsMessage> {
    const title = plain(request.title, MessageLimits.titleMax);
    const body = plain(request.body, MessageLimits.bodyMax);
    if (!title || !body) {
      throw new AppError(400, ErrorCodes.Validation, 'title and body: plain text, not empty');
    }
    let memberId: number | null = null;
    let label: string | null = null;
    let username: string | null = null;
    if (request.audience === 'member') {
      if (!request.username) {
        throw new AppError(400, ErrorCodes.Validation, MessageMessages.recipientRequired);
      }
      const member = await this.members.findByUsername(request.username);
      if (!member) {
        throw new AppError(
          404,
          MessageErrorCodes.RecipientNotFound,
          MessageMessages.recipientNotFound,
        );
      }
      memberId = member.id;
      username = member.username;
    } else if (request.audience === 'label') {
      label = request.label?.trim() ?? '';
      if (!label) throw new AppError(400, ErrorCodes.Validation, MessageMessages.recipientRequired);
    }
    const row = await this.repository.insert(
      {
        audience: request.audience,
        memberId,
        label,
        title,
        body,
        source: 'operator',
        sourceKey: null,
      },
      this.clock(),
    );
    this.events.messagesChanged(memberId ?? EVERY_MEMBER);
    return this.opsView({ ...row!, readers: 0 }, username);
  }

  /**
   * A message of the system to one member (a deposit credited, …), once per `sourceKey`: false
   * when that key was written already.
   */
  async system(
    memberId: number,
    source: Exclude<MessageSource, 'operator'>,
    sourceKey: string | null,
    title: string,
    body: string,
  ): Promise<boolean> {
    const row = await this.repository.insert(
      { audience: 'member', memberId, label: null, title, body, source, sourceKey },
      this.clock(),
    );
    if (row) this.events.messagesChanged(memberId);
    return row !== null;
  }

  /** A deposit was credited (the wallet's domain event). */
  depositCredited(event: { memberId: number; orderNo: string; amount: number }) {
    return this.system(
      event.memberId,
      'deposit',
      `deposit-${event.orderNo}`,
      'Deposit credited',
      `Your deposit ${event.orderNo} of ${toMoneyString(event.amount)} has been credited to your main wallet.`,
    );
  }

  /** Money of a withdrawal was paid out (the wallet's domain event). */
  withdrawalPaid(event: { memberId: number; orderNo: string; amount: number; full: boolean }) {
    return this.system(
      event.memberId,
      'withdrawal',
      // One message for the final payout; each partial one has its own.
      event.full ? `withdrawal-${event.orderNo}` : null,
      event.full ? 'Withdrawal paid' : 'Withdrawal partly paid',
      `${toMoneyString(event.amount)} of your withdrawal ${event.orderNo} has been paid out.`,
    );
  }

  /** A member reached a club rank (the member module's domain event). */
  rankReached(event: { memberId: number; labelName: string | null; rankLevel: number }) {
    const name = event.labelName
      ? `${event.labelName} (rank ${event.rankLevel})`
      : `rank ${event.rankLevel}`;
    return this.system(
      event.memberId,
      'rank',
      `rank-${event.memberId}-${event.rankLevel}`,
      'Rank reached',
      `Congratulations: you have reached ${name}.`,
    );
  }

  /** An upline offered the agent a contract (the agent module's domain event). */
  contractOffered(event: ContractOfferedEvent) {
    return this.system(
      event.holderId,
      'agent',
      `contract-offer-${event.contractId}`,
      'Contract offered',
      `${event.offeredBy} offers you a ${CONTRACT_NAMES[event.kind]} contract of up to ${event.maxRate}%. Open the agent centre to accept or reject it.`,
    );
  }

  /** Contracts ended by the lower-rate rule (the agent module's domain event). */
  async contractsEnded(event: ContractsEndedEvent) {
    for (const { contractId, holderId } of event.contracts) {
      await this.system(
        holderId,
        'agent',
        `contract-ended-${contractId}`,
        'Contract ended',
        `Your ${CONTRACT_NAMES[event.kind]} contract has ended: ${event.lowered}'s rate was set below it. Your upline can offer you a new contract.`,
      );
    }
  }

  /** `GET /ops/messages`: the latest messages with how many members read each. */
  async latest(last: number): Promise<OpsMessage[]> {
    const rows = await this.repository.latest(last);
    const names = new Map<number, string | null>();
    for (const row of rows) {
      if (row.memberId !== null && !names.has(row.memberId)) {
        names.set(row.memberId, (await this.members.findById(row.memberId))?.username ?? null);
      }
    }
    return rows.map((row) => this.opsView(row, row.memberId ? names.get(row.memberId)! : null));
  }

  /** `DELETE /ops/messages/:id`: takes a message back from everyone it went to. */
  async retract(id: number): Promise<void> {
    const row = await this.repository.remove(id);
    if (!row) throw notFound();
    this.events.messagesChanged(row.memberId ?? EVERY_MEMBER);
  }

  private async mark(memberId: number, ids: readonly number[], deleted: boolean) {
    const reader = await this.reader(memberId);
    const unique = [...new Set(ids)];
    if (!(await this.repository.mark(reader, unique, deleted, this.clock()))) throw notFound();
    this.events.messagesChanged(memberId);
    return { unread: await this.repository.unreadCount(reader) };
  }

  private async reader(memberId: number): Promise<Reader> {
    const member = await this.members.findById(memberId);
    if (!member) throw notFound();
    return { memberId, joinedAt: member.createdAt, labels: member.memberLabels };
  }

  private opsView(row: MessageRow & { readers: number }, username: string | null): OpsMessage {
    return {
      id: row.id,
      audience: row.audience as OpsMessage['audience'],
      username,
      label: row.label,
      title: row.title,
      body: row.body,
      source: row.source as MessageSource,
      time: row.createdAt.toISOString(),
      readers: row.readers,
    };
  }
}
