// What a feature package declares about itself, for the app that composes the packages (DESIGN.md:
// a package declares itself). Types only: a manifest holds tiny data and lazy loaders, never page
// code, because the app's shell imports every manifest.
import type { ComponentType } from 'react';

/** Which optional layout areas a route composes around its main view (all on when omitted). */
export interface FeatureRouteAreas {
  header: boolean;
  /** The banner area; which banner group it shows is game-lobby's `bannerGroupForPath`. */
  banner: boolean;
  footer: boolean;
  /** The left and right side bars. */
  sideMenu: boolean;
}

/** A query parameter (or the hash) a route reads, as documented in SPEC.md §2. */
export interface FeatureRouteParam {
  name: string;
  /** 'hash' for the `#tag` anchor of the help pages. */
  in: 'query' | 'hash';
}

/**
 * A store slice a page needs, injected into the app's `combineSlices` root reducer when the page's
 * code loads. Structural, so that ui-kit does not depend on Redux.
 */
export interface FeatureSlice {
  readonly reducerPath: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly reducer: (state: any, action: any) => any;
}

/** What a route's lazy loader resolves to: the pages of its module and the slices they need. */
export interface FeatureRouteModule {
  /** Injected into the store before any of these pages renders. */
  slices: readonly FeatureSlice[];
  /** The pages by page id (the page id is also the suffix of its `shell:title…` key). */
  pages: Readonly<Partial<Record<string, ComponentType>>>;
}

/** One route a package adds to the site (a row of SPEC.md §2's route table). */
export interface FeatureRoute {
  /** The first path is canonical; the others are aliases showing the same page. */
  paths: readonly string[];
  /** The page the route shows; its title is `shell:title<Page>`. */
  page: string;
  /** The lazy page group (SPEC.md §2) the page belongs to: a group's modules load together. */
  group: string;
  /** The page's code, loaded when its group is first needed: a dynamic import, never a static one. */
  load: () => Promise<FeatureRouteModule>;
  /** Layout areas, each on unless set to false. */
  areas?: Partial<FeatureRouteAreas>;
  /** The query parameters (or hash) the page reads; none when omitted. */
  params?: readonly FeatureRouteParam[];
  /** SPEC.md §2: the page needs a session token. */
  requiresAuth?: boolean;
  /** SPEC.md §2: the page opens this auth modal at once. */
  opensModal?: 'loginPopup' | 'register';
}

/** A page a package offers to the member or agent centre, loaded when first shown. */
export type LazyCentrePage = () => Promise<{ default: ComponentType }>;

/** Everything a feature package declares about itself; the app iterates over these. */
export interface FeatureManifest {
  /** The package, without its scope: 'wallet'. */
  name: string;
  /** The routes the package adds to the site, in SPEC.md §2's order. */
  routes?: readonly FeatureRoute[];
  /** The pages the package offers to the member centre, by member-centre page id. */
  memberCentrePages?: Readonly<Record<string, LazyCentrePage>>;
  /** The pages the package offers to the agent centre, by agent-centre page id. */
  agentCentrePages?: Readonly<Record<string, LazyCentrePage>>;
  /** The translation namespaces (of @lotusplay/i18n) the package's texts live in. */
  i18nNamespaces: readonly string[];
  /** The reducer paths of the slices the package adds (lazily, with its pages) to the store. */
  slices?: readonly string[];
}
