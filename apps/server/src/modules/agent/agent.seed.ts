// The agent module's part of the first-start seed: a small demo tree under demo_agent (who already
// has demo_player): two sub-agents, each with three members, one of whom has a member of its own.
// They log in with the demo password (the demo members' hash of it: no extra scrypt). The accounts
// are made through the member service (inside the first-start transaction).
import type { Database } from '../../db/client';
import * as seed from '../../db/seed-data';
import { MemberService } from '../member/member.service';
import * as t from './agent.tables';
import type { StoredTier } from './agent.tables';

/** The demo tree: username, nickname, isAgent, upline, and a sub-agent's affiliate code. */
export const DEMO_AGENT_TREE: readonly {
  username: string;
  nickname: string;
  isAgent: number;
  upline: string;
  affiliateCode?: string;
}[] = [
  {
    username: 'demo_subagent1',
    nickname: 'Demo Sub-agent 1',
    isAgent: 1,
    upline: 'demo_agent',
    affiliateCode: 'DEMOSUB1',
  },
  {
    username: 'demo_subagent2',
    nickname: 'Demo Sub-agent 2',
    isAgent: 1,
    upline: 'demo_agent',
    affiliateCode: 'DEMOSUB2',
  },
  { username: 'demo_team1a', nickname: 'Team 1A', isAgent: 0, upline: 'demo_subagent1' },
  { username: 'demo_team1b', nickname: 'Team 1B', isAgent: 0, upline: 'demo_subagent1' },
  { username: 'demo_team1c', nickname: 'Team 1C', isAgent: 0, upline: 'demo_subagent1' },
  { username: 'demo_team1a1', nickname: 'Team 1A-1', isAgent: 0, upline: 'demo_team1a' },
  { username: 'demo_team2a', nickname: 'Team 2A', isAgent: 0, upline: 'demo_subagent2' },
  { username: 'demo_team2b', nickname: 'Team 2B', isAgent: 0, upline: 'demo_subagent2' },
  { username: 'demo_team2c', nickname: 'Team 2C', isAgent: 0, upline: 'demo_subagent2' },
  { username: 'demo_team2a1', nickname: 'Team 2A-1', isAgent: 0, upline: 'demo_team2a' },
];

/**
 * Inserts the demo tree (in the first-start transaction `tx`, after the member module's seed);
 * `hashes` are the demo members' password hashes, in db/seed-data.ts demoMembers' order.
 */
export async function seedAgentTree(tx: Database, hashes: readonly string[]): Promise<void> {
  const player = seed.demoMembers.findIndex((member) => member.password === undefined);
  const passwordHash = hashes[player]!;
  await MemberService.seedDownlines(
    tx,
    DEMO_AGENT_TREE.map((member) => ({
      ...member,
      affiliateCode: member.affiliateCode ?? null,
      passwordHash,
      registerMethod: 'SEED',
    })),
  );
}

/**
 * The operator's contracts of demo_agent (the top of the demo tree), one of each kind, so that it
 * can offer salaries and dividends to its sub-agents from the first start: salaries of 0.50 % of
 * the team's valid bets (1.00 % from 10,000.00 with 5 active members), a weekly dividend of 20 %
 * of the team's loss (30 % from 50,000.00 with 10 active members).
 */
export const DEMO_AGENT_CONTRACTS = {
  salary: [
    { minValidBet: 0, minActiveMembers: 1, rateBp: 50 },
    { minValidBet: 1_000_000, minActiveMembers: 5, rateBp: 100 },
  ],
  dividend: [
    { minValidBet: 0, minActiveMembers: 1, rateBp: 2_000 },
    { minValidBet: 5_000_000, minActiveMembers: 10, rateBp: 3_000 },
  ],
} satisfies Record<string, StoredTier[]>;

/** Inserts demo_agent's operator contracts (first start, after the demo tree). */
export async function seedAgentContracts(tx: Database, now: Date): Promise<void> {
  const agentId = (await MemberService.seedIds(tx, ['demo_agent'])).get('demo_agent');
  if (agentId === undefined) return;
  const salary = DEMO_AGENT_CONTRACTS.salary;
  const dividend = DEMO_AGENT_CONTRACTS.dividend;
  const rows = [
    { kind: 'dailySalary' as const, period: 'D' as const, tiers: salary },
    { kind: 'hourSalary' as const, period: 'HOUR' as const, tiers: salary },
    { kind: 'realtimeSalary' as const, period: 'M5' as const, tiers: salary },
    { kind: 'dividend' as const, period: 'W' as const, tiers: dividend },
  ];
  await tx.insert(t.agentContracts).values(
    rows.map((row) => ({
      ...row,
      holderId: agentId,
      offeredBy: null,
      maxRateBp: Math.max(...row.tiers.map((tier) => tier.rateBp)),
      status: 'active' as const,
      createdAt: now,
      decidedAt: now,
    })),
  );
}
