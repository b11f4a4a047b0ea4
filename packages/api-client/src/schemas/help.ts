// Schemas of the help centre's calls (content module on the server).
import { Type } from '@sinclair/typebox';
import { LANGUAGE_CODES } from '../contracts/system-rules';
import { AllSent, StringEnum } from './shared';

const str = Type.String();

/** A `lang` query: one of the contract's languages; without it the headers decide. */
const lang = Type.Optional(
  StringEnum(LANGUAGE_CODES, {
    description: 'Default: x-language / Accept-Language when supported, else EN',
  }),
);

/** Query of GET /wps/system/helpV2. */
export const HelpV2QuerySchema = Type.Object({
  lang,
  device: Type.Optional(StringEnum(['WEB', 'H5'], { default: 'WEB' })),
});

/** Query of GET /wps/system/helpCenter. */
export const HelpCenterQuerySchema = Type.Object({ lang });

/** HelpArticle: one help article (as serialised: no `required` list). */
export const HelpArticleSchema = AllSent(
  Type.Object({
    id: Type.Integer(),
    title: str,
    /** Anchor used by /help#tag. */
    tag: str,
    html: Type.String({ description: 'Unsanitised HTML: the client sanitises it' }),
  }),
);

/** HelpCategory: one help category (as serialised: no `required` list). */
export const HelpCategorySchema = AllSent(
  Type.Object({
    id: Type.Integer(),
    title: str,
    tag: str,
    articles: Type.Array(HelpArticleSchema),
  }),
);

/** HelpV2Response. */
export const HelpV2ResponseSchema = Type.Array(HelpCategorySchema);

/** HelpMenuEntry: one footer help-menu entry (as serialised: no `required` list). */
export const HelpMenuEntrySchema = AllSent(
  Type.Object({ id: Type.Integer(), title: str, tag: str }),
);

/** The help-centre menu: HelpMenuEntry[]. */
export const HelpMenuResponseSchema = Type.Array(HelpMenuEntrySchema);
