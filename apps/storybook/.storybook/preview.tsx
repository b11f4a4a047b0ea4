// Every package's stylesheet (ui-kit's theme first), so each story looks as it does in the app; a
// package that adds src/styles.css is picked up without a change here.
import '@lotusplay/ui-kit/styles.css';
import.meta.glob(
  ['../../../packages/*/src/styles.css', '!../../../packages/ui-kit/src/styles.css'],
  {
    eager: true,
  },
);
import {
  I18nProvider,
  i18n,
  normalizeLanguage,
  setLanguage,
  supportedLanguages,
  languageNames,
} from '@lotusplay/i18n';
import { applyTheme, isThemeName } from '@lotusplay/ui-kit';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { mswLoader } from './msw';

/** Applies the toolbar's theme and language before the story paints. */
function StoryEnvironment({
  theme,
  lang,
  children,
}: {
  theme: unknown;
  lang: unknown;
  children: ReactNode;
}) {
  const themeName = isThemeName(theme) ? theme : 'dark';
  const language = normalizeLanguage(lang);
  useLayoutEffect(() => {
    applyTheme(themeName);
  }, [themeName]);
  useLayoutEffect(() => {
    if (i18n.language !== language) void setLanguage(language);
  }, [language]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

const withEnvironment: Decorator = (Story, context) => (
  <StoryEnvironment theme={context.globals.theme} lang={context.globals.lang}>
    <Story />
  </StoryEnvironment>
);

const preview: Preview = {
  decorators: [withEnvironment],
  loaders: [mswLoader],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Dark' },
          { value: 'light', title: 'Light' },
        ],
        dynamicTitle: true,
      },
    },
    lang: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: supportedLanguages.map((code) => ({
          value: code,
          title: `${code} · ${languageNames[code]}`,
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'dark', lang: 'EN' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
