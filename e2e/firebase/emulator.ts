// The Firebase Auth emulator as the tests' handset: the codes it "sent", and a reset between tests.
import { expect } from '@playwright/test';

// Set by `firebase emulators:exec` (and defaulted by the config to match firebase.json).
export const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
export const projectId = process.env.FIREBASE_E2E_PROJECT ?? 'demo-lotusplay';
export const emulator = `http://${emulatorHost}`;

interface VerificationCode {
  phoneNumber: string;
  code: string;
  sessionInfo: string;
}

/**
 * The latest code the emulator "sent" to `phone` (E.164), waiting up to 15 s for it to arrive (the
 * first code of a run on a busy CI machine took more than 5 s).
 */
export async function latestCode(phone: string): Promise<string> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const response = await fetch(`${emulator}/emulator/v1/projects/${projectId}/verificationCodes`);
    expect(response.ok).toBe(true);
    const body = (await response.json()) as { verificationCodes?: VerificationCode[] };
    const latest = (body.verificationCodes ?? [])
      .filter((entry) => entry.phoneNumber === phone)
      .at(-1);
    if (latest) return latest.code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no verification code for ${phone}`);
}

/** Empties the emulator: no accounts, no pending codes. */
export async function resetEmulator(): Promise<void> {
  const response = await fetch(`${emulator}/emulator/v1/projects/${projectId}/accounts`, {
    method: 'DELETE',
  });
  expect(response.ok).toBe(true);
}
