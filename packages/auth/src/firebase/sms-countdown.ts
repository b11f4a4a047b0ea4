// How long the "send code" button counts down (SPEC.md §9): the server's expiredMinutes × 60 s,
// always 1 minute when Firebase sends the SMS, and 1 minute when the server gives no value.

/** Countdown in seconds after Firebase sends a code. */
export const FIREBASE_SMS_COUNTDOWN_SECONDS = 60;

/** Countdown in seconds when the server gives no expiry. */
export const DEFAULT_SMS_COUNTDOWN_SECONDS = 60;

/** The resend countdown in seconds for the provider that sent the code. */
export function smsCountdownSeconds(
  provider: 'firebase' | 'server',
  expiredMinutes?: number | null,
): number {
  if (provider === 'firebase') return FIREBASE_SMS_COUNTDOWN_SECONDS;
  return expiredMinutes && expiredMinutes > 0
    ? Math.round(expiredMinutes * 60)
    : DEFAULT_SMS_COUNTDOWN_SECONDS;
}
