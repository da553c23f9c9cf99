/**
 * The change report between two states of an account's API definitions, each change classified by what it does
 * to a consumer of the records package:
 *
 * - **breaking**: code that compiled may no longer compile, a call that worked may now fail, or stored data may
 *   be lost (a property, option, filter operator or definition removed; a property re-typed or bound to another
 *   database item; a definition renamed or bound to another database);
 * - **additive**: something new to use (a definition, property, option or filter operator added);
 * - **cosmetic**: nothing a program sees changes (a label, a description, the text of the document).
 *
 * Each change carries one sentence saying what changed and one saying what a consumer must do; where the service
 * drops stored values (a removed option or property), `dataLoss` says which. The function is pure, so other tools
 * (a plan of a definition change before it is put) classify the same way.
 */
import type { DefinitionFacts, PropertyFacts, SnapshotFacts } from './facts.js';
import { type CodeNames, codeNamesOf } from './code-names.js';

export type Severity = 'breaking' | 'additive' | 'cosmetic';

export type ChangeKind =
  | 'definition-added'
  | 'definition-removed'
  | 'definition-renamed'
  | 'database-changed'
  | 'description-changed'
  | 'definition-text-changed'
  | 'property-added'
  | 'property-removed'
  | 'property-retyped'
  | 'property-remapped'
  | 'option-added'
  | 'option-removed'
  | 'option-relabelled'
  | 'option-extra-text-added'
  | 'option-extra-text-removed'
  | 'operator-added'
  | 'operator-removed'
  | 'name-changed'
  | 'server-changed'
  | 'document-text-changed';

export interface Change {
  readonly kind: ChangeKind;
  readonly severity: Severity;
  /** The API definition, by the service's name (the new name of a renamed one). */
  readonly definition?: string;
  readonly property?: string;
  readonly option?: number;
  /** The name a renamed definition had. */
  readonly previous?: string;
  /** What changed, in one sentence. */
  readonly change: string;
  /** What a consumer of the package must do, in one sentence. */
  readonly action: string;
  /** The stored values the service drops, when it drops any. */
  readonly dataLoss?: string;
}

export const SEVERITIES: readonly Severity[] = ['breaking', 'additive', 'cosmetic'];

const SEVERITY_OF: Record<ChangeKind, Severity> = {
  'definition-added': 'additive',
  'definition-removed': 'breaking',
  'definition-renamed': 'breaking',
  'database-changed': 'breaking',
  'description-changed': 'cosmetic',
  'definition-text-changed': 'cosmetic',
  'property-added': 'additive',
  'property-removed': 'breaking',
  'property-retyped': 'breaking',
  'property-remapped': 'breaking',
  'option-added': 'additive',
  'option-removed': 'breaking',
  'option-relabelled': 'cosmetic',
  'option-extra-text-added': 'additive',
  'option-extra-text-removed': 'breaking',
  'operator-added': 'additive',
  'operator-removed': 'breaking',
  'name-changed': 'breaking',
  'server-changed': 'cosmetic',
  'document-text-changed': 'cosmetic',
};

type Where = Pick<Change, 'definition' | 'property' | 'option' | 'previous'>;

/** A change of `kind`, classified. */
export function changeOf(kind: ChangeKind, where: Where, text: string, action: string, dataLoss?: string): Change {
  return { kind, severity: SEVERITY_OF[kind], ...where, change: text, action, ...(dataLoss ? { dataLoss } : {}) };
}

const q = (text: string): string => JSON.stringify(text);
const code = (text: string): string => `\`${text}\``;
const list = (items: Iterable<string>): string => [...items].map(code).join(', ');

/** The identity of a definition apart from its name: a removed and an added one alike are one renamed. */
function identity(d: DefinitionFacts): string {
  // Not the database items: the service names new ones after the definition (`{definition}_{property}`).
  const properties = [...d.properties].map(([name, p]) => [name, p.type, p.itemType]);
  return JSON.stringify([d.database, properties.sort()]);
}

function optionChanges(d: string, p: string, before: PropertyFacts, after: PropertyFacts, names: CodeNames): Change[] {
  if (before.options === undefined || after.options === undefined) return [];
  const out: Change[] = [];
  const where = (option: number): Where => ({ definition: d, property: p, option });
  for (const [value, option] of after.options) {
    const old = before.options.get(value);
    if (old === undefined) {
      out.push(
        changeOf(
          'option-added',
          where(value),
          `${d}.${p}: option ${value} ${q(option.label)} added`,
          `nothing to do; it can be used as ${code(names.option(d, p, value))} once regenerated`,
        ),
      );
      continue;
    }
    if (old.label !== option.label) {
      out.push(
        changeOf(
          'option-relabelled',
          where(value),
          `${d}.${p}: option ${value} relabelled from ${q(old.label)} to ${q(option.label)}`,
          `nothing to do: its constant stays ${code(names.option(d, p, value))} (names.json can give it a new name, ` +
            'which is then a breaking change)',
        ),
      );
    }
    if (old.hasExtraText !== option.hasExtraText) {
      out.push(
        option.hasExtraText
          ? changeOf(
              'option-extra-text-added',
              where(value),
              `${d}.${p}: option ${value} ${q(option.label)} now takes an extra text`,
              'nothing to do; records may now carry `extraText` with it',
            )
          : changeOf(
              'option-extra-text-removed',
              where(value),
              `${d}.${p}: option ${value} ${q(option.label)} no longer takes an extra text`,
              `stop sending \`extraText\` with ${code(names.option(d, p, value))}`,
              `the service drops the extra text stored with option ${value} of ${d}.${p}`,
            ),
      );
    }
  }
  for (const [value, option] of before.options) {
    if (after.options.has(value)) continue;
    out.push(
      changeOf(
        'option-removed',
        where(value),
        `${d}.${p}: option ${value} ${q(option.label)} removed`,
        `remove every use of ${code(names.option(d, p, value))}; a record that sends it is refused`,
        `records of ${d} that hold option ${value} in ${p} lose it: the service answers them without it (null)`,
      ),
    );
  }
  return out;
}

function operatorChanges(d: string, p: string, before: PropertyFacts, after: PropertyFacts): Change[] {
  if (before.operators === undefined || after.operators === undefined) return [];
  const gained = [...after.operators].filter((op) => !before.operators?.has(op));
  const lost = [...before.operators].filter((op) => !after.operators?.has(op));
  const keys = (ops: readonly string[]) => list(ops.map((op) => `${p}_${op}`));
  return [
    ...(gained.length === 0
      ? []
      : [
          changeOf(
            'operator-added',
            { definition: d, property: p },
            `${d}.${p}: filter ${gained.length === 1 ? 'operator' : 'operators'} ${keys(gained)} added`,
            'nothing to do; filters can use them once regenerated',
          ),
        ]),
    ...(lost.length === 0
      ? []
      : [
          changeOf(
            'operator-removed',
            { definition: d, property: p },
            `${d}.${p}: filter ${lost.length === 1 ? 'operator' : 'operators'} ${keys(lost)} removed`,
            `remove ${keys(lost)} from the filters of ${code(`db.${d}`)}: the service refuses them (400)`,
          ),
        ]),
  ];
}

function propertyChanges(before: DefinitionFacts, after: DefinitionFacts, names: CodeNames): Change[] {
  const d = after.name;
  const out: Change[] = [];
  for (const [p, now] of after.properties) {
    const was = before.properties.get(p);
    const where = { definition: d, property: p };
    if (was === undefined) {
      out.push(
        changeOf(
          'property-added',
          where,
          `${d}.${p} added (${now.itemType ?? now.type ?? 'property'})`,
          `nothing to do; records of ${code(`db.${names.namespace(d)}`)} can carry ${code(p)} once regenerated`,
        ),
      );
      continue;
    }
    const typed = (f: PropertyFacts) => [f.type, f.itemType].filter((t) => t !== undefined).join(', item type ');
    if (
      (was.type !== undefined && now.type !== undefined && was.type !== now.type) ||
      (was.itemType !== undefined && now.itemType !== undefined && was.itemType !== now.itemType)
    ) {
      out.push(
        changeOf(
          'property-retyped',
          where,
          `${d}.${p} re-typed from ${typed(was)} to ${typed(now)}`,
          `check every read and write of ${code(p)} on ${code(`db.${names.namespace(d)}`)} against the new type ` +
            '(the compiler names them once regenerated)',
        ),
      );
    }
    if (was.mapping !== undefined && now.mapping !== undefined && was.mapping !== now.mapping) {
      out.push(
        changeOf(
          'property-remapped',
          where,
          `${d}.${p} now reads and writes database item ${q(now.mapping)} instead of ${q(was.mapping)}`,
          `check what your code expects in ${code(p)}: it holds the other item's values, and what was stored ` +
            `through it stays in ${q(was.mapping)}`,
        ),
      );
    }
    out.push(...optionChanges(d, p, was, now, names), ...operatorChanges(d, p, was, now));
  }
  for (const [p, was] of before.properties) {
    if (after.properties.has(p)) continue;
    out.push(
      changeOf(
        'property-removed',
        { definition: d, property: p },
        `${d}.${p} removed (${was.itemType ?? was.type ?? 'property'})`,
        `remove every use of ${code(p)} on ${code(`db.${names.namespace(d)}`)}: the compiler names them once ` +
          'regenerated',
        `the service no longer reads or writes ${p} of ${d}: values stored in it are lost to this API`,
      ),
    );
  }
  return out;
}

function definitionChanges(before: DefinitionFacts, after: DefinitionFacts, names: CodeNames): Change[] {
  const d = after.name;
  const out: Change[] = [];
  if (before.database !== undefined && after.database !== undefined && before.database !== after.database) {
    out.push(
      changeOf(
        'database-changed',
        { definition: d },
        `${d} is now bound to database ${after.database} instead of ${before.database}`,
        `${code(`db.${names.namespace(d)}`)} now reads and writes other records: check every use of it`,
      ),
    );
  }
  if ((before.description ?? '') !== (after.description ?? '')) {
    out.push(
      changeOf('description-changed', { definition: d }, `${d}: description changed`, 'nothing to do (documentation)'),
    );
  }
  const properties = propertyChanges(before, after, names);
  out.push(...properties);
  if (out.length === 0 && before.text !== after.text) {
    out.push(
      changeOf(
        'definition-text-changed',
        { definition: d },
        `${d}: its part of the document changed without changing its properties, options or operators ` +
          '(operation texts, examples)',
        'nothing to do; `git diff` of the snapshot shows it',
      ),
    );
  }
  return out;
}

/**
 * The changes from `before` to `after`, in the order definitions, then properties, then options. `names` gives
 * the code's names for the sentences (the names file of `before`), else the service's names are used.
 */
export function classifyChanges(
  before: SnapshotFacts,
  after: SnapshotFacts,
  names: CodeNames = codeNamesOf(undefined),
): Change[] {
  const added = [...after.definitions.keys()].filter((name) => !before.definitions.has(name));
  const removed = [...before.definitions.keys()].filter((name) => !after.definitions.has(name));
  const renamed = new Map<string, string>();
  for (const to of added) {
    const id = identity(after.definitions.get(to) as DefinitionFacts);
    const taken = [...renamed.values()];
    const from = removed.find(
      (name) => !taken.includes(name) && identity(before.definitions.get(name) as DefinitionFacts) === id,
    );
    if (from !== undefined) renamed.set(to, from);
  }
  const out: Change[] = [];
  if (before.server !== undefined && after.server !== undefined && before.server !== after.server) {
    out.push(
      changeOf(
        'server-changed',
        {},
        `the document's server changed from ${before.server} to ${after.server}`,
        'nothing to do: the client takes the address as its `dbUrl` option',
      ),
    );
  }
  for (const [name, facts] of after.definitions) {
    const was = before.definitions.get(name);
    const from = renamed.get(name);
    if (from !== undefined) {
      out.push(
        changeOf(
          'definition-renamed',
          { definition: name, previous: from },
          `${from} renamed to ${name} (same database and properties)`,
          `replace ${code(`db.${names.namespace(from)}`)} with ${code(`db.${name}`)}, or keep the old name with ` +
            `names.json {"definitions": {${q(name)}: {"name": ${q(names.namespace(from))}}}}`,
        ),
      );
    } else if (was === undefined) {
      out.push(
        changeOf(
          'definition-added',
          { definition: name },
          `${name} added (${facts.properties.size} properties${facts.database ? `, database ${facts.database}` : ''})`,
          `nothing to do; ${code(`db.${name}`)} is there once regenerated`,
        ),
      );
    } else out.push(...definitionChanges(was, facts, names));
  }
  for (const name of removed) {
    if ([...renamed.values()].includes(name)) continue;
    out.push(
      changeOf(
        'definition-removed',
        { definition: name },
        `${name} removed`,
        `remove every use of ${code(`db.${names.namespace(name)}`)} and its types: the compiler names them once ` +
          'regenerated; its database keeps the records',
      ),
    );
  }
  // Against no snapshot at all, everything is added: the rest of the document is no change of its own.
  if (before.rest !== after.rest && before.server !== undefined) {
    out.push(
      changeOf(
        'document-text-changed',
        {},
        'the document changed outside its definitions (its title or description)',
        'nothing to do',
      ),
    );
  }
  return out;
}

/** The semver part a set of changes moves: major for breaking, minor for additive, patch for cosmetic. */
export function bumpOf(changes: readonly Change[]): 'major' | 'minor' | 'patch' | undefined {
  if (changes.some((c) => c.severity === 'breaking')) return 'major';
  if (changes.some((c) => c.severity === 'additive')) return 'minor';
  return changes.length === 0 ? undefined : 'patch';
}
