/**
 * The repository's root folder. A module of its own, importing nothing heavy, so that a test needing only this path
 * does not load the generator (TypeScript, Redocly, openapi-typescript) that test/generator/helpers.ts loads.
 */
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
