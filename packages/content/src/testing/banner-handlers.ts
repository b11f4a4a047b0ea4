// MSW handlers and factories of the banner call, typed by its contract, for tests and stories.
import { BANNER_GROUPS, BANNERS_PATH, ErrorCodes, isLanguageCode } from '@lotusplay/api-client';
import type { Banner, BannerGroup, BannersResponse, LanguageCode } from '@lotusplay/api-client';
import { envelope, errorEnvelope } from '@lotusplay/api-client/testing';
import { http } from 'msw';

/** One banner; the demo home banner by default. */
export function buildBanner(overrides: Partial<Banner> = {}): Banner {
  return {
    bannerId: 1,
    url: '/static/banners/home-1-1536.png',
    urlSmall: '/static/banners/home-1-768.png',
    groupName: 'w_home',
    linkageType: 'PAGE',
    linkageTarget: '/promotions',
    title: 'Welcome bonus 100%',
    subline: 'On your first deposit',
    callToAction: 'Claim now',
    ...overrides,
  };
}

/**
 * `count` banners of `group` in `lang` (titles and sublines name both), the first linked to
 * /promotions, the second to an address (both with a call to action), the rest unlinked.
 */
export function buildBanners(
  group: BannerGroup = 'w_home',
  lang: LanguageCode = 'EN',
  count = 3,
): BannersResponse {
  return Array.from({ length: count }, (_, index) =>
    buildBanner({
      bannerId: index + 1,
      groupName: group,
      title: `${group} ${lang} banner ${index + 1}`,
      subline: `${lang} subline ${index + 1}`,
      callToAction: index < 2 ? `${lang} go ${index + 1}` : '',
      url: `/static/banners/${group}-${index + 1}-1536.png`,
      urlSmall: `/static/banners/${group}-${index + 1}-768.png`,
      ...(index === 0
        ? { linkageType: 'PAGE' as const, linkageTarget: '/promotions' }
        : index === 1
          ? { linkageType: 'URL' as const, linkageTarget: 'https://example.com/promo' }
          : { linkageType: 'NONE' as const, linkageTarget: null }),
    }),
  );
}

/** MSW handler of MCSFE_getBanners: `answer` per group and language (buildBanners by default). */
export function createBannerHandlers(
  answer: (group: BannerGroup, lang: LanguageCode) => BannersResponse = buildBanners,
) {
  return [
    http.get(`*${BANNERS_PATH}`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const group = params.get('groupName') ?? '';
      const lang = params.get('language') ?? 'EN';
      if (!(BANNER_GROUPS as readonly string[]).includes(group) || !isLanguageCode(lang)) {
        return errorEnvelope(ErrorCodes.Validation, 'groupName and language must be known', 400);
      }
      return envelope(answer(group as BannerGroup, lang));
    }),
  ];
}

/** The banner call failing as the server answers an unexpected failure (error states). */
export function createBannerErrorHandlers(status = 500) {
  return [
    http.get(`*${BANNERS_PATH}`, () =>
      errorEnvelope(ErrorCodes.Internal, 'Internal server error', status),
    ),
  ];
}
