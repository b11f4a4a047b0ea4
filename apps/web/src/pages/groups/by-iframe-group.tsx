// Lazy page group chunk (SPEC.md §2): the help centre, /help with the site's header and /helpmc
// without it (the route table's areas), both opening at their #tag anchor.
import { HelpPage } from '@lotusplay/content';
import type { PageGroupModule } from '../../routes/page-group';

function EmbeddedHelpPage() {
  return <HelpPage embedded />;
}

/** The pages of this group and the feature slices injected when it loads. */
export const pageGroup: PageGroupModule = {
  slices: [],
  pages: {
    help: HelpPage,
    helpmc: EmbeddedHelpPage,
  },
};
