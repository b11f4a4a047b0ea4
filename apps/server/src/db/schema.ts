// The whole database for Drizzle: every module's tables (src/modules/<domain>/<domain>.tables.ts),
// assembled for the Drizzle client, for drizzle-kit (migrations in ../../drizzle are generated from
// this file with `pnpm db:generate` and checked in; never edit a generated migration by hand), for
// the seed and for tests. Modules never import it: each reads and writes only its own tables.
export * from '../modules/system/system.tables';
export * from '../modules/content/content.tables';
export * from '../modules/content/banners.tables';
export * from '../modules/content/announcements.tables';
export * from '../modules/content/promotions.tables';
export * from '../modules/content/support.tables';
export * from '../modules/points/points.tables';
export * from '../modules/operator/operator.tables';
export * from '../modules/member/member.tables';
export * from '../modules/messages/messages.tables';
export * from '../modules/loyalty/loyalty.tables';
export * from '../modules/referral/referral.tables';
export * from '../modules/rewards/rewards.tables';
export * from '../modules/session/session.tables';
export * from '../modules/verification/verification.tables';
export * from '../modules/wallet/wallet.tables';
export * from '../modules/games/games.tables';
export * from '../modules/lottery/lottery.tables';
export * from '../modules/agent/agent.tables';
