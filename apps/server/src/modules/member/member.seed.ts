// The member module's part of the first-start seed: the avatars and the demo accounts with their
// agent tree (db/seed-data.ts), inside the first-start transaction.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as seed from '../../db/seed-data';
import * as t from './member.tables';

/** The avatars and the demo members; `hashes` are their password hashes, in demoMembers' order. */
export async function seedMembers(tx: Database, hashes: readonly string[]): Promise<void> {
  await tx
    .insert(t.avatars)
    .values(seed.demoAvatars.map((url, index) => ({ url, sortOrder: index })));
  const ids = new Map<string, number>();
  for (const [index, member] of seed.demoMembers.entries()) {
    const [row] = await tx
      .insert(t.members)
      .values({
        username: member.username,
        nickname: member.nickname,
        isAgent: member.isAgent,
        passwordHash: hashes[index]!,
        affiliateCode: member.affiliateCode ?? null,
        firstLogin: member.firstLogin ?? false,
        mobileNum: member.mobileNum ?? null,
        countryDialingCode: member.countryDialingCode ?? null,
        email: member.email ?? null,
        clubRankLevel: member.clubRankLevel ?? null,
        clubLabelName: member.clubLabelName ?? null,
        memberLabels: member.memberLabels ?? [],
        memberLabelColor: member.memberLabelColor ?? null,
        toUpline: member.toUpline ?? false,
        registerMethod: 'SEED',
      })
      .returning({ id: t.members.id });
    ids.set(member.username, row!.id);
  }
  // Uplines once every account exists (a downline may be listed before its agent).
  for (const member of seed.demoMembers) {
    if (!member.upline) continue;
    await tx
      .update(t.members)
      .set({ uplineId: ids.get(member.upline)! })
      .where(eq(t.members.id, ids.get(member.username)!));
  }
}
