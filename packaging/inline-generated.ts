/**
 * The runtime imports a plain-data module the generator writes (generated/database/item-types.gen.ts, the spec's
 * item-type table) by relative path, so the repository holds the table once. A published package must not reach
 * outside itself: the build compiles a staged copy of the sources in which each such module is copied to
 * `generated/` inside the package and the imports point there. Only modules without imports of their own are
 * taken; any other import that leaves the package cannot be resolved from the copy, so it fails the build.
 */
import { cp, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** The folder inside the package that receives the inlined modules. */
const INLINED = 'generated';

const isInside = (dir: string, file: string): boolean => !relative(dir, file).startsWith(`..${sep}`);

function posixRelative(from: string, to: string): string {
  const path = relative(from, to).replaceAll('\\', '/');
  return path.startsWith('.') ? path : `./${path}`;
}

/**
 * A staged copy of `files` (below `sourceDir`) in a new folder below the repository's dist/ (ignored by git; inside
 * the repository, so the package's dependencies resolve from it as from the sources, and not below node_modules,
 * whose files the compiler would take for a library's and not emit), with the modules of `root/generated/` they
 * import copied in and the imports rewritten; returns the folder, which the caller removes.
 */
export async function stageWithGenerated(root: string, sourceDir: string, files: readonly string[]): Promise<string> {
  const parent = join(root, 'dist', '.staged-sources');
  await mkdir(parent, { recursive: true });
  const stage = await mkdtemp(join(parent, 'stage-'));
  // The sources are ES modules, as their package.json says; the staged copy has no package of its own.
  await writeFile(join(stage, 'package.json'), '{ "type": "module" }\n');
  const generated = join(root, 'generated');
  const inlined = new Set<string>();
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    const staged = join(stage, relative(sourceDir, file));
    let out = '';
    let at = 0;
    for (const imported of ts.preProcessFile(text, true, true).importedFiles) {
      if (!imported.fileName.startsWith('.')) continue;
      const target = resolve(dirname(file), imported.fileName).replace(/\.js$/, '.ts');
      // Other imports that leave the folder stay as written: the staged copy cannot resolve them, so a package
      // that reaches them fails to compile rather than ship a path outside itself.
      if (isInside(sourceDir, target) || !isInside(generated, target)) continue;
      const copy = join(stage, INLINED, relative(generated, target));
      // `pos` is where the string literal starts (its quote); its text is the specifier.
      const from = imported.pos + 1;
      if (text.slice(from, from + imported.fileName.length) !== imported.fileName) {
        throw new Error(`${relative(root, file)}: cannot locate the import of ${imported.fileName}`);
      }
      out += text.slice(at, from) + posixRelative(dirname(staged), copy).replace(/\.ts$/, '.js');
      at = from + imported.fileName.length;
      inlined.add(target);
    }
    await mkdir(dirname(staged), { recursive: true });
    await writeFile(staged, out + text.slice(at));
  }
  for (const target of inlined) {
    const text = await readFile(target, 'utf8');
    if (ts.preProcessFile(text, true, true).importedFiles.length > 0) {
      throw new Error(`${relative(root, target)} is inlined into a package and must import nothing`);
    }
    const copy = join(stage, INLINED, relative(generated, target));
    await mkdir(dirname(copy), { recursive: true });
    await cp(target, copy);
  }
  return stage;
}
