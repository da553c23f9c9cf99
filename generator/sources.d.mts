export const GENERATOR_DIRS: readonly string[];
export const GENERATOR_FILES: readonly string[];
export function hashGeneratorSources(root: string): Promise<Map<string, string>>;
export function buildKey(sources: ReadonlyMap<string, string>): string;
