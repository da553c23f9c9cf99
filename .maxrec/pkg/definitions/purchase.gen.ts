// Generated from test/fixtures/max-account/out/openapi.json and test/fixtures/max-account/out/apidefinitions.json by the platform-sdk generator. Do not edit.

import type { CallOptions } from '@platform-sdk/runtime/internal';
import { defineRecords } from '@platform-sdk/runtime/records';
import type { BulkOptions, BulkPatch, BulkResult, DeleteResult, Int64Input, PatchOptions, RecordsDefinition, RecordsPage, SelectValue, WithFields } from '@platform-sdk/runtime/records';

/** The options of `purchase.singleSelect01` (singleSelect): readable names for their values, with the labels. */
export const PurchaseSingleSelect01Option = Object.freeze({
  /** Option 1 */
  option1: 1,
  /** Option 2 */
  option2: 2,
  /** Option 3 */
  option3: 3,
  /** Option 4 (takes `extraText`) */
  option4: 4,
} as const);

/** An option value of `singleSelect01`: `1` Option 1, `2` Option 2, `3` Option 3, `4` Option 4. */
export type PurchaseSingleSelect01Option = 1 | 2 | 3 | 4;

/** The options of `purchase.multipleSelect01` (multipleSelect): readable names for their values, with the labels. */
export const PurchaseMultipleSelect01Option = Object.freeze({
  /** Option 1 */
  option1: 1,
  /** Option 2 */
  option2: 2,
  /** Option 3 */
  option3: 3,
  /** Option 4 */
  option4: 4,
  /** Option 5 */
  option5: 5,
  /** Option 6 (takes `extraText`) */
  option6: 6,
} as const);

/** An option value of `multipleSelect01`: `1` Option 1, `2` Option 2, `3` Option 3, `4` Option 4, `5` Option 5, `6` Option 6. */
export type PurchaseMultipleSelect01Option = 1 | 2 | 3 | 4 | 5 | 6;

/** The options of `purchase.singleSelect02` (singleSelect): readable names for their values, with the labels. */
export const PurchaseSingleSelect02Option = Object.freeze({
  /** Option 1 */
  option1: 1,
  /** Option 2 */
  option2: 2,
  /** Option 3 */
  option3: 3,
  /** Option 4 (takes `extraText`) */
  option4: 4,
} as const);

/** An option value of `singleSelect02`: `1` Option 1, `2` Option 2, `3` Option 3, `4` Option 4. */
export type PurchaseSingleSelect02Option = 1 | 2 | 3 | 4;

/** The options of `purchase.multipleSelect02` (multipleSelect): readable names for their values, with the labels. */
export const PurchaseMultipleSelect02Option = Object.freeze({
  /** Option 1 */
  option1: 1,
  /** Option 2 */
  option2: 2,
  /** Option 3 */
  option3: 3,
  /** Option 4 */
  option4: 4,
  /** Option 5 */
  option5: 5,
  /** Option 6 (takes `extraText`) */
  option6: 6,
} as const);

/** An option value of `multipleSelect02`: `1` Option 1, `2` Option 2, `3` Option 3, `4` Option 4, `5` Option 5, `6` Option 6. */
export type PurchaseMultipleSelect02Option = 1 | 2 | 3 | 4 | 5 | 6;

/** The options of `purchase.singleSelect03` (singleSelect): readable names for their values, with the labels. */
export const PurchaseSingleSelect03Option = Object.freeze({
  /** Option 1 */
  option1: 1,
  /** Option 2 */
  option2: 2,
  /** Option 3 */
  option3: 3,
  /** Option 4 (takes `extraText`) */
  option4: 4,
} as const);

/** An option value of `singleSelect03`: `1` Option 1, `2` Option 2, `3` Option 3, `4` Option 4. */
export type PurchaseSingleSelect03Option = 1 | 2 | 3 | 4;

/** The options of `purchase.multipleSelect03` (multipleSelect): readable names for their values, with the labels. */
export const PurchaseMultipleSelect03Option = Object.freeze({
  /** Option 1 */
  option1: 1,
  /** Option 2 */
  option2: 2,
  /** Option 3 */
  option3: 3,
  /** Option 4 */
  option4: 4,
  /** Option 5 */
  option5: 5,
  /** Option 6 (takes `extraText`) */
  option6: 6,
} as const);

/** An option value of `multipleSelect03`: `1` Option 1, `2` Option 2, `3` Option 3, `4` Option 4, `5` Option 5, `6` Option 6. */
export type PurchaseMultipleSelect03Option = 1 | 2 | 3 | 4 | 5 | 6;

/** The options of `purchase.singleSelect04` (singleSelect): readable names for their values, with the labels. */
export const PurchaseSingleSelect04Option = Object.freeze({
  /** Option 1 */
  option1: 1,
  /** Option 2 */
  option2: 2,
  /** Option 3 */
  option3: 3,
  /** Option 4 (takes `extraText`) */
  option4: 4,
} as const);

/** An option value of `singleSelect04`: `1` Option 1, `2` Option 2, `3` Option 3, `4` Option 4. */
export type PurchaseSingleSelect04Option = 1 | 2 | 3 | 4;

/** The options of `purchase.multipleSelect04` (multipleSelect): readable names for their values, with the labels. */
export const PurchaseMultipleSelect04Option = Object.freeze({
  /** Option 1 */
  option1: 1,
  /** Option 2 */
  option2: 2,
  /** Option 3 */
  option3: 3,
  /** Option 4 */
  option4: 4,
  /** Option 5 */
  option5: 5,
  /** Option 6 (takes `extraText`) */
  option6: 6,
} as const);

/** An option value of `multipleSelect04`: `1` Option 1, `2` Option 2, `3` Option 3, `4` Option 4, `5` Option 5, `6` Option 6. */
export type PurchaseMultipleSelect04Option = 1 | 2 | 3 | 4 | 5 | 6;

/** The options of `purchase.singleSelect05` (singleSelect): readable names for their values, with the labels. */
export const PurchaseSingleSelect05Option = Object.freeze({
  /** Option 1 */
  option1: 1,
  /** Option 2 */
  option2: 2,
  /** Option 3 */
  option3: 3,
  /** Option 4 (takes `extraText`) */
  option4: 4,
} as const);

/** An option value of `singleSelect05`: `1` Option 1, `2` Option 2, `3` Option 3, `4` Option 4. */
export type PurchaseSingleSelect05Option = 1 | 2 | 3 | 4;

/** The options of `purchase.multipleSelect05` (multipleSelect): readable names for their values, with the labels. */
export const PurchaseMultipleSelect05Option = Object.freeze({
  /** Option 1 */
  option1: 1,
  /** Option 2 */
  option2: 2,
  /** Option 3 */
  option3: 3,
  /** Option 4 */
  option4: 4,
  /** Option 5 */
  option5: 5,
  /** Option 6 (takes `extraText`) */
  option6: 6,
} as const);

/** An option value of `multipleSelect05`: `1` Option 1, `2` Option 2, `3` Option 3, `4` Option 4, `5` Option 5, `6` Option 6. */
export type PurchaseMultipleSelect05Option = 1 | 2 | 3 | 4 | 5 | 6;

/** The options of `purchase.singleSelect06` (singleSelect): readable names for their values, with the labels. */
export const PurchaseSingleSelect06Option = Object.freeze({
  /** Option 1 */
  option1: 1,
  /** Option 2 */
  option2: 2,
  /** Option 3 */
  option3: 3,
  /** Option 4 (takes `extraText`) */
  option4: 4,
} as const);

/** An option value of `singleSelect06`: `1` Option 1, `2` Option 2, `3` Option 3, `4` Option 4. */
export type PurchaseSingleSelect06Option = 1 | 2 | 3 | 4;

/** The options of `purchase.multipleSelect06` (multipleSelect): readable names for their values, with the labels. */
export const PurchaseMultipleSelect06Option = Object.freeze({
  /** Option 1 */
  option1: 1,
  /** Option 2 */
  option2: 2,
  /** Option 3 */
  option3: 3,
  /** Option 4 */
  option4: 4,
  /** Option 5 */
  option5: 5,
  /** Option 6 (takes `extraText`) */
  option6: 6,
} as const);

/** An option value of `multipleSelect06`: `1` Option 1, `2` Option 2, `3` Option 3, `4` Option 4, `5` Option 5, `6` Option 6. */
export type PurchaseMultipleSelect06Option = 1 | 2 | 3 | 4 | 5 | 6;

/** The options of `purchase.singleSelect07` (singleSelect): readable names for their values, with the labels. */
export const PurchaseSingleSelect07Option = Object.freeze({
  /** Option 1 */
  option1: 1,
  /** Option 2 */
  option2: 2,
  /** Option 3 */
  option3: 3,
  /** Option 4 (takes `extraText`) */
  option4: 4,
} as const);

/** An option value of `singleSelect07`: `1` Option 1, `2` Option 2, `3` Option 3, `4` Option 4. */
export type PurchaseSingleSelect07Option = 1 | 2 | 3 | 4;

/** The options of `purchase.multipleSelect07` (multipleSelect): readable names for their values, with the labels. */
export const PurchaseMultipleSelect07Option = Object.freeze({
  /** Option 1 */
  option1: 1,
  /** Option 2 */
  option2: 2,
  /** Option 3 */
  option3: 3,
  /** Option 4 */
  option4: 4,
  /** Option 5 */
  option5: 5,
  /** Option 6 (takes `extraText`) */
  option6: 6,
} as const);

/** An option value of `multipleSelect07`: `1` Option 1, `2` Option 2, `3` Option 3, `4` Option 4, `5` Option 5, `6` Option 6. */
export type PurchaseMultipleSelect07Option = 1 | 2 | 3 | 4 | 5 | 6;

/** The options of `purchase.singleSelect08` (singleSelect): readable names for their values, with the labels. */
export const PurchaseSingleSelect08Option = Object.freeze({
  /** Option 1 */
  option1: 1,
  /** Option 2 */
  option2: 2,
  /** Option 3 */
  option3: 3,
  /** Option 4 (takes `extraText`) */
  option4: 4,
} as const);

/** An option value of `singleSelect08`: `1` Option 1, `2` Option 2, `3` Option 3, `4` Option 4. */
export type PurchaseSingleSelect08Option = 1 | 2 | 3 | 4;

/** The options of `purchase.multipleSelect08` (multipleSelect): readable names for their values, with the labels. */
export const PurchaseMultipleSelect08Option = Object.freeze({
  /** Option 1 */
  option1: 1,
  /** Option 2 */
  option2: 2,
  /** Option 3 */
  option3: 3,
  /** Option 4 */
  option4: 4,
  /** Option 5 */
  option5: 5,
  /** Option 6 (takes `extraText`) */
  option6: 6,
} as const);

/** An option value of `multipleSelect08`: `1` Option 1, `2` Option 2, `3` Option 3, `4` Option 4, `5` Option 5, `6` Option 6. */
export type PurchaseMultipleSelect08Option = 1 | 2 | 3 | 4 | 5 | 6;

/** The options of `purchase.singleSelect09` (singleSelect): readable names for their values, with the labels. */
export const PurchaseSingleSelect09Option = Object.freeze({
  /** Option 1 */
  option1: 1,
  /** Option 2 */
  option2: 2,
  /** Option 3 */
  option3: 3,
  /** Option 4 (takes `extraText`) */
  option4: 4,
} as const);

/** An option value of `singleSelect09`: `1` Option 1, `2` Option 2, `3` Option 3, `4` Option 4. */
export type PurchaseSingleSelect09Option = 1 | 2 | 3 | 4;

/** The options of `purchase.multipleSelect09` (multipleSelect): readable names for their values, with the labels. */
export const PurchaseMultipleSelect09Option = Object.freeze({
  /** Option 1 */
  option1: 1,
  /** Option 2 */
  option2: 2,
  /** Option 3 */
  option3: 3,
  /** Option 4 */
  option4: 4,
  /** Option 5 */
  option5: 5,
  /** Option 6 (takes `extraText`) */
  option6: 6,
} as const);

/** An option value of `multipleSelect09`: `1` Option 1, `2` Option 2, `3` Option 3, `4` Option 4, `5` Option 5, `6` Option 6. */
export type PurchaseMultipleSelect09Option = 1 | 2 | 3 | 4 | 5 | 6;

/** The options of `purchase.singleSelect10` (singleSelect): readable names for their values, with the labels. */
export const PurchaseSingleSelect10Option = Object.freeze({
  /** Option 1 */
  option1: 1,
  /** Option 2 */
  option2: 2,
  /** Option 3 */
  option3: 3,
  /** Option 4 (takes `extraText`) */
  option4: 4,
} as const);

/** An option value of `singleSelect10`: `1` Option 1, `2` Option 2, `3` Option 3, `4` Option 4. */
export type PurchaseSingleSelect10Option = 1 | 2 | 3 | 4;

/** The options of `purchase.multipleSelect10` (multipleSelect): readable names for their values, with the labels. */
export const PurchaseMultipleSelect10Option = Object.freeze({
  /** Option 1 */
  option1: 1,
  /** Option 2 */
  option2: 2,
  /** Option 3 */
  option3: 3,
  /** Option 4 */
  option4: 4,
  /** Option 5 */
  option5: 5,
  /** Option 6 (takes `extraText`) */
  option6: 6,
} as const);

/** An option value of `multipleSelect10`: `1` Option 1, `2` Option 2, `3` Option 3, `4` Option 4, `5` Option 5, `6` Option 6. */
export type PurchaseMultipleSelect10Option = 1 | 2 | 3 | 4 | 5 | 6;

/** The options of `purchase.singleSelect11` (singleSelect): readable names for their values, with the labels. */
export const PurchaseSingleSelect11Option = Object.freeze({
  /** Option 1 */
  option1: 1,
  /** Option 2 */
  option2: 2,
  /** Option 3 */
  option3: 3,
  /** Option 4 (takes `extraText`) */
  option4: 4,
} as const);

/** An option value of `singleSelect11`: `1` Option 1, `2` Option 2, `3` Option 3, `4` Option 4. */
export type PurchaseSingleSelect11Option = 1 | 2 | 3 | 4;

/**
 * A record of API definition `purchase` (database `purchases`, historyDb), as the service answers it: every property but the write-only ones, `null` where unset. Ids are decimal strings (up to 2^63-1).
 *
 * Records of API definition purchase (database purchases).
 */
export interface PurchaseRecord {
  /**
   * Item _historyId (historyId). Set by the service.
   *
   * Item type `historyId`, database item `_historyId`.
   *
   * An integer up to 2^63-1 (a platform or history id). Records carry it as a decimal string, because a JS number holds integers exactly only up to 2^53; give it as a string, a bigint or a number up to 2^53. It is sent as a JSON number with every digit.
   *
   * Set by the service: a create or patch body may not give it.
   */
  readonly id: string;
  /**
   * Item _platformId (platformId). Required: the customer this record belongs to.
   *
   * Item type `platformId`, database item `_platformId`.
   *
   * An integer up to 2^63-1 (a platform or history id). Records carry it as a decimal string, because a JS number holds integers exactly only up to 2^53; give it as a string, a bigint or a number up to 2^53. It is sent as a JSON number with every digit.
   */
  readonly customer: string;
  /**
   * Item _updatedDate (updatedDate). Set by the service.
   *
   * Item type `updatedDate`, database item `_updatedDate`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`).
   *
   * Set by the service: a create or patch body may not give it.
   */
  readonly updated: string | null;
  /**
   * Item _registeredDate (registeredDate). Set by the service.
   *
   * Item type `registeredDate`, database item `_registeredDate`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`).
   *
   * Set by the service: a create or patch body may not give it.
   */
  readonly registered: string | null;
  /**
   * Item purchase_text01 (text).
   *
   * Item type `text`, database item `purchase_text01`.
   */
  readonly text01: string | null;
  /**
   * Item purchase_number01 (number).
   *
   * Item type `number`, database item `purchase_number01`.
   */
  readonly number01: number | null;
  /**
   * Item purchase_date01 (date).
   *
   * Item type `date`, database item `purchase_date01`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date01: string | null;
  /**
   * Item purchase_monthDay01 (monthDay).
   *
   * Item type `monthDay`, database item `purchase_monthDay01`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay01: string | null;
  /**
   * Item purchase_dateTime01 (dateTime).
   *
   * Item type `dateTime`, database item `purchase_dateTime01`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`).
   */
  readonly dateTime01: string | null;
  /**
   * Item purchase_singleSelect01 (singleSelect).
   *
   * Item type `singleSelect`, database item `purchase_singleSelect01`.
   *
   * Options (`PurchaseSingleSelect01Option`):
   * - `1` Option 1 (`PurchaseSingleSelect01Option.option1`)
   * - `2` Option 2 (`PurchaseSingleSelect01Option.option2`)
   * - `3` Option 3 (`PurchaseSingleSelect01Option.option3`)
   * - `4` Option 4 (`PurchaseSingleSelect01Option.option4`), takes `extraText`
   */
  readonly singleSelect01: readonly SelectValue<PurchaseSingleSelect01Option>[] | null;
  /**
   * Item purchase_multipleSelect01 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `purchase_multipleSelect01`.
   *
   * Options (`PurchaseMultipleSelect01Option`):
   * - `1` Option 1 (`PurchaseMultipleSelect01Option.option1`)
   * - `2` Option 2 (`PurchaseMultipleSelect01Option.option2`)
   * - `3` Option 3 (`PurchaseMultipleSelect01Option.option3`)
   * - `4` Option 4 (`PurchaseMultipleSelect01Option.option4`)
   * - `5` Option 5 (`PurchaseMultipleSelect01Option.option5`)
   * - `6` Option 6 (`PurchaseMultipleSelect01Option.option6`), takes `extraText`
   */
  readonly multipleSelect01: readonly SelectValue<PurchaseMultipleSelect01Option>[] | null;
  /**
   * Item purchase_text02 (text).
   *
   * Item type `text`, database item `purchase_text02`.
   */
  readonly text02: string | null;
  /**
   * Item purchase_number02 (number).
   *
   * Item type `number`, database item `purchase_number02`.
   */
  readonly number02: number | null;
  /**
   * Item purchase_date02 (date).
   *
   * Item type `date`, database item `purchase_date02`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date02: string | null;
  /**
   * Item purchase_monthDay02 (monthDay).
   *
   * Item type `monthDay`, database item `purchase_monthDay02`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay02: string | null;
  /**
   * Item purchase_dateTime02 (dateTime).
   *
   * Item type `dateTime`, database item `purchase_dateTime02`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`).
   */
  readonly dateTime02: string | null;
  /**
   * Item purchase_singleSelect02 (singleSelect).
   *
   * Item type `singleSelect`, database item `purchase_singleSelect02`.
   *
   * Options (`PurchaseSingleSelect02Option`):
   * - `1` Option 1 (`PurchaseSingleSelect02Option.option1`)
   * - `2` Option 2 (`PurchaseSingleSelect02Option.option2`)
   * - `3` Option 3 (`PurchaseSingleSelect02Option.option3`)
   * - `4` Option 4 (`PurchaseSingleSelect02Option.option4`), takes `extraText`
   */
  readonly singleSelect02: readonly SelectValue<PurchaseSingleSelect02Option>[] | null;
  /**
   * Item purchase_multipleSelect02 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `purchase_multipleSelect02`.
   *
   * Options (`PurchaseMultipleSelect02Option`):
   * - `1` Option 1 (`PurchaseMultipleSelect02Option.option1`)
   * - `2` Option 2 (`PurchaseMultipleSelect02Option.option2`)
   * - `3` Option 3 (`PurchaseMultipleSelect02Option.option3`)
   * - `4` Option 4 (`PurchaseMultipleSelect02Option.option4`)
   * - `5` Option 5 (`PurchaseMultipleSelect02Option.option5`)
   * - `6` Option 6 (`PurchaseMultipleSelect02Option.option6`), takes `extraText`
   */
  readonly multipleSelect02: readonly SelectValue<PurchaseMultipleSelect02Option>[] | null;
  /**
   * Item purchase_text03 (text).
   *
   * Item type `text`, database item `purchase_text03`.
   */
  readonly text03: string | null;
  /**
   * Item purchase_number03 (number).
   *
   * Item type `number`, database item `purchase_number03`.
   */
  readonly number03: number | null;
  /**
   * Item purchase_date03 (date).
   *
   * Item type `date`, database item `purchase_date03`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date03: string | null;
  /**
   * Item purchase_monthDay03 (monthDay).
   *
   * Item type `monthDay`, database item `purchase_monthDay03`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay03: string | null;
  /**
   * Item purchase_dateTime03 (dateTime).
   *
   * Item type `dateTime`, database item `purchase_dateTime03`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`).
   */
  readonly dateTime03: string | null;
  /**
   * Item purchase_singleSelect03 (singleSelect).
   *
   * Item type `singleSelect`, database item `purchase_singleSelect03`.
   *
   * Options (`PurchaseSingleSelect03Option`):
   * - `1` Option 1 (`PurchaseSingleSelect03Option.option1`)
   * - `2` Option 2 (`PurchaseSingleSelect03Option.option2`)
   * - `3` Option 3 (`PurchaseSingleSelect03Option.option3`)
   * - `4` Option 4 (`PurchaseSingleSelect03Option.option4`), takes `extraText`
   */
  readonly singleSelect03: readonly SelectValue<PurchaseSingleSelect03Option>[] | null;
  /**
   * Item purchase_multipleSelect03 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `purchase_multipleSelect03`.
   *
   * Options (`PurchaseMultipleSelect03Option`):
   * - `1` Option 1 (`PurchaseMultipleSelect03Option.option1`)
   * - `2` Option 2 (`PurchaseMultipleSelect03Option.option2`)
   * - `3` Option 3 (`PurchaseMultipleSelect03Option.option3`)
   * - `4` Option 4 (`PurchaseMultipleSelect03Option.option4`)
   * - `5` Option 5 (`PurchaseMultipleSelect03Option.option5`)
   * - `6` Option 6 (`PurchaseMultipleSelect03Option.option6`), takes `extraText`
   */
  readonly multipleSelect03: readonly SelectValue<PurchaseMultipleSelect03Option>[] | null;
  /**
   * Item purchase_text04 (text).
   *
   * Item type `text`, database item `purchase_text04`.
   */
  readonly text04: string | null;
  /**
   * Item purchase_number04 (number).
   *
   * Item type `number`, database item `purchase_number04`.
   */
  readonly number04: number | null;
  /**
   * Item purchase_date04 (date).
   *
   * Item type `date`, database item `purchase_date04`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date04: string | null;
  /**
   * Item purchase_monthDay04 (monthDay).
   *
   * Item type `monthDay`, database item `purchase_monthDay04`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay04: string | null;
  /**
   * Item purchase_dateTime04 (dateTime).
   *
   * Item type `dateTime`, database item `purchase_dateTime04`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`).
   */
  readonly dateTime04: string | null;
  /**
   * Item purchase_singleSelect04 (singleSelect).
   *
   * Item type `singleSelect`, database item `purchase_singleSelect04`.
   *
   * Options (`PurchaseSingleSelect04Option`):
   * - `1` Option 1 (`PurchaseSingleSelect04Option.option1`)
   * - `2` Option 2 (`PurchaseSingleSelect04Option.option2`)
   * - `3` Option 3 (`PurchaseSingleSelect04Option.option3`)
   * - `4` Option 4 (`PurchaseSingleSelect04Option.option4`), takes `extraText`
   */
  readonly singleSelect04: readonly SelectValue<PurchaseSingleSelect04Option>[] | null;
  /**
   * Item purchase_multipleSelect04 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `purchase_multipleSelect04`.
   *
   * Options (`PurchaseMultipleSelect04Option`):
   * - `1` Option 1 (`PurchaseMultipleSelect04Option.option1`)
   * - `2` Option 2 (`PurchaseMultipleSelect04Option.option2`)
   * - `3` Option 3 (`PurchaseMultipleSelect04Option.option3`)
   * - `4` Option 4 (`PurchaseMultipleSelect04Option.option4`)
   * - `5` Option 5 (`PurchaseMultipleSelect04Option.option5`)
   * - `6` Option 6 (`PurchaseMultipleSelect04Option.option6`), takes `extraText`
   */
  readonly multipleSelect04: readonly SelectValue<PurchaseMultipleSelect04Option>[] | null;
  /**
   * Item purchase_text05 (text).
   *
   * Item type `text`, database item `purchase_text05`.
   */
  readonly text05: string | null;
  /**
   * Item purchase_number05 (number).
   *
   * Item type `number`, database item `purchase_number05`.
   */
  readonly number05: number | null;
  /**
   * Item purchase_date05 (date).
   *
   * Item type `date`, database item `purchase_date05`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date05: string | null;
  /**
   * Item purchase_monthDay05 (monthDay).
   *
   * Item type `monthDay`, database item `purchase_monthDay05`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay05: string | null;
  /**
   * Item purchase_dateTime05 (dateTime).
   *
   * Item type `dateTime`, database item `purchase_dateTime05`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`).
   */
  readonly dateTime05: string | null;
  /**
   * Item purchase_singleSelect05 (singleSelect).
   *
   * Item type `singleSelect`, database item `purchase_singleSelect05`.
   *
   * Options (`PurchaseSingleSelect05Option`):
   * - `1` Option 1 (`PurchaseSingleSelect05Option.option1`)
   * - `2` Option 2 (`PurchaseSingleSelect05Option.option2`)
   * - `3` Option 3 (`PurchaseSingleSelect05Option.option3`)
   * - `4` Option 4 (`PurchaseSingleSelect05Option.option4`), takes `extraText`
   */
  readonly singleSelect05: readonly SelectValue<PurchaseSingleSelect05Option>[] | null;
  /**
   * Item purchase_multipleSelect05 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `purchase_multipleSelect05`.
   *
   * Options (`PurchaseMultipleSelect05Option`):
   * - `1` Option 1 (`PurchaseMultipleSelect05Option.option1`)
   * - `2` Option 2 (`PurchaseMultipleSelect05Option.option2`)
   * - `3` Option 3 (`PurchaseMultipleSelect05Option.option3`)
   * - `4` Option 4 (`PurchaseMultipleSelect05Option.option4`)
   * - `5` Option 5 (`PurchaseMultipleSelect05Option.option5`)
   * - `6` Option 6 (`PurchaseMultipleSelect05Option.option6`), takes `extraText`
   */
  readonly multipleSelect05: readonly SelectValue<PurchaseMultipleSelect05Option>[] | null;
  /**
   * Item purchase_text06 (text).
   *
   * Item type `text`, database item `purchase_text06`.
   */
  readonly text06: string | null;
  /**
   * Item purchase_number06 (number).
   *
   * Item type `number`, database item `purchase_number06`.
   */
  readonly number06: number | null;
  /**
   * Item purchase_date06 (date).
   *
   * Item type `date`, database item `purchase_date06`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date06: string | null;
  /**
   * Item purchase_monthDay06 (monthDay).
   *
   * Item type `monthDay`, database item `purchase_monthDay06`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay06: string | null;
  /**
   * Item purchase_dateTime06 (dateTime).
   *
   * Item type `dateTime`, database item `purchase_dateTime06`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`).
   */
  readonly dateTime06: string | null;
  /**
   * Item purchase_singleSelect06 (singleSelect).
   *
   * Item type `singleSelect`, database item `purchase_singleSelect06`.
   *
   * Options (`PurchaseSingleSelect06Option`):
   * - `1` Option 1 (`PurchaseSingleSelect06Option.option1`)
   * - `2` Option 2 (`PurchaseSingleSelect06Option.option2`)
   * - `3` Option 3 (`PurchaseSingleSelect06Option.option3`)
   * - `4` Option 4 (`PurchaseSingleSelect06Option.option4`), takes `extraText`
   */
  readonly singleSelect06: readonly SelectValue<PurchaseSingleSelect06Option>[] | null;
  /**
   * Item purchase_multipleSelect06 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `purchase_multipleSelect06`.
   *
   * Options (`PurchaseMultipleSelect06Option`):
   * - `1` Option 1 (`PurchaseMultipleSelect06Option.option1`)
   * - `2` Option 2 (`PurchaseMultipleSelect06Option.option2`)
   * - `3` Option 3 (`PurchaseMultipleSelect06Option.option3`)
   * - `4` Option 4 (`PurchaseMultipleSelect06Option.option4`)
   * - `5` Option 5 (`PurchaseMultipleSelect06Option.option5`)
   * - `6` Option 6 (`PurchaseMultipleSelect06Option.option6`), takes `extraText`
   */
  readonly multipleSelect06: readonly SelectValue<PurchaseMultipleSelect06Option>[] | null;
  /**
   * Item purchase_text07 (text).
   *
   * Item type `text`, database item `purchase_text07`.
   */
  readonly text07: string | null;
  /**
   * Item purchase_number07 (number).
   *
   * Item type `number`, database item `purchase_number07`.
   */
  readonly number07: number | null;
  /**
   * Item purchase_date07 (date).
   *
   * Item type `date`, database item `purchase_date07`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date07: string | null;
  /**
   * Item purchase_monthDay07 (monthDay).
   *
   * Item type `monthDay`, database item `purchase_monthDay07`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay07: string | null;
  /**
   * Item purchase_dateTime07 (dateTime).
   *
   * Item type `dateTime`, database item `purchase_dateTime07`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`).
   */
  readonly dateTime07: string | null;
  /**
   * Item purchase_singleSelect07 (singleSelect).
   *
   * Item type `singleSelect`, database item `purchase_singleSelect07`.
   *
   * Options (`PurchaseSingleSelect07Option`):
   * - `1` Option 1 (`PurchaseSingleSelect07Option.option1`)
   * - `2` Option 2 (`PurchaseSingleSelect07Option.option2`)
   * - `3` Option 3 (`PurchaseSingleSelect07Option.option3`)
   * - `4` Option 4 (`PurchaseSingleSelect07Option.option4`), takes `extraText`
   */
  readonly singleSelect07: readonly SelectValue<PurchaseSingleSelect07Option>[] | null;
  /**
   * Item purchase_multipleSelect07 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `purchase_multipleSelect07`.
   *
   * Options (`PurchaseMultipleSelect07Option`):
   * - `1` Option 1 (`PurchaseMultipleSelect07Option.option1`)
   * - `2` Option 2 (`PurchaseMultipleSelect07Option.option2`)
   * - `3` Option 3 (`PurchaseMultipleSelect07Option.option3`)
   * - `4` Option 4 (`PurchaseMultipleSelect07Option.option4`)
   * - `5` Option 5 (`PurchaseMultipleSelect07Option.option5`)
   * - `6` Option 6 (`PurchaseMultipleSelect07Option.option6`), takes `extraText`
   */
  readonly multipleSelect07: readonly SelectValue<PurchaseMultipleSelect07Option>[] | null;
  /**
   * Item purchase_text08 (text).
   *
   * Item type `text`, database item `purchase_text08`.
   */
  readonly text08: string | null;
  /**
   * Item purchase_number08 (number).
   *
   * Item type `number`, database item `purchase_number08`.
   */
  readonly number08: number | null;
  /**
   * Item purchase_date08 (date).
   *
   * Item type `date`, database item `purchase_date08`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date08: string | null;
  /**
   * Item purchase_monthDay08 (monthDay).
   *
   * Item type `monthDay`, database item `purchase_monthDay08`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay08: string | null;
  /**
   * Item purchase_dateTime08 (dateTime).
   *
   * Item type `dateTime`, database item `purchase_dateTime08`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`).
   */
  readonly dateTime08: string | null;
  /**
   * Item purchase_singleSelect08 (singleSelect).
   *
   * Item type `singleSelect`, database item `purchase_singleSelect08`.
   *
   * Options (`PurchaseSingleSelect08Option`):
   * - `1` Option 1 (`PurchaseSingleSelect08Option.option1`)
   * - `2` Option 2 (`PurchaseSingleSelect08Option.option2`)
   * - `3` Option 3 (`PurchaseSingleSelect08Option.option3`)
   * - `4` Option 4 (`PurchaseSingleSelect08Option.option4`), takes `extraText`
   */
  readonly singleSelect08: readonly SelectValue<PurchaseSingleSelect08Option>[] | null;
  /**
   * Item purchase_multipleSelect08 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `purchase_multipleSelect08`.
   *
   * Options (`PurchaseMultipleSelect08Option`):
   * - `1` Option 1 (`PurchaseMultipleSelect08Option.option1`)
   * - `2` Option 2 (`PurchaseMultipleSelect08Option.option2`)
   * - `3` Option 3 (`PurchaseMultipleSelect08Option.option3`)
   * - `4` Option 4 (`PurchaseMultipleSelect08Option.option4`)
   * - `5` Option 5 (`PurchaseMultipleSelect08Option.option5`)
   * - `6` Option 6 (`PurchaseMultipleSelect08Option.option6`), takes `extraText`
   */
  readonly multipleSelect08: readonly SelectValue<PurchaseMultipleSelect08Option>[] | null;
  /**
   * Item purchase_text09 (text).
   *
   * Item type `text`, database item `purchase_text09`.
   */
  readonly text09: string | null;
  /**
   * Item purchase_number09 (number).
   *
   * Item type `number`, database item `purchase_number09`.
   */
  readonly number09: number | null;
  /**
   * Item purchase_date09 (date).
   *
   * Item type `date`, database item `purchase_date09`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date09: string | null;
  /**
   * Item purchase_monthDay09 (monthDay).
   *
   * Item type `monthDay`, database item `purchase_monthDay09`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay09: string | null;
  /**
   * Item purchase_dateTime09 (dateTime).
   *
   * Item type `dateTime`, database item `purchase_dateTime09`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`).
   */
  readonly dateTime09: string | null;
  /**
   * Item purchase_singleSelect09 (singleSelect).
   *
   * Item type `singleSelect`, database item `purchase_singleSelect09`.
   *
   * Options (`PurchaseSingleSelect09Option`):
   * - `1` Option 1 (`PurchaseSingleSelect09Option.option1`)
   * - `2` Option 2 (`PurchaseSingleSelect09Option.option2`)
   * - `3` Option 3 (`PurchaseSingleSelect09Option.option3`)
   * - `4` Option 4 (`PurchaseSingleSelect09Option.option4`), takes `extraText`
   */
  readonly singleSelect09: readonly SelectValue<PurchaseSingleSelect09Option>[] | null;
  /**
   * Item purchase_multipleSelect09 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `purchase_multipleSelect09`.
   *
   * Options (`PurchaseMultipleSelect09Option`):
   * - `1` Option 1 (`PurchaseMultipleSelect09Option.option1`)
   * - `2` Option 2 (`PurchaseMultipleSelect09Option.option2`)
   * - `3` Option 3 (`PurchaseMultipleSelect09Option.option3`)
   * - `4` Option 4 (`PurchaseMultipleSelect09Option.option4`)
   * - `5` Option 5 (`PurchaseMultipleSelect09Option.option5`)
   * - `6` Option 6 (`PurchaseMultipleSelect09Option.option6`), takes `extraText`
   */
  readonly multipleSelect09: readonly SelectValue<PurchaseMultipleSelect09Option>[] | null;
  /**
   * Item purchase_text10 (text).
   *
   * Item type `text`, database item `purchase_text10`.
   */
  readonly text10: string | null;
  /**
   * Item purchase_number10 (number).
   *
   * Item type `number`, database item `purchase_number10`.
   */
  readonly number10: number | null;
  /**
   * Item purchase_date10 (date).
   *
   * Item type `date`, database item `purchase_date10`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date10: string | null;
  /**
   * Item purchase_monthDay10 (monthDay).
   *
   * Item type `monthDay`, database item `purchase_monthDay10`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay10: string | null;
  /**
   * Item purchase_dateTime10 (dateTime).
   *
   * Item type `dateTime`, database item `purchase_dateTime10`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`).
   */
  readonly dateTime10: string | null;
  /**
   * Item purchase_singleSelect10 (singleSelect).
   *
   * Item type `singleSelect`, database item `purchase_singleSelect10`.
   *
   * Options (`PurchaseSingleSelect10Option`):
   * - `1` Option 1 (`PurchaseSingleSelect10Option.option1`)
   * - `2` Option 2 (`PurchaseSingleSelect10Option.option2`)
   * - `3` Option 3 (`PurchaseSingleSelect10Option.option3`)
   * - `4` Option 4 (`PurchaseSingleSelect10Option.option4`), takes `extraText`
   */
  readonly singleSelect10: readonly SelectValue<PurchaseSingleSelect10Option>[] | null;
  /**
   * Item purchase_multipleSelect10 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `purchase_multipleSelect10`.
   *
   * Options (`PurchaseMultipleSelect10Option`):
   * - `1` Option 1 (`PurchaseMultipleSelect10Option.option1`)
   * - `2` Option 2 (`PurchaseMultipleSelect10Option.option2`)
   * - `3` Option 3 (`PurchaseMultipleSelect10Option.option3`)
   * - `4` Option 4 (`PurchaseMultipleSelect10Option.option4`)
   * - `5` Option 5 (`PurchaseMultipleSelect10Option.option5`)
   * - `6` Option 6 (`PurchaseMultipleSelect10Option.option6`), takes `extraText`
   */
  readonly multipleSelect10: readonly SelectValue<PurchaseMultipleSelect10Option>[] | null;
  /**
   * Item purchase_text11 (text).
   *
   * Item type `text`, database item `purchase_text11`.
   */
  readonly text11: string | null;
  /**
   * Item purchase_number11 (number).
   *
   * Item type `number`, database item `purchase_number11`.
   */
  readonly number11: number | null;
  /**
   * Item purchase_date11 (date).
   *
   * Item type `date`, database item `purchase_date11`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date11: string | null;
  /**
   * Item purchase_monthDay11 (monthDay).
   *
   * Item type `monthDay`, database item `purchase_monthDay11`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay11: string | null;
  /**
   * Item purchase_dateTime11 (dateTime).
   *
   * Item type `dateTime`, database item `purchase_dateTime11`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`).
   */
  readonly dateTime11: string | null;
  /**
   * Item purchase_singleSelect11 (singleSelect).
   *
   * Item type `singleSelect`, database item `purchase_singleSelect11`.
   *
   * Options (`PurchaseSingleSelect11Option`):
   * - `1` Option 1 (`PurchaseSingleSelect11Option.option1`)
   * - `2` Option 2 (`PurchaseSingleSelect11Option.option2`)
   * - `3` Option 3 (`PurchaseSingleSelect11Option.option3`)
   * - `4` Option 4 (`PurchaseSingleSelect11Option.option4`), takes `extraText`
   */
  readonly singleSelect11: readonly SelectValue<PurchaseSingleSelect11Option>[] | null;
}

/** The body of `create` for API definition `purchase` (database `purchases`, historyDb): every property the service does not set itself; `null` leaves one unset. */
export interface PurchaseCreate {
  /**
   * Item _platformId (platformId). Required: the customer this record belongs to.
   *
   * Item type `platformId`, database item `_platformId`.
   *
   * An integer up to 2^63-1 (a platform or history id). Records carry it as a decimal string, because a JS number holds integers exactly only up to 2^53; give it as a string, a bigint or a number up to 2^53. It is sent as a JSON number with every digit.
   */
  readonly customer?: Int64Input | undefined;
  /**
   * Item purchase_text01 (text).
   *
   * Item type `text`, database item `purchase_text01`.
   */
  readonly text01?: string | null | undefined;
  /**
   * Item purchase_number01 (number).
   *
   * Item type `number`, database item `purchase_number01`.
   */
  readonly number01?: number | null | undefined;
  /**
   * Item purchase_date01 (date).
   *
   * Item type `date`, database item `purchase_date01`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date01?: string | null | undefined;
  /**
   * Item purchase_monthDay01 (monthDay).
   *
   * Item type `monthDay`, database item `purchase_monthDay01`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay01?: string | null | undefined;
  /**
   * Item purchase_dateTime01 (dateTime).
   *
   * Item type `dateTime`, database item `purchase_dateTime01`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`). A `Date` is sent as ISO 8601 in UTC.
   */
  readonly dateTime01?: string | Date | null | undefined;
  /**
   * Item purchase_singleSelect01 (singleSelect).
   *
   * Item type `singleSelect`, database item `purchase_singleSelect01`.
   *
   * Options (`PurchaseSingleSelect01Option`):
   * - `1` Option 1 (`PurchaseSingleSelect01Option.option1`)
   * - `2` Option 2 (`PurchaseSingleSelect01Option.option2`)
   * - `3` Option 3 (`PurchaseSingleSelect01Option.option3`)
   * - `4` Option 4 (`PurchaseSingleSelect01Option.option4`), takes `extraText`
   */
  readonly singleSelect01?: readonly SelectValue<PurchaseSingleSelect01Option>[] | null | undefined;
  /**
   * Item purchase_multipleSelect01 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `purchase_multipleSelect01`.
   *
   * Options (`PurchaseMultipleSelect01Option`):
   * - `1` Option 1 (`PurchaseMultipleSelect01Option.option1`)
   * - `2` Option 2 (`PurchaseMultipleSelect01Option.option2`)
   * - `3` Option 3 (`PurchaseMultipleSelect01Option.option3`)
   * - `4` Option 4 (`PurchaseMultipleSelect01Option.option4`)
   * - `5` Option 5 (`PurchaseMultipleSelect01Option.option5`)
   * - `6` Option 6 (`PurchaseMultipleSelect01Option.option6`), takes `extraText`
   */
  readonly multipleSelect01?: readonly SelectValue<PurchaseMultipleSelect01Option>[] | null | undefined;
  /**
   * Item purchase_password01 (password). Write-only: stored, never returned.
   *
   * Item type `password`, database item `purchase_password01`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly password01?: string | null | undefined;
  /**
   * Item purchase_passwordHash01 (passwordHash). Write-only: stored, never returned.
   *
   * Item type `passwordHash`, database item `purchase_passwordHash01`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly passwordHash01?: string | null | undefined;
  /**
   * Item purchase_text02 (text).
   *
   * Item type `text`, database item `purchase_text02`.
   */
  readonly text02?: string | null | undefined;
  /**
   * Item purchase_number02 (number).
   *
   * Item type `number`, database item `purchase_number02`.
   */
  readonly number02?: number | null | undefined;
  /**
   * Item purchase_date02 (date).
   *
   * Item type `date`, database item `purchase_date02`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date02?: string | null | undefined;
  /**
   * Item purchase_monthDay02 (monthDay).
   *
   * Item type `monthDay`, database item `purchase_monthDay02`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay02?: string | null | undefined;
  /**
   * Item purchase_dateTime02 (dateTime).
   *
   * Item type `dateTime`, database item `purchase_dateTime02`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`). A `Date` is sent as ISO 8601 in UTC.
   */
  readonly dateTime02?: string | Date | null | undefined;
  /**
   * Item purchase_singleSelect02 (singleSelect).
   *
   * Item type `singleSelect`, database item `purchase_singleSelect02`.
   *
   * Options (`PurchaseSingleSelect02Option`):
   * - `1` Option 1 (`PurchaseSingleSelect02Option.option1`)
   * - `2` Option 2 (`PurchaseSingleSelect02Option.option2`)
   * - `3` Option 3 (`PurchaseSingleSelect02Option.option3`)
   * - `4` Option 4 (`PurchaseSingleSelect02Option.option4`), takes `extraText`
   */
  readonly singleSelect02?: readonly SelectValue<PurchaseSingleSelect02Option>[] | null | undefined;
  /**
   * Item purchase_multipleSelect02 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `purchase_multipleSelect02`.
   *
   * Options (`PurchaseMultipleSelect02Option`):
   * - `1` Option 1 (`PurchaseMultipleSelect02Option.option1`)
   * - `2` Option 2 (`PurchaseMultipleSelect02Option.option2`)
   * - `3` Option 3 (`PurchaseMultipleSelect02Option.option3`)
   * - `4` Option 4 (`PurchaseMultipleSelect02Option.option4`)
   * - `5` Option 5 (`PurchaseMultipleSelect02Option.option5`)
   * - `6` Option 6 (`PurchaseMultipleSelect02Option.option6`), takes `extraText`
   */
  readonly multipleSelect02?: readonly SelectValue<PurchaseMultipleSelect02Option>[] | null | undefined;
  /**
   * Item purchase_password02 (password). Write-only: stored, never returned.
   *
   * Item type `password`, database item `purchase_password02`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly password02?: string | null | undefined;
  /**
   * Item purchase_passwordHash02 (passwordHash). Write-only: stored, never returned.
   *
   * Item type `passwordHash`, database item `purchase_passwordHash02`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly passwordHash02?: string | null | undefined;
  /**
   * Item purchase_text03 (text).
   *
   * Item type `text`, database item `purchase_text03`.
   */
  readonly text03?: string | null | undefined;
  /**
   * Item purchase_number03 (number).
   *
   * Item type `number`, database item `purchase_number03`.
   */
  readonly number03?: number | null | undefined;
  /**
   * Item purchase_date03 (date).
   *
   * Item type `date`, database item `purchase_date03`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date03?: string | null | undefined;
  /**
   * Item purchase_monthDay03 (monthDay).
   *
   * Item type `monthDay`, database item `purchase_monthDay03`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay03?: string | null | undefined;
  /**
   * Item purchase_dateTime03 (dateTime).
   *
   * Item type `dateTime`, database item `purchase_dateTime03`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`). A `Date` is sent as ISO 8601 in UTC.
   */
  readonly dateTime03?: string | Date | null | undefined;
  /**
   * Item purchase_singleSelect03 (singleSelect).
   *
   * Item type `singleSelect`, database item `purchase_singleSelect03`.
   *
   * Options (`PurchaseSingleSelect03Option`):
   * - `1` Option 1 (`PurchaseSingleSelect03Option.option1`)
   * - `2` Option 2 (`PurchaseSingleSelect03Option.option2`)
   * - `3` Option 3 (`PurchaseSingleSelect03Option.option3`)
   * - `4` Option 4 (`PurchaseSingleSelect03Option.option4`), takes `extraText`
   */
  readonly singleSelect03?: readonly SelectValue<PurchaseSingleSelect03Option>[] | null | undefined;
  /**
   * Item purchase_multipleSelect03 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `purchase_multipleSelect03`.
   *
   * Options (`PurchaseMultipleSelect03Option`):
   * - `1` Option 1 (`PurchaseMultipleSelect03Option.option1`)
   * - `2` Option 2 (`PurchaseMultipleSelect03Option.option2`)
   * - `3` Option 3 (`PurchaseMultipleSelect03Option.option3`)
   * - `4` Option 4 (`PurchaseMultipleSelect03Option.option4`)
   * - `5` Option 5 (`PurchaseMultipleSelect03Option.option5`)
   * - `6` Option 6 (`PurchaseMultipleSelect03Option.option6`), takes `extraText`
   */
  readonly multipleSelect03?: readonly SelectValue<PurchaseMultipleSelect03Option>[] | null | undefined;
  /**
   * Item purchase_password03 (password). Write-only: stored, never returned.
   *
   * Item type `password`, database item `purchase_password03`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly password03?: string | null | undefined;
  /**
   * Item purchase_passwordHash03 (passwordHash). Write-only: stored, never returned.
   *
   * Item type `passwordHash`, database item `purchase_passwordHash03`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly passwordHash03?: string | null | undefined;
  /**
   * Item purchase_text04 (text).
   *
   * Item type `text`, database item `purchase_text04`.
   */
  readonly text04?: string | null | undefined;
  /**
   * Item purchase_number04 (number).
   *
   * Item type `number`, database item `purchase_number04`.
   */
  readonly number04?: number | null | undefined;
  /**
   * Item purchase_date04 (date).
   *
   * Item type `date`, database item `purchase_date04`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date04?: string | null | undefined;
  /**
   * Item purchase_monthDay04 (monthDay).
   *
   * Item type `monthDay`, database item `purchase_monthDay04`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay04?: string | null | undefined;
  /**
   * Item purchase_dateTime04 (dateTime).
   *
   * Item type `dateTime`, database item `purchase_dateTime04`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`). A `Date` is sent as ISO 8601 in UTC.
   */
  readonly dateTime04?: string | Date | null | undefined;
  /**
   * Item purchase_singleSelect04 (singleSelect).
   *
   * Item type `singleSelect`, database item `purchase_singleSelect04`.
   *
   * Options (`PurchaseSingleSelect04Option`):
   * - `1` Option 1 (`PurchaseSingleSelect04Option.option1`)
   * - `2` Option 2 (`PurchaseSingleSelect04Option.option2`)
   * - `3` Option 3 (`PurchaseSingleSelect04Option.option3`)
   * - `4` Option 4 (`PurchaseSingleSelect04Option.option4`), takes `extraText`
   */
  readonly singleSelect04?: readonly SelectValue<PurchaseSingleSelect04Option>[] | null | undefined;
  /**
   * Item purchase_multipleSelect04 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `purchase_multipleSelect04`.
   *
   * Options (`PurchaseMultipleSelect04Option`):
   * - `1` Option 1 (`PurchaseMultipleSelect04Option.option1`)
   * - `2` Option 2 (`PurchaseMultipleSelect04Option.option2`)
   * - `3` Option 3 (`PurchaseMultipleSelect04Option.option3`)
   * - `4` Option 4 (`PurchaseMultipleSelect04Option.option4`)
   * - `5` Option 5 (`PurchaseMultipleSelect04Option.option5`)
   * - `6` Option 6 (`PurchaseMultipleSelect04Option.option6`), takes `extraText`
   */
  readonly multipleSelect04?: readonly SelectValue<PurchaseMultipleSelect04Option>[] | null | undefined;
  /**
   * Item purchase_password04 (password). Write-only: stored, never returned.
   *
   * Item type `password`, database item `purchase_password04`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly password04?: string | null | undefined;
  /**
   * Item purchase_passwordHash04 (passwordHash). Write-only: stored, never returned.
   *
   * Item type `passwordHash`, database item `purchase_passwordHash04`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly passwordHash04?: string | null | undefined;
  /**
   * Item purchase_text05 (text).
   *
   * Item type `text`, database item `purchase_text05`.
   */
  readonly text05?: string | null | undefined;
  /**
   * Item purchase_number05 (number).
   *
   * Item type `number`, database item `purchase_number05`.
   */
  readonly number05?: number | null | undefined;
  /**
   * Item purchase_date05 (date).
   *
   * Item type `date`, database item `purchase_date05`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date05?: string | null | undefined;
  /**
   * Item purchase_monthDay05 (monthDay).
   *
   * Item type `monthDay`, database item `purchase_monthDay05`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay05?: string | null | undefined;
  /**
   * Item purchase_dateTime05 (dateTime).
   *
   * Item type `dateTime`, database item `purchase_dateTime05`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`). A `Date` is sent as ISO 8601 in UTC.
   */
  readonly dateTime05?: string | Date | null | undefined;
  /**
   * Item purchase_singleSelect05 (singleSelect).
   *
   * Item type `singleSelect`, database item `purchase_singleSelect05`.
   *
   * Options (`PurchaseSingleSelect05Option`):
   * - `1` Option 1 (`PurchaseSingleSelect05Option.option1`)
   * - `2` Option 2 (`PurchaseSingleSelect05Option.option2`)
   * - `3` Option 3 (`PurchaseSingleSelect05Option.option3`)
   * - `4` Option 4 (`PurchaseSingleSelect05Option.option4`), takes `extraText`
   */
  readonly singleSelect05?: readonly SelectValue<PurchaseSingleSelect05Option>[] | null | undefined;
  /**
   * Item purchase_multipleSelect05 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `purchase_multipleSelect05`.
   *
   * Options (`PurchaseMultipleSelect05Option`):
   * - `1` Option 1 (`PurchaseMultipleSelect05Option.option1`)
   * - `2` Option 2 (`PurchaseMultipleSelect05Option.option2`)
   * - `3` Option 3 (`PurchaseMultipleSelect05Option.option3`)
   * - `4` Option 4 (`PurchaseMultipleSelect05Option.option4`)
   * - `5` Option 5 (`PurchaseMultipleSelect05Option.option5`)
   * - `6` Option 6 (`PurchaseMultipleSelect05Option.option6`), takes `extraText`
   */
  readonly multipleSelect05?: readonly SelectValue<PurchaseMultipleSelect05Option>[] | null | undefined;
  /**
   * Item purchase_password05 (password). Write-only: stored, never returned.
   *
   * Item type `password`, database item `purchase_password05`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly password05?: string | null | undefined;
  /**
   * Item purchase_passwordHash05 (passwordHash). Write-only: stored, never returned.
   *
   * Item type `passwordHash`, database item `purchase_passwordHash05`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly passwordHash05?: string | null | undefined;
  /**
   * Item purchase_text06 (text).
   *
   * Item type `text`, database item `purchase_text06`.
   */
  readonly text06?: string | null | undefined;
  /**
   * Item purchase_number06 (number).
   *
   * Item type `number`, database item `purchase_number06`.
   */
  readonly number06?: number | null | undefined;
  /**
   * Item purchase_date06 (date).
   *
   * Item type `date`, database item `purchase_date06`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date06?: string | null | undefined;
  /**
   * Item purchase_monthDay06 (monthDay).
   *
   * Item type `monthDay`, database item `purchase_monthDay06`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay06?: string | null | undefined;
  /**
   * Item purchase_dateTime06 (dateTime).
   *
   * Item type `dateTime`, database item `purchase_dateTime06`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`). A `Date` is sent as ISO 8601 in UTC.
   */
  readonly dateTime06?: string | Date | null | undefined;
  /**
   * Item purchase_singleSelect06 (singleSelect).
   *
   * Item type `singleSelect`, database item `purchase_singleSelect06`.
   *
   * Options (`PurchaseSingleSelect06Option`):
   * - `1` Option 1 (`PurchaseSingleSelect06Option.option1`)
   * - `2` Option 2 (`PurchaseSingleSelect06Option.option2`)
   * - `3` Option 3 (`PurchaseSingleSelect06Option.option3`)
   * - `4` Option 4 (`PurchaseSingleSelect06Option.option4`), takes `extraText`
   */
  readonly singleSelect06?: readonly SelectValue<PurchaseSingleSelect06Option>[] | null | undefined;
  /**
   * Item purchase_multipleSelect06 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `purchase_multipleSelect06`.
   *
   * Options (`PurchaseMultipleSelect06Option`):
   * - `1` Option 1 (`PurchaseMultipleSelect06Option.option1`)
   * - `2` Option 2 (`PurchaseMultipleSelect06Option.option2`)
   * - `3` Option 3 (`PurchaseMultipleSelect06Option.option3`)
   * - `4` Option 4 (`PurchaseMultipleSelect06Option.option4`)
   * - `5` Option 5 (`PurchaseMultipleSelect06Option.option5`)
   * - `6` Option 6 (`PurchaseMultipleSelect06Option.option6`), takes `extraText`
   */
  readonly multipleSelect06?: readonly SelectValue<PurchaseMultipleSelect06Option>[] | null | undefined;
  /**
   * Item purchase_password06 (password). Write-only: stored, never returned.
   *
   * Item type `password`, database item `purchase_password06`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly password06?: string | null | undefined;
  /**
   * Item purchase_passwordHash06 (passwordHash). Write-only: stored, never returned.
   *
   * Item type `passwordHash`, database item `purchase_passwordHash06`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly passwordHash06?: string | null | undefined;
  /**
   * Item purchase_text07 (text).
   *
   * Item type `text`, database item `purchase_text07`.
   */
  readonly text07?: string | null | undefined;
  /**
   * Item purchase_number07 (number).
   *
   * Item type `number`, database item `purchase_number07`.
   */
  readonly number07?: number | null | undefined;
  /**
   * Item purchase_date07 (date).
   *
   * Item type `date`, database item `purchase_date07`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date07?: string | null | undefined;
  /**
   * Item purchase_monthDay07 (monthDay).
   *
   * Item type `monthDay`, database item `purchase_monthDay07`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay07?: string | null | undefined;
  /**
   * Item purchase_dateTime07 (dateTime).
   *
   * Item type `dateTime`, database item `purchase_dateTime07`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`). A `Date` is sent as ISO 8601 in UTC.
   */
  readonly dateTime07?: string | Date | null | undefined;
  /**
   * Item purchase_singleSelect07 (singleSelect).
   *
   * Item type `singleSelect`, database item `purchase_singleSelect07`.
   *
   * Options (`PurchaseSingleSelect07Option`):
   * - `1` Option 1 (`PurchaseSingleSelect07Option.option1`)
   * - `2` Option 2 (`PurchaseSingleSelect07Option.option2`)
   * - `3` Option 3 (`PurchaseSingleSelect07Option.option3`)
   * - `4` Option 4 (`PurchaseSingleSelect07Option.option4`), takes `extraText`
   */
  readonly singleSelect07?: readonly SelectValue<PurchaseSingleSelect07Option>[] | null | undefined;
  /**
   * Item purchase_multipleSelect07 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `purchase_multipleSelect07`.
   *
   * Options (`PurchaseMultipleSelect07Option`):
   * - `1` Option 1 (`PurchaseMultipleSelect07Option.option1`)
   * - `2` Option 2 (`PurchaseMultipleSelect07Option.option2`)
   * - `3` Option 3 (`PurchaseMultipleSelect07Option.option3`)
   * - `4` Option 4 (`PurchaseMultipleSelect07Option.option4`)
   * - `5` Option 5 (`PurchaseMultipleSelect07Option.option5`)
   * - `6` Option 6 (`PurchaseMultipleSelect07Option.option6`), takes `extraText`
   */
  readonly multipleSelect07?: readonly SelectValue<PurchaseMultipleSelect07Option>[] | null | undefined;
  /**
   * Item purchase_password07 (password). Write-only: stored, never returned.
   *
   * Item type `password`, database item `purchase_password07`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly password07?: string | null | undefined;
  /**
   * Item purchase_passwordHash07 (passwordHash). Write-only: stored, never returned.
   *
   * Item type `passwordHash`, database item `purchase_passwordHash07`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly passwordHash07?: string | null | undefined;
  /**
   * Item purchase_text08 (text).
   *
   * Item type `text`, database item `purchase_text08`.
   */
  readonly text08?: string | null | undefined;
  /**
   * Item purchase_number08 (number).
   *
   * Item type `number`, database item `purchase_number08`.
   */
  readonly number08?: number | null | undefined;
  /**
   * Item purchase_date08 (date).
   *
   * Item type `date`, database item `purchase_date08`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date08?: string | null | undefined;
  /**
   * Item purchase_monthDay08 (monthDay).
   *
   * Item type `monthDay`, database item `purchase_monthDay08`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay08?: string | null | undefined;
  /**
   * Item purchase_dateTime08 (dateTime).
   *
   * Item type `dateTime`, database item `purchase_dateTime08`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`). A `Date` is sent as ISO 8601 in UTC.
   */
  readonly dateTime08?: string | Date | null | undefined;
  /**
   * Item purchase_singleSelect08 (singleSelect).
   *
   * Item type `singleSelect`, database item `purchase_singleSelect08`.
   *
   * Options (`PurchaseSingleSelect08Option`):
   * - `1` Option 1 (`PurchaseSingleSelect08Option.option1`)
   * - `2` Option 2 (`PurchaseSingleSelect08Option.option2`)
   * - `3` Option 3 (`PurchaseSingleSelect08Option.option3`)
   * - `4` Option 4 (`PurchaseSingleSelect08Option.option4`), takes `extraText`
   */
  readonly singleSelect08?: readonly SelectValue<PurchaseSingleSelect08Option>[] | null | undefined;
  /**
   * Item purchase_multipleSelect08 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `purchase_multipleSelect08`.
   *
   * Options (`PurchaseMultipleSelect08Option`):
   * - `1` Option 1 (`PurchaseMultipleSelect08Option.option1`)
   * - `2` Option 2 (`PurchaseMultipleSelect08Option.option2`)
   * - `3` Option 3 (`PurchaseMultipleSelect08Option.option3`)
   * - `4` Option 4 (`PurchaseMultipleSelect08Option.option4`)
   * - `5` Option 5 (`PurchaseMultipleSelect08Option.option5`)
   * - `6` Option 6 (`PurchaseMultipleSelect08Option.option6`), takes `extraText`
   */
  readonly multipleSelect08?: readonly SelectValue<PurchaseMultipleSelect08Option>[] | null | undefined;
  /**
   * Item purchase_password08 (password). Write-only: stored, never returned.
   *
   * Item type `password`, database item `purchase_password08`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly password08?: string | null | undefined;
  /**
   * Item purchase_passwordHash08 (passwordHash). Write-only: stored, never returned.
   *
   * Item type `passwordHash`, database item `purchase_passwordHash08`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly passwordHash08?: string | null | undefined;
  /**
   * Item purchase_text09 (text).
   *
   * Item type `text`, database item `purchase_text09`.
   */
  readonly text09?: string | null | undefined;
  /**
   * Item purchase_number09 (number).
   *
   * Item type `number`, database item `purchase_number09`.
   */
  readonly number09?: number | null | undefined;
  /**
   * Item purchase_date09 (date).
   *
   * Item type `date`, database item `purchase_date09`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date09?: string | null | undefined;
  /**
   * Item purchase_monthDay09 (monthDay).
   *
   * Item type `monthDay`, database item `purchase_monthDay09`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay09?: string | null | undefined;
  /**
   * Item purchase_dateTime09 (dateTime).
   *
   * Item type `dateTime`, database item `purchase_dateTime09`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`). A `Date` is sent as ISO 8601 in UTC.
   */
  readonly dateTime09?: string | Date | null | undefined;
  /**
   * Item purchase_singleSelect09 (singleSelect).
   *
   * Item type `singleSelect`, database item `purchase_singleSelect09`.
   *
   * Options (`PurchaseSingleSelect09Option`):
   * - `1` Option 1 (`PurchaseSingleSelect09Option.option1`)
   * - `2` Option 2 (`PurchaseSingleSelect09Option.option2`)
   * - `3` Option 3 (`PurchaseSingleSelect09Option.option3`)
   * - `4` Option 4 (`PurchaseSingleSelect09Option.option4`), takes `extraText`
   */
  readonly singleSelect09?: readonly SelectValue<PurchaseSingleSelect09Option>[] | null | undefined;
  /**
   * Item purchase_multipleSelect09 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `purchase_multipleSelect09`.
   *
   * Options (`PurchaseMultipleSelect09Option`):
   * - `1` Option 1 (`PurchaseMultipleSelect09Option.option1`)
   * - `2` Option 2 (`PurchaseMultipleSelect09Option.option2`)
   * - `3` Option 3 (`PurchaseMultipleSelect09Option.option3`)
   * - `4` Option 4 (`PurchaseMultipleSelect09Option.option4`)
   * - `5` Option 5 (`PurchaseMultipleSelect09Option.option5`)
   * - `6` Option 6 (`PurchaseMultipleSelect09Option.option6`), takes `extraText`
   */
  readonly multipleSelect09?: readonly SelectValue<PurchaseMultipleSelect09Option>[] | null | undefined;
  /**
   * Item purchase_password09 (password). Write-only: stored, never returned.
   *
   * Item type `password`, database item `purchase_password09`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly password09?: string | null | undefined;
  /**
   * Item purchase_passwordHash09 (passwordHash). Write-only: stored, never returned.
   *
   * Item type `passwordHash`, database item `purchase_passwordHash09`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly passwordHash09?: string | null | undefined;
  /**
   * Item purchase_text10 (text).
   *
   * Item type `text`, database item `purchase_text10`.
   */
  readonly text10?: string | null | undefined;
  /**
   * Item purchase_number10 (number).
   *
   * Item type `number`, database item `purchase_number10`.
   */
  readonly number10?: number | null | undefined;
  /**
   * Item purchase_date10 (date).
   *
   * Item type `date`, database item `purchase_date10`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date10?: string | null | undefined;
  /**
   * Item purchase_monthDay10 (monthDay).
   *
   * Item type `monthDay`, database item `purchase_monthDay10`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay10?: string | null | undefined;
  /**
   * Item purchase_dateTime10 (dateTime).
   *
   * Item type `dateTime`, database item `purchase_dateTime10`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`). A `Date` is sent as ISO 8601 in UTC.
   */
  readonly dateTime10?: string | Date | null | undefined;
  /**
   * Item purchase_singleSelect10 (singleSelect).
   *
   * Item type `singleSelect`, database item `purchase_singleSelect10`.
   *
   * Options (`PurchaseSingleSelect10Option`):
   * - `1` Option 1 (`PurchaseSingleSelect10Option.option1`)
   * - `2` Option 2 (`PurchaseSingleSelect10Option.option2`)
   * - `3` Option 3 (`PurchaseSingleSelect10Option.option3`)
   * - `4` Option 4 (`PurchaseSingleSelect10Option.option4`), takes `extraText`
   */
  readonly singleSelect10?: readonly SelectValue<PurchaseSingleSelect10Option>[] | null | undefined;
  /**
   * Item purchase_multipleSelect10 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `purchase_multipleSelect10`.
   *
   * Options (`PurchaseMultipleSelect10Option`):
   * - `1` Option 1 (`PurchaseMultipleSelect10Option.option1`)
   * - `2` Option 2 (`PurchaseMultipleSelect10Option.option2`)
   * - `3` Option 3 (`PurchaseMultipleSelect10Option.option3`)
   * - `4` Option 4 (`PurchaseMultipleSelect10Option.option4`)
   * - `5` Option 5 (`PurchaseMultipleSelect10Option.option5`)
   * - `6` Option 6 (`PurchaseMultipleSelect10Option.option6`), takes `extraText`
   */
  readonly multipleSelect10?: readonly SelectValue<PurchaseMultipleSelect10Option>[] | null | undefined;
  /**
   * Item purchase_password10 (password). Write-only: stored, never returned.
   *
   * Item type `password`, database item `purchase_password10`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly password10?: string | null | undefined;
  /**
   * Item purchase_passwordHash10 (passwordHash). Write-only: stored, never returned.
   *
   * Item type `passwordHash`, database item `purchase_passwordHash10`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly passwordHash10?: string | null | undefined;
  /**
   * Item purchase_text11 (text).
   *
   * Item type `text`, database item `purchase_text11`.
   */
  readonly text11?: string | null | undefined;
  /**
   * Item purchase_number11 (number).
   *
   * Item type `number`, database item `purchase_number11`.
   */
  readonly number11?: number | null | undefined;
  /**
   * Item purchase_date11 (date).
   *
   * Item type `date`, database item `purchase_date11`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date11?: string | null | undefined;
  /**
   * Item purchase_monthDay11 (monthDay).
   *
   * Item type `monthDay`, database item `purchase_monthDay11`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay11?: string | null | undefined;
  /**
   * Item purchase_dateTime11 (dateTime).
   *
   * Item type `dateTime`, database item `purchase_dateTime11`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`). A `Date` is sent as ISO 8601 in UTC.
   */
  readonly dateTime11?: string | Date | null | undefined;
  /**
   * Item purchase_singleSelect11 (singleSelect).
   *
   * Item type `singleSelect`, database item `purchase_singleSelect11`.
   *
   * Options (`PurchaseSingleSelect11Option`):
   * - `1` Option 1 (`PurchaseSingleSelect11Option.option1`)
   * - `2` Option 2 (`PurchaseSingleSelect11Option.option2`)
   * - `3` Option 3 (`PurchaseSingleSelect11Option.option3`)
   * - `4` Option 4 (`PurchaseSingleSelect11Option.option4`), takes `extraText`
   */
  readonly singleSelect11?: readonly SelectValue<PurchaseSingleSelect11Option>[] | null | undefined;
}

/** The body of `patch` for API definition `purchase` (database `purchases`, historyDb): the properties to change (`null` clears one); with `fields`, only those are written. */
export type PurchasePatch = Partial<PurchaseCreate>;

/** A property a `patch` may name in `fields` (every property of `purchase` but those the service sets). */
export type PurchaseField = keyof PurchaseCreate;

/**
 * A filter of API definition `purchase` (database `purchases`, historyDb): the `{property}_{operator}` keys the service allows for each property's type (another operator does not compile), joined by AND.
 *
 * `AND` and `OR` hold further filters. At most 20 conditions in all, 3 levels (this object is level 1, each `AND` or `OR` adds one) and 10 filters per `AND` or `OR`: the client refuses more before sending.
 */
export interface PurchaseFilter {
  /** `id` equals the value (`null`: has no value). */
  readonly id_eq?: Int64Input | null | undefined;
  /** `id` differs from the value (`null`: has a value); also true where there is no value. */
  readonly id_notEq?: Int64Input | null | undefined;
  /** `id` is less than the value. */
  readonly id_lt?: Int64Input | undefined;
  /** `id` is at most the value. */
  readonly id_lte?: Int64Input | undefined;
  /** `id` is greater than the value. */
  readonly id_gt?: Int64Input | undefined;
  /** `id` is at least the value. */
  readonly id_gte?: Int64Input | undefined;
  /** `id` is one of the values. */
  readonly id_in?: readonly Int64Input[] | undefined;
  /** `id` is none of the values. */
  readonly id_notIn?: readonly Int64Input[] | undefined;
  /** `customer` equals the value (`null`: has no value). */
  readonly customer_eq?: Int64Input | null | undefined;
  /** `customer` differs from the value (`null`: has a value); also true where there is no value. */
  readonly customer_notEq?: Int64Input | null | undefined;
  /** `customer` is less than the value. */
  readonly customer_lt?: Int64Input | undefined;
  /** `customer` is at most the value. */
  readonly customer_lte?: Int64Input | undefined;
  /** `customer` is greater than the value. */
  readonly customer_gt?: Int64Input | undefined;
  /** `customer` is at least the value. */
  readonly customer_gte?: Int64Input | undefined;
  /** `customer` is one of the values. */
  readonly customer_in?: readonly Int64Input[] | undefined;
  /** `customer` is none of the values. */
  readonly customer_notIn?: readonly Int64Input[] | undefined;
  /** `updated` equals the value (`null`: has no value). */
  readonly updated_eq?: string | Date | null | undefined;
  /** `updated` differs from the value (`null`: has a value); also true where there is no value. */
  readonly updated_notEq?: string | Date | null | undefined;
  /** `updated` is less than the value. */
  readonly updated_lt?: string | Date | undefined;
  /** `updated` is at most the value. */
  readonly updated_lte?: string | Date | undefined;
  /** `updated` is greater than the value. */
  readonly updated_gt?: string | Date | undefined;
  /** `updated` is at least the value. */
  readonly updated_gte?: string | Date | undefined;
  /** `updated` is one of the values. */
  readonly updated_in?: readonly (string | Date)[] | undefined;
  /** `updated` is none of the values. */
  readonly updated_notIn?: readonly (string | Date)[] | undefined;
  /** `registered` equals the value (`null`: has no value). */
  readonly registered_eq?: string | Date | null | undefined;
  /** `registered` differs from the value (`null`: has a value); also true where there is no value. */
  readonly registered_notEq?: string | Date | null | undefined;
  /** `registered` is less than the value. */
  readonly registered_lt?: string | Date | undefined;
  /** `registered` is at most the value. */
  readonly registered_lte?: string | Date | undefined;
  /** `registered` is greater than the value. */
  readonly registered_gt?: string | Date | undefined;
  /** `registered` is at least the value. */
  readonly registered_gte?: string | Date | undefined;
  /** `registered` is one of the values. */
  readonly registered_in?: readonly (string | Date)[] | undefined;
  /** `registered` is none of the values. */
  readonly registered_notIn?: readonly (string | Date)[] | undefined;
  /** `text01` equals the value (`null`: has no value). */
  readonly text01_eq?: string | null | undefined;
  /** `text01` differs from the value (`null`: has a value); also true where there is no value. */
  readonly text01_notEq?: string | null | undefined;
  /** `text01` `true`: has no value; `false`: has one. */
  readonly text01_isNull?: boolean | undefined;
  /** `text01` `true`: has a value; `false`: has none. */
  readonly text01_isNotNull?: boolean | undefined;
  /** `text01` is less than the value. */
  readonly text01_lt?: string | undefined;
  /** `text01` is at most the value. */
  readonly text01_lte?: string | undefined;
  /** `text01` is greater than the value. */
  readonly text01_gt?: string | undefined;
  /** `text01` is at least the value. */
  readonly text01_gte?: string | undefined;
  /** `text01` is one of the values. */
  readonly text01_in?: readonly string[] | undefined;
  /** `text01` is none of the values. */
  readonly text01_notIn?: readonly string[] | undefined;
  /** `text01` contains the text. */
  readonly text01_contains?: string | undefined;
  /** `text01` does not contain the text. */
  readonly text01_notContains?: string | undefined;
  /** `text01` starts with the text. */
  readonly text01_startsWith?: string | undefined;
  /** `text01` does not start with the text. */
  readonly text01_notStartsWith?: string | undefined;
  /** `text01` ends with the text. */
  readonly text01_endsWith?: string | undefined;
  /** `text01` does not end with the text. */
  readonly text01_notEndsWith?: string | undefined;
  /** `number01` equals the value (`null`: has no value). */
  readonly number01_eq?: number | null | undefined;
  /** `number01` differs from the value (`null`: has a value); also true where there is no value. */
  readonly number01_notEq?: number | null | undefined;
  /** `number01` `true`: has no value; `false`: has one. */
  readonly number01_isNull?: boolean | undefined;
  /** `number01` `true`: has a value; `false`: has none. */
  readonly number01_isNotNull?: boolean | undefined;
  /** `number01` is less than the value. */
  readonly number01_lt?: number | undefined;
  /** `number01` is at most the value. */
  readonly number01_lte?: number | undefined;
  /** `number01` is greater than the value. */
  readonly number01_gt?: number | undefined;
  /** `number01` is at least the value. */
  readonly number01_gte?: number | undefined;
  /** `number01` is one of the values. */
  readonly number01_in?: readonly number[] | undefined;
  /** `number01` is none of the values. */
  readonly number01_notIn?: readonly number[] | undefined;
  /** `date01` equals the value (`null`: has no value). */
  readonly date01_eq?: string | null | undefined;
  /** `date01` differs from the value (`null`: has a value); also true where there is no value. */
  readonly date01_notEq?: string | null | undefined;
  /** `date01` `true`: has no value; `false`: has one. */
  readonly date01_isNull?: boolean | undefined;
  /** `date01` `true`: has a value; `false`: has none. */
  readonly date01_isNotNull?: boolean | undefined;
  /** `date01` is less than the value. */
  readonly date01_lt?: string | undefined;
  /** `date01` is at most the value. */
  readonly date01_lte?: string | undefined;
  /** `date01` is greater than the value. */
  readonly date01_gt?: string | undefined;
  /** `date01` is at least the value. */
  readonly date01_gte?: string | undefined;
  /** `date01` is one of the values. */
  readonly date01_in?: readonly string[] | undefined;
  /** `date01` is none of the values. */
  readonly date01_notIn?: readonly string[] | undefined;
  /** `monthDay01` equals the value (`null`: has no value). */
  readonly monthDay01_eq?: string | null | undefined;
  /** `monthDay01` differs from the value (`null`: has a value); also true where there is no value. */
  readonly monthDay01_notEq?: string | null | undefined;
  /** `monthDay01` `true`: has no value; `false`: has one. */
  readonly monthDay01_isNull?: boolean | undefined;
  /** `monthDay01` `true`: has a value; `false`: has none. */
  readonly monthDay01_isNotNull?: boolean | undefined;
  /** `monthDay01` is less than the value. */
  readonly monthDay01_lt?: string | undefined;
  /** `monthDay01` is at most the value. */
  readonly monthDay01_lte?: string | undefined;
  /** `monthDay01` is greater than the value. */
  readonly monthDay01_gt?: string | undefined;
  /** `monthDay01` is at least the value. */
  readonly monthDay01_gte?: string | undefined;
  /** `monthDay01` is one of the values. */
  readonly monthDay01_in?: readonly string[] | undefined;
  /** `monthDay01` is none of the values. */
  readonly monthDay01_notIn?: readonly string[] | undefined;
  /** `dateTime01` equals the value (`null`: has no value). */
  readonly dateTime01_eq?: string | Date | null | undefined;
  /** `dateTime01` differs from the value (`null`: has a value); also true where there is no value. */
  readonly dateTime01_notEq?: string | Date | null | undefined;
  /** `dateTime01` `true`: has no value; `false`: has one. */
  readonly dateTime01_isNull?: boolean | undefined;
  /** `dateTime01` `true`: has a value; `false`: has none. */
  readonly dateTime01_isNotNull?: boolean | undefined;
  /** `dateTime01` is less than the value. */
  readonly dateTime01_lt?: string | Date | undefined;
  /** `dateTime01` is at most the value. */
  readonly dateTime01_lte?: string | Date | undefined;
  /** `dateTime01` is greater than the value. */
  readonly dateTime01_gt?: string | Date | undefined;
  /** `dateTime01` is at least the value. */
  readonly dateTime01_gte?: string | Date | undefined;
  /** `dateTime01` is one of the values. */
  readonly dateTime01_in?: readonly (string | Date)[] | undefined;
  /** `dateTime01` is none of the values. */
  readonly dateTime01_notIn?: readonly (string | Date)[] | undefined;
  /** `singleSelect01` equals the value (`null`: has no value). */
  readonly singleSelect01_eq?: PurchaseSingleSelect01Option | null | undefined;
  /** `singleSelect01` differs from the value (`null`: has a value); also true where there is no value. */
  readonly singleSelect01_notEq?: PurchaseSingleSelect01Option | null | undefined;
  /** `singleSelect01` `true`: has no value; `false`: has one. */
  readonly singleSelect01_isNull?: boolean | undefined;
  /** `singleSelect01` `true`: has a value; `false`: has none. */
  readonly singleSelect01_isNotNull?: boolean | undefined;
  /** `singleSelect01` is less than the value. */
  readonly singleSelect01_lt?: PurchaseSingleSelect01Option | undefined;
  /** `singleSelect01` is at most the value. */
  readonly singleSelect01_lte?: PurchaseSingleSelect01Option | undefined;
  /** `singleSelect01` is greater than the value. */
  readonly singleSelect01_gt?: PurchaseSingleSelect01Option | undefined;
  /** `singleSelect01` is at least the value. */
  readonly singleSelect01_gte?: PurchaseSingleSelect01Option | undefined;
  /** `singleSelect01` is one of the values. */
  readonly singleSelect01_in?: readonly PurchaseSingleSelect01Option[] | undefined;
  /** `singleSelect01` is none of the values. */
  readonly singleSelect01_notIn?: readonly PurchaseSingleSelect01Option[] | undefined;
  /** `multipleSelect01` `true`: has no value; `false`: has one. */
  readonly multipleSelect01_isNull?: boolean | undefined;
  /** `multipleSelect01` `true`: has a value; `false`: has none. */
  readonly multipleSelect01_isNotNull?: boolean | undefined;
  /** `multipleSelect01` has only options among the values chosen. */
  readonly multipleSelect01_in?: readonly PurchaseMultipleSelect01Option[] | undefined;
  /** `multipleSelect01` has an option outside the values chosen (or none). */
  readonly multipleSelect01_notIn?: readonly PurchaseMultipleSelect01Option[] | undefined;
  /** `multipleSelect01` has every one of the values chosen. */
  readonly multipleSelect01_containsEvery?: readonly PurchaseMultipleSelect01Option[] | undefined;
  /** `multipleSelect01` has at least one of the values chosen. */
  readonly multipleSelect01_containsSome?: readonly PurchaseMultipleSelect01Option[] | undefined;
  /** `text02` equals the value (`null`: has no value). */
  readonly text02_eq?: string | null | undefined;
  /** `text02` differs from the value (`null`: has a value); also true where there is no value. */
  readonly text02_notEq?: string | null | undefined;
  /** `text02` `true`: has no value; `false`: has one. */
  readonly text02_isNull?: boolean | undefined;
  /** `text02` `true`: has a value; `false`: has none. */
  readonly text02_isNotNull?: boolean | undefined;
  /** `text02` is less than the value. */
  readonly text02_lt?: string | undefined;
  /** `text02` is at most the value. */
  readonly text02_lte?: string | undefined;
  /** `text02` is greater than the value. */
  readonly text02_gt?: string | undefined;
  /** `text02` is at least the value. */
  readonly text02_gte?: string | undefined;
  /** `text02` is one of the values. */
  readonly text02_in?: readonly string[] | undefined;
  /** `text02` is none of the values. */
  readonly text02_notIn?: readonly string[] | undefined;
  /** `text02` contains the text. */
  readonly text02_contains?: string | undefined;
  /** `text02` does not contain the text. */
  readonly text02_notContains?: string | undefined;
  /** `text02` starts with the text. */
  readonly text02_startsWith?: string | undefined;
  /** `text02` does not start with the text. */
  readonly text02_notStartsWith?: string | undefined;
  /** `text02` ends with the text. */
  readonly text02_endsWith?: string | undefined;
  /** `text02` does not end with the text. */
  readonly text02_notEndsWith?: string | undefined;
  /** `number02` equals the value (`null`: has no value). */
  readonly number02_eq?: number | null | undefined;
  /** `number02` differs from the value (`null`: has a value); also true where there is no value. */
  readonly number02_notEq?: number | null | undefined;
  /** `number02` `true`: has no value; `false`: has one. */
  readonly number02_isNull?: boolean | undefined;
  /** `number02` `true`: has a value; `false`: has none. */
  readonly number02_isNotNull?: boolean | undefined;
  /** `number02` is less than the value. */
  readonly number02_lt?: number | undefined;
  /** `number02` is at most the value. */
  readonly number02_lte?: number | undefined;
  /** `number02` is greater than the value. */
  readonly number02_gt?: number | undefined;
  /** `number02` is at least the value. */
  readonly number02_gte?: number | undefined;
  /** `number02` is one of the values. */
  readonly number02_in?: readonly number[] | undefined;
  /** `number02` is none of the values. */
  readonly number02_notIn?: readonly number[] | undefined;
  /** `date02` equals the value (`null`: has no value). */
  readonly date02_eq?: string | null | undefined;
  /** `date02` differs from the value (`null`: has a value); also true where there is no value. */
  readonly date02_notEq?: string | null | undefined;
  /** `date02` `true`: has no value; `false`: has one. */
  readonly date02_isNull?: boolean | undefined;
  /** `date02` `true`: has a value; `false`: has none. */
  readonly date02_isNotNull?: boolean | undefined;
  /** `date02` is less than the value. */
  readonly date02_lt?: string | undefined;
  /** `date02` is at most the value. */
  readonly date02_lte?: string | undefined;
  /** `date02` is greater than the value. */
  readonly date02_gt?: string | undefined;
  /** `date02` is at least the value. */
  readonly date02_gte?: string | undefined;
  /** `date02` is one of the values. */
  readonly date02_in?: readonly string[] | undefined;
  /** `date02` is none of the values. */
  readonly date02_notIn?: readonly string[] | undefined;
  /** `monthDay02` equals the value (`null`: has no value). */
  readonly monthDay02_eq?: string | null | undefined;
  /** `monthDay02` differs from the value (`null`: has a value); also true where there is no value. */
  readonly monthDay02_notEq?: string | null | undefined;
  /** `monthDay02` `true`: has no value; `false`: has one. */
  readonly monthDay02_isNull?: boolean | undefined;
  /** `monthDay02` `true`: has a value; `false`: has none. */
  readonly monthDay02_isNotNull?: boolean | undefined;
  /** `monthDay02` is less than the value. */
  readonly monthDay02_lt?: string | undefined;
  /** `monthDay02` is at most the value. */
  readonly monthDay02_lte?: string | undefined;
  /** `monthDay02` is greater than the value. */
  readonly monthDay02_gt?: string | undefined;
  /** `monthDay02` is at least the value. */
  readonly monthDay02_gte?: string | undefined;
  /** `monthDay02` is one of the values. */
  readonly monthDay02_in?: readonly string[] | undefined;
  /** `monthDay02` is none of the values. */
  readonly monthDay02_notIn?: readonly string[] | undefined;
  /** `dateTime02` equals the value (`null`: has no value). */
  readonly dateTime02_eq?: string | Date | null | undefined;
  /** `dateTime02` differs from the value (`null`: has a value); also true where there is no value. */
  readonly dateTime02_notEq?: string | Date | null | undefined;
  /** `dateTime02` `true`: has no value; `false`: has one. */
  readonly dateTime02_isNull?: boolean | undefined;
  /** `dateTime02` `true`: has a value; `false`: has none. */
  readonly dateTime02_isNotNull?: boolean | undefined;
  /** `dateTime02` is less than the value. */
  readonly dateTime02_lt?: string | Date | undefined;
  /** `dateTime02` is at most the value. */
  readonly dateTime02_lte?: string | Date | undefined;
  /** `dateTime02` is greater than the value. */
  readonly dateTime02_gt?: string | Date | undefined;
  /** `dateTime02` is at least the value. */
  readonly dateTime02_gte?: string | Date | undefined;
  /** `dateTime02` is one of the values. */
  readonly dateTime02_in?: readonly (string | Date)[] | undefined;
  /** `dateTime02` is none of the values. */
  readonly dateTime02_notIn?: readonly (string | Date)[] | undefined;
  /** `singleSelect02` equals the value (`null`: has no value). */
  readonly singleSelect02_eq?: PurchaseSingleSelect02Option | null | undefined;
  /** `singleSelect02` differs from the value (`null`: has a value); also true where there is no value. */
  readonly singleSelect02_notEq?: PurchaseSingleSelect02Option | null | undefined;
  /** `singleSelect02` `true`: has no value; `false`: has one. */
  readonly singleSelect02_isNull?: boolean | undefined;
  /** `singleSelect02` `true`: has a value; `false`: has none. */
  readonly singleSelect02_isNotNull?: boolean | undefined;
  /** `singleSelect02` is less than the value. */
  readonly singleSelect02_lt?: PurchaseSingleSelect02Option | undefined;
  /** `singleSelect02` is at most the value. */
  readonly singleSelect02_lte?: PurchaseSingleSelect02Option | undefined;
  /** `singleSelect02` is greater than the value. */
  readonly singleSelect02_gt?: PurchaseSingleSelect02Option | undefined;
  /** `singleSelect02` is at least the value. */
  readonly singleSelect02_gte?: PurchaseSingleSelect02Option | undefined;
  /** `singleSelect02` is one of the values. */
  readonly singleSelect02_in?: readonly PurchaseSingleSelect02Option[] | undefined;
  /** `singleSelect02` is none of the values. */
  readonly singleSelect02_notIn?: readonly PurchaseSingleSelect02Option[] | undefined;
  /** `multipleSelect02` `true`: has no value; `false`: has one. */
  readonly multipleSelect02_isNull?: boolean | undefined;
  /** `multipleSelect02` `true`: has a value; `false`: has none. */
  readonly multipleSelect02_isNotNull?: boolean | undefined;
  /** `multipleSelect02` has only options among the values chosen. */
  readonly multipleSelect02_in?: readonly PurchaseMultipleSelect02Option[] | undefined;
  /** `multipleSelect02` has an option outside the values chosen (or none). */
  readonly multipleSelect02_notIn?: readonly PurchaseMultipleSelect02Option[] | undefined;
  /** `multipleSelect02` has every one of the values chosen. */
  readonly multipleSelect02_containsEvery?: readonly PurchaseMultipleSelect02Option[] | undefined;
  /** `multipleSelect02` has at least one of the values chosen. */
  readonly multipleSelect02_containsSome?: readonly PurchaseMultipleSelect02Option[] | undefined;
  /** `text03` equals the value (`null`: has no value). */
  readonly text03_eq?: string | null | undefined;
  /** `text03` differs from the value (`null`: has a value); also true where there is no value. */
  readonly text03_notEq?: string | null | undefined;
  /** `text03` `true`: has no value; `false`: has one. */
  readonly text03_isNull?: boolean | undefined;
  /** `text03` `true`: has a value; `false`: has none. */
  readonly text03_isNotNull?: boolean | undefined;
  /** `text03` is less than the value. */
  readonly text03_lt?: string | undefined;
  /** `text03` is at most the value. */
  readonly text03_lte?: string | undefined;
  /** `text03` is greater than the value. */
  readonly text03_gt?: string | undefined;
  /** `text03` is at least the value. */
  readonly text03_gte?: string | undefined;
  /** `text03` is one of the values. */
  readonly text03_in?: readonly string[] | undefined;
  /** `text03` is none of the values. */
  readonly text03_notIn?: readonly string[] | undefined;
  /** `text03` contains the text. */
  readonly text03_contains?: string | undefined;
  /** `text03` does not contain the text. */
  readonly text03_notContains?: string | undefined;
  /** `text03` starts with the text. */
  readonly text03_startsWith?: string | undefined;
  /** `text03` does not start with the text. */
  readonly text03_notStartsWith?: string | undefined;
  /** `text03` ends with the text. */
  readonly text03_endsWith?: string | undefined;
  /** `text03` does not end with the text. */
  readonly text03_notEndsWith?: string | undefined;
  /** `number03` equals the value (`null`: has no value). */
  readonly number03_eq?: number | null | undefined;
  /** `number03` differs from the value (`null`: has a value); also true where there is no value. */
  readonly number03_notEq?: number | null | undefined;
  /** `number03` `true`: has no value; `false`: has one. */
  readonly number03_isNull?: boolean | undefined;
  /** `number03` `true`: has a value; `false`: has none. */
  readonly number03_isNotNull?: boolean | undefined;
  /** `number03` is less than the value. */
  readonly number03_lt?: number | undefined;
  /** `number03` is at most the value. */
  readonly number03_lte?: number | undefined;
  /** `number03` is greater than the value. */
  readonly number03_gt?: number | undefined;
  /** `number03` is at least the value. */
  readonly number03_gte?: number | undefined;
  /** `number03` is one of the values. */
  readonly number03_in?: readonly number[] | undefined;
  /** `number03` is none of the values. */
  readonly number03_notIn?: readonly number[] | undefined;
  /** `date03` equals the value (`null`: has no value). */
  readonly date03_eq?: string | null | undefined;
  /** `date03` differs from the value (`null`: has a value); also true where there is no value. */
  readonly date03_notEq?: string | null | undefined;
  /** `date03` `true`: has no value; `false`: has one. */
  readonly date03_isNull?: boolean | undefined;
  /** `date03` `true`: has a value; `false`: has none. */
  readonly date03_isNotNull?: boolean | undefined;
  /** `date03` is less than the value. */
  readonly date03_lt?: string | undefined;
  /** `date03` is at most the value. */
  readonly date03_lte?: string | undefined;
  /** `date03` is greater than the value. */
  readonly date03_gt?: string | undefined;
  /** `date03` is at least the value. */
  readonly date03_gte?: string | undefined;
  /** `date03` is one of the values. */
  readonly date03_in?: readonly string[] | undefined;
  /** `date03` is none of the values. */
  readonly date03_notIn?: readonly string[] | undefined;
  /** `monthDay03` equals the value (`null`: has no value). */
  readonly monthDay03_eq?: string | null | undefined;
  /** `monthDay03` differs from the value (`null`: has a value); also true where there is no value. */
  readonly monthDay03_notEq?: string | null | undefined;
  /** `monthDay03` `true`: has no value; `false`: has one. */
  readonly monthDay03_isNull?: boolean | undefined;
  /** `monthDay03` `true`: has a value; `false`: has none. */
  readonly monthDay03_isNotNull?: boolean | undefined;
  /** `monthDay03` is less than the value. */
  readonly monthDay03_lt?: string | undefined;
  /** `monthDay03` is at most the value. */
  readonly monthDay03_lte?: string | undefined;
  /** `monthDay03` is greater than the value. */
  readonly monthDay03_gt?: string | undefined;
  /** `monthDay03` is at least the value. */
  readonly monthDay03_gte?: string | undefined;
  /** `monthDay03` is one of the values. */
  readonly monthDay03_in?: readonly string[] | undefined;
  /** `monthDay03` is none of the values. */
  readonly monthDay03_notIn?: readonly string[] | undefined;
  /** `dateTime03` equals the value (`null`: has no value). */
  readonly dateTime03_eq?: string | Date | null | undefined;
  /** `dateTime03` differs from the value (`null`: has a value); also true where there is no value. */
  readonly dateTime03_notEq?: string | Date | null | undefined;
  /** `dateTime03` `true`: has no value; `false`: has one. */
  readonly dateTime03_isNull?: boolean | undefined;
  /** `dateTime03` `true`: has a value; `false`: has none. */
  readonly dateTime03_isNotNull?: boolean | undefined;
  /** `dateTime03` is less than the value. */
  readonly dateTime03_lt?: string | Date | undefined;
  /** `dateTime03` is at most the value. */
  readonly dateTime03_lte?: string | Date | undefined;
  /** `dateTime03` is greater than the value. */
  readonly dateTime03_gt?: string | Date | undefined;
  /** `dateTime03` is at least the value. */
  readonly dateTime03_gte?: string | Date | undefined;
  /** `dateTime03` is one of the values. */
  readonly dateTime03_in?: readonly (string | Date)[] | undefined;
  /** `dateTime03` is none of the values. */
  readonly dateTime03_notIn?: readonly (string | Date)[] | undefined;
  /** `singleSelect03` equals the value (`null`: has no value). */
  readonly singleSelect03_eq?: PurchaseSingleSelect03Option | null | undefined;
  /** `singleSelect03` differs from the value (`null`: has a value); also true where there is no value. */
  readonly singleSelect03_notEq?: PurchaseSingleSelect03Option | null | undefined;
  /** `singleSelect03` `true`: has no value; `false`: has one. */
  readonly singleSelect03_isNull?: boolean | undefined;
  /** `singleSelect03` `true`: has a value; `false`: has none. */
  readonly singleSelect03_isNotNull?: boolean | undefined;
  /** `singleSelect03` is less than the value. */
  readonly singleSelect03_lt?: PurchaseSingleSelect03Option | undefined;
  /** `singleSelect03` is at most the value. */
  readonly singleSelect03_lte?: PurchaseSingleSelect03Option | undefined;
  /** `singleSelect03` is greater than the value. */
  readonly singleSelect03_gt?: PurchaseSingleSelect03Option | undefined;
  /** `singleSelect03` is at least the value. */
  readonly singleSelect03_gte?: PurchaseSingleSelect03Option | undefined;
  /** `singleSelect03` is one of the values. */
  readonly singleSelect03_in?: readonly PurchaseSingleSelect03Option[] | undefined;
  /** `singleSelect03` is none of the values. */
  readonly singleSelect03_notIn?: readonly PurchaseSingleSelect03Option[] | undefined;
  /** `multipleSelect03` `true`: has no value; `false`: has one. */
  readonly multipleSelect03_isNull?: boolean | undefined;
  /** `multipleSelect03` `true`: has a value; `false`: has none. */
  readonly multipleSelect03_isNotNull?: boolean | undefined;
  /** `multipleSelect03` has only options among the values chosen. */
  readonly multipleSelect03_in?: readonly PurchaseMultipleSelect03Option[] | undefined;
  /** `multipleSelect03` has an option outside the values chosen (or none). */
  readonly multipleSelect03_notIn?: readonly PurchaseMultipleSelect03Option[] | undefined;
  /** `multipleSelect03` has every one of the values chosen. */
  readonly multipleSelect03_containsEvery?: readonly PurchaseMultipleSelect03Option[] | undefined;
  /** `multipleSelect03` has at least one of the values chosen. */
  readonly multipleSelect03_containsSome?: readonly PurchaseMultipleSelect03Option[] | undefined;
  /** `text04` equals the value (`null`: has no value). */
  readonly text04_eq?: string | null | undefined;
  /** `text04` differs from the value (`null`: has a value); also true where there is no value. */
  readonly text04_notEq?: string | null | undefined;
  /** `text04` `true`: has no value; `false`: has one. */
  readonly text04_isNull?: boolean | undefined;
  /** `text04` `true`: has a value; `false`: has none. */
  readonly text04_isNotNull?: boolean | undefined;
  /** `text04` is less than the value. */
  readonly text04_lt?: string | undefined;
  /** `text04` is at most the value. */
  readonly text04_lte?: string | undefined;
  /** `text04` is greater than the value. */
  readonly text04_gt?: string | undefined;
  /** `text04` is at least the value. */
  readonly text04_gte?: string | undefined;
  /** `text04` is one of the values. */
  readonly text04_in?: readonly string[] | undefined;
  /** `text04` is none of the values. */
  readonly text04_notIn?: readonly string[] | undefined;
  /** `text04` contains the text. */
  readonly text04_contains?: string | undefined;
  /** `text04` does not contain the text. */
  readonly text04_notContains?: string | undefined;
  /** `text04` starts with the text. */
  readonly text04_startsWith?: string | undefined;
  /** `text04` does not start with the text. */
  readonly text04_notStartsWith?: string | undefined;
  /** `text04` ends with the text. */
  readonly text04_endsWith?: string | undefined;
  /** `text04` does not end with the text. */
  readonly text04_notEndsWith?: string | undefined;
  /** `number04` equals the value (`null`: has no value). */
  readonly number04_eq?: number | null | undefined;
  /** `number04` differs from the value (`null`: has a value); also true where there is no value. */
  readonly number04_notEq?: number | null | undefined;
  /** `number04` `true`: has no value; `false`: has one. */
  readonly number04_isNull?: boolean | undefined;
  /** `number04` `true`: has a value; `false`: has none. */
  readonly number04_isNotNull?: boolean | undefined;
  /** `number04` is less than the value. */
  readonly number04_lt?: number | undefined;
  /** `number04` is at most the value. */
  readonly number04_lte?: number | undefined;
  /** `number04` is greater than the value. */
  readonly number04_gt?: number | undefined;
  /** `number04` is at least the value. */
  readonly number04_gte?: number | undefined;
  /** `number04` is one of the values. */
  readonly number04_in?: readonly number[] | undefined;
  /** `number04` is none of the values. */
  readonly number04_notIn?: readonly number[] | undefined;
  /** `date04` equals the value (`null`: has no value). */
  readonly date04_eq?: string | null | undefined;
  /** `date04` differs from the value (`null`: has a value); also true where there is no value. */
  readonly date04_notEq?: string | null | undefined;
  /** `date04` `true`: has no value; `false`: has one. */
  readonly date04_isNull?: boolean | undefined;
  /** `date04` `true`: has a value; `false`: has none. */
  readonly date04_isNotNull?: boolean | undefined;
  /** `date04` is less than the value. */
  readonly date04_lt?: string | undefined;
  /** `date04` is at most the value. */
  readonly date04_lte?: string | undefined;
  /** `date04` is greater than the value. */
  readonly date04_gt?: string | undefined;
  /** `date04` is at least the value. */
  readonly date04_gte?: string | undefined;
  /** `date04` is one of the values. */
  readonly date04_in?: readonly string[] | undefined;
  /** `date04` is none of the values. */
  readonly date04_notIn?: readonly string[] | undefined;
  /** `monthDay04` equals the value (`null`: has no value). */
  readonly monthDay04_eq?: string | null | undefined;
  /** `monthDay04` differs from the value (`null`: has a value); also true where there is no value. */
  readonly monthDay04_notEq?: string | null | undefined;
  /** `monthDay04` `true`: has no value; `false`: has one. */
  readonly monthDay04_isNull?: boolean | undefined;
  /** `monthDay04` `true`: has a value; `false`: has none. */
  readonly monthDay04_isNotNull?: boolean | undefined;
  /** `monthDay04` is less than the value. */
  readonly monthDay04_lt?: string | undefined;
  /** `monthDay04` is at most the value. */
  readonly monthDay04_lte?: string | undefined;
  /** `monthDay04` is greater than the value. */
  readonly monthDay04_gt?: string | undefined;
  /** `monthDay04` is at least the value. */
  readonly monthDay04_gte?: string | undefined;
  /** `monthDay04` is one of the values. */
  readonly monthDay04_in?: readonly string[] | undefined;
  /** `monthDay04` is none of the values. */
  readonly monthDay04_notIn?: readonly string[] | undefined;
  /** `dateTime04` equals the value (`null`: has no value). */
  readonly dateTime04_eq?: string | Date | null | undefined;
  /** `dateTime04` differs from the value (`null`: has a value); also true where there is no value. */
  readonly dateTime04_notEq?: string | Date | null | undefined;
  /** `dateTime04` `true`: has no value; `false`: has one. */
  readonly dateTime04_isNull?: boolean | undefined;
  /** `dateTime04` `true`: has a value; `false`: has none. */
  readonly dateTime04_isNotNull?: boolean | undefined;
  /** `dateTime04` is less than the value. */
  readonly dateTime04_lt?: string | Date | undefined;
  /** `dateTime04` is at most the value. */
  readonly dateTime04_lte?: string | Date | undefined;
  /** `dateTime04` is greater than the value. */
  readonly dateTime04_gt?: string | Date | undefined;
  /** `dateTime04` is at least the value. */
  readonly dateTime04_gte?: string | Date | undefined;
  /** `dateTime04` is one of the values. */
  readonly dateTime04_in?: readonly (string | Date)[] | undefined;
  /** `dateTime04` is none of the values. */
  readonly dateTime04_notIn?: readonly (string | Date)[] | undefined;
  /** `singleSelect04` equals the value (`null`: has no value). */
  readonly singleSelect04_eq?: PurchaseSingleSelect04Option | null | undefined;
  /** `singleSelect04` differs from the value (`null`: has a value); also true where there is no value. */
  readonly singleSelect04_notEq?: PurchaseSingleSelect04Option | null | undefined;
  /** `singleSelect04` `true`: has no value; `false`: has one. */
  readonly singleSelect04_isNull?: boolean | undefined;
  /** `singleSelect04` `true`: has a value; `false`: has none. */
  readonly singleSelect04_isNotNull?: boolean | undefined;
  /** `singleSelect04` is less than the value. */
  readonly singleSelect04_lt?: PurchaseSingleSelect04Option | undefined;
  /** `singleSelect04` is at most the value. */
  readonly singleSelect04_lte?: PurchaseSingleSelect04Option | undefined;
  /** `singleSelect04` is greater than the value. */
  readonly singleSelect04_gt?: PurchaseSingleSelect04Option | undefined;
  /** `singleSelect04` is at least the value. */
  readonly singleSelect04_gte?: PurchaseSingleSelect04Option | undefined;
  /** `singleSelect04` is one of the values. */
  readonly singleSelect04_in?: readonly PurchaseSingleSelect04Option[] | undefined;
  /** `singleSelect04` is none of the values. */
  readonly singleSelect04_notIn?: readonly PurchaseSingleSelect04Option[] | undefined;
  /** `multipleSelect04` `true`: has no value; `false`: has one. */
  readonly multipleSelect04_isNull?: boolean | undefined;
  /** `multipleSelect04` `true`: has a value; `false`: has none. */
  readonly multipleSelect04_isNotNull?: boolean | undefined;
  /** `multipleSelect04` has only options among the values chosen. */
  readonly multipleSelect04_in?: readonly PurchaseMultipleSelect04Option[] | undefined;
  /** `multipleSelect04` has an option outside the values chosen (or none). */
  readonly multipleSelect04_notIn?: readonly PurchaseMultipleSelect04Option[] | undefined;
  /** `multipleSelect04` has every one of the values chosen. */
  readonly multipleSelect04_containsEvery?: readonly PurchaseMultipleSelect04Option[] | undefined;
  /** `multipleSelect04` has at least one of the values chosen. */
  readonly multipleSelect04_containsSome?: readonly PurchaseMultipleSelect04Option[] | undefined;
  /** `text05` equals the value (`null`: has no value). */
  readonly text05_eq?: string | null | undefined;
  /** `text05` differs from the value (`null`: has a value); also true where there is no value. */
  readonly text05_notEq?: string | null | undefined;
  /** `text05` `true`: has no value; `false`: has one. */
  readonly text05_isNull?: boolean | undefined;
  /** `text05` `true`: has a value; `false`: has none. */
  readonly text05_isNotNull?: boolean | undefined;
  /** `text05` is less than the value. */
  readonly text05_lt?: string | undefined;
  /** `text05` is at most the value. */
  readonly text05_lte?: string | undefined;
  /** `text05` is greater than the value. */
  readonly text05_gt?: string | undefined;
  /** `text05` is at least the value. */
  readonly text05_gte?: string | undefined;
  /** `text05` is one of the values. */
  readonly text05_in?: readonly string[] | undefined;
  /** `text05` is none of the values. */
  readonly text05_notIn?: readonly string[] | undefined;
  /** `text05` contains the text. */
  readonly text05_contains?: string | undefined;
  /** `text05` does not contain the text. */
  readonly text05_notContains?: string | undefined;
  /** `text05` starts with the text. */
  readonly text05_startsWith?: string | undefined;
  /** `text05` does not start with the text. */
  readonly text05_notStartsWith?: string | undefined;
  /** `text05` ends with the text. */
  readonly text05_endsWith?: string | undefined;
  /** `text05` does not end with the text. */
  readonly text05_notEndsWith?: string | undefined;
  /** `number05` equals the value (`null`: has no value). */
  readonly number05_eq?: number | null | undefined;
  /** `number05` differs from the value (`null`: has a value); also true where there is no value. */
  readonly number05_notEq?: number | null | undefined;
  /** `number05` `true`: has no value; `false`: has one. */
  readonly number05_isNull?: boolean | undefined;
  /** `number05` `true`: has a value; `false`: has none. */
  readonly number05_isNotNull?: boolean | undefined;
  /** `number05` is less than the value. */
  readonly number05_lt?: number | undefined;
  /** `number05` is at most the value. */
  readonly number05_lte?: number | undefined;
  /** `number05` is greater than the value. */
  readonly number05_gt?: number | undefined;
  /** `number05` is at least the value. */
  readonly number05_gte?: number | undefined;
  /** `number05` is one of the values. */
  readonly number05_in?: readonly number[] | undefined;
  /** `number05` is none of the values. */
  readonly number05_notIn?: readonly number[] | undefined;
  /** `date05` equals the value (`null`: has no value). */
  readonly date05_eq?: string | null | undefined;
  /** `date05` differs from the value (`null`: has a value); also true where there is no value. */
  readonly date05_notEq?: string | null | undefined;
  /** `date05` `true`: has no value; `false`: has one. */
  readonly date05_isNull?: boolean | undefined;
  /** `date05` `true`: has a value; `false`: has none. */
  readonly date05_isNotNull?: boolean | undefined;
  /** `date05` is less than the value. */
  readonly date05_lt?: string | undefined;
  /** `date05` is at most the value. */
  readonly date05_lte?: string | undefined;
  /** `date05` is greater than the value. */
  readonly date05_gt?: string | undefined;
  /** `date05` is at least the value. */
  readonly date05_gte?: string | undefined;
  /** `date05` is one of the values. */
  readonly date05_in?: readonly string[] | undefined;
  /** `date05` is none of the values. */
  readonly date05_notIn?: readonly string[] | undefined;
  /** `monthDay05` equals the value (`null`: has no value). */
  readonly monthDay05_eq?: string | null | undefined;
  /** `monthDay05` differs from the value (`null`: has a value); also true where there is no value. */
  readonly monthDay05_notEq?: string | null | undefined;
  /** `monthDay05` `true`: has no value; `false`: has one. */
  readonly monthDay05_isNull?: boolean | undefined;
  /** `monthDay05` `true`: has a value; `false`: has none. */
  readonly monthDay05_isNotNull?: boolean | undefined;
  /** `monthDay05` is less than the value. */
  readonly monthDay05_lt?: string | undefined;
  /** `monthDay05` is at most the value. */
  readonly monthDay05_lte?: string | undefined;
  /** `monthDay05` is greater than the value. */
  readonly monthDay05_gt?: string | undefined;
  /** `monthDay05` is at least the value. */
  readonly monthDay05_gte?: string | undefined;
  /** `monthDay05` is one of the values. */
  readonly monthDay05_in?: readonly string[] | undefined;
  /** `monthDay05` is none of the values. */
  readonly monthDay05_notIn?: readonly string[] | undefined;
  /** `dateTime05` equals the value (`null`: has no value). */
  readonly dateTime05_eq?: string | Date | null | undefined;
  /** `dateTime05` differs from the value (`null`: has a value); also true where there is no value. */
  readonly dateTime05_notEq?: string | Date | null | undefined;
  /** `dateTime05` `true`: has no value; `false`: has one. */
  readonly dateTime05_isNull?: boolean | undefined;
  /** `dateTime05` `true`: has a value; `false`: has none. */
  readonly dateTime05_isNotNull?: boolean | undefined;
  /** `dateTime05` is less than the value. */
  readonly dateTime05_lt?: string | Date | undefined;
  /** `dateTime05` is at most the value. */
  readonly dateTime05_lte?: string | Date | undefined;
  /** `dateTime05` is greater than the value. */
  readonly dateTime05_gt?: string | Date | undefined;
  /** `dateTime05` is at least the value. */
  readonly dateTime05_gte?: string | Date | undefined;
  /** `dateTime05` is one of the values. */
  readonly dateTime05_in?: readonly (string | Date)[] | undefined;
  /** `dateTime05` is none of the values. */
  readonly dateTime05_notIn?: readonly (string | Date)[] | undefined;
  /** `singleSelect05` equals the value (`null`: has no value). */
  readonly singleSelect05_eq?: PurchaseSingleSelect05Option | null | undefined;
  /** `singleSelect05` differs from the value (`null`: has a value); also true where there is no value. */
  readonly singleSelect05_notEq?: PurchaseSingleSelect05Option | null | undefined;
  /** `singleSelect05` `true`: has no value; `false`: has one. */
  readonly singleSelect05_isNull?: boolean | undefined;
  /** `singleSelect05` `true`: has a value; `false`: has none. */
  readonly singleSelect05_isNotNull?: boolean | undefined;
  /** `singleSelect05` is less than the value. */
  readonly singleSelect05_lt?: PurchaseSingleSelect05Option | undefined;
  /** `singleSelect05` is at most the value. */
  readonly singleSelect05_lte?: PurchaseSingleSelect05Option | undefined;
  /** `singleSelect05` is greater than the value. */
  readonly singleSelect05_gt?: PurchaseSingleSelect05Option | undefined;
  /** `singleSelect05` is at least the value. */
  readonly singleSelect05_gte?: PurchaseSingleSelect05Option | undefined;
  /** `singleSelect05` is one of the values. */
  readonly singleSelect05_in?: readonly PurchaseSingleSelect05Option[] | undefined;
  /** `singleSelect05` is none of the values. */
  readonly singleSelect05_notIn?: readonly PurchaseSingleSelect05Option[] | undefined;
  /** `multipleSelect05` `true`: has no value; `false`: has one. */
  readonly multipleSelect05_isNull?: boolean | undefined;
  /** `multipleSelect05` `true`: has a value; `false`: has none. */
  readonly multipleSelect05_isNotNull?: boolean | undefined;
  /** `multipleSelect05` has only options among the values chosen. */
  readonly multipleSelect05_in?: readonly PurchaseMultipleSelect05Option[] | undefined;
  /** `multipleSelect05` has an option outside the values chosen (or none). */
  readonly multipleSelect05_notIn?: readonly PurchaseMultipleSelect05Option[] | undefined;
  /** `multipleSelect05` has every one of the values chosen. */
  readonly multipleSelect05_containsEvery?: readonly PurchaseMultipleSelect05Option[] | undefined;
  /** `multipleSelect05` has at least one of the values chosen. */
  readonly multipleSelect05_containsSome?: readonly PurchaseMultipleSelect05Option[] | undefined;
  /** `text06` equals the value (`null`: has no value). */
  readonly text06_eq?: string | null | undefined;
  /** `text06` differs from the value (`null`: has a value); also true where there is no value. */
  readonly text06_notEq?: string | null | undefined;
  /** `text06` `true`: has no value; `false`: has one. */
  readonly text06_isNull?: boolean | undefined;
  /** `text06` `true`: has a value; `false`: has none. */
  readonly text06_isNotNull?: boolean | undefined;
  /** `text06` is less than the value. */
  readonly text06_lt?: string | undefined;
  /** `text06` is at most the value. */
  readonly text06_lte?: string | undefined;
  /** `text06` is greater than the value. */
  readonly text06_gt?: string | undefined;
  /** `text06` is at least the value. */
  readonly text06_gte?: string | undefined;
  /** `text06` is one of the values. */
  readonly text06_in?: readonly string[] | undefined;
  /** `text06` is none of the values. */
  readonly text06_notIn?: readonly string[] | undefined;
  /** `text06` contains the text. */
  readonly text06_contains?: string | undefined;
  /** `text06` does not contain the text. */
  readonly text06_notContains?: string | undefined;
  /** `text06` starts with the text. */
  readonly text06_startsWith?: string | undefined;
  /** `text06` does not start with the text. */
  readonly text06_notStartsWith?: string | undefined;
  /** `text06` ends with the text. */
  readonly text06_endsWith?: string | undefined;
  /** `text06` does not end with the text. */
  readonly text06_notEndsWith?: string | undefined;
  /** `number06` equals the value (`null`: has no value). */
  readonly number06_eq?: number | null | undefined;
  /** `number06` differs from the value (`null`: has a value); also true where there is no value. */
  readonly number06_notEq?: number | null | undefined;
  /** `number06` `true`: has no value; `false`: has one. */
  readonly number06_isNull?: boolean | undefined;
  /** `number06` `true`: has a value; `false`: has none. */
  readonly number06_isNotNull?: boolean | undefined;
  /** `number06` is less than the value. */
  readonly number06_lt?: number | undefined;
  /** `number06` is at most the value. */
  readonly number06_lte?: number | undefined;
  /** `number06` is greater than the value. */
  readonly number06_gt?: number | undefined;
  /** `number06` is at least the value. */
  readonly number06_gte?: number | undefined;
  /** `number06` is one of the values. */
  readonly number06_in?: readonly number[] | undefined;
  /** `number06` is none of the values. */
  readonly number06_notIn?: readonly number[] | undefined;
  /** `date06` equals the value (`null`: has no value). */
  readonly date06_eq?: string | null | undefined;
  /** `date06` differs from the value (`null`: has a value); also true where there is no value. */
  readonly date06_notEq?: string | null | undefined;
  /** `date06` `true`: has no value; `false`: has one. */
  readonly date06_isNull?: boolean | undefined;
  /** `date06` `true`: has a value; `false`: has none. */
  readonly date06_isNotNull?: boolean | undefined;
  /** `date06` is less than the value. */
  readonly date06_lt?: string | undefined;
  /** `date06` is at most the value. */
  readonly date06_lte?: string | undefined;
  /** `date06` is greater than the value. */
  readonly date06_gt?: string | undefined;
  /** `date06` is at least the value. */
  readonly date06_gte?: string | undefined;
  /** `date06` is one of the values. */
  readonly date06_in?: readonly string[] | undefined;
  /** `date06` is none of the values. */
  readonly date06_notIn?: readonly string[] | undefined;
  /** `monthDay06` equals the value (`null`: has no value). */
  readonly monthDay06_eq?: string | null | undefined;
  /** `monthDay06` differs from the value (`null`: has a value); also true where there is no value. */
  readonly monthDay06_notEq?: string | null | undefined;
  /** `monthDay06` `true`: has no value; `false`: has one. */
  readonly monthDay06_isNull?: boolean | undefined;
  /** `monthDay06` `true`: has a value; `false`: has none. */
  readonly monthDay06_isNotNull?: boolean | undefined;
  /** `monthDay06` is less than the value. */
  readonly monthDay06_lt?: string | undefined;
  /** `monthDay06` is at most the value. */
  readonly monthDay06_lte?: string | undefined;
  /** `monthDay06` is greater than the value. */
  readonly monthDay06_gt?: string | undefined;
  /** `monthDay06` is at least the value. */
  readonly monthDay06_gte?: string | undefined;
  /** `monthDay06` is one of the values. */
  readonly monthDay06_in?: readonly string[] | undefined;
  /** `monthDay06` is none of the values. */
  readonly monthDay06_notIn?: readonly string[] | undefined;
  /** `dateTime06` equals the value (`null`: has no value). */
  readonly dateTime06_eq?: string | Date | null | undefined;
  /** `dateTime06` differs from the value (`null`: has a value); also true where there is no value. */
  readonly dateTime06_notEq?: string | Date | null | undefined;
  /** `dateTime06` `true`: has no value; `false`: has one. */
  readonly dateTime06_isNull?: boolean | undefined;
  /** `dateTime06` `true`: has a value; `false`: has none. */
  readonly dateTime06_isNotNull?: boolean | undefined;
  /** `dateTime06` is less than the value. */
  readonly dateTime06_lt?: string | Date | undefined;
  /** `dateTime06` is at most the value. */
  readonly dateTime06_lte?: string | Date | undefined;
  /** `dateTime06` is greater than the value. */
  readonly dateTime06_gt?: string | Date | undefined;
  /** `dateTime06` is at least the value. */
  readonly dateTime06_gte?: string | Date | undefined;
  /** `dateTime06` is one of the values. */
  readonly dateTime06_in?: readonly (string | Date)[] | undefined;
  /** `dateTime06` is none of the values. */
  readonly dateTime06_notIn?: readonly (string | Date)[] | undefined;
  /** `singleSelect06` equals the value (`null`: has no value). */
  readonly singleSelect06_eq?: PurchaseSingleSelect06Option | null | undefined;
  /** `singleSelect06` differs from the value (`null`: has a value); also true where there is no value. */
  readonly singleSelect06_notEq?: PurchaseSingleSelect06Option | null | undefined;
  /** `singleSelect06` `true`: has no value; `false`: has one. */
  readonly singleSelect06_isNull?: boolean | undefined;
  /** `singleSelect06` `true`: has a value; `false`: has none. */
  readonly singleSelect06_isNotNull?: boolean | undefined;
  /** `singleSelect06` is less than the value. */
  readonly singleSelect06_lt?: PurchaseSingleSelect06Option | undefined;
  /** `singleSelect06` is at most the value. */
  readonly singleSelect06_lte?: PurchaseSingleSelect06Option | undefined;
  /** `singleSelect06` is greater than the value. */
  readonly singleSelect06_gt?: PurchaseSingleSelect06Option | undefined;
  /** `singleSelect06` is at least the value. */
  readonly singleSelect06_gte?: PurchaseSingleSelect06Option | undefined;
  /** `singleSelect06` is one of the values. */
  readonly singleSelect06_in?: readonly PurchaseSingleSelect06Option[] | undefined;
  /** `singleSelect06` is none of the values. */
  readonly singleSelect06_notIn?: readonly PurchaseSingleSelect06Option[] | undefined;
  /** `multipleSelect06` `true`: has no value; `false`: has one. */
  readonly multipleSelect06_isNull?: boolean | undefined;
  /** `multipleSelect06` `true`: has a value; `false`: has none. */
  readonly multipleSelect06_isNotNull?: boolean | undefined;
  /** `multipleSelect06` has only options among the values chosen. */
  readonly multipleSelect06_in?: readonly PurchaseMultipleSelect06Option[] | undefined;
  /** `multipleSelect06` has an option outside the values chosen (or none). */
  readonly multipleSelect06_notIn?: readonly PurchaseMultipleSelect06Option[] | undefined;
  /** `multipleSelect06` has every one of the values chosen. */
  readonly multipleSelect06_containsEvery?: readonly PurchaseMultipleSelect06Option[] | undefined;
  /** `multipleSelect06` has at least one of the values chosen. */
  readonly multipleSelect06_containsSome?: readonly PurchaseMultipleSelect06Option[] | undefined;
  /** `text07` equals the value (`null`: has no value). */
  readonly text07_eq?: string | null | undefined;
  /** `text07` differs from the value (`null`: has a value); also true where there is no value. */
  readonly text07_notEq?: string | null | undefined;
  /** `text07` `true`: has no value; `false`: has one. */
  readonly text07_isNull?: boolean | undefined;
  /** `text07` `true`: has a value; `false`: has none. */
  readonly text07_isNotNull?: boolean | undefined;
  /** `text07` is less than the value. */
  readonly text07_lt?: string | undefined;
  /** `text07` is at most the value. */
  readonly text07_lte?: string | undefined;
  /** `text07` is greater than the value. */
  readonly text07_gt?: string | undefined;
  /** `text07` is at least the value. */
  readonly text07_gte?: string | undefined;
  /** `text07` is one of the values. */
  readonly text07_in?: readonly string[] | undefined;
  /** `text07` is none of the values. */
  readonly text07_notIn?: readonly string[] | undefined;
  /** `text07` contains the text. */
  readonly text07_contains?: string | undefined;
  /** `text07` does not contain the text. */
  readonly text07_notContains?: string | undefined;
  /** `text07` starts with the text. */
  readonly text07_startsWith?: string | undefined;
  /** `text07` does not start with the text. */
  readonly text07_notStartsWith?: string | undefined;
  /** `text07` ends with the text. */
  readonly text07_endsWith?: string | undefined;
  /** `text07` does not end with the text. */
  readonly text07_notEndsWith?: string | undefined;
  /** `number07` equals the value (`null`: has no value). */
  readonly number07_eq?: number | null | undefined;
  /** `number07` differs from the value (`null`: has a value); also true where there is no value. */
  readonly number07_notEq?: number | null | undefined;
  /** `number07` `true`: has no value; `false`: has one. */
  readonly number07_isNull?: boolean | undefined;
  /** `number07` `true`: has a value; `false`: has none. */
  readonly number07_isNotNull?: boolean | undefined;
  /** `number07` is less than the value. */
  readonly number07_lt?: number | undefined;
  /** `number07` is at most the value. */
  readonly number07_lte?: number | undefined;
  /** `number07` is greater than the value. */
  readonly number07_gt?: number | undefined;
  /** `number07` is at least the value. */
  readonly number07_gte?: number | undefined;
  /** `number07` is one of the values. */
  readonly number07_in?: readonly number[] | undefined;
  /** `number07` is none of the values. */
  readonly number07_notIn?: readonly number[] | undefined;
  /** `date07` equals the value (`null`: has no value). */
  readonly date07_eq?: string | null | undefined;
  /** `date07` differs from the value (`null`: has a value); also true where there is no value. */
  readonly date07_notEq?: string | null | undefined;
  /** `date07` `true`: has no value; `false`: has one. */
  readonly date07_isNull?: boolean | undefined;
  /** `date07` `true`: has a value; `false`: has none. */
  readonly date07_isNotNull?: boolean | undefined;
  /** `date07` is less than the value. */
  readonly date07_lt?: string | undefined;
  /** `date07` is at most the value. */
  readonly date07_lte?: string | undefined;
  /** `date07` is greater than the value. */
  readonly date07_gt?: string | undefined;
  /** `date07` is at least the value. */
  readonly date07_gte?: string | undefined;
  /** `date07` is one of the values. */
  readonly date07_in?: readonly string[] | undefined;
  /** `date07` is none of the values. */
  readonly date07_notIn?: readonly string[] | undefined;
  /** `monthDay07` equals the value (`null`: has no value). */
  readonly monthDay07_eq?: string | null | undefined;
  /** `monthDay07` differs from the value (`null`: has a value); also true where there is no value. */
  readonly monthDay07_notEq?: string | null | undefined;
  /** `monthDay07` `true`: has no value; `false`: has one. */
  readonly monthDay07_isNull?: boolean | undefined;
  /** `monthDay07` `true`: has a value; `false`: has none. */
  readonly monthDay07_isNotNull?: boolean | undefined;
  /** `monthDay07` is less than the value. */
  readonly monthDay07_lt?: string | undefined;
  /** `monthDay07` is at most the value. */
  readonly monthDay07_lte?: string | undefined;
  /** `monthDay07` is greater than the value. */
  readonly monthDay07_gt?: string | undefined;
  /** `monthDay07` is at least the value. */
  readonly monthDay07_gte?: string | undefined;
  /** `monthDay07` is one of the values. */
  readonly monthDay07_in?: readonly string[] | undefined;
  /** `monthDay07` is none of the values. */
  readonly monthDay07_notIn?: readonly string[] | undefined;
  /** `dateTime07` equals the value (`null`: has no value). */
  readonly dateTime07_eq?: string | Date | null | undefined;
  /** `dateTime07` differs from the value (`null`: has a value); also true where there is no value. */
  readonly dateTime07_notEq?: string | Date | null | undefined;
  /** `dateTime07` `true`: has no value; `false`: has one. */
  readonly dateTime07_isNull?: boolean | undefined;
  /** `dateTime07` `true`: has a value; `false`: has none. */
  readonly dateTime07_isNotNull?: boolean | undefined;
  /** `dateTime07` is less than the value. */
  readonly dateTime07_lt?: string | Date | undefined;
  /** `dateTime07` is at most the value. */
  readonly dateTime07_lte?: string | Date | undefined;
  /** `dateTime07` is greater than the value. */
  readonly dateTime07_gt?: string | Date | undefined;
  /** `dateTime07` is at least the value. */
  readonly dateTime07_gte?: string | Date | undefined;
  /** `dateTime07` is one of the values. */
  readonly dateTime07_in?: readonly (string | Date)[] | undefined;
  /** `dateTime07` is none of the values. */
  readonly dateTime07_notIn?: readonly (string | Date)[] | undefined;
  /** `singleSelect07` equals the value (`null`: has no value). */
  readonly singleSelect07_eq?: PurchaseSingleSelect07Option | null | undefined;
  /** `singleSelect07` differs from the value (`null`: has a value); also true where there is no value. */
  readonly singleSelect07_notEq?: PurchaseSingleSelect07Option | null | undefined;
  /** `singleSelect07` `true`: has no value; `false`: has one. */
  readonly singleSelect07_isNull?: boolean | undefined;
  /** `singleSelect07` `true`: has a value; `false`: has none. */
  readonly singleSelect07_isNotNull?: boolean | undefined;
  /** `singleSelect07` is less than the value. */
  readonly singleSelect07_lt?: PurchaseSingleSelect07Option | undefined;
  /** `singleSelect07` is at most the value. */
  readonly singleSelect07_lte?: PurchaseSingleSelect07Option | undefined;
  /** `singleSelect07` is greater than the value. */
  readonly singleSelect07_gt?: PurchaseSingleSelect07Option | undefined;
  /** `singleSelect07` is at least the value. */
  readonly singleSelect07_gte?: PurchaseSingleSelect07Option | undefined;
  /** `singleSelect07` is one of the values. */
  readonly singleSelect07_in?: readonly PurchaseSingleSelect07Option[] | undefined;
  /** `singleSelect07` is none of the values. */
  readonly singleSelect07_notIn?: readonly PurchaseSingleSelect07Option[] | undefined;
  /** `multipleSelect07` `true`: has no value; `false`: has one. */
  readonly multipleSelect07_isNull?: boolean | undefined;
  /** `multipleSelect07` `true`: has a value; `false`: has none. */
  readonly multipleSelect07_isNotNull?: boolean | undefined;
  /** `multipleSelect07` has only options among the values chosen. */
  readonly multipleSelect07_in?: readonly PurchaseMultipleSelect07Option[] | undefined;
  /** `multipleSelect07` has an option outside the values chosen (or none). */
  readonly multipleSelect07_notIn?: readonly PurchaseMultipleSelect07Option[] | undefined;
  /** `multipleSelect07` has every one of the values chosen. */
  readonly multipleSelect07_containsEvery?: readonly PurchaseMultipleSelect07Option[] | undefined;
  /** `multipleSelect07` has at least one of the values chosen. */
  readonly multipleSelect07_containsSome?: readonly PurchaseMultipleSelect07Option[] | undefined;
  /** `text08` equals the value (`null`: has no value). */
  readonly text08_eq?: string | null | undefined;
  /** `text08` differs from the value (`null`: has a value); also true where there is no value. */
  readonly text08_notEq?: string | null | undefined;
  /** `text08` `true`: has no value; `false`: has one. */
  readonly text08_isNull?: boolean | undefined;
  /** `text08` `true`: has a value; `false`: has none. */
  readonly text08_isNotNull?: boolean | undefined;
  /** `text08` is less than the value. */
  readonly text08_lt?: string | undefined;
  /** `text08` is at most the value. */
  readonly text08_lte?: string | undefined;
  /** `text08` is greater than the value. */
  readonly text08_gt?: string | undefined;
  /** `text08` is at least the value. */
  readonly text08_gte?: string | undefined;
  /** `text08` is one of the values. */
  readonly text08_in?: readonly string[] | undefined;
  /** `text08` is none of the values. */
  readonly text08_notIn?: readonly string[] | undefined;
  /** `text08` contains the text. */
  readonly text08_contains?: string | undefined;
  /** `text08` does not contain the text. */
  readonly text08_notContains?: string | undefined;
  /** `text08` starts with the text. */
  readonly text08_startsWith?: string | undefined;
  /** `text08` does not start with the text. */
  readonly text08_notStartsWith?: string | undefined;
  /** `text08` ends with the text. */
  readonly text08_endsWith?: string | undefined;
  /** `text08` does not end with the text. */
  readonly text08_notEndsWith?: string | undefined;
  /** `number08` equals the value (`null`: has no value). */
  readonly number08_eq?: number | null | undefined;
  /** `number08` differs from the value (`null`: has a value); also true where there is no value. */
  readonly number08_notEq?: number | null | undefined;
  /** `number08` `true`: has no value; `false`: has one. */
  readonly number08_isNull?: boolean | undefined;
  /** `number08` `true`: has a value; `false`: has none. */
  readonly number08_isNotNull?: boolean | undefined;
  /** `number08` is less than the value. */
  readonly number08_lt?: number | undefined;
  /** `number08` is at most the value. */
  readonly number08_lte?: number | undefined;
  /** `number08` is greater than the value. */
  readonly number08_gt?: number | undefined;
  /** `number08` is at least the value. */
  readonly number08_gte?: number | undefined;
  /** `number08` is one of the values. */
  readonly number08_in?: readonly number[] | undefined;
  /** `number08` is none of the values. */
  readonly number08_notIn?: readonly number[] | undefined;
  /** `date08` equals the value (`null`: has no value). */
  readonly date08_eq?: string | null | undefined;
  /** `date08` differs from the value (`null`: has a value); also true where there is no value. */
  readonly date08_notEq?: string | null | undefined;
  /** `date08` `true`: has no value; `false`: has one. */
  readonly date08_isNull?: boolean | undefined;
  /** `date08` `true`: has a value; `false`: has none. */
  readonly date08_isNotNull?: boolean | undefined;
  /** `date08` is less than the value. */
  readonly date08_lt?: string | undefined;
  /** `date08` is at most the value. */
  readonly date08_lte?: string | undefined;
  /** `date08` is greater than the value. */
  readonly date08_gt?: string | undefined;
  /** `date08` is at least the value. */
  readonly date08_gte?: string | undefined;
  /** `date08` is one of the values. */
  readonly date08_in?: readonly string[] | undefined;
  /** `date08` is none of the values. */
  readonly date08_notIn?: readonly string[] | undefined;
  /** `monthDay08` equals the value (`null`: has no value). */
  readonly monthDay08_eq?: string | null | undefined;
  /** `monthDay08` differs from the value (`null`: has a value); also true where there is no value. */
  readonly monthDay08_notEq?: string | null | undefined;
  /** `monthDay08` `true`: has no value; `false`: has one. */
  readonly monthDay08_isNull?: boolean | undefined;
  /** `monthDay08` `true`: has a value; `false`: has none. */
  readonly monthDay08_isNotNull?: boolean | undefined;
  /** `monthDay08` is less than the value. */
  readonly monthDay08_lt?: string | undefined;
  /** `monthDay08` is at most the value. */
  readonly monthDay08_lte?: string | undefined;
  /** `monthDay08` is greater than the value. */
  readonly monthDay08_gt?: string | undefined;
  /** `monthDay08` is at least the value. */
  readonly monthDay08_gte?: string | undefined;
  /** `monthDay08` is one of the values. */
  readonly monthDay08_in?: readonly string[] | undefined;
  /** `monthDay08` is none of the values. */
  readonly monthDay08_notIn?: readonly string[] | undefined;
  /** `dateTime08` equals the value (`null`: has no value). */
  readonly dateTime08_eq?: string | Date | null | undefined;
  /** `dateTime08` differs from the value (`null`: has a value); also true where there is no value. */
  readonly dateTime08_notEq?: string | Date | null | undefined;
  /** `dateTime08` `true`: has no value; `false`: has one. */
  readonly dateTime08_isNull?: boolean | undefined;
  /** `dateTime08` `true`: has a value; `false`: has none. */
  readonly dateTime08_isNotNull?: boolean | undefined;
  /** `dateTime08` is less than the value. */
  readonly dateTime08_lt?: string | Date | undefined;
  /** `dateTime08` is at most the value. */
  readonly dateTime08_lte?: string | Date | undefined;
  /** `dateTime08` is greater than the value. */
  readonly dateTime08_gt?: string | Date | undefined;
  /** `dateTime08` is at least the value. */
  readonly dateTime08_gte?: string | Date | undefined;
  /** `dateTime08` is one of the values. */
  readonly dateTime08_in?: readonly (string | Date)[] | undefined;
  /** `dateTime08` is none of the values. */
  readonly dateTime08_notIn?: readonly (string | Date)[] | undefined;
  /** `singleSelect08` equals the value (`null`: has no value). */
  readonly singleSelect08_eq?: PurchaseSingleSelect08Option | null | undefined;
  /** `singleSelect08` differs from the value (`null`: has a value); also true where there is no value. */
  readonly singleSelect08_notEq?: PurchaseSingleSelect08Option | null | undefined;
  /** `singleSelect08` `true`: has no value; `false`: has one. */
  readonly singleSelect08_isNull?: boolean | undefined;
  /** `singleSelect08` `true`: has a value; `false`: has none. */
  readonly singleSelect08_isNotNull?: boolean | undefined;
  /** `singleSelect08` is less than the value. */
  readonly singleSelect08_lt?: PurchaseSingleSelect08Option | undefined;
  /** `singleSelect08` is at most the value. */
  readonly singleSelect08_lte?: PurchaseSingleSelect08Option | undefined;
  /** `singleSelect08` is greater than the value. */
  readonly singleSelect08_gt?: PurchaseSingleSelect08Option | undefined;
  /** `singleSelect08` is at least the value. */
  readonly singleSelect08_gte?: PurchaseSingleSelect08Option | undefined;
  /** `singleSelect08` is one of the values. */
  readonly singleSelect08_in?: readonly PurchaseSingleSelect08Option[] | undefined;
  /** `singleSelect08` is none of the values. */
  readonly singleSelect08_notIn?: readonly PurchaseSingleSelect08Option[] | undefined;
  /** `multipleSelect08` `true`: has no value; `false`: has one. */
  readonly multipleSelect08_isNull?: boolean | undefined;
  /** `multipleSelect08` `true`: has a value; `false`: has none. */
  readonly multipleSelect08_isNotNull?: boolean | undefined;
  /** `multipleSelect08` has only options among the values chosen. */
  readonly multipleSelect08_in?: readonly PurchaseMultipleSelect08Option[] | undefined;
  /** `multipleSelect08` has an option outside the values chosen (or none). */
  readonly multipleSelect08_notIn?: readonly PurchaseMultipleSelect08Option[] | undefined;
  /** `multipleSelect08` has every one of the values chosen. */
  readonly multipleSelect08_containsEvery?: readonly PurchaseMultipleSelect08Option[] | undefined;
  /** `multipleSelect08` has at least one of the values chosen. */
  readonly multipleSelect08_containsSome?: readonly PurchaseMultipleSelect08Option[] | undefined;
  /** `text09` equals the value (`null`: has no value). */
  readonly text09_eq?: string | null | undefined;
  /** `text09` differs from the value (`null`: has a value); also true where there is no value. */
  readonly text09_notEq?: string | null | undefined;
  /** `text09` `true`: has no value; `false`: has one. */
  readonly text09_isNull?: boolean | undefined;
  /** `text09` `true`: has a value; `false`: has none. */
  readonly text09_isNotNull?: boolean | undefined;
  /** `text09` is less than the value. */
  readonly text09_lt?: string | undefined;
  /** `text09` is at most the value. */
  readonly text09_lte?: string | undefined;
  /** `text09` is greater than the value. */
  readonly text09_gt?: string | undefined;
  /** `text09` is at least the value. */
  readonly text09_gte?: string | undefined;
  /** `text09` is one of the values. */
  readonly text09_in?: readonly string[] | undefined;
  /** `text09` is none of the values. */
  readonly text09_notIn?: readonly string[] | undefined;
  /** `text09` contains the text. */
  readonly text09_contains?: string | undefined;
  /** `text09` does not contain the text. */
  readonly text09_notContains?: string | undefined;
  /** `text09` starts with the text. */
  readonly text09_startsWith?: string | undefined;
  /** `text09` does not start with the text. */
  readonly text09_notStartsWith?: string | undefined;
  /** `text09` ends with the text. */
  readonly text09_endsWith?: string | undefined;
  /** `text09` does not end with the text. */
  readonly text09_notEndsWith?: string | undefined;
  /** `number09` equals the value (`null`: has no value). */
  readonly number09_eq?: number | null | undefined;
  /** `number09` differs from the value (`null`: has a value); also true where there is no value. */
  readonly number09_notEq?: number | null | undefined;
  /** `number09` `true`: has no value; `false`: has one. */
  readonly number09_isNull?: boolean | undefined;
  /** `number09` `true`: has a value; `false`: has none. */
  readonly number09_isNotNull?: boolean | undefined;
  /** `number09` is less than the value. */
  readonly number09_lt?: number | undefined;
  /** `number09` is at most the value. */
  readonly number09_lte?: number | undefined;
  /** `number09` is greater than the value. */
  readonly number09_gt?: number | undefined;
  /** `number09` is at least the value. */
  readonly number09_gte?: number | undefined;
  /** `number09` is one of the values. */
  readonly number09_in?: readonly number[] | undefined;
  /** `number09` is none of the values. */
  readonly number09_notIn?: readonly number[] | undefined;
  /** `date09` equals the value (`null`: has no value). */
  readonly date09_eq?: string | null | undefined;
  /** `date09` differs from the value (`null`: has a value); also true where there is no value. */
  readonly date09_notEq?: string | null | undefined;
  /** `date09` `true`: has no value; `false`: has one. */
  readonly date09_isNull?: boolean | undefined;
  /** `date09` `true`: has a value; `false`: has none. */
  readonly date09_isNotNull?: boolean | undefined;
  /** `date09` is less than the value. */
  readonly date09_lt?: string | undefined;
  /** `date09` is at most the value. */
  readonly date09_lte?: string | undefined;
  /** `date09` is greater than the value. */
  readonly date09_gt?: string | undefined;
  /** `date09` is at least the value. */
  readonly date09_gte?: string | undefined;
  /** `date09` is one of the values. */
  readonly date09_in?: readonly string[] | undefined;
  /** `date09` is none of the values. */
  readonly date09_notIn?: readonly string[] | undefined;
  /** `monthDay09` equals the value (`null`: has no value). */
  readonly monthDay09_eq?: string | null | undefined;
  /** `monthDay09` differs from the value (`null`: has a value); also true where there is no value. */
  readonly monthDay09_notEq?: string | null | undefined;
  /** `monthDay09` `true`: has no value; `false`: has one. */
  readonly monthDay09_isNull?: boolean | undefined;
  /** `monthDay09` `true`: has a value; `false`: has none. */
  readonly monthDay09_isNotNull?: boolean | undefined;
  /** `monthDay09` is less than the value. */
  readonly monthDay09_lt?: string | undefined;
  /** `monthDay09` is at most the value. */
  readonly monthDay09_lte?: string | undefined;
  /** `monthDay09` is greater than the value. */
  readonly monthDay09_gt?: string | undefined;
  /** `monthDay09` is at least the value. */
  readonly monthDay09_gte?: string | undefined;
  /** `monthDay09` is one of the values. */
  readonly monthDay09_in?: readonly string[] | undefined;
  /** `monthDay09` is none of the values. */
  readonly monthDay09_notIn?: readonly string[] | undefined;
  /** `dateTime09` equals the value (`null`: has no value). */
  readonly dateTime09_eq?: string | Date | null | undefined;
  /** `dateTime09` differs from the value (`null`: has a value); also true where there is no value. */
  readonly dateTime09_notEq?: string | Date | null | undefined;
  /** `dateTime09` `true`: has no value; `false`: has one. */
  readonly dateTime09_isNull?: boolean | undefined;
  /** `dateTime09` `true`: has a value; `false`: has none. */
  readonly dateTime09_isNotNull?: boolean | undefined;
  /** `dateTime09` is less than the value. */
  readonly dateTime09_lt?: string | Date | undefined;
  /** `dateTime09` is at most the value. */
  readonly dateTime09_lte?: string | Date | undefined;
  /** `dateTime09` is greater than the value. */
  readonly dateTime09_gt?: string | Date | undefined;
  /** `dateTime09` is at least the value. */
  readonly dateTime09_gte?: string | Date | undefined;
  /** `dateTime09` is one of the values. */
  readonly dateTime09_in?: readonly (string | Date)[] | undefined;
  /** `dateTime09` is none of the values. */
  readonly dateTime09_notIn?: readonly (string | Date)[] | undefined;
  /** `singleSelect09` equals the value (`null`: has no value). */
  readonly singleSelect09_eq?: PurchaseSingleSelect09Option | null | undefined;
  /** `singleSelect09` differs from the value (`null`: has a value); also true where there is no value. */
  readonly singleSelect09_notEq?: PurchaseSingleSelect09Option | null | undefined;
  /** `singleSelect09` `true`: has no value; `false`: has one. */
  readonly singleSelect09_isNull?: boolean | undefined;
  /** `singleSelect09` `true`: has a value; `false`: has none. */
  readonly singleSelect09_isNotNull?: boolean | undefined;
  /** `singleSelect09` is less than the value. */
  readonly singleSelect09_lt?: PurchaseSingleSelect09Option | undefined;
  /** `singleSelect09` is at most the value. */
  readonly singleSelect09_lte?: PurchaseSingleSelect09Option | undefined;
  /** `singleSelect09` is greater than the value. */
  readonly singleSelect09_gt?: PurchaseSingleSelect09Option | undefined;
  /** `singleSelect09` is at least the value. */
  readonly singleSelect09_gte?: PurchaseSingleSelect09Option | undefined;
  /** `singleSelect09` is one of the values. */
  readonly singleSelect09_in?: readonly PurchaseSingleSelect09Option[] | undefined;
  /** `singleSelect09` is none of the values. */
  readonly singleSelect09_notIn?: readonly PurchaseSingleSelect09Option[] | undefined;
  /** `multipleSelect09` `true`: has no value; `false`: has one. */
  readonly multipleSelect09_isNull?: boolean | undefined;
  /** `multipleSelect09` `true`: has a value; `false`: has none. */
  readonly multipleSelect09_isNotNull?: boolean | undefined;
  /** `multipleSelect09` has only options among the values chosen. */
  readonly multipleSelect09_in?: readonly PurchaseMultipleSelect09Option[] | undefined;
  /** `multipleSelect09` has an option outside the values chosen (or none). */
  readonly multipleSelect09_notIn?: readonly PurchaseMultipleSelect09Option[] | undefined;
  /** `multipleSelect09` has every one of the values chosen. */
  readonly multipleSelect09_containsEvery?: readonly PurchaseMultipleSelect09Option[] | undefined;
  /** `multipleSelect09` has at least one of the values chosen. */
  readonly multipleSelect09_containsSome?: readonly PurchaseMultipleSelect09Option[] | undefined;
  /** `text10` equals the value (`null`: has no value). */
  readonly text10_eq?: string | null | undefined;
  /** `text10` differs from the value (`null`: has a value); also true where there is no value. */
  readonly text10_notEq?: string | null | undefined;
  /** `text10` `true`: has no value; `false`: has one. */
  readonly text10_isNull?: boolean | undefined;
  /** `text10` `true`: has a value; `false`: has none. */
  readonly text10_isNotNull?: boolean | undefined;
  /** `text10` is less than the value. */
  readonly text10_lt?: string | undefined;
  /** `text10` is at most the value. */
  readonly text10_lte?: string | undefined;
  /** `text10` is greater than the value. */
  readonly text10_gt?: string | undefined;
  /** `text10` is at least the value. */
  readonly text10_gte?: string | undefined;
  /** `text10` is one of the values. */
  readonly text10_in?: readonly string[] | undefined;
  /** `text10` is none of the values. */
  readonly text10_notIn?: readonly string[] | undefined;
  /** `text10` contains the text. */
  readonly text10_contains?: string | undefined;
  /** `text10` does not contain the text. */
  readonly text10_notContains?: string | undefined;
  /** `text10` starts with the text. */
  readonly text10_startsWith?: string | undefined;
  /** `text10` does not start with the text. */
  readonly text10_notStartsWith?: string | undefined;
  /** `text10` ends with the text. */
  readonly text10_endsWith?: string | undefined;
  /** `text10` does not end with the text. */
  readonly text10_notEndsWith?: string | undefined;
  /** `number10` equals the value (`null`: has no value). */
  readonly number10_eq?: number | null | undefined;
  /** `number10` differs from the value (`null`: has a value); also true where there is no value. */
  readonly number10_notEq?: number | null | undefined;
  /** `number10` `true`: has no value; `false`: has one. */
  readonly number10_isNull?: boolean | undefined;
  /** `number10` `true`: has a value; `false`: has none. */
  readonly number10_isNotNull?: boolean | undefined;
  /** `number10` is less than the value. */
  readonly number10_lt?: number | undefined;
  /** `number10` is at most the value. */
  readonly number10_lte?: number | undefined;
  /** `number10` is greater than the value. */
  readonly number10_gt?: number | undefined;
  /** `number10` is at least the value. */
  readonly number10_gte?: number | undefined;
  /** `number10` is one of the values. */
  readonly number10_in?: readonly number[] | undefined;
  /** `number10` is none of the values. */
  readonly number10_notIn?: readonly number[] | undefined;
  /** `date10` equals the value (`null`: has no value). */
  readonly date10_eq?: string | null | undefined;
  /** `date10` differs from the value (`null`: has a value); also true where there is no value. */
  readonly date10_notEq?: string | null | undefined;
  /** `date10` `true`: has no value; `false`: has one. */
  readonly date10_isNull?: boolean | undefined;
  /** `date10` `true`: has a value; `false`: has none. */
  readonly date10_isNotNull?: boolean | undefined;
  /** `date10` is less than the value. */
  readonly date10_lt?: string | undefined;
  /** `date10` is at most the value. */
  readonly date10_lte?: string | undefined;
  /** `date10` is greater than the value. */
  readonly date10_gt?: string | undefined;
  /** `date10` is at least the value. */
  readonly date10_gte?: string | undefined;
  /** `date10` is one of the values. */
  readonly date10_in?: readonly string[] | undefined;
  /** `date10` is none of the values. */
  readonly date10_notIn?: readonly string[] | undefined;
  /** `monthDay10` equals the value (`null`: has no value). */
  readonly monthDay10_eq?: string | null | undefined;
  /** `monthDay10` differs from the value (`null`: has a value); also true where there is no value. */
  readonly monthDay10_notEq?: string | null | undefined;
  /** `monthDay10` `true`: has no value; `false`: has one. */
  readonly monthDay10_isNull?: boolean | undefined;
  /** `monthDay10` `true`: has a value; `false`: has none. */
  readonly monthDay10_isNotNull?: boolean | undefined;
  /** `monthDay10` is less than the value. */
  readonly monthDay10_lt?: string | undefined;
  /** `monthDay10` is at most the value. */
  readonly monthDay10_lte?: string | undefined;
  /** `monthDay10` is greater than the value. */
  readonly monthDay10_gt?: string | undefined;
  /** `monthDay10` is at least the value. */
  readonly monthDay10_gte?: string | undefined;
  /** `monthDay10` is one of the values. */
  readonly monthDay10_in?: readonly string[] | undefined;
  /** `monthDay10` is none of the values. */
  readonly monthDay10_notIn?: readonly string[] | undefined;
  /** `dateTime10` equals the value (`null`: has no value). */
  readonly dateTime10_eq?: string | Date | null | undefined;
  /** `dateTime10` differs from the value (`null`: has a value); also true where there is no value. */
  readonly dateTime10_notEq?: string | Date | null | undefined;
  /** `dateTime10` `true`: has no value; `false`: has one. */
  readonly dateTime10_isNull?: boolean | undefined;
  /** `dateTime10` `true`: has a value; `false`: has none. */
  readonly dateTime10_isNotNull?: boolean | undefined;
  /** `dateTime10` is less than the value. */
  readonly dateTime10_lt?: string | Date | undefined;
  /** `dateTime10` is at most the value. */
  readonly dateTime10_lte?: string | Date | undefined;
  /** `dateTime10` is greater than the value. */
  readonly dateTime10_gt?: string | Date | undefined;
  /** `dateTime10` is at least the value. */
  readonly dateTime10_gte?: string | Date | undefined;
  /** `dateTime10` is one of the values. */
  readonly dateTime10_in?: readonly (string | Date)[] | undefined;
  /** `dateTime10` is none of the values. */
  readonly dateTime10_notIn?: readonly (string | Date)[] | undefined;
  /** `singleSelect10` equals the value (`null`: has no value). */
  readonly singleSelect10_eq?: PurchaseSingleSelect10Option | null | undefined;
  /** `singleSelect10` differs from the value (`null`: has a value); also true where there is no value. */
  readonly singleSelect10_notEq?: PurchaseSingleSelect10Option | null | undefined;
  /** `singleSelect10` `true`: has no value; `false`: has one. */
  readonly singleSelect10_isNull?: boolean | undefined;
  /** `singleSelect10` `true`: has a value; `false`: has none. */
  readonly singleSelect10_isNotNull?: boolean | undefined;
  /** `singleSelect10` is less than the value. */
  readonly singleSelect10_lt?: PurchaseSingleSelect10Option | undefined;
  /** `singleSelect10` is at most the value. */
  readonly singleSelect10_lte?: PurchaseSingleSelect10Option | undefined;
  /** `singleSelect10` is greater than the value. */
  readonly singleSelect10_gt?: PurchaseSingleSelect10Option | undefined;
  /** `singleSelect10` is at least the value. */
  readonly singleSelect10_gte?: PurchaseSingleSelect10Option | undefined;
  /** `singleSelect10` is one of the values. */
  readonly singleSelect10_in?: readonly PurchaseSingleSelect10Option[] | undefined;
  /** `singleSelect10` is none of the values. */
  readonly singleSelect10_notIn?: readonly PurchaseSingleSelect10Option[] | undefined;
  /** `multipleSelect10` `true`: has no value; `false`: has one. */
  readonly multipleSelect10_isNull?: boolean | undefined;
  /** `multipleSelect10` `true`: has a value; `false`: has none. */
  readonly multipleSelect10_isNotNull?: boolean | undefined;
  /** `multipleSelect10` has only options among the values chosen. */
  readonly multipleSelect10_in?: readonly PurchaseMultipleSelect10Option[] | undefined;
  /** `multipleSelect10` has an option outside the values chosen (or none). */
  readonly multipleSelect10_notIn?: readonly PurchaseMultipleSelect10Option[] | undefined;
  /** `multipleSelect10` has every one of the values chosen. */
  readonly multipleSelect10_containsEvery?: readonly PurchaseMultipleSelect10Option[] | undefined;
  /** `multipleSelect10` has at least one of the values chosen. */
  readonly multipleSelect10_containsSome?: readonly PurchaseMultipleSelect10Option[] | undefined;
  /** `text11` equals the value (`null`: has no value). */
  readonly text11_eq?: string | null | undefined;
  /** `text11` differs from the value (`null`: has a value); also true where there is no value. */
  readonly text11_notEq?: string | null | undefined;
  /** `text11` `true`: has no value; `false`: has one. */
  readonly text11_isNull?: boolean | undefined;
  /** `text11` `true`: has a value; `false`: has none. */
  readonly text11_isNotNull?: boolean | undefined;
  /** `text11` is less than the value. */
  readonly text11_lt?: string | undefined;
  /** `text11` is at most the value. */
  readonly text11_lte?: string | undefined;
  /** `text11` is greater than the value. */
  readonly text11_gt?: string | undefined;
  /** `text11` is at least the value. */
  readonly text11_gte?: string | undefined;
  /** `text11` is one of the values. */
  readonly text11_in?: readonly string[] | undefined;
  /** `text11` is none of the values. */
  readonly text11_notIn?: readonly string[] | undefined;
  /** `text11` contains the text. */
  readonly text11_contains?: string | undefined;
  /** `text11` does not contain the text. */
  readonly text11_notContains?: string | undefined;
  /** `text11` starts with the text. */
  readonly text11_startsWith?: string | undefined;
  /** `text11` does not start with the text. */
  readonly text11_notStartsWith?: string | undefined;
  /** `text11` ends with the text. */
  readonly text11_endsWith?: string | undefined;
  /** `text11` does not end with the text. */
  readonly text11_notEndsWith?: string | undefined;
  /** `number11` equals the value (`null`: has no value). */
  readonly number11_eq?: number | null | undefined;
  /** `number11` differs from the value (`null`: has a value); also true where there is no value. */
  readonly number11_notEq?: number | null | undefined;
  /** `number11` `true`: has no value; `false`: has one. */
  readonly number11_isNull?: boolean | undefined;
  /** `number11` `true`: has a value; `false`: has none. */
  readonly number11_isNotNull?: boolean | undefined;
  /** `number11` is less than the value. */
  readonly number11_lt?: number | undefined;
  /** `number11` is at most the value. */
  readonly number11_lte?: number | undefined;
  /** `number11` is greater than the value. */
  readonly number11_gt?: number | undefined;
  /** `number11` is at least the value. */
  readonly number11_gte?: number | undefined;
  /** `number11` is one of the values. */
  readonly number11_in?: readonly number[] | undefined;
  /** `number11` is none of the values. */
  readonly number11_notIn?: readonly number[] | undefined;
  /** `date11` equals the value (`null`: has no value). */
  readonly date11_eq?: string | null | undefined;
  /** `date11` differs from the value (`null`: has a value); also true where there is no value. */
  readonly date11_notEq?: string | null | undefined;
  /** `date11` `true`: has no value; `false`: has one. */
  readonly date11_isNull?: boolean | undefined;
  /** `date11` `true`: has a value; `false`: has none. */
  readonly date11_isNotNull?: boolean | undefined;
  /** `date11` is less than the value. */
  readonly date11_lt?: string | undefined;
  /** `date11` is at most the value. */
  readonly date11_lte?: string | undefined;
  /** `date11` is greater than the value. */
  readonly date11_gt?: string | undefined;
  /** `date11` is at least the value. */
  readonly date11_gte?: string | undefined;
  /** `date11` is one of the values. */
  readonly date11_in?: readonly string[] | undefined;
  /** `date11` is none of the values. */
  readonly date11_notIn?: readonly string[] | undefined;
  /** `monthDay11` equals the value (`null`: has no value). */
  readonly monthDay11_eq?: string | null | undefined;
  /** `monthDay11` differs from the value (`null`: has a value); also true where there is no value. */
  readonly monthDay11_notEq?: string | null | undefined;
  /** `monthDay11` `true`: has no value; `false`: has one. */
  readonly monthDay11_isNull?: boolean | undefined;
  /** `monthDay11` `true`: has a value; `false`: has none. */
  readonly monthDay11_isNotNull?: boolean | undefined;
  /** `monthDay11` is less than the value. */
  readonly monthDay11_lt?: string | undefined;
  /** `monthDay11` is at most the value. */
  readonly monthDay11_lte?: string | undefined;
  /** `monthDay11` is greater than the value. */
  readonly monthDay11_gt?: string | undefined;
  /** `monthDay11` is at least the value. */
  readonly monthDay11_gte?: string | undefined;
  /** `monthDay11` is one of the values. */
  readonly monthDay11_in?: readonly string[] | undefined;
  /** `monthDay11` is none of the values. */
  readonly monthDay11_notIn?: readonly string[] | undefined;
  /** `dateTime11` equals the value (`null`: has no value). */
  readonly dateTime11_eq?: string | Date | null | undefined;
  /** `dateTime11` differs from the value (`null`: has a value); also true where there is no value. */
  readonly dateTime11_notEq?: string | Date | null | undefined;
  /** `dateTime11` `true`: has no value; `false`: has one. */
  readonly dateTime11_isNull?: boolean | undefined;
  /** `dateTime11` `true`: has a value; `false`: has none. */
  readonly dateTime11_isNotNull?: boolean | undefined;
  /** `dateTime11` is less than the value. */
  readonly dateTime11_lt?: string | Date | undefined;
  /** `dateTime11` is at most the value. */
  readonly dateTime11_lte?: string | Date | undefined;
  /** `dateTime11` is greater than the value. */
  readonly dateTime11_gt?: string | Date | undefined;
  /** `dateTime11` is at least the value. */
  readonly dateTime11_gte?: string | Date | undefined;
  /** `dateTime11` is one of the values. */
  readonly dateTime11_in?: readonly (string | Date)[] | undefined;
  /** `dateTime11` is none of the values. */
  readonly dateTime11_notIn?: readonly (string | Date)[] | undefined;
  /** `singleSelect11` equals the value (`null`: has no value). */
  readonly singleSelect11_eq?: PurchaseSingleSelect11Option | null | undefined;
  /** `singleSelect11` differs from the value (`null`: has a value); also true where there is no value. */
  readonly singleSelect11_notEq?: PurchaseSingleSelect11Option | null | undefined;
  /** `singleSelect11` `true`: has no value; `false`: has one. */
  readonly singleSelect11_isNull?: boolean | undefined;
  /** `singleSelect11` `true`: has a value; `false`: has none. */
  readonly singleSelect11_isNotNull?: boolean | undefined;
  /** `singleSelect11` is less than the value. */
  readonly singleSelect11_lt?: PurchaseSingleSelect11Option | undefined;
  /** `singleSelect11` is at most the value. */
  readonly singleSelect11_lte?: PurchaseSingleSelect11Option | undefined;
  /** `singleSelect11` is greater than the value. */
  readonly singleSelect11_gt?: PurchaseSingleSelect11Option | undefined;
  /** `singleSelect11` is at least the value. */
  readonly singleSelect11_gte?: PurchaseSingleSelect11Option | undefined;
  /** `singleSelect11` is one of the values. */
  readonly singleSelect11_in?: readonly PurchaseSingleSelect11Option[] | undefined;
  /** `singleSelect11` is none of the values. */
  readonly singleSelect11_notIn?: readonly PurchaseSingleSelect11Option[] | undefined;
  /** Every one of these filters holds (1 to 10). */
  readonly AND?: readonly PurchaseFilter[] | undefined;
  /** At least one of these filters holds (1 to 10). */
  readonly OR?: readonly PurchaseFilter[] | undefined;
}

/** A sort key: `{property}` or `{property}_asc` (ascending), `{property}_desc`, of a property whose type allows `lt`/`gt`. */
export type PurchaseOrderKey = 'id' | 'id_asc' | 'id_desc' | 'customer' | 'customer_asc' | 'customer_desc' | 'updated' | 'updated_asc' | 'updated_desc' | 'registered' | 'registered_asc' | 'registered_desc' | 'text01' | 'text01_asc' | 'text01_desc' | 'number01' | 'number01_asc' | 'number01_desc' | 'date01' | 'date01_asc' | 'date01_desc' | 'monthDay01' | 'monthDay01_asc' | 'monthDay01_desc' | 'dateTime01' | 'dateTime01_asc' | 'dateTime01_desc' | 'singleSelect01' | 'singleSelect01_asc' | 'singleSelect01_desc' | 'text02' | 'text02_asc' | 'text02_desc' | 'number02' | 'number02_asc' | 'number02_desc' | 'date02' | 'date02_asc' | 'date02_desc' | 'monthDay02' | 'monthDay02_asc' | 'monthDay02_desc' | 'dateTime02' | 'dateTime02_asc' | 'dateTime02_desc' | 'singleSelect02' | 'singleSelect02_asc' | 'singleSelect02_desc' | 'text03' | 'text03_asc' | 'text03_desc' | 'number03' | 'number03_asc' | 'number03_desc' | 'date03' | 'date03_asc' | 'date03_desc' | 'monthDay03' | 'monthDay03_asc' | 'monthDay03_desc' | 'dateTime03' | 'dateTime03_asc' | 'dateTime03_desc' | 'singleSelect03' | 'singleSelect03_asc' | 'singleSelect03_desc' | 'text04' | 'text04_asc' | 'text04_desc' | 'number04' | 'number04_asc' | 'number04_desc' | 'date04' | 'date04_asc' | 'date04_desc' | 'monthDay04' | 'monthDay04_asc' | 'monthDay04_desc' | 'dateTime04' | 'dateTime04_asc' | 'dateTime04_desc' | 'singleSelect04' | 'singleSelect04_asc' | 'singleSelect04_desc' | 'text05' | 'text05_asc' | 'text05_desc' | 'number05' | 'number05_asc' | 'number05_desc' | 'date05' | 'date05_asc' | 'date05_desc' | 'monthDay05' | 'monthDay05_asc' | 'monthDay05_desc' | 'dateTime05' | 'dateTime05_asc' | 'dateTime05_desc' | 'singleSelect05' | 'singleSelect05_asc' | 'singleSelect05_desc' | 'text06' | 'text06_asc' | 'text06_desc' | 'number06' | 'number06_asc' | 'number06_desc' | 'date06' | 'date06_asc' | 'date06_desc' | 'monthDay06' | 'monthDay06_asc' | 'monthDay06_desc' | 'dateTime06' | 'dateTime06_asc' | 'dateTime06_desc' | 'singleSelect06' | 'singleSelect06_asc' | 'singleSelect06_desc' | 'text07' | 'text07_asc' | 'text07_desc' | 'number07' | 'number07_asc' | 'number07_desc' | 'date07' | 'date07_asc' | 'date07_desc' | 'monthDay07' | 'monthDay07_asc' | 'monthDay07_desc' | 'dateTime07' | 'dateTime07_asc' | 'dateTime07_desc' | 'singleSelect07' | 'singleSelect07_asc' | 'singleSelect07_desc' | 'text08' | 'text08_asc' | 'text08_desc' | 'number08' | 'number08_asc' | 'number08_desc' | 'date08' | 'date08_asc' | 'date08_desc' | 'monthDay08' | 'monthDay08_asc' | 'monthDay08_desc' | 'dateTime08' | 'dateTime08_asc' | 'dateTime08_desc' | 'singleSelect08' | 'singleSelect08_asc' | 'singleSelect08_desc' | 'text09' | 'text09_asc' | 'text09_desc' | 'number09' | 'number09_asc' | 'number09_desc' | 'date09' | 'date09_asc' | 'date09_desc' | 'monthDay09' | 'monthDay09_asc' | 'monthDay09_desc' | 'dateTime09' | 'dateTime09_asc' | 'dateTime09_desc' | 'singleSelect09' | 'singleSelect09_asc' | 'singleSelect09_desc' | 'text10' | 'text10_asc' | 'text10_desc' | 'number10' | 'number10_asc' | 'number10_desc' | 'date10' | 'date10_asc' | 'date10_desc' | 'monthDay10' | 'monthDay10_asc' | 'monthDay10_desc' | 'dateTime10' | 'dateTime10_asc' | 'dateTime10_desc' | 'singleSelect10' | 'singleSelect10_asc' | 'singleSelect10_desc' | 'text11' | 'text11_asc' | 'text11_desc' | 'number11' | 'number11_asc' | 'number11_desc' | 'date11' | 'date11_asc' | 'date11_desc' | 'monthDay11' | 'monthDay11_asc' | 'monthDay11_desc' | 'dateTime11' | 'dateTime11_asc' | 'dateTime11_desc' | 'singleSelect11' | 'singleSelect11_asc' | 'singleSelect11_desc';

/** At most two sort keys, the first deciding first; records equal on both, and every query without an order, come in id order. */
export type PurchaseOrder = readonly [] | readonly [PurchaseOrderKey] | readonly [PurchaseOrderKey, PurchaseOrderKey];

/** What `query`, `pages` and `queryAll` of `purchase` take. */
export interface PurchaseQuery {
  /** Which records: the filter (all records when left out). */
  readonly filter?: PurchaseFilter | undefined;
  /** Sort keys (at most two). */
  readonly order?: PurchaseOrder | undefined;
  /** Records per page: 1 to 100, default 100 (the page size of `pages` and `queryAll`). */
  readonly limit?: number | undefined;
  /** Matching records to skip first: at least 0, default 0. */
  readonly offset?: number | undefined;
}

/** What `count` of `purchase` takes. */
export interface PurchaseCountQuery {
  /** Which records: the filter (all records when left out). */
  readonly filter?: PurchaseFilter | undefined;
}

/** One page of `query` of `purchase`. */
export interface PurchaseQueryResult {
  /** `hasMore`: more records match after this page. */
  readonly metadata: { readonly hasMore: boolean };
  readonly items: readonly PurchaseRecord[];
}

/** A passwordHash property: what `authenticate` checks a password against. */
export type PurchasePasswordProperty = 'passwordHash01' | 'passwordHash02' | 'passwordHash03' | 'passwordHash04' | 'passwordHash05' | 'passwordHash06' | 'passwordHash07' | 'passwordHash08' | 'passwordHash09' | 'passwordHash10';

/** What `authenticate` of `purchase` takes. */
export interface PurchaseAuthenticateBody {
  /** The passwordHash property to check against. */
  readonly propertyName: PurchasePasswordProperty;
  /** The password to check. */
  readonly value: string;
}

/** The answer of `authenticate` of `purchase`. */
export interface PurchaseAuthenticateResult {
  /** `authenticated` when the password matches; another value (such as `failed`) when not. */
  readonly result: string;
}

/**
 * The records of API definition `purchase` (database `purchases`, historyDb): `db.purchase` of the records client.
 *
 * Every method takes `options` last (`signal`, `timeoutMs`, `retry`, …) and fails with an `SdkError`; values that break a rule of `purchase` are refused before sending with a `RequestValidationError` naming the rule and the key.
 */
export interface PurchaseRecords {
  /**
   * Registers a record and answers it with the id the service gave it. Not retried unless `retryUnsafe: true`: a create repeated after a lost answer registers a second record.
   *
   * `POST /purchase/records` (`createPurchase`; `db:record:execute`).
   */
  create(body: PurchaseCreate, options?: CallOptions): Promise<PurchaseRecord>;
  /**
   * One record by its id (`NotFoundError` when there is none).
   *
   * `GET /purchase/records/{id}` (`getPurchase`; `db:record:execute` or `db:record:read`).
   */
  get(id: Int64Input, options?: CallOptions): Promise<PurchaseRecord>;
  /**
   * Changes the properties in the body (`null` clears one) and answers the record. With `fields`, only those are written, and each must be in the body. Retried like a read: it sets values, so repeating it leaves the same record.
   *
   * `PATCH /purchase/records/{id}` (`patchPurchase`; `db:record:execute`).
   */
  patch<F extends PurchaseField = never>(id: Int64Input, body: WithFields<PurchasePatch, NoInfer<F>>, options?: PatchOptions<F>): Promise<PurchaseRecord>;
  /**
   * Deletes one record; the answer says what was deleted.
   *
   * `DELETE /purchase/records/{id}` (`deletePurchase`; `db:record:execute`).
   */
  delete(id: Int64Input, options?: CallOptions): Promise<DeleteResult>;
  /**
   * One page of matching records (`limit` 1 to 100, `offset`); `metadata.hasMore` says whether more follow. The filter, order and paging are checked before sending.
   *
   * `POST /purchase/query` (`queryPurchase`; `db:record:execute` or `db:record:read`).
   */
  query(query?: PurchaseQuery, options?: CallOptions): Promise<PurchaseQueryResult>;
  /**
   * How many records match the filter.
   *
   * `POST /purchase/count` (`countPurchase`; `db:record:execute` or `db:record:read`).
   */
  count(query?: PurchaseCountQuery, options?: CallOptions): Promise<number>;
  /** `for await` over every page of matching records: from `offset` (default 0), `limit` (default 100) at a time, until the service says no more match. */
  pages(query?: PurchaseQuery, options?: CallOptions): AsyncIterable<RecordsPage<PurchaseRecord>>;
  /** `for await` over every matching record, page by page. Records added or deleted while it runs may shift the pages: sort by a property that does not change (the default, id order) for a stable walk. */
  queryAll(query?: PurchaseQuery, options?: CallOptions): AsyncIterable<PurchaseRecord>;
  /** Creates many records, `concurrency` (default 32) at a time, paced by the shared rate limit; resolves with one outcome per record: `succeeded`, `failed` (not created), `unknown` (may have been created: check before sending it again) or `skipped`. */
  bulkCreate(records: Iterable<PurchaseCreate> | AsyncIterable<PurchaseCreate>, options?: BulkOptions): Promise<BulkResult<PurchaseRecord>>;
  /** Patches many records, like `bulkCreate`: one outcome per update, in input order. */
  bulkPatch(updates: Iterable<BulkPatch<PurchasePatch, PurchaseField>> | AsyncIterable<BulkPatch<PurchasePatch, PurchaseField>>, options?: BulkOptions): Promise<BulkResult<PurchaseRecord>>;
  /**
   * Checks a password against a passwordHash property of the record: `result` is `authenticated` when it matches.
   *
   * `POST /purchase/records/{id}/authenticate` (`authenticatePurchase`; `db:record:execute` or `db:record:read`).
   */
  authenticate(id: Int64Input, body: PurchaseAuthenticateBody, options?: CallOptions): Promise<PurchaseAuthenticateResult>;
}

/** What the runtime builds the `purchase` namespace from: its operations, and what a request may do with each property. */
export const purchaseDefinition = defineRecords({
  name: 'purchase',
  idParameter: 'id',
  operations: {
    create: {
      id: 'createPurchase',
      method: 'post',
      path: '/purchase/records',
      scopes: ['db:record:execute'],
      request: 'json',
      requestMediaType: 'application/json',
      response: 'json',
      retry: 'unsafe',
    },
    query: {
      id: 'queryPurchase',
      method: 'post',
      path: '/purchase/query',
      scopes: ['db:record:execute', 'db:record:read'],
      request: 'json',
      requestMediaType: 'application/json',
      response: 'json',
      retry: 'safe',
    },
    count: {
      id: 'countPurchase',
      method: 'post',
      path: '/purchase/count',
      scopes: ['db:record:execute', 'db:record:read'],
      request: 'json',
      requestMediaType: 'application/json',
      response: 'json',
      retry: 'safe',
    },
    get: {
      id: 'getPurchase',
      method: 'get',
      path: '/purchase/records/{id}',
      scopes: ['db:record:execute', 'db:record:read'],
      request: 'none',
      response: 'json',
      retry: 'safe',
      pathParams: { id: { 'type': 'integer', minimum: 1 } },
    },
    patch: {
      id: 'patchPurchase',
      method: 'patch',
      path: '/purchase/records/{id}',
      scopes: ['db:record:execute'],
      request: 'json',
      requestMediaType: 'application/json',
      response: 'json',
      retry: 'safe',
      pathParams: { id: { 'type': 'integer', minimum: 1 } },
    },
    delete: {
      id: 'deletePurchase',
      method: 'delete',
      path: '/purchase/records/{id}',
      scopes: ['db:record:execute'],
      request: 'none',
      response: 'json',
      retry: 'safe',
      pathParams: { id: { 'type': 'integer', minimum: 1 } },
    },
    authenticate: {
      id: 'authenticatePurchase',
      method: 'post',
      path: '/purchase/records/{id}/authenticate',
      scopes: ['db:record:execute', 'db:record:read'],
      request: 'json',
      requestMediaType: 'application/json',
      response: 'json',
      retry: 'safe',
      pathParams: { id: { 'type': 'integer', minimum: 1 } },
    },
  },
  properties: {
    id: { filter: 'eq notEq lt lte gt gte in notIn', readOnly: true, int64: true },
    customer: { filter: 'eq notEq lt lte gt gte in notIn', int64: true },
    updated: { filter: 'eq notEq lt lte gt gte in notIn', readOnly: true },
    registered: { filter: 'eq notEq lt lte gt gte in notIn', readOnly: true },
    text01: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn contains notContains startsWith notStartsWith endsWith notEndsWith' },
    number01: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    date01: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    monthDay01: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    dateTime01: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    singleSelect01: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    multipleSelect01: { filter: 'isNull isNotNull in notIn containsEvery containsSome' },
    password01: { filter: '', writeOnly: true },
    passwordHash01: { filter: '', writeOnly: true, passwordHash: true },
    text02: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn contains notContains startsWith notStartsWith endsWith notEndsWith' },
    number02: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    date02: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    monthDay02: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    dateTime02: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    singleSelect02: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    multipleSelect02: { filter: 'isNull isNotNull in notIn containsEvery containsSome' },
    password02: { filter: '', writeOnly: true },
    passwordHash02: { filter: '', writeOnly: true, passwordHash: true },
    text03: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn contains notContains startsWith notStartsWith endsWith notEndsWith' },
    number03: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    date03: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    monthDay03: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    dateTime03: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    singleSelect03: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    multipleSelect03: { filter: 'isNull isNotNull in notIn containsEvery containsSome' },
    password03: { filter: '', writeOnly: true },
    passwordHash03: { filter: '', writeOnly: true, passwordHash: true },
    text04: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn contains notContains startsWith notStartsWith endsWith notEndsWith' },
    number04: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    date04: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    monthDay04: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    dateTime04: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    singleSelect04: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    multipleSelect04: { filter: 'isNull isNotNull in notIn containsEvery containsSome' },
    password04: { filter: '', writeOnly: true },
    passwordHash04: { filter: '', writeOnly: true, passwordHash: true },
    text05: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn contains notContains startsWith notStartsWith endsWith notEndsWith' },
    number05: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    date05: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    monthDay05: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    dateTime05: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    singleSelect05: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    multipleSelect05: { filter: 'isNull isNotNull in notIn containsEvery containsSome' },
    password05: { filter: '', writeOnly: true },
    passwordHash05: { filter: '', writeOnly: true, passwordHash: true },
    text06: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn contains notContains startsWith notStartsWith endsWith notEndsWith' },
    number06: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    date06: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    monthDay06: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    dateTime06: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    singleSelect06: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    multipleSelect06: { filter: 'isNull isNotNull in notIn containsEvery containsSome' },
    password06: { filter: '', writeOnly: true },
    passwordHash06: { filter: '', writeOnly: true, passwordHash: true },
    text07: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn contains notContains startsWith notStartsWith endsWith notEndsWith' },
    number07: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    date07: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    monthDay07: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    dateTime07: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    singleSelect07: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    multipleSelect07: { filter: 'isNull isNotNull in notIn containsEvery containsSome' },
    password07: { filter: '', writeOnly: true },
    passwordHash07: { filter: '', writeOnly: true, passwordHash: true },
    text08: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn contains notContains startsWith notStartsWith endsWith notEndsWith' },
    number08: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    date08: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    monthDay08: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    dateTime08: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    singleSelect08: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    multipleSelect08: { filter: 'isNull isNotNull in notIn containsEvery containsSome' },
    password08: { filter: '', writeOnly: true },
    passwordHash08: { filter: '', writeOnly: true, passwordHash: true },
    text09: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn contains notContains startsWith notStartsWith endsWith notEndsWith' },
    number09: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    date09: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    monthDay09: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    dateTime09: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    singleSelect09: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    multipleSelect09: { filter: 'isNull isNotNull in notIn containsEvery containsSome' },
    password09: { filter: '', writeOnly: true },
    passwordHash09: { filter: '', writeOnly: true, passwordHash: true },
    text10: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn contains notContains startsWith notStartsWith endsWith notEndsWith' },
    number10: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    date10: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    monthDay10: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    dateTime10: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    singleSelect10: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    multipleSelect10: { filter: 'isNull isNotNull in notIn containsEvery containsSome' },
    password10: { filter: '', writeOnly: true },
    passwordHash10: { filter: '', writeOnly: true, passwordHash: true },
    text11: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn contains notContains startsWith notStartsWith endsWith notEndsWith' },
    number11: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    date11: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    monthDay11: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    dateTime11: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
    singleSelect11: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn' },
  },
  order: ['id', 'id_asc', 'id_desc', 'customer', 'customer_asc', 'customer_desc', 'updated', 'updated_asc', 'updated_desc', 'registered', 'registered_asc', 'registered_desc', 'text01', 'text01_asc', 'text01_desc', 'number01', 'number01_asc', 'number01_desc', 'date01', 'date01_asc', 'date01_desc', 'monthDay01', 'monthDay01_asc', 'monthDay01_desc', 'dateTime01', 'dateTime01_asc', 'dateTime01_desc', 'singleSelect01', 'singleSelect01_asc', 'singleSelect01_desc', 'text02', 'text02_asc', 'text02_desc', 'number02', 'number02_asc', 'number02_desc', 'date02', 'date02_asc', 'date02_desc', 'monthDay02', 'monthDay02_asc', 'monthDay02_desc', 'dateTime02', 'dateTime02_asc', 'dateTime02_desc', 'singleSelect02', 'singleSelect02_asc', 'singleSelect02_desc', 'text03', 'text03_asc', 'text03_desc', 'number03', 'number03_asc', 'number03_desc', 'date03', 'date03_asc', 'date03_desc', 'monthDay03', 'monthDay03_asc', 'monthDay03_desc', 'dateTime03', 'dateTime03_asc', 'dateTime03_desc', 'singleSelect03', 'singleSelect03_asc', 'singleSelect03_desc', 'text04', 'text04_asc', 'text04_desc', 'number04', 'number04_asc', 'number04_desc', 'date04', 'date04_asc', 'date04_desc', 'monthDay04', 'monthDay04_asc', 'monthDay04_desc', 'dateTime04', 'dateTime04_asc', 'dateTime04_desc', 'singleSelect04', 'singleSelect04_asc', 'singleSelect04_desc', 'text05', 'text05_asc', 'text05_desc', 'number05', 'number05_asc', 'number05_desc', 'date05', 'date05_asc', 'date05_desc', 'monthDay05', 'monthDay05_asc', 'monthDay05_desc', 'dateTime05', 'dateTime05_asc', 'dateTime05_desc', 'singleSelect05', 'singleSelect05_asc', 'singleSelect05_desc', 'text06', 'text06_asc', 'text06_desc', 'number06', 'number06_asc', 'number06_desc', 'date06', 'date06_asc', 'date06_desc', 'monthDay06', 'monthDay06_asc', 'monthDay06_desc', 'dateTime06', 'dateTime06_asc', 'dateTime06_desc', 'singleSelect06', 'singleSelect06_asc', 'singleSelect06_desc', 'text07', 'text07_asc', 'text07_desc', 'number07', 'number07_asc', 'number07_desc', 'date07', 'date07_asc', 'date07_desc', 'monthDay07', 'monthDay07_asc', 'monthDay07_desc', 'dateTime07', 'dateTime07_asc', 'dateTime07_desc', 'singleSelect07', 'singleSelect07_asc', 'singleSelect07_desc', 'text08', 'text08_asc', 'text08_desc', 'number08', 'number08_asc', 'number08_desc', 'date08', 'date08_asc', 'date08_desc', 'monthDay08', 'monthDay08_asc', 'monthDay08_desc', 'dateTime08', 'dateTime08_asc', 'dateTime08_desc', 'singleSelect08', 'singleSelect08_asc', 'singleSelect08_desc', 'text09', 'text09_asc', 'text09_desc', 'number09', 'number09_asc', 'number09_desc', 'date09', 'date09_asc', 'date09_desc', 'monthDay09', 'monthDay09_asc', 'monthDay09_desc', 'dateTime09', 'dateTime09_asc', 'dateTime09_desc', 'singleSelect09', 'singleSelect09_asc', 'singleSelect09_desc', 'text10', 'text10_asc', 'text10_desc', 'number10', 'number10_asc', 'number10_desc', 'date10', 'date10_asc', 'date10_desc', 'monthDay10', 'monthDay10_asc', 'monthDay10_desc', 'dateTime10', 'dateTime10_asc', 'dateTime10_desc', 'singleSelect10', 'singleSelect10_asc', 'singleSelect10_desc', 'text11', 'text11_asc', 'text11_desc', 'number11', 'number11_asc', 'number11_desc', 'date11', 'date11_asc', 'date11_desc', 'monthDay11', 'monthDay11_asc', 'monthDay11_desc', 'dateTime11', 'dateTime11_asc', 'dateTime11_desc', 'singleSelect11', 'singleSelect11_asc', 'singleSelect11_desc'],
});
