/** `npm run sandbox`: the sandbox command of this repository (command.ts; `npm run sandbox -- --help`). */
import { runSandboxCommand } from './command.js';

await runSandboxCommand('npm run sandbox', process.argv.slice(2));
