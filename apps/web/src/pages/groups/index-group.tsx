// The app's part of the lazy page group "index" (SPEC.md §2): the home page and /register. The
// group's other pages (/login, /noticePage) come from their packages' manifests.
import { RegisterPage } from '@lotusplay/auth';
import { lazy, Suspense } from 'react';
import type { PageGroupModule } from '../../routes/page-group';

const Home = lazy(() => import('../home-page'));

/**
 * The home page: its body (with the lobby's lists) is a chunk of its own; until it is in, the page
 * keeps its height, so the footer does not move up and back.
 */
function HomePage() {
  return (
    <Suspense fallback={<section className="page page--home lp-home" aria-busy="true" />}>
      <Home />
    </Suspense>
  );
}

/** SPEC.md §2: /register is the home page with the register dialog open. */
function HomeWithRegister() {
  return (
    <RegisterPage>
      <HomePage />
    </RegisterPage>
  );
}

/**
 * The pages of this group. No feature slice: a hot game launched from the home page keeps its URL
 * in session storage, where the game page's slice reads it when its group loads.
 */
export const pageGroup: PageGroupModule = {
  slices: [],
  pages: {
    home: HomePage,
    register: HomeWithRegister,
  },
};
