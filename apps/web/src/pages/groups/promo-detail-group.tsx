// Lazy page group chunk (SPEC.md §2): /promoDetail?id=, a promotion's detail and raffle claim.
import { PromotionDetailPage } from '@lotusplay/content';
import type { PageGroupModule } from '../../routes/page-group';

/** The pages of this group and the feature slices injected when it loads. */
export const pageGroup: PageGroupModule = {
  slices: [],
  pages: {
    promoDetail: PromotionDetailPage,
  },
};
