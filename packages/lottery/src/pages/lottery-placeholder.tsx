// What a lottery page shows before its code, its stylesheet or its words are in: the page's own
// section, busy and empty. The section keeps at least a screen's height (styles.css), loaded or
// not, so what follows the page (the footer) stays below the screen while the page's parts arrive
// one after another, instead of being pushed down by each of them (issue 26: CLS 0.40 on
// /lottery?gameCode=VN_NORTH).
import type { LotteryPageKind } from '../state/lottery-rules';

/** The busy, empty section of a lottery page, with the page's classes. */
export function LotteryPlaceholder({ page }: { page: LotteryPageKind }) {
  return <section className={`page lp-lottery lp-lottery--${page}`} aria-busy="true" />;
}
