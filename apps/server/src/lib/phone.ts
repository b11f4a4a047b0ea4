// One normal form for phone numbers, so that registration, SMS codes, sms login and every counter
// agree (the normal forms themselves are the contract's, shared with the client and the mocks).
import { e164, normaliseMobile } from '@lotusplay/api-client/validation';

export { normaliseMobile };

/**
 * The E.164 form `+<dialing code><national number without its trunk 0>` used as the SMS
 * recipient, the code key and the key of every per-number counter: `(0917) 000-0001` and
 * `9170000001` are one number.
 */
export function phoneKey(countryDialingCode: string, mobile: string): string {
  return e164(countryDialingCode, mobile);
}
