import { useUpdateLanguageMutation } from '@lotusplay/api-client';
import type { LanguageCode } from '@lotusplay/api-client';
import {
  getLanguage,
  htmlLangOf,
  isLanguage,
  languageNames,
  setLanguage,
  useTranslation,
} from '@lotusplay/i18n';
import { useId } from 'react';

/** Props of LanguageSwitcher. */
export interface LanguageSwitcherProps {
  /** The brand's languages, from its permission info. */
  languages: readonly LanguageCode[];
}

/**
 * A labelled select of the brand's languages, each in its own name. Choosing one loads that
 * language's resources (once), then changes the visible text, stores `lang`/`hisLang` and tells the
 * platform (getUpdateLanguage).
 */
export function LanguageSwitcher({ languages }: LanguageSwitcherProps) {
  const { t, i18n } = useTranslation('shell');
  const id = useId();
  const [updateLanguage] = useUpdateLanguageMutation();
  const current = getLanguage(i18n);
  const options = languages.filter(isLanguage);
  if (!options.includes(current)) options.unshift(current);

  return (
    <div className="language-switcher">
      <label htmlFor={id} className="lp-visually-hidden">
        {t('common:language')}
      </label>
      <svg
        className="language-switcher__icon"
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
        focusable="false"
      >
        <g fill="none" stroke="currentColor" strokeWidth="1.8">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.7 5.7 3.7 9s-1.2 6.3-3.7 9c-2.5-2.7-3.7-5.7-3.7-9s1.2-6.3 3.7-9z" />
        </g>
      </svg>
      <select
        id={id}
        className="language-switcher__select"
        value={current}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLanguage(next)) return;
          setLanguage(next, i18n).then(
            (changed) => {
              // Recording the choice on the platform is best effort: the UI has already switched.
              // Not changed: a later choice overtook this one and will be recorded instead.
              if (changed) void updateLanguage({ language: next });
            },
            () => {
              // The language's resources could not be loaded: the page stays in the current
              // language and the select shows it again, so nothing is recorded.
            },
          );
        }}
      >
        {options.map((code) => (
          <option key={code} value={code} lang={htmlLangOf(code)}>
            {languageNames[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
