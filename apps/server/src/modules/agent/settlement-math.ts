// The arithmetic of agent contracts (issue 28, slice 2), free of any database: the periods of each
// settlement, the tier a team reaches, and each contract holder's due in one period.
//
// A holder's team is the holder itself and its whole downline tree. Its gross is the rate of the
// highest tier the team reached times the base: the team's valid bets (salaries) or the team's net
// loss (dividends; nothing when the team won). The holder is paid its gross minus the grosses of
// the holders nearest below it in its tree (their own teams are inside its own, and their rates
// are bounded by its own: the upline keeps the difference), never below 0. So the house pays, per
// period and tree, the gross of the top holder, split along the chain. Amounts are whole minor
// units, rounded down.
import {
  ACCOUNT_RECORD_DEFAULT_TIME_ZONE,
  addCalendarDays,
  calendarDayOf,
  zonedDayStart,
} from '@lotusplay/api-client/contracts';
import type { ContractKind, SettlementPeriod } from '@lotusplay/api-client/contracts';
import type { StoredTier } from './agent.tables';

/** One period: [start, end). */
export interface PeriodBounds {
  start: Date;
  end: Date;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The first day of the month after (`next`) or before the month of `day` (YYYY-MM-DD). */
function monthStart(day: string, shift: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + shift;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01`;
}

/**
 * The period of kind `period` that holds `instant`: five-minute slots (`M5`; `slotSeconds` other
 * than 300 only as the server's test knob) and hours on the clock; days, weeks from Monday,
 * semimonthly halves (1st–15th, 16th–end) and months in `timeZone`.
 */
export function periodAt(
  period: SettlementPeriod,
  instant: Date,
  timeZone: string = ACCOUNT_RECORD_DEFAULT_TIME_ZONE,
  slotSeconds = 300,
): PeriodBounds {
  const at = instant.getTime();
  if (period === 'M5') {
    const size = slotSeconds * 1000;
    const start = Math.floor(at / size) * size;
    return { start: new Date(start), end: new Date(start + size) };
  }
  const today = calendarDayOf(instant, timeZone);
  if (period === 'HOUR') {
    // Hours of the brand's day (whole-hour offsets and half-hour ones alike).
    const dayStart = zonedDayStart(today, timeZone).getTime();
    const start = dayStart + Math.floor((at - dayStart) / HOUR) * HOUR;
    return { start: new Date(start), end: new Date(start + HOUR) };
  }
  const days = (from: string, to: string): PeriodBounds => ({
    start: zonedDayStart(from, timeZone),
    end: zonedDayStart(to, timeZone),
  });
  if (period === 'D') return days(today, addCalendarDays(today, 1));
  if (period === 'W') {
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    const monday = addCalendarDays(today, -((weekday + 6) % 7));
    return days(monday, addCalendarDays(monday, 7));
  }
  const first = `${today.slice(0, 8)}01`;
  if (period === 'M') return days(first, monthStart(today, 1));
  // H: semimonthly.
  const sixteenth = `${today.slice(0, 8)}16`;
  return Number(today.slice(8, 10)) <= 15
    ? days(first, sixteenth)
    : days(sixteenth, monthStart(today, 1));
}

/**
 * The completed periods of kind `period` before `now` (their end at or before it), newest first,
 * at most `count`.
 */
export function completedPeriods(
  period: SettlementPeriod,
  now: Date,
  count: number,
  timeZone: string = ACCOUNT_RECORD_DEFAULT_TIME_ZONE,
  slotSeconds = 300,
): PeriodBounds[] {
  const out: PeriodBounds[] = [];
  let current = periodAt(period, now, timeZone, slotSeconds);
  while (out.length < count) {
    const previous = periodAt(period, new Date(current.start.getTime() - 1), timeZone, slotSeconds);
    out.push(previous);
    current = previous;
  }
  return out;
}

/** A rate in basis points as a percentage string: 50 → "0.50", 2000 → "20.00". */
export function rateText(basisPoints: number): string {
  return (basisPoints / 100).toFixed(2);
}

/** A percentage string with at most two decimals ("0.5", "20.00") in basis points. */
export function parseRate(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The rate of the highest tier the team reached (0: none). */
export function tierRate(
  tiers: readonly StoredTier[],
  validBet: number,
  activeMembers: number,
): number {
  let rate = 0;
  for (const tier of tiers) {
    if (validBet >= tier.minValidBet && activeMembers >= tier.minActiveMembers) {
      rate = Math.max(rate, tier.rateBp);
    }
  }
  return rate;
}

/** One member's play in the period. */
export interface MemberPlay {
  validBet: number;
  /** Payouts minus stakes (negative: the member lost). */
  profitLoss: number;
  active: boolean;
}

/** A contract to settle. */
export interface HolderContract {
  contractId: number;
  holderId: number;
  tiers: readonly StoredTier[];
}

/** What a holder's contract yields in the period. */
export interface HolderDue {
  contractId: number;
  holderId: number;
  teamValidBet: number;
  teamProfitLoss: number;
  activeMembers: number;
  rateBp: number;
  gross: number;
  deducted: number;
  amount: number;
}

/**
 * Each holder's due in one period. `uplineOf` gives every member of the holders' trees its upline
 * (the holders included); `play` every member who played. Chains longer than `maxDepth` are cut
 * (a guard against a cycle).
 */
export function computeDues(
  kind: ContractKind,
  contracts: readonly HolderContract[],
  uplineOf: ReadonlyMap<number, number | null>,
  play: ReadonlyMap<number, MemberPlay>,
  maxDepth = 100,
): HolderDue[] {
  const byHolder = new Map(contracts.map((contract) => [contract.holderId, contract]));
  const team = new Map<number, { validBet: number; profitLoss: number; active: number }>();
  for (const contract of contracts)
    team.set(contract.holderId, { validBet: 0, profitLoss: 0, active: 0 });
  for (const [memberId, figures] of play) {
    // Each holder on the way up counts the member once (a cycle of uplines would meet it again).
    const seen = new Set<number>();
    let at: number | null | undefined = memberId;
    for (let depth = 0; at != null && depth <= maxDepth && !seen.has(at); depth += 1) {
      seen.add(at);
      const sums = team.get(at);
      if (sums) {
        sums.validBet += figures.validBet;
        sums.profitLoss += figures.profitLoss;
        if (figures.active) sums.active += 1;
      }
      at = uplineOf.get(at);
    }
  }
  const gross = new Map<number, number>();
  const rates = new Map<number, number>();
  for (const contract of contracts) {
    const sums = team.get(contract.holderId)!;
    const rate = tierRate(contract.tiers, sums.validBet, sums.active);
    const base = kind === 'dividend' ? Math.max(0, -sums.profitLoss) : sums.validBet;
    rates.set(contract.holderId, rate);
    gross.set(contract.holderId, Math.floor((base * rate) / 10_000));
  }
  // Each holder's gross is deducted from the nearest holder above it.
  const deducted = new Map<number, number>();
  for (const contract of contracts) {
    let at = uplineOf.get(contract.holderId);
    for (let depth = 0; at != null && depth < maxDepth; depth += 1) {
      if (byHolder.has(at)) {
        deducted.set(at, (deducted.get(at) ?? 0) + gross.get(contract.holderId)!);
        break;
      }
      at = uplineOf.get(at);
    }
  }
  return contracts.map((contract) => {
    const sums = team.get(contract.holderId)!;
    const own = gross.get(contract.holderId)!;
    const minus = deducted.get(contract.holderId) ?? 0;
    return {
      contractId: contract.contractId,
      holderId: contract.holderId,
      teamValidBet: sums.validBet,
      teamProfitLoss: sums.profitLoss,
      activeMembers: sums.active,
      rateBp: rates.get(contract.holderId)!,
      gross: own,
      deducted: minus,
      amount: Math.max(0, own - minus),
    };
  });
}
