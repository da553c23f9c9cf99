/**
 * generated/manifest.json: what each package was generated from (sha256 of every input spec file and template)
 * and by which generator version, so a reviewer can tell whether generated/ matches its inputs. Sorted and free
 * of timestamps and absolute paths, so it is as deterministic as the rest of the output.
 */
import { bannerText } from './banner.js';

export interface ManifestPackage {
  readonly name: string;
  readonly specs: readonly { readonly path: string; readonly sha256: string }[];
  readonly templates: readonly { readonly path: string; readonly sha256: string }[];
}

export function renderManifest(generatorVersion: string, packages: readonly ManifestPackage[]): string {
  const byPath = (a: { path: string }, b: { path: string }) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  const manifest = {
    '//': bannerText('specs/ and templates/'),
    generatorVersion,
    packages: [...packages]
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .map((p) => ({
        name: p.name,
        specs: [...p.specs].sort(byPath).map((s) => ({ path: s.path, sha256: s.sha256 })),
        templates: [...p.templates].sort(byPath).map((t) => ({ path: t.path, sha256: t.sha256 })),
      })),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
