// Lazy page group chunk (SPEC.md §2): the app download page (QR codes and the three steps).
import { DownloadPage } from '@lotusplay/content';
import type { PageGroupModule } from '../../routes/page-group';

/** The pages of this group and the feature slices injected when it loads. */
export const pageGroup: PageGroupModule = {
  slices: [],
  pages: {
    down: DownloadPage,
  },
};
