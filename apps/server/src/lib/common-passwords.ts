// The well-known common-password list of @zxcvbn-ts/language-common (about 49,000 passwords from
// public breach corpora), shipped with the package: no network. Compared without case, so
// 'Password1' is as common as 'password1'.
import { dictionary } from '@zxcvbn-ts/language-common';

let common: Set<string> | null = null;

/** True when `password` is on the common-password list (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}
