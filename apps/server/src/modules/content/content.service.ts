// Rules of the content module: the help centre, per language and device. Help content is
// brand-level data: its rows are read once per brand snapshot and kept with it (the system
// module's brand-config cache, whose version triggers cover the help tables too, so a change is
// seen by every process within a second), and each answer is built once per snapshot, language and
// device, then shared by every request.
import type { HelpMenuEntry, HelpV2Response, LanguageCode } from '@lotusplay/api-client';
import { deepFreeze } from '../../lib/freeze';
import type { SystemService } from '../system/system.service';
import type { ContentRepository, HelpRows } from './content.repository';

/** The devices help content is written for (besides ALL); the helpV2 schema allows these. */
export type HelpDevice = 'WEB' | 'H5';

/** One brand snapshot's help rows and the answers built from them, each built once. */
class HelpContent {
  private readonly answers = new Map<string, unknown>();

  constructor(private readonly rows: Readonly<HelpRows>) {}

  /** The answer stored under `key`, built and frozen on first use (keys: language × device). */
  answer<T>(key: string, build: () => T): T {
    if (!this.answers.has(key)) this.answers.set(key, deepFreeze(build()));
    return this.answers.get(key) as T;
  }

  /** Categories for a device (those of device ALL too) that have a title in `lang`, in order. */
  categories(lang: LanguageCode, device: HelpDevice) {
    const titles = new Map(
      this.rows.categoryTranslations
        .filter((row) => row.lang === lang)
        .map((row) => [row.categoryId, row.title]),
    );
    return this.rows.categories
      .filter((row) => (row.device === 'ALL' || row.device === device) && titles.has(row.id))
      .map((row) => ({ id: row.id, tag: row.tag, title: titles.get(row.id)! }));
  }

  /** The categories with their articles that have a text in `lang`. */
  helpV2(lang: LanguageCode, device: HelpDevice): HelpV2Response {
    const texts = new Map(
      this.rows.articleTranslations
        .filter((row) => row.lang === lang)
        .map((row) => [row.articleId, row]),
    );
    return this.categories(lang, device).map((category) => ({
      id: category.id,
      title: category.title,
      tag: category.tag,
      articles: this.rows.articles
        .filter((a) => a.categoryId === category.id && texts.has(a.id))
        .map((a) => {
          const text = texts.get(a.id)!;
          return { id: a.id, title: text.title, tag: a.tag, html: text.html };
        }),
    }));
  }
}

/** The help centre: categories, articles and the footer's help menu. */
export class ContentService {
  constructor(
    private readonly repository: ContentRepository,
    private readonly system: SystemService,
  ) {}

  private help(): Promise<HelpContent> {
    return this.system.brandPart(
      'content:help',
      async () => new HelpContent(deepFreeze(await this.repository.loadHelp())),
    );
  }

  /** Help categories with their articles in one language, for a device. */
  async getHelpV2(lang: LanguageCode, device: HelpDevice): Promise<HelpV2Response> {
    const help = await this.help();
    return help.answer(`helpV2:${lang}:${device}`, () => help.helpV2(lang, device));
  }

  /** The help-menu entries of the footer (the web's categories) in one language. */
  async getHelpCenter(lang: LanguageCode): Promise<HelpMenuEntry[]> {
    const help = await this.help();
    return help.answer(`helpCenter:${lang}`, () =>
      help.categories(lang, 'WEB').map((c) => ({ id: c.id, title: c.title, tag: c.tag })),
    );
  }
}
