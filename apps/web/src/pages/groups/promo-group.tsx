// Lazy page group chunk (SPEC.md §2): /promotions, the promotion cards of the content feature.
import { PromotionsPage } from '@lotusplay/content';
import type { PageGroupModule } from '../../routes/page-group';

/** The pages of this group and the feature slices injected when it loads. */
export const pageGroup: PageGroupModule = {
  slices: [],
  pages: {
    promotions: PromotionsPage,
  },
};
