// The server's module rule must fail lint when broken. Like dependency-rule.test.js these cases
// lint code at real file paths of the repository with the repository's own config (so a weakened
// rule or a config that stops applying it turns this test red), and then lint the real modules.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { serverModulesRule } from './server-modules.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: `${root}eslint.config.js` });
const RULE = 'lotusplay/server-modules';

async function messagesFor(file, code) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return result.messages.filter((m) => m.ruleId === RULE || m.fatal);
}

const modules = 'apps/server/src/modules';

describe('server module rule', () => {
  it.each([
    // Another module's repository, tables, routes, schemas or helper files: only its service.
    [`${modules}/session/x.ts`, "import { MemberRepository } from '../member/member.repository';"],
    [`${modules}/session/x.ts`, "import type { MemberRow } from '../member/member.repository';"],
    [`${modules}/session/session.repository.ts`, "import * as t from '../member/member.tables';"],
    [`${modules}/session/x.ts`, "import { memberRoutes } from '../member/member.routes';"],
    [`${modules}/session/x.ts`, "import * as s from '../member/member.schemas';"],
    [`${modules}/session/x.ts`, "import { MemberInfoBuilder } from '../member/member-info';"],
    [`${modules}/agent/x.ts`, "export { MemberRepository } from '../member/member.repository';"],
    [`${modules}/agent/x.ts`, "export * from '../member/member.repository';"],
    [`${modules}/agent/x.ts`, "const m = await import('../member/member.repository');"],
    [`${modules}/agent/x.ts`, "type R = import('../member/member.repository').MemberRow;"],
    [`${modules}/agent/deep/x.ts`, "import { x } from '../../../modules/member/member.tables';"],
    // Every module's tables at once: a module reads only its own.
    [`${modules}/member/member.repository.ts`, "import * as t from '../../db/schema';"],
  ])('%s may not: %s', async (file, code) => {
    const messages = await messagesFor(file, code);
    expect(messages.map((m) => m.message)).not.toHaveLength(0);
  });

  it.each([
    // system is imported by member (on disk): system importing member closes a cycle.
    [`${modules}/system/x.ts`, "import type { MemberService } from '../member/member.service';"],
    // member is imported by session: member importing session closes a cycle, through a service.
    [`${modules}/member/x.ts`, "import { SessionService } from '../session/session.service';"],
    // The long way round: system → session → member → system.
    [`${modules}/system/x.ts`, "import { SessionService } from '../session/session.service';"],
  ])('%s may not close a cycle: %s', async (file, code) => {
    const messages = await messagesFor(file, code);
    expect(messages).toHaveLength(1);
    expect(messages[0].message).toMatch(/cycle between server modules: \w+ → .* → \w+/);
  });

  it.each([
    [`${modules}/session/x.ts`, "import type { MemberService } from '../member/member.service';"],
    [`${modules}/session/x.ts`, "import { SessionRepository } from './session.repository';"],
    [`${modules}/session/x.ts`, "import * as t from './session.tables';"],
    [`${modules}/session/x.ts`, "import { AppError } from '../../lib/envelope';"],
    [`${modules}/session/x.ts`, "import type { Database } from '../../db/client';"],
    [`${modules}/session/x.ts`, "import { AuthLimits } from '@lotusplay/api-client/contracts';"],
    // A foreign key names the other module's table: tables may import tables.
    [`${modules}/session/session.tables.ts`, "import { members } from '../member/member.tables';"],
    // Tests go through createServer and may look at any table.
    [`${modules}/session/session.test.ts`, "import * as t from '../../db/schema';"],
    [
      `${modules}/session/x.test.ts`,
      "import { MemberRepository } from '../member/member.repository';",
    ],
    // Every module declares itself with module.ts; the list (modules.ts) imports every index.ts.
    [`${modules}/session/index.ts`, "import { defineModule } from '../module';"],
    [`${modules}/modules.ts`, "import { memberModule } from './member';"],
    // Outside the modules the rule does not apply (db assembles the tables, app wires services).
    ['apps/server/src/db/schema.ts', "export * from '../modules/member/member.tables';"],
    [
      'apps/server/src/app.ts',
      "import { MemberRepository } from './modules/member/member.repository';",
    ],
  ])('%s may: %s', async (file, code) => {
    expect(await messagesFor(file, code)).toEqual([]);
  });

  it('passes on the real modules', async () => {
    const folders = readdirSync(`${root}${modules}`, { withFileTypes: true }).filter((e) =>
      e.isDirectory(),
    );
    expect(folders.length).toBeGreaterThanOrEqual(7);
    // The rule as the repository's config sets it for a module file, alone, without the typed
    // rules around it: those the server's own lint runs, and running them here again cost this
    // test 30 s of CPU (it timed out on a loaded two-core machine).
    const configured = (await eslint.calculateConfigForFile(`${root}${modules}/wallet/index.ts`))
      .rules[RULE];
    expect(configured?.[0]).toBe(2);
    const ruleOnly = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { lotusplay: { rules: { 'server-modules': serverModulesRule } } },
          rules: { [RULE]: configured },
        },
      ],
    });
    const results = await ruleOnly.lintFiles([`${modules}/**/*.ts`]);
    expect(results.length).toBeGreaterThan(20);
    const found = results.flatMap((r) =>
      r.messages.filter((m) => m.ruleId === RULE).map((m) => `${r.filePath}: ${m.message}`),
    );
    expect(found).toEqual([]);
    // Parsing every server module file (~350) takes 10 s alone and over 30 s beside the other
    // packages' tests on two cores.
  }, 120_000);
});
