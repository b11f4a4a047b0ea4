/** Names of the built-in themes; `dark` is the product default (SPEC.md §9). */
export type ThemeName = 'dark' | 'light';

/** Colour roles every theme defines. */
export interface ThemeColors {
  background: string;
  surface: string;
  surfaceRaised: string;
  text: string;
  textMuted: string;
  border: string;
  primary: string;
  primaryHover: string;
  onPrimary: string;
  secondary: string;
  secondaryHover: string;
  onSecondary: string;
  danger: string;
  dangerHover: string;
  /** Error text on surfaces (form messages): readable at small sizes (WCAG AA 4.5:1). */
  dangerText: string;
  onDanger: string;
  warning: string;
  success: string;
  focus: string;
  overlay: string;
  badge: string;
  onBadge: string;
  skeleton: string;
}

/** The full token set of one theme. */
export interface ThemeTokens {
  colors: ThemeColors;
  spacing: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  radius: { sm: string; md: string; lg: string; pill: string };
  fontSize: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  shadow: { sm: string; md: string; lg: string };
  /**
   * Stacking, lowest first. A toast sits over the page but under the sticky header (and the menu
   * that opens from it) and under the modals, so it never covers a dialog, its buttons or the menu
   * (a modal's backdrop dims it); `top` is for what must show over everything while it is there
   * (the skip link, the route progress bar).
   */
  zIndex: {
    dropdown: string;
    toast: string;
    sticky: string;
    modal: string;
    overlay: string;
    top: string;
  };
}

const shared = {
  spacing: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  fontSize: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px' },
  zIndex: {
    dropdown: '1000',
    toast: '1050',
    sticky: '1100',
    modal: '1300',
    overlay: '1400',
    top: '1500',
  },
} satisfies Omit<ThemeTokens, 'colors' | 'shadow'>;

/** Design tokens of the dark (default) and light themes. */
export const themes: Record<ThemeName, ThemeTokens> = {
  dark: {
    ...shared,
    colors: {
      background: '#0f1218',
      surface: '#181c25',
      surfaceRaised: '#222835',
      text: '#f2f4f8',
      textMuted: '#a3abbd',
      border: '#343b4d',
      primary: '#e0b44c',
      primaryHover: '#efc765',
      onPrimary: '#1a1305',
      secondary: '#2e3546',
      secondaryHover: '#3a4257',
      onSecondary: '#f2f4f8',
      danger: '#e5484d',
      dangerHover: '#f2555a',
      dangerText: '#ff8a8e',
      onDanger: '#ffffff',
      warning: '#f5a524',
      success: '#30a46c',
      focus: '#7cb7ff',
      overlay: 'rgba(4, 6, 10, 0.72)',
      badge: '#e5484d',
      onBadge: '#ffffff',
      skeleton: '#262c3a',
    },
    shadow: {
      sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
      md: '0 4px 12px rgba(0, 0, 0, 0.45)',
      lg: '0 12px 32px rgba(0, 0, 0, 0.55)',
    },
  },
  light: {
    ...shared,
    colors: {
      background: '#f5f6f8',
      surface: '#ffffff',
      surfaceRaised: '#ffffff',
      text: '#171a21',
      textMuted: '#596070',
      border: '#d5d9e2',
      primary: '#9a6b00',
      primaryHover: '#7f5800',
      onPrimary: '#ffffff',
      secondary: '#e8ebf1',
      secondaryHover: '#dce0e8',
      onSecondary: '#171a21',
      danger: '#c62a2f',
      dangerHover: '#a82226',
      dangerText: '#b42318',
      onDanger: '#ffffff',
      warning: '#a35c00',
      success: '#18794e',
      focus: '#0b62d6',
      overlay: 'rgba(15, 18, 24, 0.5)',
      badge: '#c62a2f',
      onBadge: '#ffffff',
      skeleton: '#e3e6ec',
    },
    shadow: {
      sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
      md: '0 4px 12px rgba(16, 24, 40, 0.12)',
      lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
    },
  },
};

const groupPrefix: Record<keyof ThemeTokens, string> = {
  colors: 'color',
  spacing: 'space',
  radius: 'radius',
  fontSize: 'font-size',
  shadow: 'shadow',
  zIndex: 'z',
};

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The CSS custom properties of a theme, e.g. `{ '--lp-color-primary': '#e0b44c', … }`. */
export function themeVariables(name: ThemeName): Record<string, string> {
  const tokens = themes[name];
  const out: Record<string, string> = {};
  for (const group of Object.keys(groupPrefix) as (keyof ThemeTokens)[]) {
    for (const [key, value] of Object.entries(tokens[group])) {
      out[`--lp-${groupPrefix[group]}-${kebab(key)}`] = value;
    }
  }
  return out;
}

/** Applies a theme: sets `data-theme`, `color-scheme` and every `--lp-*` custom property on `root`. */
export function applyTheme(name: ThemeName, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = name;
  root.style.colorScheme = name;
  for (const [property, value] of Object.entries(themeVariables(name))) {
    root.style.setProperty(property, value);
  }
}

/** Whether a string names a built-in theme (useful when reading the stored `theme` key). */
export function isThemeName(value: unknown): value is ThemeName {
  return value === 'dark' || value === 'light';
}
