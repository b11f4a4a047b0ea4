// Delivery of SMS and e-mail. Production plugs a real gateway into createServer; the default
// development providers write every message to the outbox table (`ops outbox`, GET /ops/outbox).
import type { VerificationRepository } from './verification.repository';

/** Sends a text message to a phone number in international form (+639171234567). */
export interface SmsProvider {
  send(to: string, body: string): Promise<void>;
}

/** Sends an e-mail. */
export interface EmailProvider {
  send(to: string, subject: string, body: string): Promise<void>;
}

/** Development SMS provider: writes to the outbox. */
export class OutboxSmsProvider implements SmsProvider {
  constructor(private readonly repository: VerificationRepository) {}

  async send(to: string, body: string): Promise<void> {
    await this.repository.addOutbox({ channel: 'sms', recipient: to, body });
  }
}

/** Development e-mail provider: writes to the outbox. */
export class OutboxEmailProvider implements EmailProvider {
  constructor(private readonly repository: VerificationRepository) {}

  async send(to: string, subject: string, body: string): Promise<void> {
    await this.repository.addOutbox({ channel: 'email', recipient: to, subject, body });
  }
}
