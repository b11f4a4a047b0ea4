// Values of the system calls that the server, the web client and the MSW handlers must agree on.

import type { LanguageCode } from './system';

/** Every language the product has resources for (SPEC.md §9), default first. */
export const LANGUAGE_CODES: readonly LanguageCode[] = ['EN', 'CN', 'VI', 'TH', 'JA', 'TY', 'ID'];

/** Browser language tags that stand for one of ours (each code also stands for itself). */
export const LANGUAGE_ALIASES: Readonly<Record<string, LanguageCode>> = {
  ZH: 'CN',
  TL: 'TY',
  FIL: 'TY',
  JP: 'JA',
  IN: 'ID',
};

/** The request header the web client names its language in (else Accept-Language is read). */
export const LANGUAGE_HEADER = 'x-language';

/** True for one of LANGUAGE_CODES. */
export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value);
}

/**
 * The language an `x-language` or `Accept-Language` header asks for, when it is one we have:
 * its first tag's primary subtag, as a code or an alias ('zh-CN,zh;q=0.9' → CN).
 */
export function languageFromHeader(raw: string | null | undefined): LanguageCode | undefined {
  const primary = (raw ?? '').split(',')[0]?.split(';')[0]?.split('-')[0]?.trim().toUpperCase();
  if (!primary) return undefined;
  return isLanguageCode(primary) ? primary : LANGUAGE_ALIASES[primary];
}

/** Bounds of the system calls' requests and answers. */
export const SystemLimits = {
  /** The `url` (the web app's host) GET /wps/system/status is asked about. */
  statusUrlMaxLength: 2048,
  /** `RegisterValidator.patternId` runs 0–23 (SPEC.md §5). */
  patternIdMin: 0,
  patternIdMax: 23,
} as const;
