/** The command line's version, `platform --version`: the version of its package (cli/package.json). */
import manifest from '../package.json' with { type: 'json' };

export const VERSION: string = manifest.version;
