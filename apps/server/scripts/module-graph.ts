// Prints the server's module graph: each module (in dependency order) and the modules it needs.
// `pnpm --filter @lotusplay/server module-graph`
import { moduleGraphText } from '../src/modules/module';
import { serverModules } from '../src/modules/modules';

process.stdout.write(`${moduleGraphText(serverModules)}\n`);
