// Rules of the banners (SPEC.md §2, §3): the banners of a route group in one language, the boot
// data's banners of a page, and the operator's add, list and remove. Banners are brand-level data:
// their rows are read once per brand snapshot and kept with it (SystemService.brandPart; the
// version trigger of the banners table tells every process of a change within a second), and each
// answer is built once per snapshot, group and language, then shared by every request.
import type {
  Banner,
  BannerGroup,
  BootBanners,
  LanguageCode,
  OpsBanner,
  OpsBannerInput,
} from '@lotusplay/api-client/contracts';
import {
  BannerErrorCodes,
  BannerLimits,
  BannerMessages,
  isSafeBannerUrl,
  LANGUAGE_CODES,
} from '@lotusplay/api-client/contracts';
import { AppError } from '../../lib/envelope';
import { deepFreeze } from '../../lib/freeze';
import { stripHtml } from '../../lib/html';
import type { SystemService } from '../system/system.service';
import type { BannerRow, BannersRepository } from './banners.repository';

/** A row as the site shows it: its title stripped of tags and its URLs checked once more. */
function toBanner(row: BannerRow): Banner | null {
  const title = stripHtml(row.title).trim();
  const small = row.imageUrlSmall && isSafeBannerUrl(row.imageUrlSmall) ? row.imageUrlSmall : null;
  // Rows written by plain SQL skip the operator's checks: an unsafe image is not shown at all, an
  // unsafe or mistyped target leaves the banner without a link.
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
  };
}

/** A row as the operator sees it: as stored. */
function toOpsBanner(row: BannerRow): OpsBanner {
  return {
    bannerId: row.id,
    url: row.imageUrl,
    urlSmall: row.imageUrlSmall,
    groupName: row.groupName as BannerGroup,
    linkageType: row.linkageType as Banner['linkageType'],
    linkageTarget: row.linkageTarget,
    title: row.title,
    language: row.lang as LanguageCode,
    sortOrder: row.sortOrder,
  };
}

/** Why a target does not fit its linkage type, or null when it does. */
function targetProblem(type: 'PAGE' | 'URL', target: string): string | null {
  if (!isSafeBannerUrl(target)) return BannerMessages.unsafeUrl;
  if (type === 'PAGE' && !target.startsWith('/')) return BannerMessages.pageTarget;
  if (type === 'URL' && target.startsWith('/')) return BannerMessages.urlTarget;
  return null;
}

/** One brand snapshot's banners, grouped, and the answers built from them. */
class BannerContent {
  private readonly answers = new Map<string, unknown>();
  private readonly byKey = new Map<string, Banner[]>();

  constructor(rows: readonly BannerRow[]) {
    // Rows come ordered by group, language, sort order, id.
    for (const row of rows) {
      const banner = toBanner(row);
      if (!banner) continue;
      const key = `${row.groupName}:${row.lang}`;
      const list = this.byKey.get(key) ?? [];
      list.push(banner);
      this.byKey.set(key, list);
    }
  }

  /** The answer stored under `key`, built and frozen on first use. */
  answer<T>(key: string, build: () => T): T {
    if (!this.answers.has(key)) this.answers.set(key, deepFreeze(build()));
    return this.answers.get(key) as T;
  }

  list(group: BannerGroup, lang: LanguageCode): Banner[] {
    return this.byKey.get(`${group}:${lang}`) ?? [];
  }
}

/** The banners of every route group. */
export class BannersService {
  constructor(
    private readonly repository: BannersRepository,
    private readonly system: SystemService,
  ) {}

  private content(): Promise<BannerContent> {
    return this.system.brandPart(
      'content:banners',
      async () => new BannerContent(await this.repository.loadAll()),
    );
  }

  /** The banners of `group` in `lang`, in display order (empty when it has none). */
  async getBanners(group: BannerGroup, lang: LanguageCode): Promise<readonly Banner[]> {
    const content = await this.content();
    return content.answer(`list:${group}:${lang}`, () => content.list(group, lang));
  }

  /** The banners of `group` in every language that has some: the boot data of a page. */
  async bootBanners(group: BannerGroup): Promise<BootBanners> {
    const content = await this.content();
    return content.answer(`boot:${group}`, () => ({
      groupName: group,
      byLanguage: Object.fromEntries(
        LANGUAGE_CODES.map((lang) => [lang, content.list(group, lang)]).filter(
          ([, list]) => list!.length > 0,
        ),
      ),
    }));
  }

  // ——— operator ———

  /** Every banner (of a group, of a language), as the operator sees it. */
  async list(group?: BannerGroup, lang?: LanguageCode): Promise<OpsBanner[]> {
    const rows = await this.repository.loadAll();
    return rows
      .filter((row) => (!group || row.groupName === group) && (!lang || row.lang === lang))
      .map(toOpsBanner);
  }

  /** Adds a banner after checking every field; the site shows it at once (every process). */
  async add(input: OpsBannerInput): Promise<OpsBanner> {
    const bad = (code: string, message: string) => new AppError(400, code, message);
    const title = stripHtml(input.title).trim();
    if (!title) throw bad(BannerErrorCodes.EmptyTitle, BannerMessages.emptyTitle);
    if (title.length > BannerLimits.titleMaxLength) {
      throw bad(
        'VALIDATION_ERROR',
        `title must be at most ${BannerLimits.titleMaxLength} characters once tags are removed`,
      );
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
        lang: input.language,
        title,
        imageUrl: input.imageUrl,
        imageUrlSmall: small,
        linkageType,
        linkageTarget: linkageType === 'NONE' ? null : target,
        sortOrder: input.sortOrder,
      },
      BannerLimits.maxPerGroup,
    );
    if (!row) throw new AppError(409, BannerErrorCodes.GroupFull, BannerMessages.groupFull);
    this.system.brandChanged();
    return toOpsBanner(row);
  }

  /** Removes a banner; 404 when there is none with that id. */
  async remove(id: number): Promise<void> {
    if (!(await this.repository.delete(id))) {
      throw new AppError(404, BannerErrorCodes.NotFound, BannerMessages.notFound);
    }
    this.system.brandChanged();
  }
}
