// Lazy page group chunk (SPEC.md §2): /lottery, /vnLottery and /seaLottery of the lottery feature.
// The pages are lazy within the group too. Their stylesheet is asked for when this chunk loads (so
// its entry is in this chunk, not in the start-up code) and each page waits for it before showing.
import {
  LazyLotteryPage,
  LazySeaLotteryPage,
  LazyVnLotteryPage,
  lotterySlice,
} from '@lotusplay/lottery';
import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import type { PageGroupModule } from '../../routes/page-group';

const styles = import('@lotusplay/lottery/styles.css');

function styled(Page: ComponentType, page: string): ComponentType {
  const Styled = lazy(() => styles.then(() => ({ default: Page })));
  function StyledLotteryPage() {
    return (
      <Suspense
        fallback={<section className={`page lp-lottery lp-lottery--${page}`} aria-busy="true" />}
      >
        <Styled />
      </Suspense>
    );
  }
  return StyledLotteryPage;
}

/** The pages of this group and the feature slices injected when it loads. */
export const pageGroup: PageGroupModule = {
  slices: [lotterySlice],
  pages: {
    lottery: styled(LazyLotteryPage, 'lottery'),
    vnLottery: styled(LazyVnLotteryPage, 'vnLottery'),
    seaLottery: styled(LazySeaLotteryPage, 'seaLottery'),
  },
};
