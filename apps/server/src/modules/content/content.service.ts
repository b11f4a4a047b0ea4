// Rules of the content module: the help centre, per language and device (each text in the
// brand's default language where the operator left that language's empty). Help content is
// brand-level data: its rows are read once per brand snapshot and kept with it (the system
// module's brand-config cache, whose version triggers cover the help tables too, so a change is
// seen by every process within a second), and each answer is built once per snapshot, language and
// device, then shared by every request.
import type { HelpMenuEntry, HelpV2Response, LanguageCode } from '@lotusplay/api-client/contracts';
import { localizedText } from '@lotusplay/api-client/contracts';
import { deepFreeze } from '../../lib/freeze';
import type { SystemService } from '../system/system.service';
import type { ContentRepository, HelpRows } from './content.repository';

/** The devices help content is written for (besides ALL); the helpV2 schema allows these. */
export type HelpDevice = 'WEB' | 'H5';

/** A text by language, as stored. */
type Texts = Map<string, string>;

/** One brand snapshot's help rows and the answers built from them, each built once. */
class HelpContent {
  private readonly answers = new Map<string, unknown>();
  private readonly categoryTitles = new Map<number, Texts>();
  private readonly articleTitles = new Map<number, Texts>();
  private readonly articleHtml = new Map<number, Texts>();

  constructor(
    private readonly rows: Readonly<HelpRows>,
    /** The brand's default language: a text the operator left empty is shown in it. */
    private readonly defaultLanguage: LanguageCode,
  ) {
    const put = (map: Map<number, Texts>, id: number, lang: string, text: string) =>
      map.set(id, (map.get(id) ?? new Map<string, string>()).set(lang, text));
    for (const row of rows.categoryTranslations) {
      put(this.categoryTitles, row.categoryId, row.lang, row.title);
    }
    for (const row of rows.articleTranslations) {
      put(this.articleTitles, row.articleId, row.lang, row.title);
      put(this.articleHtml, row.articleId, row.lang, row.html);
    }
  }

  /** The text in `lang`, else (left empty) in the brand's default language, else ''. */
  private text(texts: Texts | undefined, lang: LanguageCode): string {
    return localizedText(texts && Object.fromEntries(texts), lang, this.defaultLanguage);
  }

  /** The answer stored under `key`, built and frozen on first use (keys: language × device). */
  answer<T>(key: string, build: () => T): T {
    if (!this.answers.has(key)) this.answers.set(key, deepFreeze(build()));
    return this.answers.get(key) as T;
  }

  /** Categories for a device (those of device ALL too) with a title in `lang` or the default. */
  categories(lang: LanguageCode, device: HelpDevice) {
    return this.rows.categories
      .filter((row) => row.device === 'ALL' || row.device === device)
      .map((row) => ({
        id: row.id,
        tag: row.tag,
        title: this.text(this.categoryTitles.get(row.id), lang),
      }))
      .filter((category) => category.title !== '');
  }

  /** The categories with their articles, each text in `lang` or the default language's. */
  helpV2(lang: LanguageCode, device: HelpDevice): HelpV2Response {
    return this.categories(lang, device).map((category) => ({
      id: category.id,
      title: category.title,
      tag: category.tag,
      articles: this.rows.articles
        .filter((a) => a.categoryId === category.id)
        .map((a) => ({
          id: a.id,
          title: this.text(this.articleTitles.get(a.id), lang),
          tag: a.tag,
          html: this.text(this.articleHtml.get(a.id), lang),
        }))
        .filter((article) => article.title !== ''),
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
    return this.system.brandPart('content:help', async () => {
      const [rows, brand] = await Promise.all([this.repository.loadHelp(), this.system.getBrand()]);
      return new HelpContent(deepFreeze(rows), brand.defaultLanguage as LanguageCode);
    });
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
