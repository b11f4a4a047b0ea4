// Fails unless the turbo run just summarised (`turbo run … --summarize`, the newest file in
// .turbo/runs/) ran every task it planned to the end. Turbo sent a signal stops its tasks, prints
// "Shutting down" and exits 0 with the rest never run (seen 2026-11-27: `npm test` went on to a
// bundle step with no build); its summary still says how many tasks were attempted and succeeded.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const folder = join(import.meta.dirname, '..', '.turbo', 'runs');
const newest = (existsSync(folder) ? readdirSync(folder) : [])
  .filter((name) => name.endsWith('.json'))
  .map((name) => join(folder, name))
  .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
if (!newest) {
  console.error(`✗ turbo left no run summary in ${folder}`);
  process.exit(1);
}
const { execution } = JSON.parse(readFileSync(newest, 'utf8'));
const { attempted, success, failed, exitCode } = execution;
// A task replayed from turbo's cache counts as `cached`, not as `success`.
const cached = execution.cached ?? 0;
if (exitCode !== 0 || failed > 0 || success + cached !== attempted) {
  console.error(
    `✗ turbo ran ${success + cached} of its ${attempted} tasks to success (${cached} from its cache, ${failed} failed, exit ${exitCode}): ` +
      'it was stopped before the end',
  );
  process.exit(1);
}
console.log(
  `› turbo: ${success + cached} of ${attempted} tasks succeeded (${cached} from its cache)`,
);
