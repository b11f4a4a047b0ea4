// Schemas of the operator's per-language name calls (merchant wallets, deposit channels).
import { Type } from '@sinclair/typebox';
import type { LocalizedText } from '../contracts/localized-text';
import { LocalizedTextLimits } from '../contracts/localized-text';
import { LANGUAGE_CODES } from '../contracts/system-rules';
import { AllSent, MapOf, Narrow, StringEnum } from './shared';

const str = Type.String();

/** The params of a name call: the wallet's or channel's code and the language. */
export const OpsNameParamsSchema = Type.Object({
  code: Type.String({ pattern: LocalizedTextLimits.codePattern }),
  language: StringEnum(LANGUAGE_CODES),
});

/** The body of a name call ('' leaves the language's name empty). */
export const OpsNameRequestSchema = Type.Object(
  { name: Type.String({ maxLength: LocalizedTextLimits.nameMaxLength }) },
  { additionalProperties: false },
);

/** A wallet or channel with its names. */
export const OpsNamedSchema = AllSent(
  Type.Object({
    code: str,
    /** The name as first given (shown where neither the language nor the default has one). */
    name: str,
    /** The name per language (`LocalizedText`). */
    names: Narrow<LocalizedText>(MapOf(str)),
  }),
);
