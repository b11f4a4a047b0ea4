// Data factories typed against the contracts, for tests and stories.
import type {
  HelpArticle,
  HelpCategory,
  HelpMenuEntry,
  LanguageCode,
  Licence,
} from '@lotusplay/api-client';
import { buildPermissionInfo } from '@lotusplay/api-client/testing';

const helpTitles: Partial<Record<LanguageCode, readonly string[]>> = {
  EN: ['About us', 'Deposit guide', 'Withdrawal guide', 'Responsible gaming', 'Privacy policy'],
  CN: ['关于我们', '存款指南', '取款指南', '责任博彩', '隐私政策'],
  VI: [
    'Về chúng tôi',
    'Hướng dẫn nạp tiền',
    'Hướng dẫn rút tiền',
    'Chơi có trách nhiệm',
    'Chính sách bảo mật',
  ],
};
const helpTags = ['about', 'deposit', 'withdrawal', 'responsible-gaming', 'privacy'] as const;

/** One footer help-menu entry. */
export function buildHelpMenuEntry(overrides: Partial<HelpMenuEntry> = {}): HelpMenuEntry {
  return { id: 1, title: 'About us', tag: 'about', ...overrides };
}

/** The demo brand's footer help menu in `lang` (EN titles for languages without demo text). */
export function buildHelpMenuEntries(lang: LanguageCode = 'EN'): HelpMenuEntry[] {
  const titles = helpTitles[lang] ?? helpTitles.EN ?? [];
  return helpTags.map((tag, index) =>
    buildHelpMenuEntry({ id: index + 1, tag, title: titles[index] ?? tag }),
  );
}

/** One help article. */
export function buildHelpArticle(overrides: Partial<HelpArticle> = {}): HelpArticle {
  return {
    id: 1,
    title: 'About us',
    tag: 'about',
    html: '<p>LotusPlay is a <strong>demo</strong> brand.</p>',
    ...overrides,
  };
}

/** The help centre (getHelpV2) in `lang`: one category per menu entry, one article each. */
export function buildHelpV2(lang: LanguageCode = 'EN'): HelpCategory[] {
  return buildHelpMenuEntries(lang).map((entry) => ({
    id: entry.id,
    title: entry.title,
    tag: entry.tag,
    articles: [
      buildHelpArticle({
        id: entry.id * 100,
        title: entry.title,
        tag: entry.tag,
        html: `<p>${entry.title}</p>`,
      }),
    ],
  }));
}

/** The footer licences of SPEC.md §1: MGA, BVI and PAGCOR, as the brand factory has them. */
export function buildLicences(): Licence[] {
  return buildPermissionInfo().info.licences;
}
