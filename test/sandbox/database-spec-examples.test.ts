/**
 * The examples of specs/database.yaml are requests a user can send as they are: every putApiDefinition example
 * is accepted by the sandbox (the harness checks the answer and the accepted request against the spec), and the
 * definition it registers is the one the spec's answer example of the same name shows. The last cases pin the
 * harness's own checks (database-harness.ts): accepted requests against the spec, answers against its closed
 * schemas.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { get, type JsonObject } from '../spec/load-spec.js';
import { closed } from './closed-schema.js';
import { DbSandbox } from './database-harness.js';

let db: DbSandbox;
beforeAll(async () => {
  db = await DbSandbox.start();
});
afterAll(() => db.close());
beforeEach(() => db.reset());

type Examples = Record<string, { value: JsonObject }>;

const examplesOf = (node: unknown): Examples => (node ?? {}) as Examples;

describe('putApiDefinition examples of the spec', () => {
  const put = (): JsonObject => db.spec.operation('putApiDefinition').operation;
  const requests = (): Examples => examplesOf(get(put(), 'requestBody', 'content', 'application/json', 'examples'));
  const answers = (): Examples => examplesOf(get(put(), 'responses', '200', 'content', 'application/json', 'examples'));

  it('are there: one per kind of database', () => {
    expect(Object.keys(requests())).toEqual(['member', 'purchase']);
  });

  it.each(['member', 'purchase'])(
    '%s is accepted as it is and registers what the answer example shows',
    async (name) => {
      const body = requests()[name]?.value as JsonObject;
      const answer = await db.manage('putApiDefinition', { name: String(get(body, 'metadata', 'name')), body });
      expect(answer.status, answer.text).toBe(200);
      const shown = answers()[name]?.value;
      expect(answer.json.spec).toEqual(get(shown, 'spec'));
      expect(answer.json.metadata).toMatchObject({
        kind: 'ApiDefinition',
        apiVersion: 'database/v1',
        name,
        accountCode: 'demo',
      });
    },
  );
});

describe('the harness holds the sandbox to the spec', () => {
  it('an accepted management request the spec does not describe fails the call', async () => {
    const outcome = await db.manage('listApiDefinition', { query: { verbose: '1' } }).then(
      (answer) => `answered ${answer.status}`,
      (error: unknown) => String(error),
    );
    expect(outcome).toMatch(/query parameter verbose is not documented/);
  });

  it('unless the call says why it is outside the spec', async () => {
    const answer = await db.manage('listApiDefinition', {
      query: { verbose: '1' },
      requestOutsideSpec: 'pins the opt-out',
    });
    expect(answer.status).toBe(200);
  });

  it('an answer member the spec does not name fails the closed check, not the open spec', async () => {
    const answer = await db.manage('getDatabaseDefinition', { name: '_customer' });
    const schema = db.spec.schema('DatabaseDefinition');
    const extended = { ...answer.json, spec: { ...answer.json.spec, owner: 'someone' } };
    expect(db.spec.validate(schema, extended).valid).toBe(true);
    expect(db.spec.validate(closed(schema), extended).errors.map((e) => e.message)).toEqual([
      'must NOT have unevaluated properties',
    ]);
  });
});
