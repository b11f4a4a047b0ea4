// Text an operator writes per language (banners, notices, promotions, help, wallet and deposit
// channel names): the rule every answer in a visitor's language follows, written once for the
// server and the MSW handlers that model it.
import type { Static } from '@sinclair/typebox';
import type { OpsNamedSchema, OpsNameRequestSchema } from '../schemas/names';
import type { LanguageCode } from './system';

/** A text in some of the brand's languages; a language the operator left empty is missing or ''. */
export type LocalizedText = Partial<Record<LanguageCode, string>>;

/**
 * The text in `language`; where the operator left that one empty (missing, or blank), the text in
 * the brand's default language; '' when both are empty.
 */
export function localizedText(
  texts: LocalizedText | null | undefined,
  language: LanguageCode,
  defaultLanguage: LanguageCode,
): string {
  const own = texts?.[language];
  if (own !== undefined && own.trim() !== '') return own;
  const fallback = texts?.[defaultLanguage];
  return fallback !== undefined && fallback.trim() !== '' ? fallback : '';
}

/** Bounds of the names an operator gives per language (wallets, deposit channels). */
export const LocalizedTextLimits = {
  nameMaxLength: 60,
  /** A wallet's or a channel's code in the operator's name calls. */
  codePattern: '^[A-Za-z0-9_-]{1,64}$',
} as const;

/**
 * The body of the operator's name calls (`PUT /ops/merchant-wallets/:code/names/:language`,
 * `PUT /ops/deposit-channels/:code/names/:language`): '' leaves that language's name empty, so the
 * brand's default language's shows.
 */
export type OpsNameInput = Static<typeof OpsNameRequestSchema>;

/** A wallet or a deposit channel as the operator's name calls answer it. */
export type OpsNamed = Static<typeof OpsNamedSchema>;
