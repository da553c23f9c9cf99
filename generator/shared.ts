/**
 * What every package of a run shares: the templates and the workspace versions. Apart from generate.ts so that the
 * records steps (records/generate-records.ts), which generate.ts calls, take it without importing generate.ts.
 */
import { readWorkspaceVersions, type WorkspaceVersions } from './emit/emit-package.js';
import { TemplateSet } from './emit/templates.js';

export interface Shared {
  readonly root: string;
  readonly templates: TemplateSet;
  readonly versions: WorkspaceVersions;
}

export async function createShared(root: string): Promise<Shared> {
  return {
    root,
    templates: new TemplateSet(root),
    versions: await readWorkspaceVersions(root),
  };
}
