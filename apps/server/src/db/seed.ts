// First-start seed of the demo brand. Idempotent: an existing brand row means "already seeded".
import { eq } from 'drizzle-orm';
import { passwords } from '../lib/password';
import type { PasswordHasher } from '../lib/password';
import { ipv4ToNumber } from '../lib/ip';
import { seedGames } from '../modules/games/games.seed';
import { seedBanners } from '../modules/content/banners.seed';
import { seedPoints } from '../modules/points/points.seed';
import { seedLottery } from '../modules/lottery/lottery.seed';
import { seedPromotions } from '../modules/content/promotions.seed';
import { seedAnnouncements } from '../modules/content/announcements.seed';
import type { Database } from './client';
import * as t from './schema';
import * as seed from './seed-data';

/** Hashes the demo password once per demo member (scrypt is slow on purpose). */
export function hashDemoPasswords(hasher: PasswordHasher = passwords): Promise<string[]> {
  return Promise.all(
    seed.demoMembers.map((member) => hasher.hash(member.password ?? seed.DEMO_PASSWORD)),
  );
}

/**
 * The demo deposit channels, when there are none: a brand seeded before deposits existed
 * (migration 0011) gets them on its next start; channels an operator changed are left alone.
 */
async function seedDepositChannels(db: Database): Promise<void> {
  const [any] = await db.select({ code: t.depositChannels.code }).from(t.depositChannels).limit(1);
  if (any) return;
  await db
    .insert(t.depositChannels)
    .values(
      seed.demoDepositChannels.map((channel, index) => ({
        ...channel,
        sortOrder: index,
        provider: 'demo',
      })),
    )
    .onConflictDoNothing();
}

/**
 * Seeds the demo brand when the database has none; returns true when it seeded.
 * `passwordHashes` may be started early (while the database opens) to shorten the first start.
 */
export async function seedDatabase(
  db: Database,
  passwordHashes?: Promise<string[]>,
  hasher: PasswordHasher = passwords,
): Promise<boolean> {
  const existing = await db.select({ id: t.brand.id }).from(t.brand).limit(1);
  if (existing.length > 0) {
    await seedDepositChannels(db);
    // A brand seeded before the games existed (migration 0015) gets the demo catalogue now.
    await seedGames(db);
    await seedBanners(db);
    await seedPromotions(db);
    await seedAnnouncements(db);
    await seedPoints(db);
    await seedLottery(db);
    return false;
  }

  // Hash before opening the transaction.
  const hashes = await (passwordHashes ?? hashDemoPasswords(hasher));
  await db.transaction(async (tx) => {
    await tx.insert(t.brand).values(seed.demoBrand);
    await tx.insert(t.whitelabelModules).values(
      seed.demoWhitelabel.map(([moduleId, parentId, name, enabled], index) => ({
        moduleId,
        parentId,
        name,
        enabled,
        sortOrder: index,
      })),
    );
    await tx.insert(t.registerValidators).values(
      seed.demoRegisterValidators.map(
        ([key, enabled, required, minLength, maxLength, patternId], index) => ({
          key,
          enabled,
          required,
          minLength,
          maxLength,
          patternId,
          acceptedPattern: '*',
          sortOrder: index,
        }),
      ),
    );
    await tx.insert(t.countries).values(
      seed.demoCountries.map(([countryCode, dialingCode], index) => ({
        countryCode,
        dialingCode,
        sortOrder: index,
      })),
    );
    await tx.insert(t.ipCountryRanges).values(
      seed.demoIpRanges.map(([from, to, countryCode]) => ({
        rangeStart: ipv4ToNumber(from)!,
        rangeEnd: ipv4ToNumber(to)!,
        countryCode,
      })),
    );
    await tx
      .insert(t.resources)
      .values(seed.demoResources.map((r, index) => ({ ...r, sortOrder: index })));
    await tx
      .insert(t.customerService)
      .values(seed.demoCustomerService.map((c, index) => ({ ...c, sortOrder: index })));
    await tx
      .insert(t.licences)
      .values(seed.demoLicences.map((l, index) => ({ ...l, sortOrder: index })));
    await tx
      .insert(t.domainRoutes)
      .values(seed.demoDomainRoutes.map((domain, index) => ({ domain, sortOrder: index })));
    for (const [categoryIndex, category] of seed.demoHelp.entries()) {
      const [row] = await tx
        .insert(t.helpCategories)
        .values({ tag: category.tag, sortOrder: categoryIndex })
        .returning({ id: t.helpCategories.id });
      const categoryId = row!.id;
      await tx.insert(t.helpCategoryTranslations).values(
        seed.SUPPORTED_LANGUAGES.map((lang) => ({
          categoryId,
          lang,
          title: category.title[lang],
        })),
      );
      for (const [articleIndex, article] of category.articles.entries()) {
        const [articleRow] = await tx
          .insert(t.helpArticles)
          .values({ categoryId, tag: article.tag, sortOrder: articleIndex })
          .returning({ id: t.helpArticles.id });
        await tx.insert(t.helpArticleTranslations).values(
          seed.SUPPORTED_LANGUAGES.map((lang) => ({
            articleId: articleRow!.id,
            lang,
            ...article.text[lang],
          })),
        );
      }
    }
    await tx
      .insert(t.maintenance)
      .values({ id: 1, enabled: false, message: seed.demoMaintenance.message });
    await seedDepositChannels(tx as unknown as Database);
    await tx
      .insert(t.merchantWallets)
      .values(
        seed.demoMerchantWallets.map(([code, name], index) => ({ code, name, sortOrder: index })),
      );
    await tx.insert(t.regionRestriction).values({
      id: 1,
      enabled: false,
      blockAll: false,
      blockedCountries: seed.demoRegionRestriction.blockedCountries,
      allowedIps: [],
      message: seed.demoRegionRestriction.message,
    });
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
  });
  // The game catalogue (about 10,000 rows, in batches): its own transaction.
  await seedGames(db);
  await seedBanners(db);
  await seedPromotions(db);
  await seedAnnouncements(db);
  await seedPoints(db);
  await seedLottery(db);
  return true;
}
