// One normal form for phone numbers, so that registration, SMS codes and sms login agree (the
// normal form itself is the contract's, shared with the client and the mocks).
import { normaliseMobile } from '@lotusplay/api-client/validation';

export { normaliseMobile };

/** The international form `+<dialing code><number>` used as the SMS recipient and code key. */
export function phoneKey(countryDialingCode: string, mobile: string): string {
  return `${countryDialingCode.trim()}${normaliseMobile(mobile)}`;
}
