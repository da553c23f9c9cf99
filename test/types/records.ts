/**
 * Compile-time tests of a generated records client, the demo account's (test/fixtures/demo-account; checked by
 * `npm run typecheck`, never run): the record, create and patch types (one selection of a singleSelect,
 * `extraText` only where an option takes it), operand types per operator (non-empty lists), filters and orders
 * built from form state, directions in either case, patch `fields`, authenticate where a definition has a
 * passwordHash property and nowhere else, select option values, and what the methods return.
 * The operator table itself is test/types/records-operators.ts.
 */
import { expectTypeOf } from 'vitest';
import {
  createRecordsClient,
  MemberInterestsOption,
  MemberRankOption,
  type BulkResult,
  type DeleteResult,
  type MemberAuthenticateResult,
  type MemberCreate,
  type MemberField,
  type MemberFilter,
  type MemberOrder,
  type MemberOrderKey,
  type MemberQuery,
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
/** Form state: a search box, a list of names, the columns to sort by. */
declare const query: string;
declare const names: string[];
declare const columns: ('name' | 'points')[];

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
  // rank is a singleSelect: at most one selection; interests a multipleSelect.
  expectTypeOf(member.rank).toEqualTypeOf<readonly [] | readonly [SelectValue<MemberRankOption, never>] | null>();
  expectTypeOf(member.interests).toEqualTypeOf<readonly SelectValue<MemberInterestsOption, 4>[] | null>();
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

  // A history record names its customer: platformId is required in its create body.
  // @ts-expect-error memberId (platformId of a history database) is required
  await db.purchase.create({ amount: 1 });

  // A singleSelect holds one selection (null or [] leaves none); a multipleSelect any number.
  await db.member.create({ rank: [{ value: MemberRankOption.option2 }] });
  await db.member.patch(id, { rank: [] });
  await db.member.patch(id, { rank: null });
  // @ts-expect-error a singleSelect holds one selection, not two
  await db.member.create({ rank: [{ value: 1 }, { value: 2 }] });
  await db.member.create({ interests: [{ value: 1 }, { value: 2 }, { value: 3 }] });

  // extraText only on the options with hasExtraText: interests 4 (その他) and refusedLists 3 (Other).
  await db.member.create({ interests: [{ value: 1 }, { value: MemberInterestsOption.option4, extraText: '釣り' }] });
  await db.member.patch(id, {
    refusedLists: [
      { value: 3, extraText: 'surveys' },
      { value: 1, extraText: null },
    ],
  });
  // @ts-expect-error option 1 of interests takes no extraText
  await db.member.create({ interests: [{ value: 1, extraText: 'x' }] });
  // @ts-expect-error no option of rank takes extraText
  await db.member.patch(id, { rank: [{ value: 3, extraText: 'x' }] });
  // @ts-expect-error neither does option 2 of refusedLists, in a bulk create
  await db.member.bulkCreate([{ refusedLists: [{ value: 2, extraText: 'x' }] }]);
  // Where the snapshot does not list the options, any option takes it (the service decides).
  ({ value: 7, extraText: 'x' }) satisfies SelectValue;
  // A record's selections as read go back into a body as they are.
  if (member.interests !== null) await db.member.patch(id, { interests: [...member.interests] });

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

  // Operands of in, notIn, containsEvery and containsSome are non-empty arrays (the service refuses an empty one).
  // @ts-expect-error in takes at least one value
  ({ rank_in: [] }) satisfies MemberFilter;
  // @ts-expect-error so does notIn
  ({ id_notIn: [] }) satisfies MemberFilter;
  // @ts-expect-error so does containsEvery
  ({ interests_containsEvery: [] }) satisfies MemberFilter;
  // @ts-expect-error so does containsSome
  ({ refusedLists_containsSome: [] }) satisfies MemberFilter;
  // @ts-expect-error a plain array may be empty: take its first value apart to prove it is not
  ({ name_in: names }) satisfies MemberFilter;

  // A filter built from form state: its members may be set one by one, AND and OR too.
  const filter: MemberFilter = {};
  filter.name_contains = query;
  filter.points_gte = 10;
  filter.OR = [{ rank_eq: 1 }, { rank_isNull: true }];
  const [first, ...rest] = names;
  if (first !== undefined) filter.name_in = [first, ...rest];
  filter.name_contains = undefined;
  expectTypeOf(await db.member.count({ filter })).toEqualTypeOf<number>();

  // The order: sort keys of sortable properties, in an array (the client refuses more than two before sending).
  const order: MemberOrder = ['points_desc', 'name'];
  expectTypeOf<MemberOrder>().toEqualTypeOf<readonly MemberOrderKey[]>();
  expectTypeOf(
    await db.member.query({ filter: { name_startsWith: 'A' }, order, limit: 10, offset: 20 }),
  ).toEqualTypeOf<MemberQueryResult>();
  await db.member.query({ order: [] });
  await db.member.query({ order: ['id_asc'] });
  // An order built from form state.
  const sorted: MemberOrder = columns.map((column) => `${column}_desc` as const);
  const built: MemberQuery = { limit: 20 };
  built.order = columns.map((column) => `${column}_asc` as const);
  built.offset = 40;
  await db.member.query(built);
  await db.member.query({ order: sorted });
  // Directions in either case, as the reference words them (ASC, DESC) or as the document writes them.
  await db.member.query({ order: ['points_DESC', 'name_ASC'] });
  await db.member.query({ order: ['id_desc'] });
  // @ts-expect-error a direction is asc or desc
  await db.member.query({ order: ['points_down'] });
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
