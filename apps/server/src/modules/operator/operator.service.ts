// Operator authentication: a bearer token from OPERATOR_TOKEN, or one generated once, stored
// hashed in the database (so every process accepts it) and written to <DATA_DIR>/operator-token
// for the ops command to read.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OperatorRepository } from './operator.repository';

/** Name of the file, inside the data folder, that holds the generated operator token. */
export const OPERATOR_TOKEN_FILE = 'operator-token';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Checks operator tokens and provisions the stored one. */
export class OperatorService {
  constructor(
    private readonly repository: OperatorRepository,
    private readonly fixedToken: string | null,
  ) {}

  /** True when `token` is the OPERATOR_TOKEN or a stored operator token. */
  async verify(token: string): Promise<boolean> {
    if (!token) return false;
    if (this.fixedToken) {
      const a = Buffer.from(sha256(token));
      const b = Buffer.from(sha256(this.fixedToken));
      if (timingSafeEqual(a, b)) return true;
    }
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
    const token = randomBytes(32).toString('base64url');
    await this.repository.addTokenHash(sha256(token));
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, `${token}\n`, { mode: 0o600 });
    await chmod(file, 0o600);
    return { token, file };
  }
}
