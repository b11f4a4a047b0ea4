// One normal form for phone numbers, so that registration, SMS codes and sms login agree.

/** Strips spaces, dashes, dots and brackets from a national number. */
export function normaliseMobile(mobile: string): string {
  return mobile.replace(/[\s\-.()]/g, '');
}

/** The international form `+<dialing code><number>` used as the SMS recipient and code key. */
export function phoneKey(countryDialingCode: string, mobile: string): string {
  return `${countryDialingCode.trim()}${normaliseMobile(mobile)}`;
}
