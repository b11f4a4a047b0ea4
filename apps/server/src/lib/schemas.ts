// JSON-schema pieces the modules' request and response schemas share.

/** A string of at most `maxLength` characters: every string a request carries has a bound. */
export const str = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** A value of null (calls that answer nothing). */
export const nullValue = { type: 'null' } as const;

/** The optional fields of a human check (HumanCheckFields: login, registration, SMS requests). */
export const humanCheck = {
  humanCheckProvider: str(64),
  humanCheckToken: str(4096),
} as const;
