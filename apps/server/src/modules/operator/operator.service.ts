// Rules of the operator module. Authentication: a bearer token from OPERATOR_TOKEN, or one
// generated once, stored hashed in the database (so every process accepts it) and written to
// <DATA_DIR>/operator-token for the ops command to read. And the operator's actions, each carried
// out by the service of the module that owns the data: system for maintenance, region, whitelabel
// and brand switches, verification for the outbox, session for ending a member's sessions.
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ErrorCodes } from '@lotusplay/api-client/contracts';
import { AppError } from '../../lib/envelope';
import { randomToken, safeEqual, sha256 } from '../../lib/tokens';
import type { SessionService } from '../session/session.service';
import type {
  BrandOptions,
  MaintenanceChange,
  OperatorStatus,
  RegionChange,
  SystemService,
} from '../system/system.service';
import type { OutboxChannel, VerificationService } from '../verification/verification.service';
import type { OperatorRepository } from './operator.repository';

export type { OutboxChannel };

/** Name of the file, inside the data folder, that holds the generated operator token. */
export const OPERATOR_TOKEN_FILE = 'operator-token';

/** What DELETE /ops/members/:username/sessions answers. */
export interface EndedSessions {
  username: string;
  /** How many sessions ended (0 when the member had none). */
  ended: number;
}

/**
 * One message of the outbox as /ops/outbox answers it: the development SMS and e-mail, or a
 * notice to the operator (channel 'ops': an SMS budget reached).
 */
export interface OutboxMessage {
  id: number;
  channel: OutboxChannel;
  to: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

/** Operator tokens and the operator's actions. */
export class OperatorService {
  constructor(
    private readonly repository: OperatorRepository,
    private readonly fixedToken: string | null,
    private readonly system: SystemService,
    private readonly verification: VerificationService,
    private readonly sessions: SessionService,
  ) {}

  /** True when `token` is the OPERATOR_TOKEN or a stored operator token. */
  async verify(token: string): Promise<boolean> {
    if (!token) return false;
    if (this.fixedToken && safeEqual(token, this.fixedToken)) return true;
    return this.repository.hasTokenHash(sha256(token));
  }

  /**
   * Makes sure an operator token exists and is written to `<dataDir>/operator-token`.
   * Reuses the file's token when the database knows it; otherwise generates a new one.
   * With OPERATOR_TOKEN set nothing is generated and that token is returned.
   */
  async ensureToken(dataDir: string): Promise<{ token: string; file: string | null }> {
    if (this.fixedToken) return { token: this.fixedToken, file: null };
    const file = join(dataDir, OPERATOR_TOKEN_FILE);
    const existing = await readFile(file, 'utf8').then(
      (text) => text.trim(),
      () => '',
    );
    if (existing && (await this.repository.hasTokenHash(sha256(existing)))) {
      return { token: existing, file };
    }
    const token = randomToken(32);
    await this.repository.addTokenHash(sha256(token));
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, `${token}\n`, { mode: 0o600 });
    await chmod(file, 0o600);
    return { token, file };
  }

  /** GET /ops/status: the switches as stored. */
  status(): Promise<OperatorStatus> {
    return this.system.getOperatorStatus();
  }

  /** PUT /ops/maintenance. */
  setMaintenance(change: MaintenanceChange): Promise<OperatorStatus> {
    return this.system.setMaintenance(change);
  }

  /** PUT /ops/region. */
  setRegionRestriction(change: RegionChange): Promise<OperatorStatus> {
    return this.system.setRegionRestriction(change);
  }

  /** PUT /ops/whitelabel/:moduleId (module ids are upper case); 404 for an unknown module. */
  setWhitelabelFlag(moduleId: string, enabled: boolean): Promise<OperatorStatus> {
    return this.system.setWhitelabelFlag(moduleId.toUpperCase(), enabled);
  }

  /** PUT /ops/brand. */
  setBrandOptions(options: BrandOptions): Promise<OperatorStatus> {
    return this.system.setBrandOptions(options);
  }

  /** GET /ops/outbox: the latest messages of a channel, newest first. */
  async outbox(channel: OutboxChannel, to: string | undefined, last: number) {
    const rows = await this.verification.listOutbox(channel, to?.trim() || undefined, last);
    return rows.map((row): OutboxMessage => ({
      id: row.id,
      channel: row.channel as OutboxMessage['channel'],
      to: row.recipient,
      subject: row.subject,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /** DELETE /ops/members/:username/sessions: ends them all; 404 for an unknown username. */
  async endSessions(username: string): Promise<EndedSessions> {
    const ended = await this.sessions.endSessionsOf(username);
    if (ended === null) {
      throw new AppError(404, ErrorCodes.NotFound, `No member with the username ${username}`);
    }
    return { username, ended };
  }
}
