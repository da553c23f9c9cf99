export function buildSnapshot(outdir: string, cliFile: string, nodeFlags: readonly string[]): Promise<void>;
