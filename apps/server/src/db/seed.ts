// First-start seed of the demo brand. Idempotent: an existing brand row means "already seeded".
import { hashPassword } from '../lib/password';
import { ipv4ToNumber } from '../lib/ip';
import type { Database } from './client';
import * as t from './schema';
import * as seed from './seed-data';

/** Hashes the demo password once per demo member (scrypt is slow on purpose). */
export function hashDemoPasswords(): Promise<string[]> {
  return Promise.all(seed.demoMembers.map(() => hashPassword(seed.DEMO_PASSWORD)));
}

/**
 * Seeds the demo brand when the database has none; returns true when it seeded.
 * `passwordHashes` may be started early (while the database opens) to shorten the first start.
 */
export async function seedDatabase(
  db: Database,
  passwordHashes?: Promise<string[]>,
): Promise<boolean> {
  const existing = await db.select({ id: t.brand.id }).from(t.brand).limit(1);
  if (existing.length > 0) return false;

  // Hash before opening the transaction.
  const hashes = await (passwordHashes ?? hashDemoPasswords());
  const memberRows = seed.demoMembers.map((member, index) => ({
    ...member,
    passwordHash: hashes[index]!,
  }));

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
    await tx.insert(t.regionRestriction).values({
      id: 1,
      enabled: false,
      blockAll: false,
      blockedCountries: seed.demoRegionRestriction.blockedCountries,
      allowedIps: [],
      message: seed.demoRegionRestriction.message,
    });
    await tx
      .insert(t.members)
      .values(memberRows)
      .onConflictDoNothing({ target: t.members.username });
  });
  return true;
}
