// The lottery pages as lazy route components: each loads the pages' chunk (and injects the
// lottery endpoints) only when a lottery route renders.
import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';

const pages = () => import('./pages/lottery-page');

const LotteryRoute = lazy(() => pages().then((m) => ({ default: m.LotteryRoutePage })));
const VnLotteryRoute = lazy(() => pages().then((m) => ({ default: m.VnLotteryPage })));
const SeaLotteryRoute = lazy(() => pages().then((m) => ({ default: m.SeaLotteryPage })));

function suspended(Page: ComponentType, page: string): ComponentType {
  function LazyLotteryPage() {
    return (
      <Suspense
        fallback={<section className={`page lp-lottery lp-lottery--${page}`} aria-busy="true" />}
      >
        <Page />
      </Suspense>
    );
  }
  LazyLotteryPage.displayName = `Lazy(${page})`;
  return LazyLotteryPage;
}

/** /lottery, loaded on demand. */
export const LazyLotteryPage = suspended(LotteryRoute, 'lottery');
/** /vnLottery, loaded on demand. */
export const LazyVnLotteryPage = suspended(VnLotteryRoute, 'vnLottery');
/** /seaLottery, loaded on demand (asks a visitor to log in). */
export const LazySeaLotteryPage = suspended(SeaLotteryRoute, 'seaLottery');

/** The lottery routes' pages by the shell's page id. */
export const lotteryRoutes = {
  lottery: LazyLotteryPage,
  vnLottery: LazyVnLotteryPage,
  seaLottery: LazySeaLotteryPage,
} as const;
