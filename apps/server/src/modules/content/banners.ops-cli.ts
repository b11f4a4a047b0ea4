// The `ops banner …` command: list, add and remove the banners of a route group through
// /ops/banners.
import type { OpsBanner } from '@lotusplay/api-client/contracts';
import { BANNER_GROUPS, LANGUAGE_CODES } from '@lotusplay/api-client/contracts';

/** Usage lines of `ops banner`. */
export const BANNER_USAGE = `  banner list [--group GROUP] [--lang LANG]
                                           every banner (of a group, of a language), in order
  banner add <GROUP> <LANG> --title TEXT --image URL [--image-small URL] [--link TARGET] [--order N]
                                           add a banner to a route group (w_home, w_rng, …, w_reg)
                                           in one language; images and --link are a site path
                                           (/promotions) or an http(s) address; HTML is stripped
                                           from the title; without --order it goes last
  banner remove <ID>                       remove a banner`;

/** The options `ops banner` reads. */
export interface BannerCliOptions {
  group?: string;
  lang?: string;
  title?: string;
  image?: string;
  'image-small'?: string;
  link?: string;
  order?: string;
}

/** The request `ops banner …` sends (the shape ops-cli.ts runs). */
export interface BannerCliRequest {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  print?: (value: never) => string[];
}

const bannerLine = (b: OpsBanner) =>
  `${b.bannerId} ${b.groupName} ${b.language} #${b.sortOrder} ${b.title} — ${b.url}${
    b.linkageType === 'NONE' ? '' : ` → ${b.linkageType} ${b.linkageTarget ?? ''}`
  }`;

/** Builds the request of `ops banner <args>`; `usage` makes the command's usage error. */
export function bannerRequest(
  [action, arg1, arg2]: string[],
  options: BannerCliOptions,
  usage: (message: string) => Error,
): BannerCliRequest {
  const group = (value: string | undefined) => {
    if (value !== undefined && !(BANNER_GROUPS as readonly string[]).includes(value)) {
      throw usage(`the group must be one of ${BANNER_GROUPS.join(', ')}`);
    }
    return value;
  };
  const lang = (value: string | undefined) => {
    const code = value?.toUpperCase();
    if (code !== undefined && !(LANGUAGE_CODES as readonly string[]).includes(code)) {
      throw usage(`the language must be one of ${LANGUAGE_CODES.join(', ')}`);
    }
    return code;
  };
  if (action === 'list') {
    const query = new URLSearchParams();
    const g = group(options.group);
    const l = lang(options.lang);
    if (g) query.set('groupName', g);
    if (l) query.set('language', l);
    return {
      method: 'GET',
      path: `/ops/banners${query.size ? `?${query.toString()}` : ''}`,
      print: (banners: OpsBanner[]) =>
        banners.length === 0 ? ['(no banners)'] : banners.map(bannerLine),
    };
  }
  if (action === 'add') {
    if (!arg1 || !arg2) throw usage('banner add needs a group and a language, e.g. w_home EN');
    if (!options.title?.trim()) throw usage('banner add needs --title');
    if (!options.image?.trim()) throw usage('banner add needs --image');
    if (options.order !== undefined && !/^\d{1,7}$/.test(options.order)) {
      throw usage('--order must be a whole number');
    }
    const link = options.link?.trim();
    return {
      method: 'POST',
      path: '/ops/banners',
      body: {
        groupName: group(arg1),
        language: lang(arg2),
        title: options.title,
        imageUrl: options.image.trim(),
        ...(options['image-small'] ? { imageUrlSmall: options['image-small'].trim() } : {}),
        // A site path opens inside the site; anything else is sent as an address for the
        // server to check (it refuses all but http and https).
        ...(link
          ? { linkageType: link.startsWith('/') ? 'PAGE' : 'URL', linkageTarget: link }
          : {}),
        ...(options.order !== undefined ? { sortOrder: Number(options.order) } : {}),
      },
      print: (banner: OpsBanner) => [`Banner added: ${bannerLine(banner)}`],
    };
  }
  if (action === 'remove') {
    if (!arg1 || !/^\d{1,10}$/.test(arg1)) throw usage('banner remove needs a banner id');
    return {
      method: 'DELETE',
      path: `/ops/banners/${arg1}`,
      print: () => [`Banner ${arg1} removed`],
    };
  }
  throw usage('banner needs list, add or remove');
}
