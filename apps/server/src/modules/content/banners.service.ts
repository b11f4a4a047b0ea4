// Rules of the banners (SPEC.md §2, §3): the banners of a route group in one language (the art and
// the texts laid over it: headline, subline, call to action, each falling back to the brand's
// default language where the operator left it empty), the boot data's banners of a page, and the
// operator's add, text, list and remove. Banners are brand-level data: their rows are read once per
// brand snapshot and kept with it (SystemService.brandPart; the version triggers of the banner
// tables tell every process of a change within a second), and each answer is built once per
// snapshot, group and language, then shared by every request.
import type {
  Banner,
  BannerGroup,
  BannerText,
  BootBanners,
  LanguageCode,
  LocalizedText,
  OpsBanner,
  OpsBannerInput,
  OpsBannerTextInput,
} from '@lotusplay/api-client/contracts';
import {
  BannerErrorCodes,
  BannerLimits,
  BannerMessages,
  isLanguageCode,
  isSafeBannerUrl,
  LANGUAGE_CODES,
  localizedText,
} from '@lotusplay/api-client/contracts';
import { AppError } from '../../lib/envelope';
import { deepFreeze } from '../../lib/freeze';
import { stripHtml } from '../../lib/html';
import type { SystemService } from '../system/system.service';
import type {
  BannerRow,
  BannerRows,
  BannerTextRow,
  BannersRepository,
  NewBannerText,
} from './banners.repository';

type TextField = keyof BannerText;
const TEXT_FIELDS: readonly TextField[] = ['title', 'subline', 'callToAction'];
const MAX_LENGTH: Record<TextField, number> = {
  title: BannerLimits.titleMaxLength,
  subline: BannerLimits.sublineMaxLength,
  callToAction: BannerLimits.callToActionMaxLength,
};

/** Why a target does not fit its linkage type, or null when it does. */
function targetProblem(type: 'PAGE' | 'URL', target: string): string | null {
  if (!isSafeBannerUrl(target)) return BannerMessages.unsafeUrl;
  if (type === 'PAGE' && !target.startsWith('/')) return BannerMessages.pageTarget;
  if (type === 'URL' && target.startsWith('/')) return BannerMessages.urlTarget;
  return null;
}

/** A banner's texts by field, each by language. */
type BannerTexts = Record<TextField, LocalizedText>;

function textsByBanner(rows: readonly BannerTextRow[]): Map<number, BannerTexts> {
  const byBanner = new Map<number, BannerTexts>();
  for (const row of rows) {
    if (!isLanguageCode(row.lang)) continue;
    const texts = byBanner.get(row.bannerId) ?? { title: {}, subline: {}, callToAction: {} };
    // Rows written by plain SQL skip the operator's checks: tags go here too.
    for (const field of TEXT_FIELDS) texts[field][row.lang] = stripHtml(row[field]).trim();
    byBanner.set(row.bannerId, texts);
  }
  return byBanner;
}

/**
 * A row as the site shows it in `lang`: its texts in that language or the default language's,
 * its URLs checked once more. Null when it has no headline in either (a banner written for one
 * other language only) or an unsafe image.
 */
function toBanner(
  row: BannerRow,
  texts: BannerTexts | undefined,
  lang: LanguageCode,
  defaultLanguage: LanguageCode,
): Banner | null {
  const text = (field: TextField) => localizedText(texts?.[field], lang, defaultLanguage);
  const title = text('title');
  const small = row.imageUrlSmall && isSafeBannerUrl(row.imageUrlSmall) ? row.imageUrlSmall : null;
  // An unsafe image is not shown at all; an unsafe or mistyped target leaves the banner unlinked.
  if (!title || !isSafeBannerUrl(row.imageUrl)) return null;
  const linked =
    (row.linkageType === 'PAGE' || row.linkageType === 'URL') &&
    row.linkageTarget !== null &&
    targetProblem(row.linkageType, row.linkageTarget) === null;
  return {
    bannerId: row.id,
    url: row.imageUrl,
    urlSmall: small,
    groupName: row.groupName as BannerGroup,
    linkageType: linked ? (row.linkageType as Banner['linkageType']) : 'NONE',
    linkageTarget: linked ? row.linkageTarget : null,
    title,
    subline: text('subline'),
    // A call to action without anywhere to go would be a promise the banner cannot keep.
    callToAction: linked ? text('callToAction') : '',
  };
}

/** A row as the operator sees it: as stored, with every language's texts. */
function toOpsBanner(row: BannerRow, texts: readonly BannerTextRow[]): OpsBanner {
  return {
    bannerId: row.id,
    url: row.imageUrl,
    urlSmall: row.imageUrlSmall,
    groupName: row.groupName as BannerGroup,
    linkageType: row.linkageType as Banner['linkageType'],
    linkageTarget: row.linkageTarget,
    sortOrder: row.sortOrder,
    texts: LANGUAGE_CODES.flatMap((language) => {
      const text = texts.find((t) => t.bannerId === row.id && t.lang === language);
      return text
        ? [
            {
              language,
              title: text.title,
              subline: text.subline,
              callToAction: text.callToAction,
            },
          ]
        : [];
    }),
  };
}

/** One brand snapshot's banners and the answers built from them. */
class BannerContent {
  private readonly answers = new Map<string, unknown>();
  private readonly texts: Map<number, BannerTexts>;

  constructor(
    private readonly rows: BannerRows,
    readonly defaultLanguage: LanguageCode,
    readonly languages: readonly LanguageCode[],
  ) {
    this.texts = textsByBanner(rows.texts);
  }

  /** The answer stored under `key`, built and frozen on first use. */
  answer<T>(key: string, build: () => T): T {
    if (!this.answers.has(key)) this.answers.set(key, deepFreeze(build()));
    return this.answers.get(key) as T;
  }

  /** The group's banners in `lang`, in display order (rows come by group, order, id). */
  list(group: BannerGroup, lang: LanguageCode): Banner[] {
    return this.rows.banners
      .filter((row) => row.groupName === group)
      .map((row) => toBanner(row, this.texts.get(row.id), lang, this.defaultLanguage))
      .filter((banner): banner is Banner => banner !== null);
  }
}

const bad = (code: string, message: string) => new AppError(400, code, message);

/** The banners of every route group. */
export class BannersService {
  constructor(
    private readonly repository: BannersRepository,
    private readonly system: SystemService,
  ) {}

  private content(): Promise<BannerContent> {
    return this.system.brandPart('content:banners', async () => {
      const [rows, brand] = await Promise.all([this.repository.loadAll(), this.system.getBrand()]);
      const languages = brand.languages.filter(isLanguageCode);
      return new BannerContent(rows, brand.defaultLanguage as LanguageCode, languages);
    });
  }

  /**
   * The banners of `group` in `lang` (by default the brand's default language), in display order
   * (empty when it has none).
   */
  async getBanners(group: BannerGroup, lang?: LanguageCode): Promise<readonly Banner[]> {
    const content = await this.content();
    const language = lang ?? content.defaultLanguage;
    return content.answer(`list:${group}:${language}`, () => content.list(group, language));
  }

  /** The banners of `group` in each of the brand's languages that has some: a page's boot data. */
  async bootBanners(group: BannerGroup): Promise<BootBanners> {
    const content = await this.content();
    return content.answer(`boot:${group}`, () => ({
      groupName: group,
      byLanguage: Object.fromEntries(
        content.languages
          .map((lang) => [lang, content.list(group, lang)] as const)
          .filter(([, list]) => list.length > 0),
      ),
    }));
  }

  // ——— operator ———

  /** Every banner (of a group; with a text in a language), as the operator sees it. */
  async list(group?: BannerGroup, lang?: LanguageCode): Promise<OpsBanner[]> {
    const { banners, texts } = await this.repository.loadAll();
    return banners
      .filter(
        (row) =>
          (!group || row.groupName === group) &&
          (!lang || texts.some((t) => t.bannerId === row.id && t.lang === lang)),
      )
      .map((row) => toOpsBanner(row, texts));
  }

  /** One language's texts, stripped of tags and checked against their limits. */
  private checkedText(language: LanguageCode, input: OpsBannerTextInput): NewBannerText {
    const text = { lang: language, title: '', subline: '', callToAction: '' };
    for (const field of TEXT_FIELDS) {
      const raw = input[field];
      if (raw === undefined) continue;
      const value = stripHtml(raw).trim();
      if (field === 'title' && raw.trim() !== '' && !value) {
        throw bad(BannerErrorCodes.EmptyTitle, BannerMessages.emptyTitle);
      }
      if (value.length > MAX_LENGTH[field]) {
        throw bad(
          'VALIDATION_ERROR',
          `${field} must be at most ${MAX_LENGTH[field]} characters once tags are removed`,
        );
      }
      text[field] = value;
    }
    return text;
  }

  /** Adds a banner after checking every field; the site shows it at once (every process). */
  async add(input: OpsBannerInput): Promise<OpsBanner> {
    const { defaultLanguage } = await this.system.getBrand();
    const seen = new Set<LanguageCode>();
    const texts = input.texts.map((entry, index) => {
      if (seen.has(entry.language)) {
        throw bad('VALIDATION_ERROR', `body.texts.${index}.language ${entry.language} is repeated`);
      }
      seen.add(entry.language);
      return this.checkedText(entry.language, entry);
    });
    if (!texts.some((text) => text.lang === defaultLanguage && text.title)) {
      throw bad(BannerErrorCodes.DefaultTextRequired, BannerMessages.defaultTextRequired);
    }
    const small = input.imageUrlSmall ?? null;
    if (!isSafeBannerUrl(input.imageUrl) || (small !== null && !isSafeBannerUrl(small))) {
      throw bad(BannerErrorCodes.UnsafeUrl, BannerMessages.unsafeUrl);
    }
    const linkageType = input.linkageType ?? 'NONE';
    const target = input.linkageTarget?.trim() || null;
    if (linkageType !== 'NONE') {
      if (!target) throw bad('VALIDATION_ERROR', BannerMessages.targetRequired);
      const problem = targetProblem(linkageType, target);
      if (problem) throw bad(BannerErrorCodes.UnsafeUrl, problem);
    }
    const row = await this.repository.insertWithinLimit(
      {
        groupName: input.groupName,
        imageUrl: input.imageUrl,
        imageUrlSmall: small,
        linkageType,
        linkageTarget: linkageType === 'NONE' ? null : target,
        sortOrder: input.sortOrder,
      },
      texts.filter((text) => text.title || text.subline || text.callToAction),
      BannerLimits.maxPerGroup,
    );
    if (!row) throw new AppError(409, BannerErrorCodes.GroupFull, BannerMessages.groupFull);
    this.system.brandChanged();
    return this.opsBanner(row.id);
  }

  /**
   * Changes a banner's texts in one language: the fields given replace the stored ones ('' leaves
   * that one empty, so the default language's shows); the default language's title stays required.
   */
  async setText(id: number, language: LanguageCode, input: OpsBannerTextInput): Promise<OpsBanner> {
    const current = (await this.list()).find((banner) => banner.bannerId === id);
    if (!current) throw new AppError(404, BannerErrorCodes.NotFound, BannerMessages.notFound);
    const stored = current.texts.find((text) => text.language === language);
    const given = this.checkedText(language, input);
    const text: NewBannerText = { lang: language, title: '', subline: '', callToAction: '' };
    for (const field of TEXT_FIELDS) {
      text[field] = input[field] === undefined ? (stored?.[field] ?? '') : given[field];
    }
    const { defaultLanguage } = await this.system.getBrand();
    if (language === defaultLanguage && !text.title) {
      throw bad(BannerErrorCodes.DefaultTextRequired, BannerMessages.defaultTextRequired);
    }
    if (!(await this.repository.setText(id, text))) {
      throw new AppError(404, BannerErrorCodes.NotFound, BannerMessages.notFound);
    }
    this.system.brandChanged();
    return this.opsBanner(id);
  }

  private async opsBanner(id: number): Promise<OpsBanner> {
    const banner = (await this.list()).find((b) => b.bannerId === id);
    if (!banner) throw new AppError(404, BannerErrorCodes.NotFound, BannerMessages.notFound);
    return banner;
  }

  /** Removes a banner; 404 when there is none with that id. */
  async remove(id: number): Promise<void> {
    if (!(await this.repository.delete(id))) {
      throw new AppError(404, BannerErrorCodes.NotFound, BannerMessages.notFound);
    }
    this.system.brandChanged();
  }
}
