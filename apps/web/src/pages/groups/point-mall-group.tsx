// Lazy page group chunk (SPEC.md §2): the points mall (/pointMall) of the content feature.
import { PointMallPage } from '@lotusplay/content';
import type { PageGroupModule } from '../../routes/page-group';

/** The pages of this group and the feature slices injected when it loads. */
export const pageGroup: PageGroupModule = {
  slices: [],
  pages: {
    pointMall: PointMallPage,
  },
};
