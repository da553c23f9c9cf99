// Generated from specs/records/openapi.json and specs/records/apidefinitions.json by the platform-sdk generator. Do not edit.

import type { CallOptions } from '@platform-sdk/runtime/internal';
import { defineRecords, type BulkOptions, type BulkResult, type BulkUpdate, type DeleteResult, type Int64Input, type PatchOptions, type RecordsPage, type SelectValue, type WithFields } from '@platform-sdk/runtime/records';

/** The options of `member.refusedLists` (mlRefusalFlags): readable names for their values, with the labels. */
export const MemberRefusedListsOption = /*#__PURE__*/ Object.freeze({
    /** Newsletter */
    newsletter: 1,
    /** Campaigns */
    campaigns: 2,
    /** Other (takes `extraText`) */
    other: 3
} as const);

/** An option value of `refusedLists`: `1` Newsletter, `2` Campaigns, `3` Other. */
export type MemberRefusedListsOption = 1 | 2 | 3;

/** The options of `member.rank` (singleSelect): readable names for their values, with the labels. */
export const MemberRankOption = /*#__PURE__*/ Object.freeze({
    /** レギュラー */
    option1: 1,
    /** シルバー */
    option2: 2,
    /** ゴールド */
    option3: 3
} as const);

/** An option value of `rank`: `1` レギュラー, `2` シルバー, `3` ゴールド. */
export type MemberRankOption = 1 | 2 | 3;

/** The options of `member.interests` (multipleSelect): readable names for their values, with the labels. */
export const MemberInterestsOption = /*#__PURE__*/ Object.freeze({
    /** ファッション */
    option1: 1,
    /** グルメ */
    option2: 2,
    /** 旅行 */
    option3: 3,
    /** その他 (takes `extraText`) */
    option4: 4
} as const);

/** An option value of `interests`: `1` ファッション, `2` グルメ, `3` 旅行, `4` その他. */
export type MemberInterestsOption = 1 | 2 | 3 | 4;

/** A record of API definition `member` (database `_customer`, customerDb), as the service answers it: every property but the write-only ones, `null` where unset. Ids are decimal strings (up to 2^63-1). */
export interface MemberRecord {
    /**
     * Item type `platformId`, database item `_platformId`.
     *
     * An integer up to 2^63-1 (a platform or history id). Records carry it as a decimal string, because a JS number holds integers exactly only up to 2^53; give it as a string, a bigint or a number up to 2^53. It is sent as a JSON number with every digit.
     *
     * Set by the service: a create or patch body may not give it.
     */
    readonly id: string;
    /**
     * Item type `mailAddress`, database item `_mailAddress`.
     *
     * A mail address.
     */
    readonly email: string | null;
    /**
     * Item type `mobileMailAddress`, database item `_mobileMailAddress`.
     *
     * A mail address.
     */
    readonly mobileEmail: string | null;
    /**
     * Item type `updatedDate`, database item `_updatedDate`.
     *
     * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`).
     *
     * Set by the service: a create or patch body may not give it.
     */
    readonly updatedAt: string | null;
    /**
     * Item type `registeredDate`, database item `_registeredDate`.
     *
     * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`).
     *
     * Set by the service: a create or patch body may not give it.
     */
    readonly registeredAt: string | null;
    /** Item type `mailRefusalFlag`, database item `_mailRefusalFlag`. */
    readonly mailRefused: boolean | null;
    /** Item type `mailAddressErrorCount`, database item `_mailAddressErrorCount`. */
    readonly mailErrors: number | null;
    /** Item type `mobileMailAddressErrorCount`, database item `_mobileMailAddressErrorCount`. */
    readonly mobileMailErrors: number | null;
    /**
     * Item type `mlRefusalFlags`, database item `_mlRefusalFlags`.
     *
     * Options (`MemberRefusedListsOption`):
     * - `1` Newsletter (`MemberRefusedListsOption.newsletter`)
     * - `2` Campaigns (`MemberRefusedListsOption.campaigns`)
     * - `3` Other (`MemberRefusedListsOption.other`), takes `extraText`
     */
    readonly refusedLists: readonly SelectValue<MemberRefusedListsOption, 3>[] | null;
    /** Item type `text`, database item `member_name`. */
    readonly name: string | null;
    /** Item type `number`, database item `member_points`. */
    readonly points: number | null;
    /**
     * Item type `date`, database item `member_birthday`.
     *
     * A date, `yyyy-MM-dd`.
     */
    readonly birthday: string | null;
    /**
     * Item type `monthDay`, database item `member_anniversary`.
     *
     * A month and day, `--MM-dd` (`--02-29` exists).
     */
    readonly anniversary: string | null;
    /**
     * Item type `dateTime`, database item `member_lastLoginAt`.
     *
     * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`).
     */
    readonly lastLoginAt: string | null;
    /**
     * Item type `singleSelect`, database item `member_rank`.
     *
     * Options (`MemberRankOption`):
     * - `1` レギュラー (`MemberRankOption.option1`)
     * - `2` シルバー (`MemberRankOption.option2`)
     * - `3` ゴールド (`MemberRankOption.option3`)
     */
    readonly rank: readonly [] | readonly [SelectValue<MemberRankOption, never>] | null;
    /**
     * Item type `multipleSelect`, database item `member_interests`.
     *
     * Options (`MemberInterestsOption`):
     * - `1` ファッション (`MemberInterestsOption.option1`)
     * - `2` グルメ (`MemberInterestsOption.option2`)
     * - `3` 旅行 (`MemberInterestsOption.option3`)
     * - `4` その他 (`MemberInterestsOption.option4`), takes `extraText`
     */
    readonly interests: readonly SelectValue<MemberInterestsOption, 4>[] | null;
}

/** The body of `create` for API definition `member` (database `_customer`, customerDb): every property the service does not set itself; `null` leaves one unset. */
export interface MemberCreate {
    /**
     * Item type `mailAddress`, database item `_mailAddress`.
     *
     * A mail address.
     */
    readonly email?: string | null | undefined;
    /**
     * Item type `mobileMailAddress`, database item `_mobileMailAddress`.
     *
     * A mail address.
     */
    readonly mobileEmail?: string | null | undefined;
    /** Item type `mailRefusalFlag`, database item `_mailRefusalFlag`. */
    readonly mailRefused?: boolean | null | undefined;
    /** Item type `mailAddressErrorCount`, database item `_mailAddressErrorCount`. */
    readonly mailErrors?: number | null | undefined;
    /** Item type `mobileMailAddressErrorCount`, database item `_mobileMailAddressErrorCount`. */
    readonly mobileMailErrors?: number | null | undefined;
    /**
     * Item type `mlRefusalFlags`, database item `_mlRefusalFlags`.
     *
     * Options (`MemberRefusedListsOption`):
     * - `1` Newsletter (`MemberRefusedListsOption.newsletter`)
     * - `2` Campaigns (`MemberRefusedListsOption.campaigns`)
     * - `3` Other (`MemberRefusedListsOption.other`), takes `extraText`
     */
    readonly refusedLists?: readonly SelectValue<MemberRefusedListsOption, 3>[] | null | undefined;
    /** Item type `text`, database item `member_name`. */
    readonly name?: string | null | undefined;
    /** Item type `number`, database item `member_points`. */
    readonly points?: number | null | undefined;
    /**
     * Item type `date`, database item `member_birthday`.
     *
     * A date, `yyyy-MM-dd`.
     */
    readonly birthday?: string | null | undefined;
    /**
     * Item type `monthDay`, database item `member_anniversary`.
     *
     * A month and day, `--MM-dd` (`--02-29` exists).
     */
    readonly anniversary?: string | null | undefined;
    /**
     * Item type `dateTime`, database item `member_lastLoginAt`.
     *
     * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`). A `Date` is sent as ISO 8601 in UTC.
     */
    readonly lastLoginAt?: string | Date | null | undefined;
    /**
     * Item type `singleSelect`, database item `member_rank`.
     *
     * Options (`MemberRankOption`):
     * - `1` レギュラー (`MemberRankOption.option1`)
     * - `2` シルバー (`MemberRankOption.option2`)
     * - `3` ゴールド (`MemberRankOption.option3`)
     */
    readonly rank?: readonly [] | readonly [SelectValue<MemberRankOption, never>] | null | undefined;
    /**
     * Item type `multipleSelect`, database item `member_interests`.
     *
     * Options (`MemberInterestsOption`):
     * - `1` ファッション (`MemberInterestsOption.option1`)
     * - `2` グルメ (`MemberInterestsOption.option2`)
     * - `3` 旅行 (`MemberInterestsOption.option3`)
     * - `4` その他 (`MemberInterestsOption.option4`), takes `extraText`
     */
    readonly interests?: readonly SelectValue<MemberInterestsOption, 4>[] | null | undefined;
    /**
     * Item type `password`, database item `member_pin`.
     *
     * Write-only: stored, never returned in a record.
     */
    readonly pin?: string | null | undefined;
    /**
     * Item type `passwordHash`, database item `member_loginPassword`.
     *
     * Write-only: stored, never returned in a record.
     */
    readonly loginPassword?: string | null | undefined;
}

/** The body of `patch` for API definition `member` (database `_customer`, customerDb): the properties to change (`null` clears one); with `fields`, only those are written. */
export type MemberPatch = Partial<MemberCreate>;

/** A property a `patch` may name in `fields` (every property of `member` but those the service sets). */
export type MemberField = keyof MemberCreate;

/**
 * A filter of API definition `member` (database `_customer`, customerDb): the `{property}_{operator}` keys the service allows for each property's type (another operator does not compile), joined by AND.
 *
 * `AND` and `OR` hold further filters. At most 20 conditions in all, 3 levels (this object is level 1, each `AND` or `OR` adds one) and 10 filters per `AND` or `OR`: the client refuses more before sending.
 *
 * Its members may be set one by one (`filter.name_contains = q`). The operand of `in`, `notIn`, `containsEvery` and `containsSome` is a non-empty array (the service refuses an empty one; so does the client, before sending).
 */
export interface MemberFilter {
    /** `id` equals the value (`null`: has no value). */
    id_eq?: Int64Input | null | undefined;
    /** `id` differs from the value (`null`: has a value); also true where there is no value. */
    id_notEq?: Int64Input | null | undefined;
    /** `id` is less than the value. */
    id_lt?: Int64Input | undefined;
    /** `id` is at most the value. */
    id_lte?: Int64Input | undefined;
    /** `id` is greater than the value. */
    id_gt?: Int64Input | undefined;
    /** `id` is at least the value. */
    id_gte?: Int64Input | undefined;
    /** `id` is one of the values. */
    id_in?: readonly [Int64Input, ...Int64Input[]] | undefined;
    /** `id` is none of the values. */
    id_notIn?: readonly [Int64Input, ...Int64Input[]] | undefined;
    /** `email` equals the value (`null`: has no value). */
    email_eq?: string | null | undefined;
    /** `email` differs from the value (`null`: has a value); also true where there is no value. */
    email_notEq?: string | null | undefined;
    /** `email` has no value (`true`) or has one (`false`). */
    email_isNull?: boolean | undefined;
    /** `email` has a value (`true`) or has none (`false`). */
    email_isNotNull?: boolean | undefined;
    /** `email` is less than the value. */
    email_lt?: string | undefined;
    /** `email` is at most the value. */
    email_lte?: string | undefined;
    /** `email` is greater than the value. */
    email_gt?: string | undefined;
    /** `email` is at least the value. */
    email_gte?: string | undefined;
    /** `email` is one of the values. */
    email_in?: readonly [string, ...string[]] | undefined;
    /** `email` is none of the values. */
    email_notIn?: readonly [string, ...string[]] | undefined;
    /** `email` contains the text. */
    email_contains?: string | undefined;
    /** `email` does not contain the text. */
    email_notContains?: string | undefined;
    /** `email` starts with the text. */
    email_startsWith?: string | undefined;
    /** `email` does not start with the text. */
    email_notStartsWith?: string | undefined;
    /** `email` ends with the text. */
    email_endsWith?: string | undefined;
    /** `email` does not end with the text. */
    email_notEndsWith?: string | undefined;
    /** `mobileEmail` equals the value (`null`: has no value). */
    mobileEmail_eq?: string | null | undefined;
    /** `mobileEmail` differs from the value (`null`: has a value); also true where there is no value. */
    mobileEmail_notEq?: string | null | undefined;
    /** `mobileEmail` has no value (`true`) or has one (`false`). */
    mobileEmail_isNull?: boolean | undefined;
    /** `mobileEmail` has a value (`true`) or has none (`false`). */
    mobileEmail_isNotNull?: boolean | undefined;
    /** `mobileEmail` is less than the value. */
    mobileEmail_lt?: string | undefined;
    /** `mobileEmail` is at most the value. */
    mobileEmail_lte?: string | undefined;
    /** `mobileEmail` is greater than the value. */
    mobileEmail_gt?: string | undefined;
    /** `mobileEmail` is at least the value. */
    mobileEmail_gte?: string | undefined;
    /** `mobileEmail` is one of the values. */
    mobileEmail_in?: readonly [string, ...string[]] | undefined;
    /** `mobileEmail` is none of the values. */
    mobileEmail_notIn?: readonly [string, ...string[]] | undefined;
    /** `mobileEmail` contains the text. */
    mobileEmail_contains?: string | undefined;
    /** `mobileEmail` does not contain the text. */
    mobileEmail_notContains?: string | undefined;
    /** `mobileEmail` starts with the text. */
    mobileEmail_startsWith?: string | undefined;
    /** `mobileEmail` does not start with the text. */
    mobileEmail_notStartsWith?: string | undefined;
    /** `mobileEmail` ends with the text. */
    mobileEmail_endsWith?: string | undefined;
    /** `mobileEmail` does not end with the text. */
    mobileEmail_notEndsWith?: string | undefined;
    /** `updatedAt` equals the value (`null`: has no value). */
    updatedAt_eq?: string | Date | null | undefined;
    /** `updatedAt` differs from the value (`null`: has a value); also true where there is no value. */
    updatedAt_notEq?: string | Date | null | undefined;
    /** `updatedAt` is less than the value. */
    updatedAt_lt?: string | Date | undefined;
    /** `updatedAt` is at most the value. */
    updatedAt_lte?: string | Date | undefined;
    /** `updatedAt` is greater than the value. */
    updatedAt_gt?: string | Date | undefined;
    /** `updatedAt` is at least the value. */
    updatedAt_gte?: string | Date | undefined;
    /** `updatedAt` is one of the values. */
    updatedAt_in?: readonly [string | Date, ...(string | Date)[]] | undefined;
    /** `updatedAt` is none of the values. */
    updatedAt_notIn?: readonly [string | Date, ...(string | Date)[]] | undefined;
    /** `registeredAt` equals the value (`null`: has no value). */
    registeredAt_eq?: string | Date | null | undefined;
    /** `registeredAt` differs from the value (`null`: has a value); also true where there is no value. */
    registeredAt_notEq?: string | Date | null | undefined;
    /** `registeredAt` is less than the value. */
    registeredAt_lt?: string | Date | undefined;
    /** `registeredAt` is at most the value. */
    registeredAt_lte?: string | Date | undefined;
    /** `registeredAt` is greater than the value. */
    registeredAt_gt?: string | Date | undefined;
    /** `registeredAt` is at least the value. */
    registeredAt_gte?: string | Date | undefined;
    /** `registeredAt` is one of the values. */
    registeredAt_in?: readonly [string | Date, ...(string | Date)[]] | undefined;
    /** `registeredAt` is none of the values. */
    registeredAt_notIn?: readonly [string | Date, ...(string | Date)[]] | undefined;
    /** `mailRefused` equals the value (`null`: has no value). */
    mailRefused_eq?: boolean | null | undefined;
    /** `mailRefused` differs from the value (`null`: has a value); also true where there is no value. */
    mailRefused_notEq?: boolean | null | undefined;
    /** `mailErrors` equals the value (`null`: has no value). */
    mailErrors_eq?: number | null | undefined;
    /** `mailErrors` differs from the value (`null`: has a value); also true where there is no value. */
    mailErrors_notEq?: number | null | undefined;
    /** `mailErrors` is less than the value. */
    mailErrors_lt?: number | undefined;
    /** `mailErrors` is at most the value. */
    mailErrors_lte?: number | undefined;
    /** `mailErrors` is greater than the value. */
    mailErrors_gt?: number | undefined;
    /** `mailErrors` is at least the value. */
    mailErrors_gte?: number | undefined;
    /** `mailErrors` is one of the values. */
    mailErrors_in?: readonly [number, ...number[]] | undefined;
    /** `mailErrors` is none of the values. */
    mailErrors_notIn?: readonly [number, ...number[]] | undefined;
    /** `mobileMailErrors` equals the value (`null`: has no value). */
    mobileMailErrors_eq?: number | null | undefined;
    /** `mobileMailErrors` differs from the value (`null`: has a value); also true where there is no value. */
    mobileMailErrors_notEq?: number | null | undefined;
    /** `mobileMailErrors` is less than the value. */
    mobileMailErrors_lt?: number | undefined;
    /** `mobileMailErrors` is at most the value. */
    mobileMailErrors_lte?: number | undefined;
    /** `mobileMailErrors` is greater than the value. */
    mobileMailErrors_gt?: number | undefined;
    /** `mobileMailErrors` is at least the value. */
    mobileMailErrors_gte?: number | undefined;
    /** `mobileMailErrors` is one of the values. */
    mobileMailErrors_in?: readonly [number, ...number[]] | undefined;
    /** `mobileMailErrors` is none of the values. */
    mobileMailErrors_notIn?: readonly [number, ...number[]] | undefined;
    /** `refusedLists` has no value (`true`) or has one (`false`). */
    refusedLists_isNull?: boolean | undefined;
    /** `refusedLists` has a value (`true`) or has none (`false`). */
    refusedLists_isNotNull?: boolean | undefined;
    /** `refusedLists` has only options among the values chosen. */
    refusedLists_in?: readonly [MemberRefusedListsOption, ...MemberRefusedListsOption[]] | undefined;
    /** `refusedLists` has an option outside the values chosen (or none). */
    refusedLists_notIn?: readonly [MemberRefusedListsOption, ...MemberRefusedListsOption[]] | undefined;
    /** `refusedLists` has every one of the values chosen. */
    refusedLists_containsEvery?: readonly [MemberRefusedListsOption, ...MemberRefusedListsOption[]] | undefined;
    /** `refusedLists` has at least one of the values chosen. */
    refusedLists_containsSome?: readonly [MemberRefusedListsOption, ...MemberRefusedListsOption[]] | undefined;
    /** `name` equals the value (`null`: has no value). */
    name_eq?: string | null | undefined;
    /** `name` differs from the value (`null`: has a value); also true where there is no value. */
    name_notEq?: string | null | undefined;
    /** `name` has no value (`true`) or has one (`false`). */
    name_isNull?: boolean | undefined;
    /** `name` has a value (`true`) or has none (`false`). */
    name_isNotNull?: boolean | undefined;
    /** `name` is less than the value. */
    name_lt?: string | undefined;
    /** `name` is at most the value. */
    name_lte?: string | undefined;
    /** `name` is greater than the value. */
    name_gt?: string | undefined;
    /** `name` is at least the value. */
    name_gte?: string | undefined;
    /** `name` is one of the values. */
    name_in?: readonly [string, ...string[]] | undefined;
    /** `name` is none of the values. */
    name_notIn?: readonly [string, ...string[]] | undefined;
    /** `name` contains the text. */
    name_contains?: string | undefined;
    /** `name` does not contain the text. */
    name_notContains?: string | undefined;
    /** `name` starts with the text. */
    name_startsWith?: string | undefined;
    /** `name` does not start with the text. */
    name_notStartsWith?: string | undefined;
    /** `name` ends with the text. */
    name_endsWith?: string | undefined;
    /** `name` does not end with the text. */
    name_notEndsWith?: string | undefined;
    /** `points` equals the value (`null`: has no value). */
    points_eq?: number | null | undefined;
    /** `points` differs from the value (`null`: has a value); also true where there is no value. */
    points_notEq?: number | null | undefined;
    /** `points` has no value (`true`) or has one (`false`). */
    points_isNull?: boolean | undefined;
    /** `points` has a value (`true`) or has none (`false`). */
    points_isNotNull?: boolean | undefined;
    /** `points` is less than the value. */
    points_lt?: number | undefined;
    /** `points` is at most the value. */
    points_lte?: number | undefined;
    /** `points` is greater than the value. */
    points_gt?: number | undefined;
    /** `points` is at least the value. */
    points_gte?: number | undefined;
    /** `points` is one of the values. */
    points_in?: readonly [number, ...number[]] | undefined;
    /** `points` is none of the values. */
    points_notIn?: readonly [number, ...number[]] | undefined;
    /** `birthday` equals the value (`null`: has no value). */
    birthday_eq?: string | null | undefined;
    /** `birthday` differs from the value (`null`: has a value); also true where there is no value. */
    birthday_notEq?: string | null | undefined;
    /** `birthday` has no value (`true`) or has one (`false`). */
    birthday_isNull?: boolean | undefined;
    /** `birthday` has a value (`true`) or has none (`false`). */
    birthday_isNotNull?: boolean | undefined;
    /** `birthday` is less than the value. */
    birthday_lt?: string | undefined;
    /** `birthday` is at most the value. */
    birthday_lte?: string | undefined;
    /** `birthday` is greater than the value. */
    birthday_gt?: string | undefined;
    /** `birthday` is at least the value. */
    birthday_gte?: string | undefined;
    /** `birthday` is one of the values. */
    birthday_in?: readonly [string, ...string[]] | undefined;
    /** `birthday` is none of the values. */
    birthday_notIn?: readonly [string, ...string[]] | undefined;
    /** `anniversary` equals the value (`null`: has no value). */
    anniversary_eq?: string | null | undefined;
    /** `anniversary` differs from the value (`null`: has a value); also true where there is no value. */
    anniversary_notEq?: string | null | undefined;
    /** `anniversary` has no value (`true`) or has one (`false`). */
    anniversary_isNull?: boolean | undefined;
    /** `anniversary` has a value (`true`) or has none (`false`). */
    anniversary_isNotNull?: boolean | undefined;
    /** `anniversary` is less than the value. */
    anniversary_lt?: string | undefined;
    /** `anniversary` is at most the value. */
    anniversary_lte?: string | undefined;
    /** `anniversary` is greater than the value. */
    anniversary_gt?: string | undefined;
    /** `anniversary` is at least the value. */
    anniversary_gte?: string | undefined;
    /** `anniversary` is one of the values. */
    anniversary_in?: readonly [string, ...string[]] | undefined;
    /** `anniversary` is none of the values. */
    anniversary_notIn?: readonly [string, ...string[]] | undefined;
    /** `lastLoginAt` equals the value (`null`: has no value). */
    lastLoginAt_eq?: string | Date | null | undefined;
    /** `lastLoginAt` differs from the value (`null`: has a value); also true where there is no value. */
    lastLoginAt_notEq?: string | Date | null | undefined;
    /** `lastLoginAt` has no value (`true`) or has one (`false`). */
    lastLoginAt_isNull?: boolean | undefined;
    /** `lastLoginAt` has a value (`true`) or has none (`false`). */
    lastLoginAt_isNotNull?: boolean | undefined;
    /** `lastLoginAt` is less than the value. */
    lastLoginAt_lt?: string | Date | undefined;
    /** `lastLoginAt` is at most the value. */
    lastLoginAt_lte?: string | Date | undefined;
    /** `lastLoginAt` is greater than the value. */
    lastLoginAt_gt?: string | Date | undefined;
    /** `lastLoginAt` is at least the value. */
    lastLoginAt_gte?: string | Date | undefined;
    /** `lastLoginAt` is one of the values. */
    lastLoginAt_in?: readonly [string | Date, ...(string | Date)[]] | undefined;
    /** `lastLoginAt` is none of the values. */
    lastLoginAt_notIn?: readonly [string | Date, ...(string | Date)[]] | undefined;
    /** `rank` equals the value (`null`: has no value). */
    rank_eq?: MemberRankOption | null | undefined;
    /** `rank` differs from the value (`null`: has a value); also true where there is no value. */
    rank_notEq?: MemberRankOption | null | undefined;
    /** `rank` has no value (`true`) or has one (`false`). */
    rank_isNull?: boolean | undefined;
    /** `rank` has a value (`true`) or has none (`false`). */
    rank_isNotNull?: boolean | undefined;
    /** `rank` is less than the value. */
    rank_lt?: MemberRankOption | undefined;
    /** `rank` is at most the value. */
    rank_lte?: MemberRankOption | undefined;
    /** `rank` is greater than the value. */
    rank_gt?: MemberRankOption | undefined;
    /** `rank` is at least the value. */
    rank_gte?: MemberRankOption | undefined;
    /** `rank` is one of the values. */
    rank_in?: readonly [MemberRankOption, ...MemberRankOption[]] | undefined;
    /** `rank` is none of the values. */
    rank_notIn?: readonly [MemberRankOption, ...MemberRankOption[]] | undefined;
    /** `interests` has no value (`true`) or has one (`false`). */
    interests_isNull?: boolean | undefined;
    /** `interests` has a value (`true`) or has none (`false`). */
    interests_isNotNull?: boolean | undefined;
    /** `interests` has only options among the values chosen. */
    interests_in?: readonly [MemberInterestsOption, ...MemberInterestsOption[]] | undefined;
    /** `interests` has an option outside the values chosen (or none). */
    interests_notIn?: readonly [MemberInterestsOption, ...MemberInterestsOption[]] | undefined;
    /** `interests` has every one of the values chosen. */
    interests_containsEvery?: readonly [MemberInterestsOption, ...MemberInterestsOption[]] | undefined;
    /** `interests` has at least one of the values chosen. */
    interests_containsSome?: readonly [MemberInterestsOption, ...MemberInterestsOption[]] | undefined;
    /** Every one of these filters holds (1 to 10). */
    AND?: readonly MemberFilter[] | undefined;
    /** At least one of these filters holds (1 to 10). */
    OR?: readonly MemberFilter[] | undefined;
}

/** A sort key: `{property}` or `{property}_asc` (ascending), `{property}_desc`, of a property whose type allows `lt`/`gt`; the direction in either case (`_DESC`), sent as the document writes it. */
export type MemberOrderKey = 'id' | 'id_asc' | 'id_ASC' | 'id_desc' | 'id_DESC' | 'email' | 'email_asc' | 'email_ASC' | 'email_desc' | 'email_DESC' | 'mobileEmail' | 'mobileEmail_asc' | 'mobileEmail_ASC' | 'mobileEmail_desc' | 'mobileEmail_DESC' | 'updatedAt' | 'updatedAt_asc' | 'updatedAt_ASC' | 'updatedAt_desc' | 'updatedAt_DESC' | 'registeredAt' | 'registeredAt_asc' | 'registeredAt_ASC' | 'registeredAt_desc' | 'registeredAt_DESC' | 'mailErrors' | 'mailErrors_asc' | 'mailErrors_ASC' | 'mailErrors_desc' | 'mailErrors_DESC' | 'mobileMailErrors' | 'mobileMailErrors_asc' | 'mobileMailErrors_ASC' | 'mobileMailErrors_desc' | 'mobileMailErrors_DESC' | 'name' | 'name_asc' | 'name_ASC' | 'name_desc' | 'name_DESC' | 'points' | 'points_asc' | 'points_ASC' | 'points_desc' | 'points_DESC' | 'birthday' | 'birthday_asc' | 'birthday_ASC' | 'birthday_desc' | 'birthday_DESC' | 'anniversary' | 'anniversary_asc' | 'anniversary_ASC' | 'anniversary_desc' | 'anniversary_DESC' | 'lastLoginAt' | 'lastLoginAt_asc' | 'lastLoginAt_ASC' | 'lastLoginAt_desc' | 'lastLoginAt_DESC' | 'rank' | 'rank_asc' | 'rank_ASC' | 'rank_desc' | 'rank_DESC';

/** Sort keys, the first deciding first: at most two (the client refuses more before sending); records equal on both, and every query without an order, come in id order. */
export type MemberOrder = readonly MemberOrderKey[];

/** What `query`, `pages` and `queryAll` of `member` take. */
export interface MemberQuery {
    /** Which records: the filter (all records when left out). */
    filter?: MemberFilter | undefined;
    /** Sort keys (at most two). */
    order?: MemberOrder | undefined;
    /** Records per page: 1 to 100, default 100 (the page size of `pages` and `queryAll`). */
    limit?: number | undefined;
    /** Matching records to skip first: at least 0, default 0. */
    offset?: number | undefined;
}

/** What `count` of `member` takes. */
export interface MemberCountQuery {
    /** Which records: the filter (all records when left out). */
    filter?: MemberFilter | undefined;
}

/** One page of `query` of `member`. */
export interface MemberQueryResult {
    /** `hasMore`: more records match after this page. */
    readonly metadata: {
            readonly hasMore: boolean;
        };
    readonly items: readonly MemberRecord[];
}

/** A passwordHash property: what `authenticate` checks a password against. */
export type MemberPasswordProperty = 'loginPassword';

/** What `authenticate` of `member` takes. */
export interface MemberAuthenticateBody {
    /** The passwordHash property to check against. */
    readonly propertyName: MemberPasswordProperty;
    /** The password to check. */
    readonly value: string;
}

/** The answer of `authenticate` of `member`. */
export interface MemberAuthenticateResult {
    /** `authenticated` when the password matches; another value (such as `failed`) when not. */
    readonly result: string;
}

/**
 * The records of API definition `member` (database `_customer`, customerDb): `db.member` of the records client.
 *
 * Every method takes `options` last (`signal`, `timeoutMs`, `retry`, …) and fails with an `SdkError`; values that break a rule of `member` are refused before sending with a `RequestValidationError` naming the rule and the key.
 */
export interface MemberRecords {
    /**
     * Registers a record and answers it with the id the service gave it. A create repeated after a lost answer registers a second record.
     *
     * Retried automatically only after 429 and 503, which say nothing was done. After a failure that may have been performed (a connection lost or timed out after sending, a 500) it is not repeated, since repeating could apply it twice: the call throws `OutcomeUnknownError`. `retryUnsafe: true` repeats it anyway.
     *
     * `POST /member/records` (`createMember`; `db:record:execute`).
     */
    create(body: MemberCreate, options?: CallOptions): Promise<MemberRecord>;
    /**
     * One record by its id (`NotFoundError` when there is none).
     *
     * Retried automatically on 429, 5xx, network errors and timeouts.
     *
     * `GET /member/records/{id}` (`getMember`; `db:record:execute` or `db:record:read`).
     */
    get(id: Int64Input, options?: CallOptions): Promise<MemberRecord>;
    /**
     * Changes the properties in the body (`null` clears one) and answers the record. With `fields`, only those are written, and each must be in the body. Repeating it leaves the same record: it sets values.
     *
     * Retried automatically on 429, 5xx, network errors and timeouts. Given up after an attempt that may have been performed, the call throws `OutcomeUnknownError`.
     *
     * `PATCH /member/records/{id}` (`patchMember`; `db:record:execute`).
     */
    patch<F extends MemberField = never>(id: Int64Input, body: WithFields<MemberPatch, NoInfer<F>>, options?: PatchOptions<F>): Promise<MemberRecord>;
    /**
     * Deletes one record. Resolves with the result the service answers (`{timestamp, status, error, message, path}`, as its reference says), or undefined when it answers 204 without a body (as its documents declare) or when a retry found the record already gone (an earlier attempt may have deleted it, and its answer was lost).
     *
     * Retried automatically on 429, 5xx, network errors and timeouts. A retry that finds it gone (404) after an attempt that may have deleted it counts as done. Given up after an attempt that may have been performed, the call throws `OutcomeUnknownError`.
     *
     * `DELETE /member/records/{id}` (`deleteMember`; `db:record:execute`).
     */
    delete(id: Int64Input, options?: CallOptions): Promise<DeleteResult | undefined>;
    /**
     * One page of matching records (`limit` 1 to 100, `offset`): `{ metadata: { hasMore }, items }`, the shape each page of `pages` has too; `metadata.hasMore` says whether more follow. The filter, order and paging are checked before sending.
     *
     * Retried automatically on 429, 5xx, network errors and timeouts. It only reads: a failure is the last error.
     *
     * `POST /member/query` (`queryMember`; `db:record:execute` or `db:record:read`).
     */
    query(query?: MemberQuery, options?: CallOptions): Promise<MemberQueryResult>;
    /**
     * How many records match the filter.
     *
     * Retried automatically on 429, 5xx, network errors and timeouts. It only reads: a failure is the last error.
     *
     * `POST /member/count` (`countMember`; `db:record:execute` or `db:record:read`).
     */
    count(query?: MemberCountQuery, options?: CallOptions): Promise<number>;
    /** `for await` over every page of matching records, `limit` (default 100) at a time, each `{ metadata: { hasMore }, items }` as `query` answers it. In id order (no `order`, or `id` first) it walks by key: each page asks for the records after the last id seen (`id_gt`; `id_lt` for `id_desc`), so records created or deleted meanwhile shift nothing and every record that exists throughout comes exactly once. In another order (or when the filter already holds 20 conditions) it walks by `offset`: a record created or deleted before the current page shifts the rest, so one may be skipped or come twice. */
    pages(query?: MemberQuery, options?: CallOptions): AsyncIterable<RecordsPage<MemberRecord>>;
    /** `for await` over every matching record, page by page as `pages` walks them: in id order (no `order`, or `id` first) by key, so every record that exists throughout the walk comes exactly once whatever is created or deleted meanwhile; in another order by `offset`, where a change during the walk may skip a record or repeat one. */
    queryAll(query?: MemberQuery, options?: CallOptions): AsyncIterable<MemberRecord>;
    /** Creates many records, `concurrency` (default 32) at a time, paced by the shared rate limit; resolves with one outcome per record: `succeeded`, `failed` (not created), `unknown` (may have been created: check before sending it again) or `skipped`. */
    bulkCreate(records: Iterable<MemberCreate> | AsyncIterable<MemberCreate>, options?: BulkOptions): Promise<BulkResult<MemberRecord>>;
    /** Patches many records, like `bulkCreate`: one outcome per update, in input order. */
    bulkPatch(updates: Iterable<BulkUpdate<MemberPatch, MemberField>> | AsyncIterable<BulkUpdate<MemberPatch, MemberField>>, options?: BulkOptions): Promise<BulkResult<MemberRecord>>;
    /**
     * Checks a password against a passwordHash property of the record: `result` is `authenticated` when it matches.
     *
     * Retried automatically on 429, 5xx, network errors and timeouts. It only reads: a failure is the last error.
     *
     * `POST /member/records/{id}/authenticate` (`authenticateMember`; `db:record:execute` or `db:record:read`).
     */
    authenticate(id: Int64Input, body: MemberAuthenticateBody, options?: CallOptions): Promise<MemberAuthenticateResult>;
}

/** What the runtime builds the `member` namespace from: its operations, and what a request may do with each property. */
export const memberDefinition = defineRecords({
    name: 'member',
    idParameter: 'id',
    operations: {
        create: {
            id: 'createMember',
            kind: 'json-body',
            method: 'post',
            path: '/member/records',
            scopes: ['db:record:execute'],
            requestMediaType: 'application/json',
            response: 'json',
            retry: 'unsafe'
        },
        query: {
            id: 'queryMember',
            kind: 'json-body',
            method: 'post',
            path: '/member/query',
            scopes: ['db:record:execute', 'db:record:read'],
            requestMediaType: 'application/json',
            response: 'json',
            retry: 'read'
        },
        count: {
            id: 'countMember',
            kind: 'json-body',
            method: 'post',
            path: '/member/count',
            scopes: ['db:record:execute', 'db:record:read'],
            requestMediaType: 'application/json',
            response: 'json',
            retry: 'read'
        },
        get: {
            id: 'getMember',
            kind: 'no-body',
            method: 'get',
            path: '/member/records/{id}',
            scopes: ['db:record:execute', 'db:record:read'],
            response: 'json',
            retry: 'safe',
            pathParams: { id: { 'type': 'integer', minimum: 1 } }
        },
        patch: {
            id: 'patchMember',
            kind: 'json-body',
            method: 'patch',
            path: '/member/records/{id}',
            scopes: ['db:record:execute'],
            requestMediaType: 'application/json',
            response: 'json',
            retry: 'safe',
            pathParams: { id: { 'type': 'integer', minimum: 1 } }
        },
        delete: {
            id: 'deleteMember',
            kind: 'no-body',
            method: 'delete',
            path: '/member/records/{id}',
            scopes: ['db:record:execute'],
            response: 'empty',
            retry: 'safe',
            pathParams: { id: { 'type': 'integer', minimum: 1 } }
        },
        authenticate: {
            id: 'authenticateMember',
            kind: 'json-body',
            method: 'post',
            path: '/member/records/{id}/authenticate',
            scopes: ['db:record:execute', 'db:record:read'],
            requestMediaType: 'application/json',
            response: 'json',
            retry: 'read',
            pathParams: { id: { 'type': 'integer', minimum: 1 } }
        }
    },
    properties: {
        id: { filter: 'eq notEq lt lte gt gte in notIn', itemType: 'platformId', readOnly: true, int64: true },
        email: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn contains notContains startsWith notStartsWith endsWith notEndsWith', itemType: 'mailAddress' },
        mobileEmail: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn contains notContains startsWith notStartsWith endsWith notEndsWith', itemType: 'mobileMailAddress' },
        updatedAt: { filter: 'eq notEq lt lte gt gte in notIn', itemType: 'updatedDate', readOnly: true },
        registeredAt: { filter: 'eq notEq lt lte gt gte in notIn', itemType: 'registeredDate', readOnly: true },
        mailRefused: { filter: 'eq notEq', itemType: 'mailRefusalFlag' },
        mailErrors: { filter: 'eq notEq lt lte gt gte in notIn', itemType: 'mailAddressErrorCount' },
        mobileMailErrors: { filter: 'eq notEq lt lte gt gte in notIn', itemType: 'mobileMailAddressErrorCount' },
        refusedLists: { filter: 'isNull isNotNull in notIn containsEvery containsSome', itemType: 'mlRefusalFlags', options: [{ value: 1, label: 'Newsletter' }, { value: 2, label: 'Campaigns' }, { value: 3, label: 'Other' }] },
        name: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn contains notContains startsWith notStartsWith endsWith notEndsWith', itemType: 'text' },
        points: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn', itemType: 'number' },
        birthday: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn', itemType: 'date' },
        anniversary: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn', itemType: 'monthDay' },
        lastLoginAt: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn', itemType: 'dateTime' },
        rank: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn', itemType: 'singleSelect', options: [{ value: 1, label: 'レギュラー' }, { value: 2, label: 'シルバー' }, { value: 3, label: 'ゴールド' }] },
        interests: { filter: 'isNull isNotNull in notIn containsEvery containsSome', itemType: 'multipleSelect', options: [{ value: 1, label: 'ファッション' }, { value: 2, label: 'グルメ' }, { value: 3, label: '旅行' }, { value: 4, label: 'その他' }] },
        pin: { filter: '', itemType: 'password', writeOnly: true },
        loginPassword: { filter: '', itemType: 'passwordHash', writeOnly: true, passwordHash: true }
    },
    order: ['id', 'id_asc', 'id_desc', 'email', 'email_asc', 'email_desc', 'mobileEmail', 'mobileEmail_asc', 'mobileEmail_desc', 'updatedAt', 'updatedAt_asc', 'updatedAt_desc', 'registeredAt', 'registeredAt_asc', 'registeredAt_desc', 'mailErrors', 'mailErrors_asc', 'mailErrors_desc', 'mobileMailErrors', 'mobileMailErrors_asc', 'mobileMailErrors_desc', 'name', 'name_asc', 'name_desc', 'points', 'points_asc', 'points_desc', 'birthday', 'birthday_asc', 'birthday_desc', 'anniversary', 'anniversary_asc', 'anniversary_desc', 'lastLoginAt', 'lastLoginAt_asc', 'lastLoginAt_desc', 'rank', 'rank_asc', 'rank_desc']
});
