/**
 * A generated module imports the names its printed code refers to, and no other: the imports are decided from
 * what the body wrote, including code made only when it is written (`deferred`), and a module's parts are made
 * one at a time, each printed before the next is made, so a large module's code is never held whole.
 */
import { describe, expect, it } from 'vitest';
import { array, constant, deferred, importUsed, typeRef, type Statement } from '../../generator/emit/code.js';
import { printModule, printModuleImporting } from '../../generator/emit/print.js';

const TYPES = ['Built', 'Item', 'Other'] as const;
const importsOf = (used: ReadonlySet<string>): Statement[] => importUsed(used, './types.js', [...TYPES], true);

describe('printModuleImporting', () => {
  it('imports the names the written code refers to, deferred code included, and no other', () => {
    const text = printModuleImporting(
      [
        [constant({ name: 'built', exported: true, type: typeRef('Built'), value: array([]) })],
        [constant({ name: 'items', value: array([deferred(() => typeRef('Item'))]) })],
      ],
      importsOf,
      'a.yaml',
    );
    expect(text).toContain("import type { Built, Item } from './types.js';");
    expect(text).not.toContain('Other');
    expect(text).toContain('export const built: Built = [];\n\nconst items = [Item];\n');
  });

  it('prints what one module of the same statements prints, a blank line between parts', () => {
    const parts: Statement[][] = [
      [constant({ name: 'a', value: typeRef('Item') })],
      [constant({ name: 'b', value: typeRef('Built') }), constant({ name: 'c', value: array([]) })],
    ];
    const whole = printModule([...importsOf(new Set(['Built', 'Item'])), ...parts.flat()], 'a.yaml');
    expect(printModuleImporting(parts, importsOf, 'a.yaml')).toBe(whole);
  });

  it('makes each part only after the one before it is printed', () => {
    const events: string[] = [];
    function* parts(): Generator<Statement[]> {
      for (const name of ['first', 'second']) {
        events.push(`make ${name}`);
        yield [constant({ name, value: deferred(() => (events.push(`write ${name}`), typeRef('Item'))) })];
      }
    }
    printModuleImporting(parts(), importsOf, 'a.yaml');
    expect(events).toEqual(['make first', 'write first', 'make second', 'write second']);
  });
});
