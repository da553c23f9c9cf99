/**
 * Compile-time tests of a generated records client, the demo account's (test/fixtures/demo-account; checked by
 * `npm run typecheck`, never run): the record, create and patch types, operand types per operator, the order
 * tuple, patch `fields`, authenticate where a definition has a passwordHash property and nowhere else, select
 * option values, and what the methods return.
 * The operator table itself is test/types/records-operators.ts.
 */
import { expectTypeOf } from 'vitest';
import {
  createRecordsClient,
  MemberRankOption,
  type BulkResult,
  type DeleteResult,
  type MemberAuthenticateResult,
  type MemberCreate,
  type MemberField,
  type MemberFilter,
  type MemberOrder,
  type MemberPasswordProperty,
  type MemberQueryResult,
  type MemberRecord,
  type PurchaseRecord,
  type RecordsClient,
  type RecordsPage,
  type SelectValue,
} from '../fixtures/demo-account/out/index.gen.js';

declare const db: RecordsClient;
declare const id: string;

export async function records(): Promise<void> {
  expectTypeOf(createRecordsClient).returns.toEqualTypeOf<RecordsClient>();
  createRecordsClient({ dbUrl: 'https://db.example.net', accountCode: 'demo', accessToken: 'token' });
  // @ts-expect-error the base address is required
  createRecordsClient({ accountCode: 'demo', accessToken: 'token' });

  // What the service answers: ids as decimal strings, nullable values, select values of the options.
  const member = await db.member.get(id);
  expectTypeOf(member).toEqualTypeOf<MemberRecord>();
  expectTypeOf(member.id).toEqualTypeOf<string>();
  expectTypeOf(member.points).toEqualTypeOf<number | null>();
  expectTypeOf(member.rank).toEqualTypeOf<readonly SelectValue<MemberRankOption>[] | null>();
  expectTypeOf<MemberRankOption>().toEqualTypeOf<1 | 2 | 3>();
  expectTypeOf(MemberRankOption.option2).toEqualTypeOf<2>();
  expectTypeOf<PurchaseRecord['memberId']>().toEqualTypeOf<string>();
  // @ts-expect-error write-only properties are never returned
  void member.loginPassword;

  // What create and patch take: no id, no service-set dates; write-only passwords; ids as string, bigint or number.
  expectTypeOf(
    await db.member.create({
      name: 'Hanako',
      rank: [{ value: MemberRankOption.option3 }],
      loginPassword: 'pw',
      lastLoginAt: new Date(),
    }),
  ).toEqualTypeOf<MemberRecord>();
  await db.purchase.create({ memberId: 9223372036854775807n, amount: 3 });
  await db.purchase.create({ memberId: member.id });
  // @ts-expect-error the id is set by the service
  await db.member.create({ id: '5' });
  // @ts-expect-error so is registeredDate
  await db.member.create({ registeredAt: '2024-01-01T00:00:00+09:00' });
  // @ts-expect-error 4 is no option of rank
  await db.member.create({ rank: [{ value: 4 }] });
  // @ts-expect-error a history record's platform id is an id, not a boolean
  await db.purchase.create({ memberId: true });
  expectTypeOf<keyof MemberCreate>().toEqualTypeOf<MemberField>();

  // patch fields: property names the body holds.
  await db.member.patch(id, { name: 'Hanako', points: null }, { fields: ['name', 'points'] });
  await db.member.patch(id, { name: null }, { fields: ['name'], signal: AbortSignal.timeout(1000) });
  await db.member.patch(id, { name: 'x' });
  // @ts-expect-error a field must be in the body (the service refuses it otherwise)
  await db.member.patch(id, { name: 'x' }, { fields: ['points'] });
  // @ts-expect-error a field is a property a patch can write
  await db.member.patch(id, { name: 'x' }, { fields: ['id'] });
  // @ts-expect-error a field names a property
  await db.member.patch(id, { name: 'x' }, { fields: ['nickname'] });

  // Operand types per operator.
  const operands: MemberFilter = {
    id_in: ['1', 2n, 3],
    name_isNull: false,
    rank_eq: null,
    rank_in: [MemberRankOption.option1, 2],
    interests_containsSome: [1],
    lastLoginAt_gte: new Date(),
    birthday_lt: '2024-01-01',
    AND: [{ points_gt: 1 }, { OR: [{ email_endsWith: '.jp' }, { mobileEmail_isNotNull: true }] }],
  };
  void operands;
  // @ts-expect-error an in operand is an array
  ({ rank_in: 1 }) satisfies MemberFilter;
  // @ts-expect-error isNull takes a boolean
  ({ name_isNull: 'yes' }) satisfies MemberFilter;
  // @ts-expect-error lt needs a value, not null
  ({ points_lt: null }) satisfies MemberFilter;
  // @ts-expect-error an option value of rank
  ({ rank_eq: 4 }) satisfies MemberFilter;
  // @ts-expect-error ids are strings, bigints or numbers
  ({ id_eq: true }) satisfies MemberFilter;
  // @ts-expect-error containsSome takes an array of option values
  ({ interests_containsSome: 1 }) satisfies MemberFilter;
  // @ts-expect-error an AND holds filters
  ({ AND: { name_eq: 'x' } }) satisfies MemberFilter;

  // The order: at most two sort keys of sortable properties.
  const order: MemberOrder = ['points_desc', 'name'];
  expectTypeOf(
    await db.member.query({ filter: { name_startsWith: 'A' }, order, limit: 10, offset: 20 }),
  ).toEqualTypeOf<MemberQueryResult>();
  await db.member.query({ order: [] });
  await db.member.query({ order: ['id_asc'] });
  // @ts-expect-error at most two sort keys
  await db.member.query({ order: ['id', 'name', 'points'] });
  // @ts-expect-error multipleSelect is not sortable (it allows no lt/gt)
  await db.member.query({ order: ['interests_asc'] });
  // @ts-expect-error write-only properties are not sortable
  await db.member.query({ order: ['pin'] });
  // @ts-expect-error a query takes filter, order, limit and offset only
  await db.member.query({ page: 2 });

  expectTypeOf(await db.member.count({ filter: { rank_in: [1] } })).toEqualTypeOf<number>();
  // Undefined when a retry found the record already gone (an earlier attempt deleted it and its answer was lost).
  expectTypeOf(await db.member.delete(id)).toEqualTypeOf<DeleteResult | undefined>();
  for await (const page of db.member.pages({ limit: 50 }))
    expectTypeOf(page).toEqualTypeOf<RecordsPage<MemberRecord>>();
  for await (const record of db.purchase.queryAll({ filter: { memberId_eq: id } }))
    expectTypeOf(record).toEqualTypeOf<PurchaseRecord>();
  expectTypeOf(
    await db.member.bulkCreate([{ name: 'a' }], { concurrency: 8, onProgress: (p) => void p.done }),
  ).toEqualTypeOf<BulkResult<MemberRecord>>();
  await db.member.bulkPatch([{ id, body: { name: 'b' }, fields: ['name'] }]);
  // @ts-expect-error bulkCreate takes create bodies
  await db.member.bulkCreate([{ id: '1' }]);

  // authenticate: only where the definition has a passwordHash property, propertyName one of those.
  expectTypeOf<MemberPasswordProperty>().toEqualTypeOf<'loginPassword'>();
  expectTypeOf(
    await db.member.authenticate(id, { propertyName: 'loginPassword', value: 'pw' }),
  ).toEqualTypeOf<MemberAuthenticateResult>();
  // @ts-expect-error pin is a password, not a passwordHash property
  await db.member.authenticate(id, { propertyName: 'pin', value: 'pw' });
  // @ts-expect-error purchase has no passwordHash property, so no authenticate
  await db.purchase.authenticate(id, { propertyName: 'loginPassword', value: 'pw' });
}
