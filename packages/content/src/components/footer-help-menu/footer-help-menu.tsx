import { HelpPageTags } from '@lotusplay/api-client';
import type { HelpMenuEntry } from '@lotusplay/api-client';
import { normalizeLanguage, useTranslation } from '@lotusplay/i18n';
import { Button, Loader } from '@lotusplay/ui-kit';
import { useId, type ReactNode } from 'react';
import { useGetHelpCenterQuery } from '../../api/content-api';

/** Where the help-menu data stands. */
export type FooterHelpMenuStatus = 'loading' | 'error' | 'success';

/** Props shared by the connected menu and its view. */
export interface FooterHelpMenuLinkProps {
  /** Path of the help centre; entries link to `<helpPath>#<tag>`. Default '/help'. */
  helpPath?: string;
  /**
   * Renders one entry's link (e.g. a router `Link`). Default: a plain `<a href>`, so the menu needs
   * no router.
   */
  renderLink?: (entry: HelpMenuEntry, href: string) => ReactNode;
  className?: string;
}

/** Props of {@link FooterHelpMenuView}. */
export interface FooterHelpMenuViewProps extends FooterHelpMenuLinkProps {
  status: FooterHelpMenuStatus;
  entries: readonly HelpMenuEntry[];
  /** Offered as a retry button in the error state. */
  onRetry?: () => void;
}

/** The href of a help entry: the help path with the entry's tag as anchor (SPEC.md §2 /help#tag). */
export function helpEntryHref(entry: Pick<HelpMenuEntry, 'tag'>, helpPath = '/help'): string {
  return `${helpPath}#${encodeURIComponent(entry.tag)}`;
}

/** The footer help menu for given data: loading, error (with retry), empty, or the list of links. */
export function FooterHelpMenuView({
  status,
  entries,
  onRetry,
  helpPath = '/help',
  renderLink,
  className,
}: FooterHelpMenuViewProps) {
  const { t } = useTranslation(['content', 'common']);
  const headingId = useId();
  let body: ReactNode;
  if (status === 'loading') {
    body = <Loader label={t('content:helpMenuLoading')} size="sm" />;
  } else if (status === 'error') {
    body = (
      <div role="alert" className="lp-footer-help__error">
        <p>{t('content:helpMenuError')}</p>
        {onRetry && (
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {t('common:retry')}
          </Button>
        )}
      </div>
    );
  } else if (entries.length === 0) {
    body = <p className="lp-footer-help__empty">{t('content:helpMenuEmpty')}</p>;
  } else {
    body = (
      <ul className="lp-footer-help__list">
        {entries.map((entry) => {
          const href = helpEntryHref(entry, helpPath);
          return (
            <li key={entry.id}>
              {renderLink ? renderLink(entry, href) : <a href={href}>{entry.title}</a>}
            </li>
          );
        })}
      </ul>
    );
  }
  // The terms and the privacy policy, whatever the menu's state: their pages are the help
  // centre's (HelpPageTags); responsible gaming is a category of the menu itself.
  const legal: HelpMenuEntry[] = [
    { id: -1, tag: HelpPageTags.terms, title: t('content:legalTerms') },
    { id: -2, tag: HelpPageTags.privacy, title: t('content:legalPrivacy') },
  ];
  return (
    <nav
      aria-labelledby={headingId}
      className={['lp-footer-help', className].filter(Boolean).join(' ')}
    >
      <h2 id={headingId} className="lp-footer-help__heading">
        {t('content:helpHeading')}
      </h2>
      {body}
      <ul
        className="lp-footer-help__list lp-footer-help__legal"
        aria-label={t('content:legalLinks')}
      >
        {legal.map((entry) => {
          const href = helpEntryHref(entry, helpPath);
          return (
            <li key={entry.tag}>
              {renderLink ? renderLink(entry, href) : <a href={href}>{entry.title}</a>}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Props of {@link FooterHelpMenu}. */
export type FooterHelpMenuProps = FooterHelpMenuLinkProps;

/**
 * The footer help menu: loads getHelpCenter for the current i18n language (refetching when it
 * changes) and renders {@link FooterHelpMenuView}. Needs the store with the shared `api`.
 */
export function FooterHelpMenu(props: FooterHelpMenuProps) {
  const { i18n } = useTranslation('content');
  const lang = normalizeLanguage(i18n.language);
  // currentData, not data: after a language switch the old language's titles must not linger.
  const { currentData, isError, refetch } = useGetHelpCenterQuery(lang);
  const status: FooterHelpMenuStatus = currentData ? 'success' : isError ? 'error' : 'loading';
  return (
    <FooterHelpMenuView
      {...props}
      status={status}
      entries={currentData ?? []}
      onRetry={() => void refetch()}
    />
  );
}
