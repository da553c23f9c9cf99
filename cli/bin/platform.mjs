#!/usr/bin/env node
/**
 * The `platform` command. The workspace packages it runs on export TypeScript sources, which Node 20 cannot
 * load, so tsx's loader is registered first; the exit code is the command's (cli/README.md, "Exit codes").
 */
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
