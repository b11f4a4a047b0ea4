import { FIREBASE_SMS_COUNTDOWN_SECONDS, smsCountdownSeconds } from './sms-countdown';

describe('smsCountdownSeconds', () => {
  it('counts down one minute after Firebase sends the code, whatever the server says', () => {
    expect(FIREBASE_SMS_COUNTDOWN_SECONDS).toBe(60);
    expect(smsCountdownSeconds('firebase', 5)).toBe(60);
    expect(smsCountdownSeconds('firebase')).toBe(60);
  });

  it('counts down expiredMinutes × 60 s for the server provider', () => {
    expect(smsCountdownSeconds('server', 5)).toBe(300);
    expect(smsCountdownSeconds('server', 2)).toBe(120);
  });

  it('falls back to one minute when the server gives no usable expiry', () => {
    expect(smsCountdownSeconds('server')).toBe(60);
    expect(smsCountdownSeconds('server', 0)).toBe(60);
    expect(smsCountdownSeconds('server', null)).toBe(60);
    expect(smsCountdownSeconds('server', -3)).toBe(60);
  });
});
