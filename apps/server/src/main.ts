// The platform server's entry point (`node dist/main.js`): start.ts from the environment, with the
// production password hashing.
import { startOrExit } from './start';

startOrExit();
