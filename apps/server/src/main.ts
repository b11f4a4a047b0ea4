// The platform server's entry point (`node dist/main.js`): start.ts from the environment, with the
// production password hashing.
import { start } from './start';

start().catch((error: unknown) => {
  process.stderr.write(
    `The server could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
