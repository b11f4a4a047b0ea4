import { useTranslation } from '@lotusplay/i18n';
import { IconButton } from '@lotusplay/ui-kit';
import { setTheme, useTheme } from '../app/theme';

/**
 * The light/dark switch: a toggle button named "Light theme", pressed while the light theme is
 * on. The choice is stored under `theme` (dark by default).
 */
export function ThemeToggle() {
  const { t } = useTranslation('shell');
  const theme = useTheme();
  const light = theme === 'light';
  return (
    <IconButton
      label={t('lightTheme')}
      pressed={light}
      title={t('lightTheme')}
      onClick={() => setTheme(light ? 'dark' : 'light')}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        {light ? (
          <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="12" cy="12" r="4.5" />
            <path d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8" />
          </g>
        ) : (
          <path d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1z" fill="currentColor" />
        )}
      </svg>
    </IconButton>
  );
}
