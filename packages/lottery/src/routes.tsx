// The lottery pages as lazy route components: each loads the pages' chunk (and injects the
// lottery endpoints) only when a lottery route renders.
import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { LotteryPlaceholder } from './pages/lottery-placeholder';
import type { LotteryPageKind } from './state/lottery-rules';

const pages = () => import('./pages/lottery-page');

const LotteryRoute = lazy(() => pages().then((m) => ({ default: m.LotteryRoutePage })));
const VnLotteryRoute = lazy(() => pages().then((m) => ({ default: m.VnLotteryPage })));
const SeaLotteryRoute = lazy(() => pages().then((m) => ({ default: m.SeaLotteryPage })));

function suspended(Page: ComponentType, page: LotteryPageKind): ComponentType {
  function LazyLotteryPage() {
    return (
      <Suspense fallback={<LotteryPlaceholder page={page} />}>
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
