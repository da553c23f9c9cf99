/**
 * Compile-time tests of the records client's filter types, one section per row of the operator table (the
 * `x-item-types` of `PlatformItemType` in specs/database.yaml): every operator a type allows compiles on a
 * property of that type in the demo account (test/fixtures/demo-account, the definitions of sandbox/seed/:
 * `member` has one property of every type a master database can have, `purchase` a history id), and every
 * operator it does not allow is a compile error. Checked by
 * `npm run typecheck`; test/types/records-table.test.ts checks that every row and operator is here.
 */
import {
  MemberInterestsOption,
  MemberRankOption,
  MemberRefusedListsOption,
  type MemberFilter,
  type PurchaseFilter,
} from '../fixtures/demo-account/out/index.gen.js';

// platformId: id of MemberFilter
export const platformIdAllowed: MemberFilter = {
  id_eq: '1',
  id_notEq: null,
  id_lt: '1',
  id_lte: '1',
  id_gt: '1',
  id_gte: '1',
  id_in: ['1', 1n],
  id_notIn: ['1', 1n],
};
// @ts-expect-error platformId does not allow isNull
({ id_isNull: true }) satisfies MemberFilter;
// @ts-expect-error platformId does not allow isNotNull
({ id_isNotNull: false }) satisfies MemberFilter;
// @ts-expect-error platformId does not allow contains
({ id_contains: 'x' }) satisfies MemberFilter;
// @ts-expect-error platformId does not allow notContains
({ id_notContains: 'x' }) satisfies MemberFilter;
// @ts-expect-error platformId does not allow startsWith
({ id_startsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error platformId does not allow notStartsWith
({ id_notStartsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error platformId does not allow endsWith
({ id_endsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error platformId does not allow notEndsWith
({ id_notEndsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error platformId does not allow containsEvery
({ id_containsEvery: ['1', 1n] }) satisfies MemberFilter;
// @ts-expect-error platformId does not allow containsSome
({ id_containsSome: ['1', 1n] }) satisfies MemberFilter;

// historyId: id of PurchaseFilter
export const historyIdAllowed: PurchaseFilter = {
  id_eq: '9223372036854775807',
  id_notEq: null,
  id_lt: '9223372036854775807',
  id_lte: '9223372036854775807',
  id_gt: '9223372036854775807',
  id_gte: '9223372036854775807',
  id_in: ['9223372036854775807', 2],
  id_notIn: ['9223372036854775807', 2],
};
// @ts-expect-error historyId does not allow isNull
({ id_isNull: true }) satisfies PurchaseFilter;
// @ts-expect-error historyId does not allow isNotNull
({ id_isNotNull: false }) satisfies PurchaseFilter;
// @ts-expect-error historyId does not allow contains
({ id_contains: 'x' }) satisfies PurchaseFilter;
// @ts-expect-error historyId does not allow notContains
({ id_notContains: 'x' }) satisfies PurchaseFilter;
// @ts-expect-error historyId does not allow startsWith
({ id_startsWith: 'x' }) satisfies PurchaseFilter;
// @ts-expect-error historyId does not allow notStartsWith
({ id_notStartsWith: 'x' }) satisfies PurchaseFilter;
// @ts-expect-error historyId does not allow endsWith
({ id_endsWith: 'x' }) satisfies PurchaseFilter;
// @ts-expect-error historyId does not allow notEndsWith
({ id_notEndsWith: 'x' }) satisfies PurchaseFilter;
// @ts-expect-error historyId does not allow containsEvery
({ id_containsEvery: ['9223372036854775807', 2] }) satisfies PurchaseFilter;
// @ts-expect-error historyId does not allow containsSome
({ id_containsSome: ['9223372036854775807', 2] }) satisfies PurchaseFilter;

// mailAddress: email of MemberFilter
export const mailAddressAllowed: MemberFilter = {
  email_eq: 'a@example.jp',
  email_notEq: null,
  email_isNull: true,
  email_isNotNull: false,
  email_lt: 'a@example.jp',
  email_lte: 'a@example.jp',
  email_gt: 'a@example.jp',
  email_gte: 'a@example.jp',
  email_in: ['a@example.jp', 'b@example.jp'],
  email_notIn: ['a@example.jp', 'b@example.jp'],
  email_contains: 'a@example.jp',
  email_notContains: 'a@example.jp',
  email_startsWith: 'a@example.jp',
  email_notStartsWith: 'a@example.jp',
  email_endsWith: 'a@example.jp',
  email_notEndsWith: 'a@example.jp',
};
// @ts-expect-error mailAddress does not allow containsEvery
({ email_containsEvery: ['a@example.jp', 'b@example.jp'] }) satisfies MemberFilter;
// @ts-expect-error mailAddress does not allow containsSome
({ email_containsSome: ['a@example.jp', 'b@example.jp'] }) satisfies MemberFilter;

// mobileMailAddress: mobileEmail of MemberFilter
export const mobileMailAddressAllowed: MemberFilter = {
  mobileEmail_eq: 'a@example.jp',
  mobileEmail_notEq: null,
  mobileEmail_isNull: true,
  mobileEmail_isNotNull: false,
  mobileEmail_lt: 'a@example.jp',
  mobileEmail_lte: 'a@example.jp',
  mobileEmail_gt: 'a@example.jp',
  mobileEmail_gte: 'a@example.jp',
  mobileEmail_in: ['a@example.jp', 'b@example.jp'],
  mobileEmail_notIn: ['a@example.jp', 'b@example.jp'],
  mobileEmail_contains: 'a@example.jp',
  mobileEmail_notContains: 'a@example.jp',
  mobileEmail_startsWith: 'a@example.jp',
  mobileEmail_notStartsWith: 'a@example.jp',
  mobileEmail_endsWith: 'a@example.jp',
  mobileEmail_notEndsWith: 'a@example.jp',
};
// @ts-expect-error mobileMailAddress does not allow containsEvery
({ mobileEmail_containsEvery: ['a@example.jp', 'b@example.jp'] }) satisfies MemberFilter;
// @ts-expect-error mobileMailAddress does not allow containsSome
({ mobileEmail_containsSome: ['a@example.jp', 'b@example.jp'] }) satisfies MemberFilter;

// updatedDate: updatedAt of MemberFilter
export const updatedDateAllowed: MemberFilter = {
  updatedAt_eq: '2024-05-01T10:00:00+09:00',
  updatedAt_notEq: null,
  updatedAt_lt: '2024-05-01T10:00:00+09:00',
  updatedAt_lte: '2024-05-01T10:00:00+09:00',
  updatedAt_gt: '2024-05-01T10:00:00+09:00',
  updatedAt_gte: '2024-05-01T10:00:00+09:00',
  updatedAt_in: ['2024-05-01T10:00:00+09:00', new Date(0)],
  updatedAt_notIn: ['2024-05-01T10:00:00+09:00', new Date(0)],
};
// @ts-expect-error updatedDate does not allow isNull
({ updatedAt_isNull: true }) satisfies MemberFilter;
// @ts-expect-error updatedDate does not allow isNotNull
({ updatedAt_isNotNull: false }) satisfies MemberFilter;
// @ts-expect-error updatedDate does not allow contains
({ updatedAt_contains: 'x' }) satisfies MemberFilter;
// @ts-expect-error updatedDate does not allow notContains
({ updatedAt_notContains: 'x' }) satisfies MemberFilter;
// @ts-expect-error updatedDate does not allow startsWith
({ updatedAt_startsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error updatedDate does not allow notStartsWith
({ updatedAt_notStartsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error updatedDate does not allow endsWith
({ updatedAt_endsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error updatedDate does not allow notEndsWith
({ updatedAt_notEndsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error updatedDate does not allow containsEvery
({ updatedAt_containsEvery: ['2024-05-01T10:00:00+09:00', new Date(0)] }) satisfies MemberFilter;
// @ts-expect-error updatedDate does not allow containsSome
({ updatedAt_containsSome: ['2024-05-01T10:00:00+09:00', new Date(0)] }) satisfies MemberFilter;

// registeredDate: registeredAt of MemberFilter
export const registeredDateAllowed: MemberFilter = {
  registeredAt_eq: new Date(0),
  registeredAt_notEq: null,
  registeredAt_lt: new Date(0),
  registeredAt_lte: new Date(0),
  registeredAt_gt: new Date(0),
  registeredAt_gte: new Date(0),
  registeredAt_in: [new Date(0), '2024-05-01T10:00:00+09:00'],
  registeredAt_notIn: [new Date(0), '2024-05-01T10:00:00+09:00'],
};
// @ts-expect-error registeredDate does not allow isNull
({ registeredAt_isNull: true }) satisfies MemberFilter;
// @ts-expect-error registeredDate does not allow isNotNull
({ registeredAt_isNotNull: false }) satisfies MemberFilter;
// @ts-expect-error registeredDate does not allow contains
({ registeredAt_contains: 'x' }) satisfies MemberFilter;
// @ts-expect-error registeredDate does not allow notContains
({ registeredAt_notContains: 'x' }) satisfies MemberFilter;
// @ts-expect-error registeredDate does not allow startsWith
({ registeredAt_startsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error registeredDate does not allow notStartsWith
({ registeredAt_notStartsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error registeredDate does not allow endsWith
({ registeredAt_endsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error registeredDate does not allow notEndsWith
({ registeredAt_notEndsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error registeredDate does not allow containsEvery
({ registeredAt_containsEvery: [new Date(0), '2024-05-01T10:00:00+09:00'] }) satisfies MemberFilter;
// @ts-expect-error registeredDate does not allow containsSome
({ registeredAt_containsSome: [new Date(0), '2024-05-01T10:00:00+09:00'] }) satisfies MemberFilter;

// mailRefusalFlag: mailRefused of MemberFilter
export const mailRefusalFlagAllowed: MemberFilter = {
  mailRefused_eq: true,
  mailRefused_notEq: null,
};
// @ts-expect-error mailRefusalFlag does not allow isNull
({ mailRefused_isNull: true }) satisfies MemberFilter;
// @ts-expect-error mailRefusalFlag does not allow isNotNull
({ mailRefused_isNotNull: false }) satisfies MemberFilter;
// @ts-expect-error mailRefusalFlag does not allow lt
({ mailRefused_lt: true }) satisfies MemberFilter;
// @ts-expect-error mailRefusalFlag does not allow lte
({ mailRefused_lte: true }) satisfies MemberFilter;
// @ts-expect-error mailRefusalFlag does not allow gt
({ mailRefused_gt: true }) satisfies MemberFilter;
// @ts-expect-error mailRefusalFlag does not allow gte
({ mailRefused_gte: true }) satisfies MemberFilter;
// @ts-expect-error mailRefusalFlag does not allow in
({ mailRefused_in: [true, false] }) satisfies MemberFilter;
// @ts-expect-error mailRefusalFlag does not allow notIn
({ mailRefused_notIn: [true, false] }) satisfies MemberFilter;
// @ts-expect-error mailRefusalFlag does not allow contains
({ mailRefused_contains: 'x' }) satisfies MemberFilter;
// @ts-expect-error mailRefusalFlag does not allow notContains
({ mailRefused_notContains: 'x' }) satisfies MemberFilter;
// @ts-expect-error mailRefusalFlag does not allow startsWith
({ mailRefused_startsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error mailRefusalFlag does not allow notStartsWith
({ mailRefused_notStartsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error mailRefusalFlag does not allow endsWith
({ mailRefused_endsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error mailRefusalFlag does not allow notEndsWith
({ mailRefused_notEndsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error mailRefusalFlag does not allow containsEvery
({ mailRefused_containsEvery: [true, false] }) satisfies MemberFilter;
// @ts-expect-error mailRefusalFlag does not allow containsSome
({ mailRefused_containsSome: [true, false] }) satisfies MemberFilter;

// mailAddressErrorCount: mailErrors of MemberFilter
export const mailAddressErrorCountAllowed: MemberFilter = {
  mailErrors_eq: 1,
  mailErrors_notEq: null,
  mailErrors_lt: 1,
  mailErrors_lte: 1,
  mailErrors_gt: 1,
  mailErrors_gte: 1,
  mailErrors_in: [1, 2],
  mailErrors_notIn: [1, 2],
};
// @ts-expect-error mailAddressErrorCount does not allow isNull
({ mailErrors_isNull: true }) satisfies MemberFilter;
// @ts-expect-error mailAddressErrorCount does not allow isNotNull
({ mailErrors_isNotNull: false }) satisfies MemberFilter;
// @ts-expect-error mailAddressErrorCount does not allow contains
({ mailErrors_contains: 'x' }) satisfies MemberFilter;
// @ts-expect-error mailAddressErrorCount does not allow notContains
({ mailErrors_notContains: 'x' }) satisfies MemberFilter;
// @ts-expect-error mailAddressErrorCount does not allow startsWith
({ mailErrors_startsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error mailAddressErrorCount does not allow notStartsWith
({ mailErrors_notStartsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error mailAddressErrorCount does not allow endsWith
({ mailErrors_endsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error mailAddressErrorCount does not allow notEndsWith
({ mailErrors_notEndsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error mailAddressErrorCount does not allow containsEvery
({ mailErrors_containsEvery: [1, 2] }) satisfies MemberFilter;
// @ts-expect-error mailAddressErrorCount does not allow containsSome
({ mailErrors_containsSome: [1, 2] }) satisfies MemberFilter;

// mobileMailAddressErrorCount: mobileMailErrors of MemberFilter
export const mobileMailAddressErrorCountAllowed: MemberFilter = {
  mobileMailErrors_eq: 1,
  mobileMailErrors_notEq: null,
  mobileMailErrors_lt: 1,
  mobileMailErrors_lte: 1,
  mobileMailErrors_gt: 1,
  mobileMailErrors_gte: 1,
  mobileMailErrors_in: [1, 2],
  mobileMailErrors_notIn: [1, 2],
};
// @ts-expect-error mobileMailAddressErrorCount does not allow isNull
({ mobileMailErrors_isNull: true }) satisfies MemberFilter;
// @ts-expect-error mobileMailAddressErrorCount does not allow isNotNull
({ mobileMailErrors_isNotNull: false }) satisfies MemberFilter;
// @ts-expect-error mobileMailAddressErrorCount does not allow contains
({ mobileMailErrors_contains: 'x' }) satisfies MemberFilter;
// @ts-expect-error mobileMailAddressErrorCount does not allow notContains
({ mobileMailErrors_notContains: 'x' }) satisfies MemberFilter;
// @ts-expect-error mobileMailAddressErrorCount does not allow startsWith
({ mobileMailErrors_startsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error mobileMailAddressErrorCount does not allow notStartsWith
({ mobileMailErrors_notStartsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error mobileMailAddressErrorCount does not allow endsWith
({ mobileMailErrors_endsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error mobileMailAddressErrorCount does not allow notEndsWith
({ mobileMailErrors_notEndsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error mobileMailAddressErrorCount does not allow containsEvery
({ mobileMailErrors_containsEvery: [1, 2] }) satisfies MemberFilter;
// @ts-expect-error mobileMailAddressErrorCount does not allow containsSome
({ mobileMailErrors_containsSome: [1, 2] }) satisfies MemberFilter;

// mlRefusalFlags: refusedLists of MemberFilter
export const mlRefusalFlagsAllowed: MemberFilter = {
  refusedLists_isNull: true,
  refusedLists_isNotNull: false,
  refusedLists_in: [MemberRefusedListsOption.newsletter, MemberRefusedListsOption.other],
  refusedLists_notIn: [MemberRefusedListsOption.newsletter, MemberRefusedListsOption.other],
  refusedLists_containsEvery: [MemberRefusedListsOption.newsletter, MemberRefusedListsOption.other],
  refusedLists_containsSome: [MemberRefusedListsOption.newsletter, MemberRefusedListsOption.other],
};
// @ts-expect-error mlRefusalFlags does not allow eq
({ refusedLists_eq: MemberRefusedListsOption.newsletter }) satisfies MemberFilter;
// @ts-expect-error mlRefusalFlags does not allow notEq
({ refusedLists_notEq: null }) satisfies MemberFilter;
// @ts-expect-error mlRefusalFlags does not allow lt
({ refusedLists_lt: MemberRefusedListsOption.newsletter }) satisfies MemberFilter;
// @ts-expect-error mlRefusalFlags does not allow lte
({ refusedLists_lte: MemberRefusedListsOption.newsletter }) satisfies MemberFilter;
// @ts-expect-error mlRefusalFlags does not allow gt
({ refusedLists_gt: MemberRefusedListsOption.newsletter }) satisfies MemberFilter;
// @ts-expect-error mlRefusalFlags does not allow gte
({ refusedLists_gte: MemberRefusedListsOption.newsletter }) satisfies MemberFilter;
// @ts-expect-error mlRefusalFlags does not allow contains
({ refusedLists_contains: 'x' }) satisfies MemberFilter;
// @ts-expect-error mlRefusalFlags does not allow notContains
({ refusedLists_notContains: 'x' }) satisfies MemberFilter;
// @ts-expect-error mlRefusalFlags does not allow startsWith
({ refusedLists_startsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error mlRefusalFlags does not allow notStartsWith
({ refusedLists_notStartsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error mlRefusalFlags does not allow endsWith
({ refusedLists_endsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error mlRefusalFlags does not allow notEndsWith
({ refusedLists_notEndsWith: 'x' }) satisfies MemberFilter;

// text: name of MemberFilter
export const textAllowed: MemberFilter = {
  name_eq: 'Hanako',
  name_notEq: null,
  name_isNull: true,
  name_isNotNull: false,
  name_lt: 'Hanako',
  name_lte: 'Hanako',
  name_gt: 'Hanako',
  name_gte: 'Hanako',
  name_in: ['Hanako', 'Taro'],
  name_notIn: ['Hanako', 'Taro'],
  name_contains: 'Hanako',
  name_notContains: 'Hanako',
  name_startsWith: 'Hanako',
  name_notStartsWith: 'Hanako',
  name_endsWith: 'Hanako',
  name_notEndsWith: 'Hanako',
};
// @ts-expect-error text does not allow containsEvery
({ name_containsEvery: ['Hanako', 'Taro'] }) satisfies MemberFilter;
// @ts-expect-error text does not allow containsSome
({ name_containsSome: ['Hanako', 'Taro'] }) satisfies MemberFilter;

// number: points of MemberFilter
export const numberAllowed: MemberFilter = {
  points_eq: 1.5,
  points_notEq: null,
  points_isNull: true,
  points_isNotNull: false,
  points_lt: 1.5,
  points_lte: 1.5,
  points_gt: 1.5,
  points_gte: 1.5,
  points_in: [1.5, -2],
  points_notIn: [1.5, -2],
};
// @ts-expect-error number does not allow contains
({ points_contains: 'x' }) satisfies MemberFilter;
// @ts-expect-error number does not allow notContains
({ points_notContains: 'x' }) satisfies MemberFilter;
// @ts-expect-error number does not allow startsWith
({ points_startsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error number does not allow notStartsWith
({ points_notStartsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error number does not allow endsWith
({ points_endsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error number does not allow notEndsWith
({ points_notEndsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error number does not allow containsEvery
({ points_containsEvery: [1.5, -2] }) satisfies MemberFilter;
// @ts-expect-error number does not allow containsSome
({ points_containsSome: [1.5, -2] }) satisfies MemberFilter;

// date: birthday of MemberFilter
export const dateAllowed: MemberFilter = {
  birthday_eq: '2024-01-02',
  birthday_notEq: null,
  birthday_isNull: true,
  birthday_isNotNull: false,
  birthday_lt: '2024-01-02',
  birthday_lte: '2024-01-02',
  birthday_gt: '2024-01-02',
  birthday_gte: '2024-01-02',
  birthday_in: ['2024-01-02', '2024-12-31'],
  birthday_notIn: ['2024-01-02', '2024-12-31'],
};
// @ts-expect-error date does not allow contains
({ birthday_contains: 'x' }) satisfies MemberFilter;
// @ts-expect-error date does not allow notContains
({ birthday_notContains: 'x' }) satisfies MemberFilter;
// @ts-expect-error date does not allow startsWith
({ birthday_startsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error date does not allow notStartsWith
({ birthday_notStartsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error date does not allow endsWith
({ birthday_endsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error date does not allow notEndsWith
({ birthday_notEndsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error date does not allow containsEvery
({ birthday_containsEvery: ['2024-01-02', '2024-12-31'] }) satisfies MemberFilter;
// @ts-expect-error date does not allow containsSome
({ birthday_containsSome: ['2024-01-02', '2024-12-31'] }) satisfies MemberFilter;

// monthDay: anniversary of MemberFilter
export const monthDayAllowed: MemberFilter = {
  anniversary_eq: '--01-02',
  anniversary_notEq: null,
  anniversary_isNull: true,
  anniversary_isNotNull: false,
  anniversary_lt: '--01-02',
  anniversary_lte: '--01-02',
  anniversary_gt: '--01-02',
  anniversary_gte: '--01-02',
  anniversary_in: ['--01-02', '--02-29'],
  anniversary_notIn: ['--01-02', '--02-29'],
};
// @ts-expect-error monthDay does not allow contains
({ anniversary_contains: 'x' }) satisfies MemberFilter;
// @ts-expect-error monthDay does not allow notContains
({ anniversary_notContains: 'x' }) satisfies MemberFilter;
// @ts-expect-error monthDay does not allow startsWith
({ anniversary_startsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error monthDay does not allow notStartsWith
({ anniversary_notStartsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error monthDay does not allow endsWith
({ anniversary_endsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error monthDay does not allow notEndsWith
({ anniversary_notEndsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error monthDay does not allow containsEvery
({ anniversary_containsEvery: ['--01-02', '--02-29'] }) satisfies MemberFilter;
// @ts-expect-error monthDay does not allow containsSome
({ anniversary_containsSome: ['--01-02', '--02-29'] }) satisfies MemberFilter;

// dateTime: lastLoginAt of MemberFilter
export const dateTimeAllowed: MemberFilter = {
  lastLoginAt_eq: new Date(0),
  lastLoginAt_notEq: null,
  lastLoginAt_isNull: true,
  lastLoginAt_isNotNull: false,
  lastLoginAt_lt: new Date(0),
  lastLoginAt_lte: new Date(0),
  lastLoginAt_gt: new Date(0),
  lastLoginAt_gte: new Date(0),
  lastLoginAt_in: [new Date(0), '2024-05-01T10:00:00+09:00'],
  lastLoginAt_notIn: [new Date(0), '2024-05-01T10:00:00+09:00'],
};
// @ts-expect-error dateTime does not allow contains
({ lastLoginAt_contains: 'x' }) satisfies MemberFilter;
// @ts-expect-error dateTime does not allow notContains
({ lastLoginAt_notContains: 'x' }) satisfies MemberFilter;
// @ts-expect-error dateTime does not allow startsWith
({ lastLoginAt_startsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error dateTime does not allow notStartsWith
({ lastLoginAt_notStartsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error dateTime does not allow endsWith
({ lastLoginAt_endsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error dateTime does not allow notEndsWith
({ lastLoginAt_notEndsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error dateTime does not allow containsEvery
({ lastLoginAt_containsEvery: [new Date(0), '2024-05-01T10:00:00+09:00'] }) satisfies MemberFilter;
// @ts-expect-error dateTime does not allow containsSome
({ lastLoginAt_containsSome: [new Date(0), '2024-05-01T10:00:00+09:00'] }) satisfies MemberFilter;

// singleSelect: rank of MemberFilter
export const singleSelectAllowed: MemberFilter = {
  rank_eq: MemberRankOption.option1,
  rank_notEq: null,
  rank_isNull: true,
  rank_isNotNull: false,
  rank_lt: MemberRankOption.option1,
  rank_lte: MemberRankOption.option1,
  rank_gt: MemberRankOption.option1,
  rank_gte: MemberRankOption.option1,
  rank_in: [MemberRankOption.option1, 3],
  rank_notIn: [MemberRankOption.option1, 3],
};
// @ts-expect-error singleSelect does not allow contains
({ rank_contains: 'x' }) satisfies MemberFilter;
// @ts-expect-error singleSelect does not allow notContains
({ rank_notContains: 'x' }) satisfies MemberFilter;
// @ts-expect-error singleSelect does not allow startsWith
({ rank_startsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error singleSelect does not allow notStartsWith
({ rank_notStartsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error singleSelect does not allow endsWith
({ rank_endsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error singleSelect does not allow notEndsWith
({ rank_notEndsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error singleSelect does not allow containsEvery
({ rank_containsEvery: [MemberRankOption.option1, 3] }) satisfies MemberFilter;
// @ts-expect-error singleSelect does not allow containsSome
({ rank_containsSome: [MemberRankOption.option1, 3] }) satisfies MemberFilter;

// multipleSelect: interests of MemberFilter
export const multipleSelectAllowed: MemberFilter = {
  interests_isNull: true,
  interests_isNotNull: false,
  interests_in: [MemberInterestsOption.option2, 4],
  interests_notIn: [MemberInterestsOption.option2, 4],
  interests_containsEvery: [MemberInterestsOption.option2, 4],
  interests_containsSome: [MemberInterestsOption.option2, 4],
};
// @ts-expect-error multipleSelect does not allow eq
({ interests_eq: MemberInterestsOption.option2 }) satisfies MemberFilter;
// @ts-expect-error multipleSelect does not allow notEq
({ interests_notEq: null }) satisfies MemberFilter;
// @ts-expect-error multipleSelect does not allow lt
({ interests_lt: MemberInterestsOption.option2 }) satisfies MemberFilter;
// @ts-expect-error multipleSelect does not allow lte
({ interests_lte: MemberInterestsOption.option2 }) satisfies MemberFilter;
// @ts-expect-error multipleSelect does not allow gt
({ interests_gt: MemberInterestsOption.option2 }) satisfies MemberFilter;
// @ts-expect-error multipleSelect does not allow gte
({ interests_gte: MemberInterestsOption.option2 }) satisfies MemberFilter;
// @ts-expect-error multipleSelect does not allow contains
({ interests_contains: 'x' }) satisfies MemberFilter;
// @ts-expect-error multipleSelect does not allow notContains
({ interests_notContains: 'x' }) satisfies MemberFilter;
// @ts-expect-error multipleSelect does not allow startsWith
({ interests_startsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error multipleSelect does not allow notStartsWith
({ interests_notStartsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error multipleSelect does not allow endsWith
({ interests_endsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error multipleSelect does not allow notEndsWith
({ interests_notEndsWith: 'x' }) satisfies MemberFilter;

// password: pin of MemberFilter
// @ts-expect-error password does not allow eq
({ pin_eq: '1234' }) satisfies MemberFilter;
// @ts-expect-error password does not allow notEq
({ pin_notEq: null }) satisfies MemberFilter;
// @ts-expect-error password does not allow isNull
({ pin_isNull: true }) satisfies MemberFilter;
// @ts-expect-error password does not allow isNotNull
({ pin_isNotNull: false }) satisfies MemberFilter;
// @ts-expect-error password does not allow lt
({ pin_lt: '1234' }) satisfies MemberFilter;
// @ts-expect-error password does not allow lte
({ pin_lte: '1234' }) satisfies MemberFilter;
// @ts-expect-error password does not allow gt
({ pin_gt: '1234' }) satisfies MemberFilter;
// @ts-expect-error password does not allow gte
({ pin_gte: '1234' }) satisfies MemberFilter;
// @ts-expect-error password does not allow in
({ pin_in: ['1234', '5678'] }) satisfies MemberFilter;
// @ts-expect-error password does not allow notIn
({ pin_notIn: ['1234', '5678'] }) satisfies MemberFilter;
// @ts-expect-error password does not allow contains
({ pin_contains: 'x' }) satisfies MemberFilter;
// @ts-expect-error password does not allow notContains
({ pin_notContains: 'x' }) satisfies MemberFilter;
// @ts-expect-error password does not allow startsWith
({ pin_startsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error password does not allow notStartsWith
({ pin_notStartsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error password does not allow endsWith
({ pin_endsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error password does not allow notEndsWith
({ pin_notEndsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error password does not allow containsEvery
({ pin_containsEvery: ['1234', '5678'] }) satisfies MemberFilter;
// @ts-expect-error password does not allow containsSome
({ pin_containsSome: ['1234', '5678'] }) satisfies MemberFilter;

// passwordHash: loginPassword of MemberFilter
// @ts-expect-error passwordHash does not allow eq
({ loginPassword_eq: 'secret' }) satisfies MemberFilter;
// @ts-expect-error passwordHash does not allow notEq
({ loginPassword_notEq: null }) satisfies MemberFilter;
// @ts-expect-error passwordHash does not allow isNull
({ loginPassword_isNull: true }) satisfies MemberFilter;
// @ts-expect-error passwordHash does not allow isNotNull
({ loginPassword_isNotNull: false }) satisfies MemberFilter;
// @ts-expect-error passwordHash does not allow lt
({ loginPassword_lt: 'secret' }) satisfies MemberFilter;
// @ts-expect-error passwordHash does not allow lte
({ loginPassword_lte: 'secret' }) satisfies MemberFilter;
// @ts-expect-error passwordHash does not allow gt
({ loginPassword_gt: 'secret' }) satisfies MemberFilter;
// @ts-expect-error passwordHash does not allow gte
({ loginPassword_gte: 'secret' }) satisfies MemberFilter;
// @ts-expect-error passwordHash does not allow in
({ loginPassword_in: ['secret', 'other'] }) satisfies MemberFilter;
// @ts-expect-error passwordHash does not allow notIn
({ loginPassword_notIn: ['secret', 'other'] }) satisfies MemberFilter;
// @ts-expect-error passwordHash does not allow contains
({ loginPassword_contains: 'x' }) satisfies MemberFilter;
// @ts-expect-error passwordHash does not allow notContains
({ loginPassword_notContains: 'x' }) satisfies MemberFilter;
// @ts-expect-error passwordHash does not allow startsWith
({ loginPassword_startsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error passwordHash does not allow notStartsWith
({ loginPassword_notStartsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error passwordHash does not allow endsWith
({ loginPassword_endsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error passwordHash does not allow notEndsWith
({ loginPassword_notEndsWith: 'x' }) satisfies MemberFilter;
// @ts-expect-error passwordHash does not allow containsEvery
({ loginPassword_containsEvery: ['secret', 'other'] }) satisfies MemberFilter;
// @ts-expect-error passwordHash does not allow containsSome
({ loginPassword_containsSome: ['secret', 'other'] }) satisfies MemberFilter;
