// The pages of the lottery page group (SPEC.md §2) and the slice they need. The pages' code is part
// of this module (the app's route chunk, which the server announces with modulepreload), not a
// chunk of its own found only once this one has run. The lottery stylesheet loads with this
// module; until it is in, a page shows its placeholder, which keeps the page's room.
import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import { LotteryPlaceholder } from './pages/lottery-placeholder';
import { LotteryRoutePage, SeaLotteryPage, VnLotteryPage } from './pages/lottery-page';
import type { LotteryPageKind } from './state/lottery-rules';
import { lotterySlice } from './state/lottery-slice';

const styles = import('./styles.css');

function styled(Page: ComponentType, page: LotteryPageKind): ComponentType {
  const Styled = lazy(() => styles.then(() => ({ default: Page })));
  function StyledLotteryPage() {
    return (
      <Suspense fallback={<LotteryPlaceholder page={page} />}>
        <Styled />
      </Suspense>
    );
  }
  return StyledLotteryPage;
}

/** The lottery group's pages and the slice they need. */
export const lotteryRoutePages = {
  slices: [lotterySlice],
  pages: {
    lottery: styled(LotteryRoutePage, 'lottery'),
    vnLottery: styled(VnLotteryPage, 'vnLottery'),
    seaLottery: styled(SeaLotteryPage, 'seaLottery'),
  },
};
