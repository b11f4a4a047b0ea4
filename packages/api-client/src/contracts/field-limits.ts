// Length bounds of the text fields requests carry. The server refuses longer text with a 400
// before any rule runs (nothing of the product needs more); the forms' own rules are tighter.

/** The longest text each kind of request field may hold. */
export const FieldLimits = {
  /** A typed account name (username, or the number or e-mail typed in its place). */
  usernameMaxLength: 128,
  /** A password as typed (login, registration, change and reset). */
  passwordMaxLength: 256,
  /** An e-mail address. */
  emailMaxLength: 256,
  /** A person's or profile's name (payee name, Facebook). */
  nameMaxLength: 256,
  /** A messenger handle (LINE, WeChat). */
  handleMaxLength: 128,
  /** A short code or id (QQ, WhatsApp, id number, referral and affiliate codes, OS, channel). */
  codeMaxLength: 64,
  /** A mobile number as typed, without its dialing code. */
  mobileMaxLength: 32,
  /** A dialing code ('+84', '84'). */
  dialingCodeMaxLength: 8,
  /** A host name. */
  domainMaxLength: 256,
  /** A URL. */
  urlMaxLength: 2048,
  /** A token or proof from a third party (Firebase ID token, human-check proof, nonce). */
  tokenMaxLength: 4096,
  /** The name of a human-check provider. */
  providerMaxLength: 64,
  /** An encrypted body's `data` (SPEC.md §6). */
  encryptedDataMaxLength: 65_536,
  /** A login password typed to confirm a change of another secret (the payment password). */
  confirmPasswordMaxLength: 128,
  /** A field that must not be empty holds at least this many characters. */
  nonEmptyMinLength: 1,
  /** A list that must not be empty holds at least this many items. */
  nonEmptyMinItems: 1,
  /** A language as a browser tag may name it ('zh-Hant-TW'), before it is mapped to a code. */
  languageTagMaxLength: 16,
  /** An operator's sort order starts at 0 (each kind has its own largest). */
  sortOrderMin: 0,
  /** Page numbers and page sizes start at 1. */
  pageMin: 1,
  /** Ids a request may name: PostgreSQL `serial` ids, 1 to the largest `integer`. */
  idMin: 1,
  idMax: 2_147_483_647,
} as const;
