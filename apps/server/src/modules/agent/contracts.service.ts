// Salary and dividend contracts of the agent centre (issue 28, slice 2): the four contract calls
// (view, offer, accept, reject, terminate, simulate), the consolidated contract fields, my income,
// the operator's contracts, and settlement.
//
// Rules: an agent offers contracts of a kind only while it holds an active one of that kind (from
// its upline or the operator), only to its direct downline agents, at rates up to its own highest.
// Offering a rate below contracts held inside the downline's tree (the lower-rate rule) is refused
// with a warning that names them, and with `confirmLowerRate` ends them. A member holds at most one
// pending and one active contract per kind; accepting a new one ends the old (`replaced`).
//
// Settlement (settlement-math.ts for the arithmetic): each completed period of each kind is
// settled once: the run's row (unique per kind, period and start), the settlement rows and one
// ledger transaction that pays every agent due (house → agent, kind `salary`, keyed by the run)
// commit together. Two processes racing for a period: the second's insert of the run's row waits
// for the first's commit and then inserts nothing, so it pays nothing. A crash before the commit
// leaves nothing, and the next run settles the period whole. A period with nothing due records a
// run with no transaction.
import type {
  AgentContract,
  ConsolidatedContracts,
  ContractCall,
  ContractCallResponse,
  ContractKind,
  ContractParty,
  ContractSimulation,
  ContractTier,
  ContractView,
  IncomePage,
  IncomeQuery,
  InitialContract,
  InitialContractValue,
  SettlementPeriod,
} from '@lotusplay/api-client/contracts';
import {
  ACCOUNT_RECORD_DEFAULT_TIME_ZONE,
  AgentErrorCodes,
  AgentLimits,
  AgentMessages,
  CONTRACT_FLAGS,
  CONTRACT_INFO_FIELDS,
  CONTRACT_KINDS,
  CONTRACT_REQ_FIELDS,
  ContractErrorCodes,
  ContractInfoTypes,
  ContractLimits,
  ContractMessages,
  ContractReqTypes,
  DIVIDEND_DEFAULT_PERIOD,
  DIVIDEND_PERIODS,
  ErrorCodes,
  parseMoney,
  SALARY_PERIODS,
  toMoneyString,
} from '@lotusplay/api-client/contracts';
import { AppError } from '../../lib/envelope';
import type { GamesService } from '../games/games.service';
import type { LotteryService } from '../lottery/lottery.service';
import type { MemberRow, MemberService } from '../member/member.service';
import type { SystemService } from '../system/system.service';
import type { WalletService } from '../wallet/wallet.service';
import type { StoredTier } from './agent.tables';
import { isAgentAccount, requireAgent } from './agent.service';
import type { ContractRow, ContractsRepository, SettlementRow } from './contracts.repository';
import { completedPeriods, computeDues, parseRate, periodAt, rateText } from './settlement-math';
import type { HolderContract, HolderDue, MemberPlay, PeriodBounds } from './settlement-math';
import { DomainEvent } from '../../lib/domain-event';

/** What the contract service reaches of other modules: their services only. */
export interface ContractServiceDeps {
  repository: ContractsRepository;
  members: Pick<
    MemberService,
    'findById' | 'downlineTree' | 'downlineLinks' | 'usernames' | 'findByUsername'
  >;
  system: Pick<SystemService, 'flags'>;
  wallet: Pick<WalletService, 'prepareBulkCredit' | 'balancesChanged'>;
  games: Pick<GamesService, 'roundTotalsByMember'>;
  lottery: Pick<LotteryService, 'betTotalsByMember'>;
  clock?: () => Date;
  /** The brand's time zone of days, weeks and months (UTC: the brand has none yet). */
  timeZone?: string;
  /** The real-time salary's period in seconds (300; shorter only as the server's test knob). */
  realtimeSeconds?: number;
}

/** What one settlement run did. */
export interface SettlementOutcome {
  kind: ContractKind;
  period: SettlementPeriod;
  periodStart: Date;
  periodEnd: Date;
  outcome: 'settled' | 'already';
  agentsPaid: number;
  total: number;
}

const fmt = (text: string, ...values: string[]) =>
  values.reduce((out, value, index) => out.replace(`{${index}}`, value), text);

const notFound = () => new AppError(404, ContractErrorCodes.NotFound, ContractMessages.notFound);
const wrongState = () =>
  new AppError(409, ContractErrorCodes.WrongState, ContractMessages.wrongState);
const badTiers = (message: string) => new AppError(400, ContractErrorCodes.BadTiers, message);

/** The settlement periods of a kind. */
export function periodsOf(kind: ContractKind): readonly SettlementPeriod[] {
  return kind === 'dividend' ? DIVIDEND_PERIODS : [SALARY_PERIODS[kind]];
}

/** Minor units of a tier threshold: "0" and "0.00" are 0; otherwise `parseMoney`. */
function thresholdOf(text: string): number | null {
  if (/^0+(?:\.0{1,2})?$/.test(text.trim())) return 0;
  return parseMoney(text.trim());
}

/**
 * Checks and converts tiers as sent: 1–5, each rate a percentage above 0 and at most the kind's
 * highest, rates rising and thresholds never falling from one tier to the next.
 */
export function parseTiers(kind: ContractKind, tiers: readonly ContractTier[]): StoredTier[] {
  if (tiers.length < ContractLimits.minTiers || tiers.length > ContractLimits.maxTiers) {
    throw badTiers(ContractMessages.tiersCount);
  }
  const max = ContractLimits.maxRateBasisPoints[kind];
  const out: StoredTier[] = [];
  for (const tier of tiers) {
    const rateBp = parseRate(tier.rate);
    if (rateBp === null || rateBp <= 0) throw badTiers(ContractMessages.rateFormat);
    if (rateBp > max) throw badTiers(fmt(ContractMessages.rateTooHigh, rateText(max)));
    const minValidBet = thresholdOf(tier.minValidBet);
    if (minValidBet === null) {
      throw new AppError(400, ErrorCodes.Validation, 'minValidBet: not an amount of money');
    }
    const previous = out[out.length - 1];
    if (
      previous &&
      (rateBp <= previous.rateBp ||
        minValidBet < previous.minValidBet ||
        tier.minActiveMembers < previous.minActiveMembers)
    ) {
      throw badTiers(ContractMessages.tiersOrder);
    }
    out.push({ minValidBet, minActiveMembers: tier.minActiveMembers, rateBp });
  }
  return out;
}

const tiersAnswer = (tiers: readonly StoredTier[]): ContractTier[] =>
  tiers.map((tier) => ({
    minValidBet: toMoneyString(tier.minValidBet),
    minActiveMembers: tier.minActiveMembers,
    rate: rateText(tier.rateBp),
  }));

/** A contract of a new sub-agent, checked (ContractService.checkInitial). */
export interface CheckedInitialContract {
  kind: ContractKind;
  period: SettlementPeriod;
  tiers: StoredTier[];
  maxRateBp: number;
}

/** ContractService.offered: the holder, who offered, the kind and its highest rate ("2.00"). */
export interface ContractOfferedEvent {
  holderId: number;
  offeredBy: string;
  kind: ContractKind;
  maxRate: string;
  contractId: number;
}

/** ContractService.endedByLowerRate: the contracts ended, and whose lower rate ended them. */
export interface ContractsEndedEvent {
  kind: ContractKind;
  lowered: string;
  contracts: { contractId: number; holderId: number }[];
}

export class ContractService {
  private readonly repository: ContractsRepository;
  private readonly clock: () => Date;
  private readonly timeZone: string;
  private readonly realtimeSeconds: number;
  /** Test hook: called at named points of a settlement's transaction (a throw aborts it). */
  settlementFault?: (point: 'settlements-written') => void;
  /** An agent offered a downline a contract (after the commit): the messages module tells it. */
  readonly offered = new DomainEvent<ContractOfferedEvent>('agent contract offered');
  /** Contracts ended by the lower-rate rule (after the commit): their holders are told. */
  readonly endedByLowerRate = new DomainEvent<ContractsEndedEvent>('agent contracts ended');

  constructor(private readonly deps: ContractServiceDeps) {
    this.repository = deps.repository;
    this.clock = deps.clock ?? (() => new Date());
    this.timeZone = deps.timeZone ?? ACCOUNT_RECORD_DEFAULT_TIME_ZONE;
    this.realtimeSeconds = deps.realtimeSeconds ?? 300;
  }

  /** The bounds of the period of kind `period` holding `instant`. */
  periodAt(period: SettlementPeriod, instant: Date): PeriodBounds {
    return periodAt(period, instant, this.timeZone, this.realtimeSeconds);
  }

  private async featureOn(kind: ContractKind): Promise<boolean> {
    return (await this.deps.system.flags())[CONTRACT_FLAGS[kind]] === true;
  }

  private async answer(rows: readonly ContractRow[]): Promise<AgentContract[]> {
    const ids = new Set<number>();
    for (const row of rows) {
      ids.add(row.holderId);
      if (row.offeredBy !== null) ids.add(row.offeredBy);
    }
    const names = await this.deps.members.usernames([...ids]);
    const party = (id: number): ContractParty => ({ id, username: names.get(id) ?? '' });
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      period: row.period,
      status: row.status,
      holder: party(row.holderId),
      offeredBy: row.offeredBy === null ? null : party(row.offeredBy),
      tiers: tiersAnswer(row.tiers),
      maxRate: rateText(row.maxRateBp),
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
      endedAt: row.endedAt?.toISOString() ?? null,
      endReason: row.endReason ?? null,
    }));
  }

  private async one(row: ContractRow): Promise<AgentContract> {
    return (await this.answer([row]))[0]!;
  }

  /** The contract page of one kind. */
  async view(member: MemberRow, kind: ContractKind): Promise<ContractView> {
    const [mine, offer, given] = await Promise.all([
      this.repository.heldBy(member.id, kind, 'active'),
      this.repository.heldBy(member.id, kind, 'pending'),
      this.repository.givenBy(member.id, kind),
    ]);
    const rows = [mine, offer, ...given].filter((row): row is ContractRow => row !== null);
    const answered = new Map((await this.answer(rows)).map((contract) => [contract.id, contract]));
    return {
      kind,
      mine: mine ? answered.get(mine.id)! : null,
      offer: offer ? answered.get(offer.id)! : null,
      given: given.map((row) => answered.get(row.id)!),
      canOffer: mine !== null,
    };
  }

  /**
   * One contract call (POST ContractPaths[kind]): the agent gate, the brand's flag of the kind,
   * then the action.
   */
  async call(
    member: MemberRow,
    kind: ContractKind,
    body: ContractCall,
  ): Promise<ContractCallResponse> {
    requireAgent(member);
    if (!(await this.featureOn(kind))) {
      throw new AppError(403, ContractErrorCodes.FeatureOff, ContractMessages.featureOff);
    }
    const required = <T>(value: T | undefined, name: string): T => {
      if (value === undefined) {
        throw new AppError(400, ErrorCodes.Validation, `${name}: required for ${body.action}`);
      }
      return value;
    };
    switch (body.action) {
      case 'view':
        return { view: await this.view(member, kind) };
      case 'offer': {
        const { contract, ended } = await this.offer(member, kind, {
          memberId: required(body.memberId, 'memberId'),
          tiers: required(body.tiers, 'tiers'),
          period: body.period,
          confirmLowerRate: body.confirmLowerRate,
        });
        return { contract, ended, view: await this.view(member, kind) };
      }
      case 'accept':
      case 'reject':
      case 'terminate': {
        const contractId = required(body.contractId, 'contractId');
        const contract = await this.decide(member, kind, body.action, contractId);
        return { contract, view: await this.view(member, kind) };
      }
      case 'simulate':
        return {
          simulation: await this.simulate(member, kind, required(body.tiers, 'tiers'), body.period),
        };
    }
  }

  /** Offers `memberId` (a direct downline agent) a contract of `kind`; see the module's rules. */
  async offer(
    member: MemberRow,
    kind: ContractKind,
    input: {
      memberId: number;
      tiers: readonly ContractTier[];
      period?: SettlementPeriod;
      confirmLowerRate?: boolean;
    },
  ): Promise<{ contract: AgentContract; ended: ContractParty[] }> {
    if (input.memberId === member.id) {
      throw new AppError(400, ErrorCodes.Validation, ContractMessages.selfOffer);
    }
    const target = await this.deps.members.findById(input.memberId);
    if (!target)
      throw new AppError(404, AgentErrorCodes.DownlineNotFound, AgentMessages.downlineNotFound);
    if (target.uplineId !== member.id) {
      const tree = await this.deps.members.downlineTree(member.id, AgentLimits.maxTreeDepth);
      if (!tree.some((row) => row.id === target.id)) {
        throw new AppError(404, AgentErrorCodes.DownlineNotFound, AgentMessages.downlineNotFound);
      }
      throw new AppError(400, ErrorCodes.Validation, ContractMessages.notDirect);
    }
    if (!isAgentAccount(target)) {
      throw new AppError(400, ErrorCodes.Validation, ContractMessages.notAgentDownline);
    }
    const { tiers, maxRateBp, period } = await this.withinOwn(member, kind, input);
    const { above, ended } = await this.lowerRateRule(
      kind,
      target,
      maxRateBp,
      input.confirmLowerRate,
    );
    const now = this.clock();
    const row = await this.repository.transaction(async (tx) => {
      for (const contract of above) {
        await this.repository.move(
          tx,
          contract.id,
          contract.status,
          'terminated',
          now,
          'lowerRate',
        );
      }
      const waiting = await this.repository.heldBy(target.id, kind, 'pending', tx);
      if (waiting)
        await this.repository.move(tx, waiting.id, 'pending', 'terminated', now, 'replaced');
      return this.repository.insert(tx, {
        kind,
        period,
        holderId: target.id,
        offeredBy: member.id,
        tiers,
        maxRateBp,
        status: 'pending',
        createdAt: now,
      });
    });
    this.offered.emit({
      holderId: target.id,
      offeredBy: member.username,
      kind,
      maxRate: rateText(maxRateBp),
      contractId: row.id,
    });
    this.tellEnded(kind, above, target.username);
    return { contract: await this.one(row), ended };
  }

  /**
   * Tiers an agent may give of `kind`: a valid ladder whose highest rate is at most that of the
   * agent's own active contract of the kind (409 CONTRACT_NO_OWN without one), and the period.
   */
  private async withinOwn(
    member: MemberRow,
    kind: ContractKind,
    input: { tiers: readonly ContractTier[]; period?: SettlementPeriod },
  ): Promise<{ tiers: StoredTier[]; maxRateBp: number; period: SettlementPeriod }> {
    const tiers = parseTiers(kind, input.tiers);
    const maxRateBp = Math.max(...tiers.map((tier) => tier.rateBp));
    const own = await this.repository.heldBy(member.id, kind, 'active');
    if (!own)
      throw new AppError(409, ContractErrorCodes.NoOwnContract, ContractMessages.noOwnContract);
    if (maxRateBp > own.maxRateBp) {
      throw new AppError(
        400,
        ContractErrorCodes.RateAboveOwn,
        fmt(ContractMessages.rateAboveOwn, rateText(own.maxRateBp)),
      );
    }
    const period: SettlementPeriod =
      kind === 'dividend' ? (input.period ?? DIVIDEND_DEFAULT_PERIOD) : SALARY_PERIODS[kind];
    return { tiers, maxRateBp, period };
  }

  /**
   * Checks the contracts a new sub-agent of `member` is to hold from its creation (registerCenter),
   * before the account is made: each kind once, offered by the brand, within the agent's own
   * rate — refused as an offer of them would be.
   */
  async checkInitial(
    member: MemberRow,
    contracts: readonly InitialContract[],
  ): Promise<CheckedInitialContract[]> {
    const kinds = new Set(contracts.map((contract) => contract.kind));
    if (kinds.size !== contracts.length) {
      throw new AppError(400, ErrorCodes.Validation, `contracts: ${ContractMessages.kindTwice}`);
    }
    const checked: CheckedInitialContract[] = [];
    for (const contract of contracts) {
      if (!(await this.featureOn(contract.kind))) {
        throw new AppError(403, ContractErrorCodes.FeatureOff, ContractMessages.featureOff);
      }
      checked.push({
        kind: contract.kind,
        ...(await this.withinOwn(member, contract.kind, contract)),
      });
    }
    return checked;
  }

  /**
   * Puts the checked contracts of a sub-agent `member` has just created in force, all in one
   * transaction: active at once (a new account has no downline for the lower-rate rule to end).
   */
  async grantInitial(
    member: MemberRow,
    holderId: number,
    checked: readonly CheckedInitialContract[],
  ): Promise<InitialContractValue[]> {
    if (checked.length === 0) return [];
    const now = this.clock();
    await this.repository.transaction(async (tx) => {
      for (const contract of checked) {
        await this.repository.insert(tx, {
          kind: contract.kind,
          period: contract.period,
          holderId,
          offeredBy: member.id,
          tiers: contract.tiers,
          maxRateBp: contract.maxRateBp,
          status: 'active',
          createdAt: now,
          decidedAt: now,
        });
      }
    });
    return checked.map((contract) => ({
      kind: contract.kind,
      period: contract.period,
      maxRate: rateText(contract.maxRateBp),
    }));
  }

  private tellEnded(kind: ContractKind, ended: readonly ContractRow[], lowered: string): void {
    if (ended.length === 0) return;
    this.endedByLowerRate.emit({
      kind,
      lowered,
      contracts: ended.map((row) => ({ contractId: row.id, holderId: row.holderId })),
    });
  }

  /**
   * The lower-rate rule: the open contracts of `kind` inside `target`'s tree with a rate above
   * `maxRateBp`, which a contract of that rate for `target` would end. Without `confirm` any such
   * contract is 409 CONTRACT_LOWER_RATE naming `target` and their holders.
   */
  private async lowerRateRule(
    kind: ContractKind,
    target: Pick<MemberRow, 'id' | 'username'>,
    maxRateBp: number,
    confirm: boolean | undefined,
  ): Promise<{ above: ContractRow[]; ended: ContractParty[] }> {
    const below = await this.deps.members.downlineTree(target.id, AgentLimits.maxTreeDepth);
    const above = await this.repository.openAbove(
      kind,
      below.map((row) => row.id),
      maxRateBp,
    );
    const names = await this.deps.members.usernames(above.map((row) => row.holderId));
    const ended = above.map((row) => ({
      id: row.holderId,
      username: names.get(row.holderId) ?? '',
    }));
    if (above.length > 0 && confirm !== true) {
      throw new AppError(
        409,
        ContractErrorCodes.LowerRate,
        fmt(
          ContractMessages.lowerRate,
          target.username,
          ended.map((party) => party.username).join(', '),
        ),
      );
    }
    return { above, ended };
  }

  /** Accept or reject an offer made to the member; terminate one it holds or gave. */
  async decide(
    member: MemberRow,
    kind: ContractKind,
    action: 'accept' | 'reject' | 'terminate',
    contractId: number,
  ): Promise<AgentContract> {
    const contract = await this.repository.byId(contractId);
    const holds = contract?.holderId === member.id;
    const gave = contract?.offeredBy === member.id;
    if (!contract || contract.kind !== kind || !(holds || (action === 'terminate' && gave))) {
      throw notFound();
    }
    const now = this.clock();
    const moved = await this.repository.transaction(async (tx) => {
      if (action === 'accept') {
        if (contract.status !== 'pending') throw wrongState();
        const current = await this.repository.heldBy(member.id, kind, 'active', tx);
        if (current)
          await this.repository.move(tx, current.id, 'active', 'terminated', now, 'replaced');
        return this.repository.move(tx, contract.id, 'pending', 'active', now, null);
      }
      if (action === 'reject') {
        if (contract.status !== 'pending') throw wrongState();
        return this.repository.move(tx, contract.id, 'pending', 'rejected', now, 'rejected');
      }
      if (contract.status !== 'pending' && contract.status !== 'active') throw wrongState();
      return this.repository.move(
        tx,
        contract.id,
        contract.status,
        'terminated',
        now,
        holds ? 'terminatedByHolder' : 'terminatedByUpline',
      );
    });
    if (!moved) throw wrongState();
    return this.one(moved);
  }

  /** What the agent would have earned in the last completed period at `tiers`. */
  async simulate(
    member: MemberRow,
    kind: ContractKind,
    tiersIn: readonly ContractTier[],
    periodIn?: SettlementPeriod,
  ): Promise<ContractSimulation> {
    const tiers = parseTiers(kind, tiersIn);
    const mine = await this.repository.heldBy(member.id, kind, 'active');
    const period =
      kind === 'dividend'
        ? (periodIn ?? mine?.period ?? DIVIDEND_DEFAULT_PERIOD)
        : SALARY_PERIODS[kind];
    const [bounds] = completedPeriods(period, this.clock(), 1, this.timeZone, this.realtimeSeconds);
    const inForce = await this.repository.inForce(kind, period, bounds!.end);
    const contracts: HolderContract[] = inForce
      .filter((row) => row.holderId !== member.id)
      .map((row) => ({ contractId: row.id, holderId: row.holderId, tiers: row.tiers }));
    contracts.push({ contractId: 0, holderId: member.id, tiers });
    // Only the agent's own tree matters: the contracts above it are left out.
    const tree = new Set([
      member.id,
      ...(await this.deps.members.downlineTree(member.id, AgentLimits.maxTreeDepth)).map(
        (row) => row.id,
      ),
    ]);
    const dues = await this.dues(
      kind,
      bounds!,
      contracts.filter((contract) => tree.has(contract.holderId)),
    );
    const due = dues.find((row) => row.holderId === member.id)!;
    return {
      period,
      from: bounds!.start.toISOString(),
      to: bounds!.end.toISOString(),
      ...this.figures(due),
    };
  }

  private figures(
    due: Pick<
      HolderDue,
      | 'teamValidBet'
      | 'teamProfitLoss'
      | 'activeMembers'
      | 'rateBp'
      | 'gross'
      | 'deducted'
      | 'amount'
    >,
  ) {
    return {
      teamValidBet: toMoneyString(due.teamValidBet),
      teamProfitLoss: toMoneyString(due.teamProfitLoss),
      activeMembers: due.activeMembers,
      rate: due.rateBp === 0 ? '0' : rateText(due.rateBp),
      gross: toMoneyString(due.gross),
      deducted: toMoneyString(due.deducted),
      amount: toMoneyString(due.amount),
    };
  }

  /** Each contract's due in `bounds`, from the teams' rounds and settled lottery bets. */
  private async dues(
    kind: ContractKind,
    bounds: PeriodBounds,
    contracts: readonly HolderContract[],
  ): Promise<HolderDue[]> {
    if (contracts.length === 0) return [];
    const links = await this.deps.members.downlineLinks(
      contracts.map((contract) => contract.holderId),
      AgentLimits.maxTreeDepth,
    );
    const ids = [...links.keys()];
    const [rounds, bets] = await Promise.all([
      this.deps.games.roundTotalsByMember(ids, bounds.start, bounds.end),
      this.deps.lottery.betTotalsByMember(ids, bounds.start, bounds.end),
    ]);
    const play = new Map<number, MemberPlay>();
    for (const id of ids) {
      const round = rounds.get(id);
      const bet = bets.get(id);
      const stake = (round?.stake ?? 0) + (bet?.settledStake ?? 0);
      const win = (round?.win ?? 0) + (bet?.settledWin ?? 0);
      const active = (round?.count ?? 0) > 0 || (bet?.placed ?? 0) > 0;
      if (stake > 0 || win > 0 || active)
        play.set(id, { validBet: stake, profitLoss: win - stake, active });
    }
    return computeDues(kind, contracts, links, play, AgentLimits.maxTreeDepth);
  }

  /** GET /wps/relay/getConsolidated: the consolidated contract fields of the member. */
  async consolidated(member: MemberRow): Promise<ConsolidatedContracts> {
    const flags = await this.deps.system.flags();
    const agent = isAgentAccount(member);
    const held = agent ? await this.repository.openHeldBy(member.id) : [];
    const out = {} as Record<string, 0 | 1 | 2>;
    for (const kind of CONTRACT_KINDS) {
      const on = agent && flags[CONTRACT_FLAGS[kind]] === true;
      const pending = held.some((row) => row.kind === kind && row.status === 'pending');
      const active = held.some((row) => row.kind === kind && row.status === 'active');
      out[CONTRACT_REQ_FIELDS[kind]] = !on
        ? ContractReqTypes.none
        : pending
          ? ContractReqTypes.offered
          : active
            ? ContractReqTypes.active
            : ContractReqTypes.none;
      out[CONTRACT_INFO_FIELDS[kind]] = !on
        ? ContractInfoTypes.off
        : active
          ? ContractInfoTypes.canOffer
          : ContractInfoTypes.on;
    }
    return out as unknown as ConsolidatedContracts;
  }

  /** GET /wps/agent/income: the settlements paid to the agent. */
  async income(member: MemberRow, query: IncomeQuery): Promise<IncomePage> {
    requireAgent(member);
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? ContractLimits.defaultPageSize;
    const { rows, total, totals } = await this.repository.income(
      member.id,
      query.kind,
      (pageNo - 1) * pageSize,
      pageSize,
    );
    return {
      totals: CONTRACT_KINDS.map((kind) => ({
        kind,
        amount: toMoneyString(totals.find((row) => row.kind === kind)?.amount ?? 0),
      })),
      list: rows.map((row) => this.settlementAnswer(row)),
      pageNo,
      pageSize,
      total,
      totalPages: Math.ceil(total / pageSize),
    };
  }

  private settlementAnswer(row: SettlementRow) {
    return {
      id: row.id,
      kind: row.kind,
      contractId: row.contractId,
      period: row.period,
      periodStart: row.periodStart.toISOString(),
      periodEnd: row.periodEnd.toISOString(),
      transactionId: row.transactionId,
      settledAt: row.settledAt.toISOString(),
      ...this.figures(row),
    };
  }

  /**
   * The operator gives `username` (an agent) an active contract of `kind` (replacing its active
   * one): the top of a tree's contracts.
   */
  async operatorSet(
    username: string,
    kind: ContractKind,
    tiersIn: readonly ContractTier[],
    periodIn?: SettlementPeriod,
    confirmLowerRate?: boolean,
  ): Promise<{ contract: AgentContract; ended: ContractParty[] }> {
    const member = await this.deps.members.findByUsername(username);
    if (!member) throw new AppError(404, ErrorCodes.NotFound, `No member ${username}`);
    if (!isAgentAccount(member))
      throw new AppError(400, ErrorCodes.Validation, ContractMessages.notAgentDownline);
    const tiers = parseTiers(kind, tiersIn);
    const period =
      kind === 'dividend' ? (periodIn ?? DIVIDEND_DEFAULT_PERIOD) : SALARY_PERIODS[kind];
    const maxRateBp = Math.max(...tiers.map((tier) => tier.rateBp));
    const { above, ended } = await this.lowerRateRule(kind, member, maxRateBp, confirmLowerRate);
    const now = this.clock();
    const row = await this.repository.transaction(async (tx) => {
      for (const contract of above) {
        await this.repository.move(
          tx,
          contract.id,
          contract.status,
          'terminated',
          now,
          'lowerRate',
        );
      }
      const current = await this.repository.heldBy(member.id, kind, 'active', tx);
      if (current)
        await this.repository.move(tx, current.id, 'active', 'terminated', now, 'replaced');
      return this.repository.insert(tx, {
        kind,
        period,
        holderId: member.id,
        offeredBy: null,
        tiers,
        maxRateBp,
        status: 'active',
        createdAt: now,
        decidedAt: now,
      });
    });
    this.tellEnded(kind, above, member.username);
    return { contract: await this.one(row), ended };
  }

  /** The operator ends contract `id`. */
  async operatorEnd(id: number): Promise<AgentContract> {
    const contract = await this.repository.byId(id);
    if (!contract) throw notFound();
    if (contract.status !== 'pending' && contract.status !== 'active') throw wrongState();
    const moved = await this.repository.transaction((tx) =>
      this.repository.move(tx, id, contract.status, 'terminated', this.clock(), 'operator'),
    );
    if (!moved) throw wrongState();
    return this.one(moved);
  }

  /** The settlement runs, newest first (operator). */
  runs(kind: ContractKind | undefined, limit = 50) {
    return this.repository.runs(kind, limit);
  }

  /**
   * Settles every completed period of `kind` not settled yet, oldest first: since the first
   * contract of the kind was accepted, at most ContractLimits.catchUpPeriods back; with no
   * contract ever, only the last completed period (its run records that nothing was due).
   */
  async settleDue(kind: ContractKind, now: Date = this.clock()): Promise<SettlementOutcome[]> {
    const outcomes: SettlementOutcome[] = [];
    for (const period of periodsOf(kind)) {
      const first = await this.repository.firstAccepted(kind, period);
      const periods = completedPeriods(
        period,
        now,
        first ? ContractLimits.catchUpPeriods[period] : 1,
        this.timeZone,
        this.realtimeSeconds,
      ).filter((bounds) => !first || bounds.end > first);
      if (periods.length === 0) continue;
      const done = await this.repository.runStarts(
        kind,
        period,
        periods[periods.length - 1]!.start,
      );
      for (const bounds of periods.reverse()) {
        if (done.has(bounds.start.getTime())) continue;
        outcomes.push(await this.settlePeriod(kind, period, bounds));
      }
    }
    return outcomes;
  }

  /** Settles one period of one kind, once (see the module's notes). */
  async settlePeriod(
    kind: ContractKind,
    period: SettlementPeriod,
    bounds: PeriodBounds,
  ): Promise<SettlementOutcome> {
    const inForce = await this.repository.inForce(kind, period, bounds.end);
    const dues = await this.dues(
      kind,
      bounds,
      inForce.map((row) => ({ contractId: row.id, holderId: row.holderId, tiers: row.tiers })),
    );
    const credit = await this.deps.wallet.prepareBulkCredit('salary', {
      idempotencyKey: `agent-${kind}-${period}-${bounds.start.getTime()}`,
      reference: `agent ${kind} ${period} ${bounds.start.toISOString()}`,
    });
    const paid = dues.filter((due) => due.amount > 0);
    const total = paid.reduce((sum, due) => sum + due.amount, 0);
    const result = await this.repository.transaction(async (tx) => {
      const runId = await this.repository.claimRun(tx, {
        kind,
        period,
        periodStart: bounds.start,
        periodEnd: bounds.end,
        ranAt: this.clock(),
      });
      if (runId === null) return null;
      const moved = await credit(
        tx,
        paid.map((due) => ({ memberId: due.holderId, amount: due.amount })),
      );
      // A row per agent paid; the run's row records a period with nothing due.
      await this.repository.insertSettlements(
        tx,
        paid.map((due) => ({
          runId,
          contractId: due.contractId,
          agentId: due.holderId,
          kind,
          period,
          periodStart: bounds.start,
          periodEnd: bounds.end,
          teamValidBet: due.teamValidBet,
          teamProfitLoss: due.teamProfitLoss,
          activeMembers: due.activeMembers,
          rateBp: due.rateBp,
          gross: due.gross,
          deducted: due.deducted,
          amount: due.amount,
          transactionId: moved.transactionId,
          settledAt: this.clock(),
        })),
      );
      this.settlementFault?.('settlements-written');
      await this.repository.finishRun(tx, runId, {
        agentsPaid: paid.length,
        total,
        transactionId: moved.transactionId,
      });
      return moved.memberIds;
    });
    for (const memberId of result ?? []) this.deps.wallet.balancesChanged(memberId);
    return {
      kind,
      period,
      periodStart: bounds.start,
      periodEnd: bounds.end,
      outcome: result === null ? 'already' : 'settled',
      agentsPaid: result === null ? 0 : paid.length,
      total: result === null ? 0 : total,
    };
  }
}
