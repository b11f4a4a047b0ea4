// The agent module's part of the first-start seed: a small demo tree under demo_agent (who already
// has demo_player): two sub-agents, each with three members, one of whom has a member of its own.
// They log in with the demo password (the demo members' hash of it: no extra scrypt). The accounts
// are made through the member service (inside the first-start transaction).
import type { Database } from '../../db/client';
import * as seed from '../../db/seed-data';
import { MemberService } from '../member/member.service';

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
