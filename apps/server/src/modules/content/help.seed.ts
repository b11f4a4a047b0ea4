// The content module's part of the first-start seed: the help centre's categories and articles in
// every language (help.content.ts), inside the first-start transaction.
import { LANGUAGE_CODES } from '@lotusplay/api-client/contracts';
import type { Database } from '../../db/client';
import { demoHelp } from './help.content';
import * as t from './content.tables';

export async function seedHelp(tx: Database): Promise<void> {
  for (const [categoryIndex, category] of demoHelp.entries()) {
    const [row] = await tx
      .insert(t.helpCategories)
      .values({ tag: category.tag, sortOrder: categoryIndex })
      .returning({ id: t.helpCategories.id });
    const categoryId = row!.id;
    await tx.insert(t.helpCategoryTranslations).values(
      LANGUAGE_CODES.map((lang) => ({
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
        LANGUAGE_CODES.map((lang) => ({
          articleId: articleRow!.id,
          lang,
          ...article.text[lang],
        })),
      );
    }
  }
}
