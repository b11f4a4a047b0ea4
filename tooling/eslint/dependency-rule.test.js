// The dependency rule of DESIGN.md must fail lint when broken. These cases lint real file paths of
// the repository with the repository's own config, so a weakened rule turns this test red.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });

async function messagesFor(file, code) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return result.messages.filter((m) => /no-restricted-imports/.test(m.ruleId ?? ''));
}

describe('dependency rule', () => {
  it.each([
    ['packages/ui-kit/src/x.ts', "import { api } from '@lotusplay/api-client';"],
    ['packages/ui-kit/src/x.ts', "import { i18n } from '@lotusplay/i18n';"],
    ['packages/api-client/src/x.ts', "import { authSlice } from '@lotusplay/auth';"],
    ['packages/auth/src/x.ts', "import { walletSlice } from '@lotusplay/wallet';"],
    ['packages/wallet/src/x.ts', "import { gameLobbySlice } from '@lotusplay/game-lobby';"],
    ['packages/content/src/x.ts', "import { memberCentreSlice } from '@lotusplay/member-centre';"],
    [
      'packages/member-centre/src/x.ts',
      "import { agentCentreSlice } from '@lotusplay/agent-centre';",
    ],
    ['packages/wallet/src/x.ts', "import { x } from '@lotusplay/auth/src/state/auth-slice';"],
    ['packages/wallet/src/x.ts', "import { x } from '../../../packages/auth/src/index';"],
    ['packages/lottery/src/x.ts', "import { App } from '@lotusplay/web';"],
    ['apps/server/src/x.ts', "import { api } from '@lotusplay/api-client';"],
    ['apps/server/src/x.ts', "import { Button } from '@lotusplay/ui-kit';"],
    ['apps/server/src/x.ts', "import { api } from '@lotusplay/api-client/testing';"],
    ['apps/web/src/x.ts', "import { x } from '@lotusplay/auth/src/index';"],
  ])('%s may not: %s', async (file, code) => {
    expect(await messagesFor(file, code)).not.toHaveLength(0);
  });

  it.each([
    ['packages/auth/src/x.ts', "import { api } from '@lotusplay/api-client';"],
    ['packages/wallet/src/x.ts', "import { selectToken } from '@lotusplay/auth';"],
    ['packages/member-centre/src/x.ts', "import { walletSlice } from '@lotusplay/wallet';"],
    ['apps/web/src/x.ts', "import { agentCentreSlice } from '@lotusplay/agent-centre';"],
    ['apps/server/src/x.ts', "import type { Envelope } from '@lotusplay/api-client';"],
    ['apps/server/src/x.ts', "import { decryptPayload } from '@lotusplay/api-client/crypto';"],
    ['apps/server/src/x.ts', "import { checkField } from '@lotusplay/api-client/validation';"],
    ['apps/server/src/x.ts', "import { AuthLimits } from '@lotusplay/api-client/contracts';"],
  ])('%s may: %s', async (file, code) => {
    expect(await messagesFor(file, code)).toHaveLength(0);
  });
});
