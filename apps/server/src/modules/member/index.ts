// The member module: accounts, MemberInfo (with what other modules add to its summary), avatars,
// counters, affiliate codes.
import { seedMembers } from './member.seed';
import { defineModule, route } from '../module';
import { MemberAccountRepository } from './member-account.repository';
import { memberAccountOpsRoutes, memberAccountRoutes } from './member-account.routes';
import { DEMO_BANKS, MemberAccountService } from './member-account.service';
import { MemberRepository } from './member.repository';
import { memberRoutes } from './member.routes';
import { sharedMemberSchemas } from './member.schemas';
import { MemberService } from './member.service';

declare module '../module' {
  interface ModuleServiceMap {
    member: { members: MemberService; account: MemberAccountService };
  }
}

export const memberModule = defineModule({
  name: 'member',
  needs: ['system'],
  seedBrand: (tx, { passwordHashes }) => seedMembers(tx, passwordHashes),
  schemas: sharedMemberSchemas,
  // The banks withdrawal accounts name, and the account rules, when missing. The demo brand
  // leaves the new-address check off: its demo accounts are logged into from many addresses by
  // the automated tests; an operator turns it on (PUT /ops/member/accountRules).
  // The authenticator secrets stored in the clear before encryption at rest are sealed with the
  // server's data key (under the migration lock, at every start; a no-op once all are).
  seed: async (db, { secretBox }) => {
    const repository = new MemberAccountRepository(db);
    await repository.seedBanks(DEMO_BANKS);
    await repository.seedRules({ newIpVerification: false });
    if (secretBox) await MemberAccountService.sealStoredTotpSecrets(repository, secretBox);
  },
  create({ db, clock, passwordHasher, memberSummary, secretBox }, { system }) {
    const members = new MemberService(
      new MemberRepository(db),
      system.system,
      clock,
      passwordHasher,
      // availablePromoCount adds what the modules declare (the promotions' claimable raffles).
      memberSummary.availablePromotionCounts,
      // unreadMessage: the messages module's count.
      memberSummary.unreadMessageCounts,
    );
    const account = new MemberAccountService(
      new MemberAccountRepository(db),
      members,
      system.system,
      clock,
      secretBox,
    );
    return {
      services: { members, account },
      // Behind the session module's guards (the session module needs this one).
      memberRoutes: (guards) => [
        route(memberRoutes, { prefix: '/wps', members, guards }),
        route(memberAccountRoutes, { prefix: '/wps', account, guards }),
      ],
      operatorRoutes: (guard) => [
        route(memberAccountOpsRoutes, { prefix: '/ops/member', account, guard }),
      ],
    };
  },
});
