// The help routes' pages: /help inside the site's frame, /helpmc embedded (no frame around it).
import { HelpPage } from './help-page';

/** /helpmc: the help page embedded in an app's web view. */
export function EmbeddedHelpPage() {
  return <HelpPage embedded />;
}

/** The pages of the help routes. */
export const helpPages = { help: HelpPage, helpmc: EmbeddedHelpPage };
