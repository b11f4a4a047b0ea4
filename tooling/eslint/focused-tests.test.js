// A focused or skipped test must fail lint, in Vitest files and in Playwright specs alike, so a
// green run never hides a test that did not run. Lints real paths with the repository's config.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });
const testRules =
  /^(vitest\/no-focused-tests|vitest\/no-disabled-tests|playwright\/no-focused-test|playwright\/no-skipped-test|no-restricted-properties)$/;

async function rulesFor(file, code) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return result.messages.filter((m) => testRules.test(m.ruleId ?? '')).map((m) => m.ruleId);
}

const vitestHeader = "import { describe, it, test } from 'vitest';\n";
const playwrightHeader = "import { test } from '@playwright/test';\n";

describe('focused and skipped tests', () => {
  it.each([
    ['packages/auth/src/x.test.ts', "describe.only('a', () => {});"],
    ['packages/auth/src/x.test.tsx', "it.only('a', () => {});"],
    ['apps/server/src/x.test.ts', "test.only('a', () => {});"],
    ['apps/server/src/x.test.ts', "it.skip('a', () => {});"],
    ['apps/web/src/x.test.tsx', "describe.skip('a', () => {});"],
    ['tooling/eslint/x.test.js', "it.skipIf(true)('a', () => {});"],
    ['packages/ui-kit/src/x.test.tsx', "it.runIf(false)('a', () => {});"],
    ['packages/i18n/src/x.test.ts', "it.todo('a');"],
  ])('Vitest %s: %s fails lint', async (file, code) => {
    expect(await rulesFor(file, vitestHeader + code)).not.toHaveLength(0);
  });

  it.each([
    ['e2e/specs/x.spec.ts', "test.only('a', async () => {});"],
    ['e2e/specs/x.spec.ts', "test.describe.only('a', () => {});"],
    ['e2e/specs/x.spec.ts', "test.skip('a', async () => {});"],
    ['e2e/specs/x.spec.ts', "test('a', async () => { test.skip(); });"],
    [
      'e2e/specs/x.spec.ts',
      "test('a', async ({ browserName }) => { test.skip(browserName === 'x'); });",
    ],
    ['e2e/firebase/x.spec.ts', "test.fixme('a', async () => {});"],
    ['e2e/firebase/x.spec.ts', "test.describe.skip('a', () => {});"],
  ])('Playwright %s: %s fails lint', async (file, code) => {
    expect(await rulesFor(file, playwrightHeader + code)).not.toHaveLength(0);
  });

  it.each([
    "vi.mock('../app');",
    "vi.stubEnv('NODE_ENV', 'production');",
    "vi.stubGlobal('fetch', () => undefined);",
  ])(
    'a server test file that would leak module state into the next file: %s fails lint',
    async (code) => {
      const header = "import { vi } from 'vitest';\n";
      expect(await rulesFor('apps/server/src/x.test.ts', header + code)).not.toHaveLength(0);
      // A component test that mocks runs in its package's isolated project (tooling/vitest).
      expect(await rulesFor('packages/auth/src/x.test.ts', header + code)).toEqual([]);
    },
  );

  it('a plain test passes', async () => {
    expect(
      await rulesFor('packages/auth/src/x.test.ts', `${vitestHeader}it('a', () => {});`),
    ).toEqual([]);
    expect(
      await rulesFor('e2e/specs/x.spec.ts', `${playwrightHeader}test('a', async () => {});`),
    ).toEqual([]);
  });
});
