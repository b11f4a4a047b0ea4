// Lazy page group chunk (SPEC.md §2). Pages whose feature is not built yet say so honestly.
import { notAvailable } from '../not-available-page';
import type { PageGroupModule } from '../../routes/page-group';

/** The pages of this group and the feature slices injected when it loads. */
export const pageGroup: PageGroupModule = {
  slices: [],
  pages: {
    promoDetail: notAvailable('promoDetail'),
  },
};
