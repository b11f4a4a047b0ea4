// The rate tiers as typed in the contract forms, and the client's check of them, mirroring
// ContractLimits (the server decides; this only spares the agent a round trip): 1 to 5 tiers, each
// rate a percentage above 0 with at most two decimals and at most the kind's highest rate, each
// tier with a higher rate and no lower thresholds than the one before.
import { ContractLimits } from '@lotusplay/api-client';
import type { ContractKind, ContractTier } from '@lotusplay/api-client';

/** One tier as typed: every field a string. */
export interface TierDraft {
  minValidBet: string;
  minActiveMembers: string;
  rate: string;
}

/** A field of a tier. */
export type TierField = keyof TierDraft;

/** What is wrong with a typed field (a translation key's suffix). */
export type TierProblem =
  'required' | 'amountFormat' | 'membersFormat' | 'rateFormat' | 'rateTooHigh' | 'rateAboveOwn';

/** The problems of a tier list: per tier and field, and whether the order is wrong. */
export interface TiersCheck {
  fields: Partial<Record<TierField, TierProblem>>[];
  order: boolean;
}

/** A tier with nothing typed. */
export const EMPTY_TIER: TierDraft = { minValidBet: '', minActiveMembers: '', rate: '' };

/** A money threshold as typed: digits, at most two decimals, no sign or separators. */
const AMOUNT = /^(0|[1-9][0-9]{0,14})(\.[0-9]{1,2})?$/;
const MEMBERS = /^(0|[1-9][0-9]{0,5})$/;
const RATE = new RegExp(ContractLimits.ratePattern);

/** A rate ("0.5") in basis points (50). */
export function basisPointsOf(rate: string): number {
  const [whole = '0', fraction = ''] = rate.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** An amount ("1000.5") in minor units (100050): the same two-decimal arithmetic. */
const centsOf = basisPointsOf;

/** Basis points (300) as a rate ("3.00"). */
export const rateOfBasisPoints = (bp: number) => (bp / 100).toFixed(2);

/** "1000.5" → "1000.50": the money string the contracts send. */
function amountOf(text: string): string {
  const [whole = '0', fraction = ''] = text.split('.');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

/** The highest rate of `kind`, as a rate ("60.00"). */
export const maxRateOf = (kind: ContractKind) =>
  rateOfBasisPoints(ContractLimits.maxRateBasisPoints[kind]);

/** A contract's tiers as drafts (to edit them). */
export function draftsOf(tiers: readonly ContractTier[]): TierDraft[] {
  return tiers.map((t) => ({
    minValidBet: t.minValidBet,
    minActiveMembers: String(t.minActiveMembers),
    rate: t.rate,
  }));
}

/**
 * The problems of `drafts` for `kind`; `ownMaxRate`: the agent's own highest rate, which an offer
 * may not pass.
 */
export function checkTiers(
  kind: ContractKind,
  drafts: readonly TierDraft[],
  ownMaxRate?: string,
): TiersCheck {
  const limit = ContractLimits.maxRateBasisPoints[kind];
  const fields = drafts.map((draft) => {
    const found: Partial<Record<TierField, TierProblem>> = {};
    const amount = draft.minValidBet.trim();
    const members = draft.minActiveMembers.trim();
    const rate = draft.rate.trim();
    if (!amount) found.minValidBet = 'required';
    else if (!AMOUNT.test(amount)) found.minValidBet = 'amountFormat';
    if (!members) found.minActiveMembers = 'required';
    else if (!MEMBERS.test(members) || Number(members) > ContractLimits.maxActiveMembers)
      found.minActiveMembers = 'membersFormat';
    if (!rate) found.rate = 'required';
    else if (
      rate.length > ContractLimits.rateMaxLength ||
      !RATE.test(rate) ||
      basisPointsOf(rate) <= 0
    )
      found.rate = 'rateFormat';
    else if (basisPointsOf(rate) > limit) found.rate = 'rateTooHigh';
    else if (ownMaxRate !== undefined && basisPointsOf(rate) > basisPointsOf(ownMaxRate))
      found.rate = 'rateAboveOwn';
    return found;
  });
  let order = false;
  if (fields.every((f) => Object.keys(f).length === 0)) {
    for (let i = 1; i < drafts.length; i += 1) {
      const [before, next] = [drafts[i - 1]!, drafts[i]!];
      if (
        basisPointsOf(next.rate.trim()) <= basisPointsOf(before.rate.trim()) ||
        centsOf(next.minValidBet.trim()) < centsOf(before.minValidBet.trim()) ||
        Number(next.minActiveMembers) < Number(before.minActiveMembers)
      )
        order = true;
    }
  }
  return { fields, order };
}

/** Whether a check found nothing wrong. */
export const tiersValid = (check: TiersCheck) =>
  !check.order && check.fields.every((f) => Object.keys(f).length === 0);

/** Valid drafts as the contract's tiers: amounts and rates with two decimals. */
export function tiersOf(drafts: readonly TierDraft[]): ContractTier[] {
  return drafts.map((d) => ({
    minValidBet: amountOf(d.minValidBet.trim()),
    minActiveMembers: Number(d.minActiveMembers.trim()),
    rate: rateOfBasisPoints(basisPointsOf(d.rate.trim())),
  }));
}
