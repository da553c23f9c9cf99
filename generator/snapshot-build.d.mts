export function buildSnapshot(outdir: string, cliFile: string, nodeFlags: readonly string[]): Promise<void>;
export function asciiOnly(source: string): string;
export function withoutLibFiles(source: string, file: string): string;
