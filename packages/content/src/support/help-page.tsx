// The help centre (SPEC.md §2 /help and /helpmc): the categories and articles of getHelpV2 in the
// current language, each article a disclosure whose body is the server's HTML after sanitising.
// The #tag anchor (an article's tag, or a category's: the footer help menu links to those) opens
// that article and scrolls to it. The feedback form is reached from here.
import type { HelpCategory } from '@lotusplay/api-client';
import { normalizeLanguage, useTranslation } from '@lotusplay/i18n';
import { Button, Loader } from '@lotusplay/ui-kit';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useGetHelpV2Query } from '../api/content-api';
import { SafeHtml } from '../components/safe-html/safe-html';
import { FeedbackDialog } from './feedback-form';

/** Props of {@link HelpPage}. */
export interface HelpPageProps {
  /** /helpmc: the page is shown without the site's header, so it carries its own title only. */
  embedded?: boolean;
}

/** The article a #tag points at: an article's own tag, or the first article of a category. */
export function articleForTag(categories: readonly HelpCategory[], tag: string) {
  for (const category of categories) {
    const article = category.articles.find((a) => a.tag === tag);
    if (article) return { category, article, byCategory: false };
  }
  const category = categories.find((c) => c.tag === tag);
  if (category) return { category, article: category.articles[0], byCategory: true };
  return null;
}

/** The help centre page. */
export function HelpPage({ embedded = false }: HelpPageProps) {
  const { t, i18n } = useTranslation(['support', 'common']);
  const lang = normalizeLanguage(i18n.language);
  const { currentData, isError, refetch } = useGetHelpV2Query(lang);
  const { hash } = useLocation();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const headingId = useId();
  const scrolled = useRef<string | null>(null);

  const tag = useMemo(() => {
    try {
      return decodeURIComponent(hash.replace(/^#/, ''));
    } catch {
      return '';
    }
  }, [hash]);

  // The anchor opens its article and scrolls to it, once per anchor and language.
  useEffect(() => {
    if (!currentData) return;
    const key = `${lang}#${tag}`;
    if (scrolled.current === key) return;
    scrolled.current = key;
    const target = tag ? articleForTag(currentData, tag) : null;
    const first = currentData[0]?.articles[0];
    const article = target ? target.article : first;
    if (article) setOpen((set) => new Set(set).add(article.id));
    if (!target) return;
    const elementId = target.byCategory
      ? `help-cat-${target.category.tag}`
      : `help-${target.article?.tag}`;
    requestAnimationFrame(() => {
      const element = document.getElementById(elementId);
      element?.scrollIntoView({ block: 'start' });
      element?.querySelector<HTMLElement>('[data-help-focus]')?.focus({ preventScroll: true });
    });
  }, [currentData, tag, lang]);

  const toggle = (id: number) =>
    setOpen((set) => {
      const next = new Set(set);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  let body;
  if (!currentData && isError) {
    body = (
      <div role="alert" className="lp-help__state">
        <p>{t('support:helpError')}</p>
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          {t('common:retry')}
        </Button>
      </div>
    );
  } else if (!currentData) {
    body = <Loader label={t('support:helpLoading')} />;
  } else if (currentData.length === 0) {
    body = <p className="lp-help__state">{t('support:helpEmpty')}</p>;
  } else {
    body = (
      <div className="lp-help__layout">
        <nav className="lp-help__nav" aria-label={t('support:helpCategories')}>
          <ul>
            {currentData.map((category) => (
              <li key={category.id}>
                <a href={`#${encodeURIComponent(category.tag)}`}>{category.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="lp-help__content">
          {currentData.map((category) => (
            <section
              key={category.id}
              id={`help-cat-${category.tag}`}
              className="lp-help__category"
              aria-labelledby={`help-cat-${category.tag}-title`}
            >
              <h2 id={`help-cat-${category.tag}-title`} tabIndex={-1} data-help-focus>
                {category.title}
              </h2>
              {category.articles.length === 0 && <p>{t('support:helpEmpty')}</p>}
              {category.articles.map((article) => {
                const expanded = open.has(article.id);
                const panelId = `help-panel-${article.id}`;
                return (
                  <div key={article.id} id={`help-${article.tag}`} className="lp-help__article">
                    <h3>
                      <button
                        type="button"
                        className="lp-help__toggle"
                        aria-expanded={expanded}
                        aria-controls={panelId}
                        onClick={() => toggle(article.id)}
                        data-help-focus
                      >
                        {article.title}
                      </button>
                    </h3>
                    <div
                      id={panelId}
                      role="region"
                      aria-label={article.title}
                      hidden={!expanded}
                      className="lp-help__panel"
                    >
                      <SafeHtml html={article.html} />
                    </div>
                  </div>
                );
              })}
            </section>
          ))}
        </div>
      </div>
    );
  }

  return (
    <section
      className={['lp-help', embedded ? 'lp-help--embedded' : ''].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
    >
      <div className="lp-help__head">
        <h1 id={headingId}>{t('support:helpTitle')}</h1>
        <Button variant="secondary" onClick={() => setFeedbackOpen(true)}>
          {t('support:feedbackOpen')}
        </Button>
      </div>
      {body}
      <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
    </section>
  );
}
