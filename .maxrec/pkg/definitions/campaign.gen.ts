// Generated from test/fixtures/max-account/out/openapi.json and test/fixtures/max-account/out/apidefinitions.json by the platform-sdk generator. Do not edit.

import type { CallOptions } from '@platform-sdk/runtime/internal';
import { defineRecords } from '@platform-sdk/runtime/records';
import type { BulkOptions, BulkPatch, BulkResult, DeleteResult, Int64Input, PatchOptions, RecordsDefinition, RecordsPage, SelectValue, WithFields } from '@platform-sdk/runtime/records';

/** The options of `campaign.mlRefusalFlags` (mlRefusalFlags): readable names for their values, with the labels. */
export const CampaignMlRefusalFlagsOption = Object.freeze({
  /** Newsletter */
  newsletter: 1,
  /** Campaigns */
  campaigns: 2,
  /** Other (takes `extraText`) */
  other: 3,
} as const);

/** An option value of `mlRefusalFlags`: `1` Newsletter, `2` Campaigns, `3` Other. */
export type CampaignMlRefusalFlagsOption = 1 | 2 | 3;

/** The options of `campaign.singleSelect01` (singleSelect): readable names for their values, with the labels. */
export const CampaignSingleSelect01Option = Object.freeze({
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
export type CampaignSingleSelect01Option = 1 | 2 | 3 | 4;

/** The options of `campaign.multipleSelect01` (multipleSelect): readable names for their values, with the labels. */
export const CampaignMultipleSelect01Option = Object.freeze({
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
export type CampaignMultipleSelect01Option = 1 | 2 | 3 | 4 | 5 | 6;

/** The options of `campaign.singleSelect02` (singleSelect): readable names for their values, with the labels. */
export const CampaignSingleSelect02Option = Object.freeze({
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
export type CampaignSingleSelect02Option = 1 | 2 | 3 | 4;

/** The options of `campaign.multipleSelect02` (multipleSelect): readable names for their values, with the labels. */
export const CampaignMultipleSelect02Option = Object.freeze({
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
export type CampaignMultipleSelect02Option = 1 | 2 | 3 | 4 | 5 | 6;

/** The options of `campaign.singleSelect03` (singleSelect): readable names for their values, with the labels. */
export const CampaignSingleSelect03Option = Object.freeze({
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
export type CampaignSingleSelect03Option = 1 | 2 | 3 | 4;

/** The options of `campaign.multipleSelect03` (multipleSelect): readable names for their values, with the labels. */
export const CampaignMultipleSelect03Option = Object.freeze({
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
export type CampaignMultipleSelect03Option = 1 | 2 | 3 | 4 | 5 | 6;

/** The options of `campaign.singleSelect04` (singleSelect): readable names for their values, with the labels. */
export const CampaignSingleSelect04Option = Object.freeze({
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
export type CampaignSingleSelect04Option = 1 | 2 | 3 | 4;

/** The options of `campaign.multipleSelect04` (multipleSelect): readable names for their values, with the labels. */
export const CampaignMultipleSelect04Option = Object.freeze({
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
export type CampaignMultipleSelect04Option = 1 | 2 | 3 | 4 | 5 | 6;

/** The options of `campaign.singleSelect05` (singleSelect): readable names for their values, with the labels. */
export const CampaignSingleSelect05Option = Object.freeze({
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
export type CampaignSingleSelect05Option = 1 | 2 | 3 | 4;

/** The options of `campaign.multipleSelect05` (multipleSelect): readable names for their values, with the labels. */
export const CampaignMultipleSelect05Option = Object.freeze({
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
export type CampaignMultipleSelect05Option = 1 | 2 | 3 | 4 | 5 | 6;

/** The options of `campaign.singleSelect06` (singleSelect): readable names for their values, with the labels. */
export const CampaignSingleSelect06Option = Object.freeze({
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
export type CampaignSingleSelect06Option = 1 | 2 | 3 | 4;

/** The options of `campaign.multipleSelect06` (multipleSelect): readable names for their values, with the labels. */
export const CampaignMultipleSelect06Option = Object.freeze({
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
export type CampaignMultipleSelect06Option = 1 | 2 | 3 | 4 | 5 | 6;

/** The options of `campaign.singleSelect07` (singleSelect): readable names for their values, with the labels. */
export const CampaignSingleSelect07Option = Object.freeze({
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
export type CampaignSingleSelect07Option = 1 | 2 | 3 | 4;

/** The options of `campaign.multipleSelect07` (multipleSelect): readable names for their values, with the labels. */
export const CampaignMultipleSelect07Option = Object.freeze({
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
export type CampaignMultipleSelect07Option = 1 | 2 | 3 | 4 | 5 | 6;

/** The options of `campaign.singleSelect08` (singleSelect): readable names for their values, with the labels. */
export const CampaignSingleSelect08Option = Object.freeze({
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
export type CampaignSingleSelect08Option = 1 | 2 | 3 | 4;

/** The options of `campaign.multipleSelect08` (multipleSelect): readable names for their values, with the labels. */
export const CampaignMultipleSelect08Option = Object.freeze({
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
export type CampaignMultipleSelect08Option = 1 | 2 | 3 | 4 | 5 | 6;

/** The options of `campaign.singleSelect09` (singleSelect): readable names for their values, with the labels. */
export const CampaignSingleSelect09Option = Object.freeze({
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
export type CampaignSingleSelect09Option = 1 | 2 | 3 | 4;

/** The options of `campaign.multipleSelect09` (multipleSelect): readable names for their values, with the labels. */
export const CampaignMultipleSelect09Option = Object.freeze({
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
export type CampaignMultipleSelect09Option = 1 | 2 | 3 | 4 | 5 | 6;

/** The options of `campaign.singleSelect10` (singleSelect): readable names for their values, with the labels. */
export const CampaignSingleSelect10Option = Object.freeze({
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
export type CampaignSingleSelect10Option = 1 | 2 | 3 | 4;

/** The options of `campaign.multipleSelect10` (multipleSelect): readable names for their values, with the labels. */
export const CampaignMultipleSelect10Option = Object.freeze({
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
export type CampaignMultipleSelect10Option = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * A record of API definition `campaign` (database `_customer`, customerDb), as the service answers it: every property but the write-only ones, `null` where unset. Ids are decimal strings (up to 2^63-1).
 *
 * Records of API definition campaign (database _customer).
 */
export interface CampaignRecord {
  /**
   * Item _platformId (platformId). Set by the service.
   *
   * Item type `platformId`, database item `_platformId`.
   *
   * An integer up to 2^63-1 (a platform or history id). Records carry it as a decimal string, because a JS number holds integers exactly only up to 2^53; give it as a string, a bigint or a number up to 2^53. It is sent as a JSON number with every digit.
   *
   * Set by the service: a create or patch body may not give it.
   */
  readonly id: string;
  /**
   * Item _mailAddress (mailAddress).
   *
   * Item type `mailAddress`, database item `_mailAddress`.
   *
   * A mail address.
   */
  readonly mailAddress: string | null;
  /**
   * Item _mobileMailAddress (mobileMailAddress).
   *
   * Item type `mobileMailAddress`, database item `_mobileMailAddress`.
   *
   * A mail address.
   */
  readonly mobileMailAddress: string | null;
  /**
   * Item _updatedDate (updatedDate). Set by the service.
   *
   * Item type `updatedDate`, database item `_updatedDate`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`).
   *
   * Set by the service: a create or patch body may not give it.
   */
  readonly updatedDate: string | null;
  /**
   * Item _registeredDate (registeredDate). Set by the service.
   *
   * Item type `registeredDate`, database item `_registeredDate`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`).
   *
   * Set by the service: a create or patch body may not give it.
   */
  readonly registeredDate: string | null;
  /**
   * Item _mailRefusalFlag (mailRefusalFlag).
   *
   * Item type `mailRefusalFlag`, database item `_mailRefusalFlag`.
   */
  readonly mailRefusalFlag: boolean | null;
  /**
   * Item _mailAddressErrorCount (mailAddressErrorCount).
   *
   * Item type `mailAddressErrorCount`, database item `_mailAddressErrorCount`.
   */
  readonly mailAddressErrorCount: number | null;
  /**
   * Item _mobileMailAddressErrorCount (mobileMailAddressErrorCount).
   *
   * Item type `mobileMailAddressErrorCount`, database item `_mobileMailAddressErrorCount`.
   */
  readonly mobileMailAddressErrorCount: number | null;
  /**
   * Item _mlRefusalFlags (mlRefusalFlags).
   *
   * Item type `mlRefusalFlags`, database item `_mlRefusalFlags`.
   *
   * Options (`CampaignMlRefusalFlagsOption`):
   * - `1` Newsletter (`CampaignMlRefusalFlagsOption.newsletter`)
   * - `2` Campaigns (`CampaignMlRefusalFlagsOption.campaigns`)
   * - `3` Other (`CampaignMlRefusalFlagsOption.other`), takes `extraText`
   */
  readonly mlRefusalFlags: readonly SelectValue<CampaignMlRefusalFlagsOption>[] | null;
  /**
   * Item campaign_text01 (text).
   *
   * Item type `text`, database item `campaign_text01`.
   */
  readonly text01: string | null;
  /**
   * Item campaign_number01 (number).
   *
   * Item type `number`, database item `campaign_number01`.
   */
  readonly number01: number | null;
  /**
   * Item campaign_date01 (date).
   *
   * Item type `date`, database item `campaign_date01`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date01: string | null;
  /**
   * Item campaign_monthDay01 (monthDay).
   *
   * Item type `monthDay`, database item `campaign_monthDay01`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay01: string | null;
  /**
   * Item campaign_dateTime01 (dateTime).
   *
   * Item type `dateTime`, database item `campaign_dateTime01`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`).
   */
  readonly dateTime01: string | null;
  /**
   * Item campaign_singleSelect01 (singleSelect).
   *
   * Item type `singleSelect`, database item `campaign_singleSelect01`.
   *
   * Options (`CampaignSingleSelect01Option`):
   * - `1` Option 1 (`CampaignSingleSelect01Option.option1`)
   * - `2` Option 2 (`CampaignSingleSelect01Option.option2`)
   * - `3` Option 3 (`CampaignSingleSelect01Option.option3`)
   * - `4` Option 4 (`CampaignSingleSelect01Option.option4`), takes `extraText`
   */
  readonly singleSelect01: readonly SelectValue<CampaignSingleSelect01Option>[] | null;
  /**
   * Item campaign_multipleSelect01 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `campaign_multipleSelect01`.
   *
   * Options (`CampaignMultipleSelect01Option`):
   * - `1` Option 1 (`CampaignMultipleSelect01Option.option1`)
   * - `2` Option 2 (`CampaignMultipleSelect01Option.option2`)
   * - `3` Option 3 (`CampaignMultipleSelect01Option.option3`)
   * - `4` Option 4 (`CampaignMultipleSelect01Option.option4`)
   * - `5` Option 5 (`CampaignMultipleSelect01Option.option5`)
   * - `6` Option 6 (`CampaignMultipleSelect01Option.option6`), takes `extraText`
   */
  readonly multipleSelect01: readonly SelectValue<CampaignMultipleSelect01Option>[] | null;
  /**
   * Item campaign_text02 (text).
   *
   * Item type `text`, database item `campaign_text02`.
   */
  readonly text02: string | null;
  /**
   * Item campaign_number02 (number).
   *
   * Item type `number`, database item `campaign_number02`.
   */
  readonly number02: number | null;
  /**
   * Item campaign_date02 (date).
   *
   * Item type `date`, database item `campaign_date02`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date02: string | null;
  /**
   * Item campaign_monthDay02 (monthDay).
   *
   * Item type `monthDay`, database item `campaign_monthDay02`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay02: string | null;
  /**
   * Item campaign_dateTime02 (dateTime).
   *
   * Item type `dateTime`, database item `campaign_dateTime02`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`).
   */
  readonly dateTime02: string | null;
  /**
   * Item campaign_singleSelect02 (singleSelect).
   *
   * Item type `singleSelect`, database item `campaign_singleSelect02`.
   *
   * Options (`CampaignSingleSelect02Option`):
   * - `1` Option 1 (`CampaignSingleSelect02Option.option1`)
   * - `2` Option 2 (`CampaignSingleSelect02Option.option2`)
   * - `3` Option 3 (`CampaignSingleSelect02Option.option3`)
   * - `4` Option 4 (`CampaignSingleSelect02Option.option4`), takes `extraText`
   */
  readonly singleSelect02: readonly SelectValue<CampaignSingleSelect02Option>[] | null;
  /**
   * Item campaign_multipleSelect02 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `campaign_multipleSelect02`.
   *
   * Options (`CampaignMultipleSelect02Option`):
   * - `1` Option 1 (`CampaignMultipleSelect02Option.option1`)
   * - `2` Option 2 (`CampaignMultipleSelect02Option.option2`)
   * - `3` Option 3 (`CampaignMultipleSelect02Option.option3`)
   * - `4` Option 4 (`CampaignMultipleSelect02Option.option4`)
   * - `5` Option 5 (`CampaignMultipleSelect02Option.option5`)
   * - `6` Option 6 (`CampaignMultipleSelect02Option.option6`), takes `extraText`
   */
  readonly multipleSelect02: readonly SelectValue<CampaignMultipleSelect02Option>[] | null;
  /**
   * Item campaign_text03 (text).
   *
   * Item type `text`, database item `campaign_text03`.
   */
  readonly text03: string | null;
  /**
   * Item campaign_number03 (number).
   *
   * Item type `number`, database item `campaign_number03`.
   */
  readonly number03: number | null;
  /**
   * Item campaign_date03 (date).
   *
   * Item type `date`, database item `campaign_date03`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date03: string | null;
  /**
   * Item campaign_monthDay03 (monthDay).
   *
   * Item type `monthDay`, database item `campaign_monthDay03`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay03: string | null;
  /**
   * Item campaign_dateTime03 (dateTime).
   *
   * Item type `dateTime`, database item `campaign_dateTime03`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`).
   */
  readonly dateTime03: string | null;
  /**
   * Item campaign_singleSelect03 (singleSelect).
   *
   * Item type `singleSelect`, database item `campaign_singleSelect03`.
   *
   * Options (`CampaignSingleSelect03Option`):
   * - `1` Option 1 (`CampaignSingleSelect03Option.option1`)
   * - `2` Option 2 (`CampaignSingleSelect03Option.option2`)
   * - `3` Option 3 (`CampaignSingleSelect03Option.option3`)
   * - `4` Option 4 (`CampaignSingleSelect03Option.option4`), takes `extraText`
   */
  readonly singleSelect03: readonly SelectValue<CampaignSingleSelect03Option>[] | null;
  /**
   * Item campaign_multipleSelect03 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `campaign_multipleSelect03`.
   *
   * Options (`CampaignMultipleSelect03Option`):
   * - `1` Option 1 (`CampaignMultipleSelect03Option.option1`)
   * - `2` Option 2 (`CampaignMultipleSelect03Option.option2`)
   * - `3` Option 3 (`CampaignMultipleSelect03Option.option3`)
   * - `4` Option 4 (`CampaignMultipleSelect03Option.option4`)
   * - `5` Option 5 (`CampaignMultipleSelect03Option.option5`)
   * - `6` Option 6 (`CampaignMultipleSelect03Option.option6`), takes `extraText`
   */
  readonly multipleSelect03: readonly SelectValue<CampaignMultipleSelect03Option>[] | null;
  /**
   * Item campaign_text04 (text).
   *
   * Item type `text`, database item `campaign_text04`.
   */
  readonly text04: string | null;
  /**
   * Item campaign_number04 (number).
   *
   * Item type `number`, database item `campaign_number04`.
   */
  readonly number04: number | null;
  /**
   * Item campaign_date04 (date).
   *
   * Item type `date`, database item `campaign_date04`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date04: string | null;
  /**
   * Item campaign_monthDay04 (monthDay).
   *
   * Item type `monthDay`, database item `campaign_monthDay04`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay04: string | null;
  /**
   * Item campaign_dateTime04 (dateTime).
   *
   * Item type `dateTime`, database item `campaign_dateTime04`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`).
   */
  readonly dateTime04: string | null;
  /**
   * Item campaign_singleSelect04 (singleSelect).
   *
   * Item type `singleSelect`, database item `campaign_singleSelect04`.
   *
   * Options (`CampaignSingleSelect04Option`):
   * - `1` Option 1 (`CampaignSingleSelect04Option.option1`)
   * - `2` Option 2 (`CampaignSingleSelect04Option.option2`)
   * - `3` Option 3 (`CampaignSingleSelect04Option.option3`)
   * - `4` Option 4 (`CampaignSingleSelect04Option.option4`), takes `extraText`
   */
  readonly singleSelect04: readonly SelectValue<CampaignSingleSelect04Option>[] | null;
  /**
   * Item campaign_multipleSelect04 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `campaign_multipleSelect04`.
   *
   * Options (`CampaignMultipleSelect04Option`):
   * - `1` Option 1 (`CampaignMultipleSelect04Option.option1`)
   * - `2` Option 2 (`CampaignMultipleSelect04Option.option2`)
   * - `3` Option 3 (`CampaignMultipleSelect04Option.option3`)
   * - `4` Option 4 (`CampaignMultipleSelect04Option.option4`)
   * - `5` Option 5 (`CampaignMultipleSelect04Option.option5`)
   * - `6` Option 6 (`CampaignMultipleSelect04Option.option6`), takes `extraText`
   */
  readonly multipleSelect04: readonly SelectValue<CampaignMultipleSelect04Option>[] | null;
  /**
   * Item campaign_text05 (text).
   *
   * Item type `text`, database item `campaign_text05`.
   */
  readonly text05: string | null;
  /**
   * Item campaign_number05 (number).
   *
   * Item type `number`, database item `campaign_number05`.
   */
  readonly number05: number | null;
  /**
   * Item campaign_date05 (date).
   *
   * Item type `date`, database item `campaign_date05`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date05: string | null;
  /**
   * Item campaign_monthDay05 (monthDay).
   *
   * Item type `monthDay`, database item `campaign_monthDay05`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay05: string | null;
  /**
   * Item campaign_dateTime05 (dateTime).
   *
   * Item type `dateTime`, database item `campaign_dateTime05`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`).
   */
  readonly dateTime05: string | null;
  /**
   * Item campaign_singleSelect05 (singleSelect).
   *
   * Item type `singleSelect`, database item `campaign_singleSelect05`.
   *
   * Options (`CampaignSingleSelect05Option`):
   * - `1` Option 1 (`CampaignSingleSelect05Option.option1`)
   * - `2` Option 2 (`CampaignSingleSelect05Option.option2`)
   * - `3` Option 3 (`CampaignSingleSelect05Option.option3`)
   * - `4` Option 4 (`CampaignSingleSelect05Option.option4`), takes `extraText`
   */
  readonly singleSelect05: readonly SelectValue<CampaignSingleSelect05Option>[] | null;
  /**
   * Item campaign_multipleSelect05 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `campaign_multipleSelect05`.
   *
   * Options (`CampaignMultipleSelect05Option`):
   * - `1` Option 1 (`CampaignMultipleSelect05Option.option1`)
   * - `2` Option 2 (`CampaignMultipleSelect05Option.option2`)
   * - `3` Option 3 (`CampaignMultipleSelect05Option.option3`)
   * - `4` Option 4 (`CampaignMultipleSelect05Option.option4`)
   * - `5` Option 5 (`CampaignMultipleSelect05Option.option5`)
   * - `6` Option 6 (`CampaignMultipleSelect05Option.option6`), takes `extraText`
   */
  readonly multipleSelect05: readonly SelectValue<CampaignMultipleSelect05Option>[] | null;
  /**
   * Item campaign_text06 (text).
   *
   * Item type `text`, database item `campaign_text06`.
   */
  readonly text06: string | null;
  /**
   * Item campaign_number06 (number).
   *
   * Item type `number`, database item `campaign_number06`.
   */
  readonly number06: number | null;
  /**
   * Item campaign_date06 (date).
   *
   * Item type `date`, database item `campaign_date06`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date06: string | null;
  /**
   * Item campaign_monthDay06 (monthDay).
   *
   * Item type `monthDay`, database item `campaign_monthDay06`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay06: string | null;
  /**
   * Item campaign_dateTime06 (dateTime).
   *
   * Item type `dateTime`, database item `campaign_dateTime06`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`).
   */
  readonly dateTime06: string | null;
  /**
   * Item campaign_singleSelect06 (singleSelect).
   *
   * Item type `singleSelect`, database item `campaign_singleSelect06`.
   *
   * Options (`CampaignSingleSelect06Option`):
   * - `1` Option 1 (`CampaignSingleSelect06Option.option1`)
   * - `2` Option 2 (`CampaignSingleSelect06Option.option2`)
   * - `3` Option 3 (`CampaignSingleSelect06Option.option3`)
   * - `4` Option 4 (`CampaignSingleSelect06Option.option4`), takes `extraText`
   */
  readonly singleSelect06: readonly SelectValue<CampaignSingleSelect06Option>[] | null;
  /**
   * Item campaign_multipleSelect06 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `campaign_multipleSelect06`.
   *
   * Options (`CampaignMultipleSelect06Option`):
   * - `1` Option 1 (`CampaignMultipleSelect06Option.option1`)
   * - `2` Option 2 (`CampaignMultipleSelect06Option.option2`)
   * - `3` Option 3 (`CampaignMultipleSelect06Option.option3`)
   * - `4` Option 4 (`CampaignMultipleSelect06Option.option4`)
   * - `5` Option 5 (`CampaignMultipleSelect06Option.option5`)
   * - `6` Option 6 (`CampaignMultipleSelect06Option.option6`), takes `extraText`
   */
  readonly multipleSelect06: readonly SelectValue<CampaignMultipleSelect06Option>[] | null;
  /**
   * Item campaign_text07 (text).
   *
   * Item type `text`, database item `campaign_text07`.
   */
  readonly text07: string | null;
  /**
   * Item campaign_number07 (number).
   *
   * Item type `number`, database item `campaign_number07`.
   */
  readonly number07: number | null;
  /**
   * Item campaign_date07 (date).
   *
   * Item type `date`, database item `campaign_date07`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date07: string | null;
  /**
   * Item campaign_monthDay07 (monthDay).
   *
   * Item type `monthDay`, database item `campaign_monthDay07`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay07: string | null;
  /**
   * Item campaign_dateTime07 (dateTime).
   *
   * Item type `dateTime`, database item `campaign_dateTime07`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`).
   */
  readonly dateTime07: string | null;
  /**
   * Item campaign_singleSelect07 (singleSelect).
   *
   * Item type `singleSelect`, database item `campaign_singleSelect07`.
   *
   * Options (`CampaignSingleSelect07Option`):
   * - `1` Option 1 (`CampaignSingleSelect07Option.option1`)
   * - `2` Option 2 (`CampaignSingleSelect07Option.option2`)
   * - `3` Option 3 (`CampaignSingleSelect07Option.option3`)
   * - `4` Option 4 (`CampaignSingleSelect07Option.option4`), takes `extraText`
   */
  readonly singleSelect07: readonly SelectValue<CampaignSingleSelect07Option>[] | null;
  /**
   * Item campaign_multipleSelect07 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `campaign_multipleSelect07`.
   *
   * Options (`CampaignMultipleSelect07Option`):
   * - `1` Option 1 (`CampaignMultipleSelect07Option.option1`)
   * - `2` Option 2 (`CampaignMultipleSelect07Option.option2`)
   * - `3` Option 3 (`CampaignMultipleSelect07Option.option3`)
   * - `4` Option 4 (`CampaignMultipleSelect07Option.option4`)
   * - `5` Option 5 (`CampaignMultipleSelect07Option.option5`)
   * - `6` Option 6 (`CampaignMultipleSelect07Option.option6`), takes `extraText`
   */
  readonly multipleSelect07: readonly SelectValue<CampaignMultipleSelect07Option>[] | null;
  /**
   * Item campaign_text08 (text).
   *
   * Item type `text`, database item `campaign_text08`.
   */
  readonly text08: string | null;
  /**
   * Item campaign_number08 (number).
   *
   * Item type `number`, database item `campaign_number08`.
   */
  readonly number08: number | null;
  /**
   * Item campaign_date08 (date).
   *
   * Item type `date`, database item `campaign_date08`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date08: string | null;
  /**
   * Item campaign_monthDay08 (monthDay).
   *
   * Item type `monthDay`, database item `campaign_monthDay08`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay08: string | null;
  /**
   * Item campaign_dateTime08 (dateTime).
   *
   * Item type `dateTime`, database item `campaign_dateTime08`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`).
   */
  readonly dateTime08: string | null;
  /**
   * Item campaign_singleSelect08 (singleSelect).
   *
   * Item type `singleSelect`, database item `campaign_singleSelect08`.
   *
   * Options (`CampaignSingleSelect08Option`):
   * - `1` Option 1 (`CampaignSingleSelect08Option.option1`)
   * - `2` Option 2 (`CampaignSingleSelect08Option.option2`)
   * - `3` Option 3 (`CampaignSingleSelect08Option.option3`)
   * - `4` Option 4 (`CampaignSingleSelect08Option.option4`), takes `extraText`
   */
  readonly singleSelect08: readonly SelectValue<CampaignSingleSelect08Option>[] | null;
  /**
   * Item campaign_multipleSelect08 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `campaign_multipleSelect08`.
   *
   * Options (`CampaignMultipleSelect08Option`):
   * - `1` Option 1 (`CampaignMultipleSelect08Option.option1`)
   * - `2` Option 2 (`CampaignMultipleSelect08Option.option2`)
   * - `3` Option 3 (`CampaignMultipleSelect08Option.option3`)
   * - `4` Option 4 (`CampaignMultipleSelect08Option.option4`)
   * - `5` Option 5 (`CampaignMultipleSelect08Option.option5`)
   * - `6` Option 6 (`CampaignMultipleSelect08Option.option6`), takes `extraText`
   */
  readonly multipleSelect08: readonly SelectValue<CampaignMultipleSelect08Option>[] | null;
  /**
   * Item campaign_text09 (text).
   *
   * Item type `text`, database item `campaign_text09`.
   */
  readonly text09: string | null;
  /**
   * Item campaign_number09 (number).
   *
   * Item type `number`, database item `campaign_number09`.
   */
  readonly number09: number | null;
  /**
   * Item campaign_date09 (date).
   *
   * Item type `date`, database item `campaign_date09`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date09: string | null;
  /**
   * Item campaign_monthDay09 (monthDay).
   *
   * Item type `monthDay`, database item `campaign_monthDay09`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay09: string | null;
  /**
   * Item campaign_dateTime09 (dateTime).
   *
   * Item type `dateTime`, database item `campaign_dateTime09`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`).
   */
  readonly dateTime09: string | null;
  /**
   * Item campaign_singleSelect09 (singleSelect).
   *
   * Item type `singleSelect`, database item `campaign_singleSelect09`.
   *
   * Options (`CampaignSingleSelect09Option`):
   * - `1` Option 1 (`CampaignSingleSelect09Option.option1`)
   * - `2` Option 2 (`CampaignSingleSelect09Option.option2`)
   * - `3` Option 3 (`CampaignSingleSelect09Option.option3`)
   * - `4` Option 4 (`CampaignSingleSelect09Option.option4`), takes `extraText`
   */
  readonly singleSelect09: readonly SelectValue<CampaignSingleSelect09Option>[] | null;
  /**
   * Item campaign_multipleSelect09 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `campaign_multipleSelect09`.
   *
   * Options (`CampaignMultipleSelect09Option`):
   * - `1` Option 1 (`CampaignMultipleSelect09Option.option1`)
   * - `2` Option 2 (`CampaignMultipleSelect09Option.option2`)
   * - `3` Option 3 (`CampaignMultipleSelect09Option.option3`)
   * - `4` Option 4 (`CampaignMultipleSelect09Option.option4`)
   * - `5` Option 5 (`CampaignMultipleSelect09Option.option5`)
   * - `6` Option 6 (`CampaignMultipleSelect09Option.option6`), takes `extraText`
   */
  readonly multipleSelect09: readonly SelectValue<CampaignMultipleSelect09Option>[] | null;
  /**
   * Item campaign_text10 (text).
   *
   * Item type `text`, database item `campaign_text10`.
   */
  readonly text10: string | null;
  /**
   * Item campaign_number10 (number).
   *
   * Item type `number`, database item `campaign_number10`.
   */
  readonly number10: number | null;
  /**
   * Item campaign_date10 (date).
   *
   * Item type `date`, database item `campaign_date10`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date10: string | null;
  /**
   * Item campaign_monthDay10 (monthDay).
   *
   * Item type `monthDay`, database item `campaign_monthDay10`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay10: string | null;
  /**
   * Item campaign_dateTime10 (dateTime).
   *
   * Item type `dateTime`, database item `campaign_dateTime10`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`).
   */
  readonly dateTime10: string | null;
  /**
   * Item campaign_singleSelect10 (singleSelect).
   *
   * Item type `singleSelect`, database item `campaign_singleSelect10`.
   *
   * Options (`CampaignSingleSelect10Option`):
   * - `1` Option 1 (`CampaignSingleSelect10Option.option1`)
   * - `2` Option 2 (`CampaignSingleSelect10Option.option2`)
   * - `3` Option 3 (`CampaignSingleSelect10Option.option3`)
   * - `4` Option 4 (`CampaignSingleSelect10Option.option4`), takes `extraText`
   */
  readonly singleSelect10: readonly SelectValue<CampaignSingleSelect10Option>[] | null;
  /**
   * Item campaign_multipleSelect10 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `campaign_multipleSelect10`.
   *
   * Options (`CampaignMultipleSelect10Option`):
   * - `1` Option 1 (`CampaignMultipleSelect10Option.option1`)
   * - `2` Option 2 (`CampaignMultipleSelect10Option.option2`)
   * - `3` Option 3 (`CampaignMultipleSelect10Option.option3`)
   * - `4` Option 4 (`CampaignMultipleSelect10Option.option4`)
   * - `5` Option 5 (`CampaignMultipleSelect10Option.option5`)
   * - `6` Option 6 (`CampaignMultipleSelect10Option.option6`), takes `extraText`
   */
  readonly multipleSelect10: readonly SelectValue<CampaignMultipleSelect10Option>[] | null;
  /**
   * Item campaign_text11 (text).
   *
   * Item type `text`, database item `campaign_text11`.
   */
  readonly text11: string | null;
}

/** The body of `create` for API definition `campaign` (database `_customer`, customerDb): every property the service does not set itself; `null` leaves one unset. */
export interface CampaignCreate {
  /**
   * Item _mailAddress (mailAddress).
   *
   * Item type `mailAddress`, database item `_mailAddress`.
   *
   * A mail address.
   */
  readonly mailAddress?: string | null | undefined;
  /**
   * Item _mobileMailAddress (mobileMailAddress).
   *
   * Item type `mobileMailAddress`, database item `_mobileMailAddress`.
   *
   * A mail address.
   */
  readonly mobileMailAddress?: string | null | undefined;
  /**
   * Item _mailRefusalFlag (mailRefusalFlag).
   *
   * Item type `mailRefusalFlag`, database item `_mailRefusalFlag`.
   */
  readonly mailRefusalFlag?: boolean | null | undefined;
  /**
   * Item _mailAddressErrorCount (mailAddressErrorCount).
   *
   * Item type `mailAddressErrorCount`, database item `_mailAddressErrorCount`.
   */
  readonly mailAddressErrorCount?: number | null | undefined;
  /**
   * Item _mobileMailAddressErrorCount (mobileMailAddressErrorCount).
   *
   * Item type `mobileMailAddressErrorCount`, database item `_mobileMailAddressErrorCount`.
   */
  readonly mobileMailAddressErrorCount?: number | null | undefined;
  /**
   * Item _mlRefusalFlags (mlRefusalFlags).
   *
   * Item type `mlRefusalFlags`, database item `_mlRefusalFlags`.
   *
   * Options (`CampaignMlRefusalFlagsOption`):
   * - `1` Newsletter (`CampaignMlRefusalFlagsOption.newsletter`)
   * - `2` Campaigns (`CampaignMlRefusalFlagsOption.campaigns`)
   * - `3` Other (`CampaignMlRefusalFlagsOption.other`), takes `extraText`
   */
  readonly mlRefusalFlags?: readonly SelectValue<CampaignMlRefusalFlagsOption>[] | null | undefined;
  /**
   * Item campaign_text01 (text).
   *
   * Item type `text`, database item `campaign_text01`.
   */
  readonly text01?: string | null | undefined;
  /**
   * Item campaign_number01 (number).
   *
   * Item type `number`, database item `campaign_number01`.
   */
  readonly number01?: number | null | undefined;
  /**
   * Item campaign_date01 (date).
   *
   * Item type `date`, database item `campaign_date01`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date01?: string | null | undefined;
  /**
   * Item campaign_monthDay01 (monthDay).
   *
   * Item type `monthDay`, database item `campaign_monthDay01`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay01?: string | null | undefined;
  /**
   * Item campaign_dateTime01 (dateTime).
   *
   * Item type `dateTime`, database item `campaign_dateTime01`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`). A `Date` is sent as ISO 8601 in UTC.
   */
  readonly dateTime01?: string | Date | null | undefined;
  /**
   * Item campaign_singleSelect01 (singleSelect).
   *
   * Item type `singleSelect`, database item `campaign_singleSelect01`.
   *
   * Options (`CampaignSingleSelect01Option`):
   * - `1` Option 1 (`CampaignSingleSelect01Option.option1`)
   * - `2` Option 2 (`CampaignSingleSelect01Option.option2`)
   * - `3` Option 3 (`CampaignSingleSelect01Option.option3`)
   * - `4` Option 4 (`CampaignSingleSelect01Option.option4`), takes `extraText`
   */
  readonly singleSelect01?: readonly SelectValue<CampaignSingleSelect01Option>[] | null | undefined;
  /**
   * Item campaign_multipleSelect01 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `campaign_multipleSelect01`.
   *
   * Options (`CampaignMultipleSelect01Option`):
   * - `1` Option 1 (`CampaignMultipleSelect01Option.option1`)
   * - `2` Option 2 (`CampaignMultipleSelect01Option.option2`)
   * - `3` Option 3 (`CampaignMultipleSelect01Option.option3`)
   * - `4` Option 4 (`CampaignMultipleSelect01Option.option4`)
   * - `5` Option 5 (`CampaignMultipleSelect01Option.option5`)
   * - `6` Option 6 (`CampaignMultipleSelect01Option.option6`), takes `extraText`
   */
  readonly multipleSelect01?: readonly SelectValue<CampaignMultipleSelect01Option>[] | null | undefined;
  /**
   * Item campaign_password01 (password). Write-only: stored, never returned.
   *
   * Item type `password`, database item `campaign_password01`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly password01?: string | null | undefined;
  /**
   * Item campaign_passwordHash01 (passwordHash). Write-only: stored, never returned.
   *
   * Item type `passwordHash`, database item `campaign_passwordHash01`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly passwordHash01?: string | null | undefined;
  /**
   * Item campaign_text02 (text).
   *
   * Item type `text`, database item `campaign_text02`.
   */
  readonly text02?: string | null | undefined;
  /**
   * Item campaign_number02 (number).
   *
   * Item type `number`, database item `campaign_number02`.
   */
  readonly number02?: number | null | undefined;
  /**
   * Item campaign_date02 (date).
   *
   * Item type `date`, database item `campaign_date02`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date02?: string | null | undefined;
  /**
   * Item campaign_monthDay02 (monthDay).
   *
   * Item type `monthDay`, database item `campaign_monthDay02`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay02?: string | null | undefined;
  /**
   * Item campaign_dateTime02 (dateTime).
   *
   * Item type `dateTime`, database item `campaign_dateTime02`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`). A `Date` is sent as ISO 8601 in UTC.
   */
  readonly dateTime02?: string | Date | null | undefined;
  /**
   * Item campaign_singleSelect02 (singleSelect).
   *
   * Item type `singleSelect`, database item `campaign_singleSelect02`.
   *
   * Options (`CampaignSingleSelect02Option`):
   * - `1` Option 1 (`CampaignSingleSelect02Option.option1`)
   * - `2` Option 2 (`CampaignSingleSelect02Option.option2`)
   * - `3` Option 3 (`CampaignSingleSelect02Option.option3`)
   * - `4` Option 4 (`CampaignSingleSelect02Option.option4`), takes `extraText`
   */
  readonly singleSelect02?: readonly SelectValue<CampaignSingleSelect02Option>[] | null | undefined;
  /**
   * Item campaign_multipleSelect02 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `campaign_multipleSelect02`.
   *
   * Options (`CampaignMultipleSelect02Option`):
   * - `1` Option 1 (`CampaignMultipleSelect02Option.option1`)
   * - `2` Option 2 (`CampaignMultipleSelect02Option.option2`)
   * - `3` Option 3 (`CampaignMultipleSelect02Option.option3`)
   * - `4` Option 4 (`CampaignMultipleSelect02Option.option4`)
   * - `5` Option 5 (`CampaignMultipleSelect02Option.option5`)
   * - `6` Option 6 (`CampaignMultipleSelect02Option.option6`), takes `extraText`
   */
  readonly multipleSelect02?: readonly SelectValue<CampaignMultipleSelect02Option>[] | null | undefined;
  /**
   * Item campaign_password02 (password). Write-only: stored, never returned.
   *
   * Item type `password`, database item `campaign_password02`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly password02?: string | null | undefined;
  /**
   * Item campaign_passwordHash02 (passwordHash). Write-only: stored, never returned.
   *
   * Item type `passwordHash`, database item `campaign_passwordHash02`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly passwordHash02?: string | null | undefined;
  /**
   * Item campaign_text03 (text).
   *
   * Item type `text`, database item `campaign_text03`.
   */
  readonly text03?: string | null | undefined;
  /**
   * Item campaign_number03 (number).
   *
   * Item type `number`, database item `campaign_number03`.
   */
  readonly number03?: number | null | undefined;
  /**
   * Item campaign_date03 (date).
   *
   * Item type `date`, database item `campaign_date03`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date03?: string | null | undefined;
  /**
   * Item campaign_monthDay03 (monthDay).
   *
   * Item type `monthDay`, database item `campaign_monthDay03`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay03?: string | null | undefined;
  /**
   * Item campaign_dateTime03 (dateTime).
   *
   * Item type `dateTime`, database item `campaign_dateTime03`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`). A `Date` is sent as ISO 8601 in UTC.
   */
  readonly dateTime03?: string | Date | null | undefined;
  /**
   * Item campaign_singleSelect03 (singleSelect).
   *
   * Item type `singleSelect`, database item `campaign_singleSelect03`.
   *
   * Options (`CampaignSingleSelect03Option`):
   * - `1` Option 1 (`CampaignSingleSelect03Option.option1`)
   * - `2` Option 2 (`CampaignSingleSelect03Option.option2`)
   * - `3` Option 3 (`CampaignSingleSelect03Option.option3`)
   * - `4` Option 4 (`CampaignSingleSelect03Option.option4`), takes `extraText`
   */
  readonly singleSelect03?: readonly SelectValue<CampaignSingleSelect03Option>[] | null | undefined;
  /**
   * Item campaign_multipleSelect03 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `campaign_multipleSelect03`.
   *
   * Options (`CampaignMultipleSelect03Option`):
   * - `1` Option 1 (`CampaignMultipleSelect03Option.option1`)
   * - `2` Option 2 (`CampaignMultipleSelect03Option.option2`)
   * - `3` Option 3 (`CampaignMultipleSelect03Option.option3`)
   * - `4` Option 4 (`CampaignMultipleSelect03Option.option4`)
   * - `5` Option 5 (`CampaignMultipleSelect03Option.option5`)
   * - `6` Option 6 (`CampaignMultipleSelect03Option.option6`), takes `extraText`
   */
  readonly multipleSelect03?: readonly SelectValue<CampaignMultipleSelect03Option>[] | null | undefined;
  /**
   * Item campaign_password03 (password). Write-only: stored, never returned.
   *
   * Item type `password`, database item `campaign_password03`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly password03?: string | null | undefined;
  /**
   * Item campaign_passwordHash03 (passwordHash). Write-only: stored, never returned.
   *
   * Item type `passwordHash`, database item `campaign_passwordHash03`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly passwordHash03?: string | null | undefined;
  /**
   * Item campaign_text04 (text).
   *
   * Item type `text`, database item `campaign_text04`.
   */
  readonly text04?: string | null | undefined;
  /**
   * Item campaign_number04 (number).
   *
   * Item type `number`, database item `campaign_number04`.
   */
  readonly number04?: number | null | undefined;
  /**
   * Item campaign_date04 (date).
   *
   * Item type `date`, database item `campaign_date04`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date04?: string | null | undefined;
  /**
   * Item campaign_monthDay04 (monthDay).
   *
   * Item type `monthDay`, database item `campaign_monthDay04`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay04?: string | null | undefined;
  /**
   * Item campaign_dateTime04 (dateTime).
   *
   * Item type `dateTime`, database item `campaign_dateTime04`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`). A `Date` is sent as ISO 8601 in UTC.
   */
  readonly dateTime04?: string | Date | null | undefined;
  /**
   * Item campaign_singleSelect04 (singleSelect).
   *
   * Item type `singleSelect`, database item `campaign_singleSelect04`.
   *
   * Options (`CampaignSingleSelect04Option`):
   * - `1` Option 1 (`CampaignSingleSelect04Option.option1`)
   * - `2` Option 2 (`CampaignSingleSelect04Option.option2`)
   * - `3` Option 3 (`CampaignSingleSelect04Option.option3`)
   * - `4` Option 4 (`CampaignSingleSelect04Option.option4`), takes `extraText`
   */
  readonly singleSelect04?: readonly SelectValue<CampaignSingleSelect04Option>[] | null | undefined;
  /**
   * Item campaign_multipleSelect04 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `campaign_multipleSelect04`.
   *
   * Options (`CampaignMultipleSelect04Option`):
   * - `1` Option 1 (`CampaignMultipleSelect04Option.option1`)
   * - `2` Option 2 (`CampaignMultipleSelect04Option.option2`)
   * - `3` Option 3 (`CampaignMultipleSelect04Option.option3`)
   * - `4` Option 4 (`CampaignMultipleSelect04Option.option4`)
   * - `5` Option 5 (`CampaignMultipleSelect04Option.option5`)
   * - `6` Option 6 (`CampaignMultipleSelect04Option.option6`), takes `extraText`
   */
  readonly multipleSelect04?: readonly SelectValue<CampaignMultipleSelect04Option>[] | null | undefined;
  /**
   * Item campaign_password04 (password). Write-only: stored, never returned.
   *
   * Item type `password`, database item `campaign_password04`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly password04?: string | null | undefined;
  /**
   * Item campaign_passwordHash04 (passwordHash). Write-only: stored, never returned.
   *
   * Item type `passwordHash`, database item `campaign_passwordHash04`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly passwordHash04?: string | null | undefined;
  /**
   * Item campaign_text05 (text).
   *
   * Item type `text`, database item `campaign_text05`.
   */
  readonly text05?: string | null | undefined;
  /**
   * Item campaign_number05 (number).
   *
   * Item type `number`, database item `campaign_number05`.
   */
  readonly number05?: number | null | undefined;
  /**
   * Item campaign_date05 (date).
   *
   * Item type `date`, database item `campaign_date05`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date05?: string | null | undefined;
  /**
   * Item campaign_monthDay05 (monthDay).
   *
   * Item type `monthDay`, database item `campaign_monthDay05`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay05?: string | null | undefined;
  /**
   * Item campaign_dateTime05 (dateTime).
   *
   * Item type `dateTime`, database item `campaign_dateTime05`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`). A `Date` is sent as ISO 8601 in UTC.
   */
  readonly dateTime05?: string | Date | null | undefined;
  /**
   * Item campaign_singleSelect05 (singleSelect).
   *
   * Item type `singleSelect`, database item `campaign_singleSelect05`.
   *
   * Options (`CampaignSingleSelect05Option`):
   * - `1` Option 1 (`CampaignSingleSelect05Option.option1`)
   * - `2` Option 2 (`CampaignSingleSelect05Option.option2`)
   * - `3` Option 3 (`CampaignSingleSelect05Option.option3`)
   * - `4` Option 4 (`CampaignSingleSelect05Option.option4`), takes `extraText`
   */
  readonly singleSelect05?: readonly SelectValue<CampaignSingleSelect05Option>[] | null | undefined;
  /**
   * Item campaign_multipleSelect05 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `campaign_multipleSelect05`.
   *
   * Options (`CampaignMultipleSelect05Option`):
   * - `1` Option 1 (`CampaignMultipleSelect05Option.option1`)
   * - `2` Option 2 (`CampaignMultipleSelect05Option.option2`)
   * - `3` Option 3 (`CampaignMultipleSelect05Option.option3`)
   * - `4` Option 4 (`CampaignMultipleSelect05Option.option4`)
   * - `5` Option 5 (`CampaignMultipleSelect05Option.option5`)
   * - `6` Option 6 (`CampaignMultipleSelect05Option.option6`), takes `extraText`
   */
  readonly multipleSelect05?: readonly SelectValue<CampaignMultipleSelect05Option>[] | null | undefined;
  /**
   * Item campaign_password05 (password). Write-only: stored, never returned.
   *
   * Item type `password`, database item `campaign_password05`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly password05?: string | null | undefined;
  /**
   * Item campaign_passwordHash05 (passwordHash). Write-only: stored, never returned.
   *
   * Item type `passwordHash`, database item `campaign_passwordHash05`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly passwordHash05?: string | null | undefined;
  /**
   * Item campaign_text06 (text).
   *
   * Item type `text`, database item `campaign_text06`.
   */
  readonly text06?: string | null | undefined;
  /**
   * Item campaign_number06 (number).
   *
   * Item type `number`, database item `campaign_number06`.
   */
  readonly number06?: number | null | undefined;
  /**
   * Item campaign_date06 (date).
   *
   * Item type `date`, database item `campaign_date06`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date06?: string | null | undefined;
  /**
   * Item campaign_monthDay06 (monthDay).
   *
   * Item type `monthDay`, database item `campaign_monthDay06`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay06?: string | null | undefined;
  /**
   * Item campaign_dateTime06 (dateTime).
   *
   * Item type `dateTime`, database item `campaign_dateTime06`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`). A `Date` is sent as ISO 8601 in UTC.
   */
  readonly dateTime06?: string | Date | null | undefined;
  /**
   * Item campaign_singleSelect06 (singleSelect).
   *
   * Item type `singleSelect`, database item `campaign_singleSelect06`.
   *
   * Options (`CampaignSingleSelect06Option`):
   * - `1` Option 1 (`CampaignSingleSelect06Option.option1`)
   * - `2` Option 2 (`CampaignSingleSelect06Option.option2`)
   * - `3` Option 3 (`CampaignSingleSelect06Option.option3`)
   * - `4` Option 4 (`CampaignSingleSelect06Option.option4`), takes `extraText`
   */
  readonly singleSelect06?: readonly SelectValue<CampaignSingleSelect06Option>[] | null | undefined;
  /**
   * Item campaign_multipleSelect06 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `campaign_multipleSelect06`.
   *
   * Options (`CampaignMultipleSelect06Option`):
   * - `1` Option 1 (`CampaignMultipleSelect06Option.option1`)
   * - `2` Option 2 (`CampaignMultipleSelect06Option.option2`)
   * - `3` Option 3 (`CampaignMultipleSelect06Option.option3`)
   * - `4` Option 4 (`CampaignMultipleSelect06Option.option4`)
   * - `5` Option 5 (`CampaignMultipleSelect06Option.option5`)
   * - `6` Option 6 (`CampaignMultipleSelect06Option.option6`), takes `extraText`
   */
  readonly multipleSelect06?: readonly SelectValue<CampaignMultipleSelect06Option>[] | null | undefined;
  /**
   * Item campaign_password06 (password). Write-only: stored, never returned.
   *
   * Item type `password`, database item `campaign_password06`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly password06?: string | null | undefined;
  /**
   * Item campaign_passwordHash06 (passwordHash). Write-only: stored, never returned.
   *
   * Item type `passwordHash`, database item `campaign_passwordHash06`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly passwordHash06?: string | null | undefined;
  /**
   * Item campaign_text07 (text).
   *
   * Item type `text`, database item `campaign_text07`.
   */
  readonly text07?: string | null | undefined;
  /**
   * Item campaign_number07 (number).
   *
   * Item type `number`, database item `campaign_number07`.
   */
  readonly number07?: number | null | undefined;
  /**
   * Item campaign_date07 (date).
   *
   * Item type `date`, database item `campaign_date07`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date07?: string | null | undefined;
  /**
   * Item campaign_monthDay07 (monthDay).
   *
   * Item type `monthDay`, database item `campaign_monthDay07`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay07?: string | null | undefined;
  /**
   * Item campaign_dateTime07 (dateTime).
   *
   * Item type `dateTime`, database item `campaign_dateTime07`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`). A `Date` is sent as ISO 8601 in UTC.
   */
  readonly dateTime07?: string | Date | null | undefined;
  /**
   * Item campaign_singleSelect07 (singleSelect).
   *
   * Item type `singleSelect`, database item `campaign_singleSelect07`.
   *
   * Options (`CampaignSingleSelect07Option`):
   * - `1` Option 1 (`CampaignSingleSelect07Option.option1`)
   * - `2` Option 2 (`CampaignSingleSelect07Option.option2`)
   * - `3` Option 3 (`CampaignSingleSelect07Option.option3`)
   * - `4` Option 4 (`CampaignSingleSelect07Option.option4`), takes `extraText`
   */
  readonly singleSelect07?: readonly SelectValue<CampaignSingleSelect07Option>[] | null | undefined;
  /**
   * Item campaign_multipleSelect07 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `campaign_multipleSelect07`.
   *
   * Options (`CampaignMultipleSelect07Option`):
   * - `1` Option 1 (`CampaignMultipleSelect07Option.option1`)
   * - `2` Option 2 (`CampaignMultipleSelect07Option.option2`)
   * - `3` Option 3 (`CampaignMultipleSelect07Option.option3`)
   * - `4` Option 4 (`CampaignMultipleSelect07Option.option4`)
   * - `5` Option 5 (`CampaignMultipleSelect07Option.option5`)
   * - `6` Option 6 (`CampaignMultipleSelect07Option.option6`), takes `extraText`
   */
  readonly multipleSelect07?: readonly SelectValue<CampaignMultipleSelect07Option>[] | null | undefined;
  /**
   * Item campaign_password07 (password). Write-only: stored, never returned.
   *
   * Item type `password`, database item `campaign_password07`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly password07?: string | null | undefined;
  /**
   * Item campaign_passwordHash07 (passwordHash). Write-only: stored, never returned.
   *
   * Item type `passwordHash`, database item `campaign_passwordHash07`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly passwordHash07?: string | null | undefined;
  /**
   * Item campaign_text08 (text).
   *
   * Item type `text`, database item `campaign_text08`.
   */
  readonly text08?: string | null | undefined;
  /**
   * Item campaign_number08 (number).
   *
   * Item type `number`, database item `campaign_number08`.
   */
  readonly number08?: number | null | undefined;
  /**
   * Item campaign_date08 (date).
   *
   * Item type `date`, database item `campaign_date08`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date08?: string | null | undefined;
  /**
   * Item campaign_monthDay08 (monthDay).
   *
   * Item type `monthDay`, database item `campaign_monthDay08`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay08?: string | null | undefined;
  /**
   * Item campaign_dateTime08 (dateTime).
   *
   * Item type `dateTime`, database item `campaign_dateTime08`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`). A `Date` is sent as ISO 8601 in UTC.
   */
  readonly dateTime08?: string | Date | null | undefined;
  /**
   * Item campaign_singleSelect08 (singleSelect).
   *
   * Item type `singleSelect`, database item `campaign_singleSelect08`.
   *
   * Options (`CampaignSingleSelect08Option`):
   * - `1` Option 1 (`CampaignSingleSelect08Option.option1`)
   * - `2` Option 2 (`CampaignSingleSelect08Option.option2`)
   * - `3` Option 3 (`CampaignSingleSelect08Option.option3`)
   * - `4` Option 4 (`CampaignSingleSelect08Option.option4`), takes `extraText`
   */
  readonly singleSelect08?: readonly SelectValue<CampaignSingleSelect08Option>[] | null | undefined;
  /**
   * Item campaign_multipleSelect08 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `campaign_multipleSelect08`.
   *
   * Options (`CampaignMultipleSelect08Option`):
   * - `1` Option 1 (`CampaignMultipleSelect08Option.option1`)
   * - `2` Option 2 (`CampaignMultipleSelect08Option.option2`)
   * - `3` Option 3 (`CampaignMultipleSelect08Option.option3`)
   * - `4` Option 4 (`CampaignMultipleSelect08Option.option4`)
   * - `5` Option 5 (`CampaignMultipleSelect08Option.option5`)
   * - `6` Option 6 (`CampaignMultipleSelect08Option.option6`), takes `extraText`
   */
  readonly multipleSelect08?: readonly SelectValue<CampaignMultipleSelect08Option>[] | null | undefined;
  /**
   * Item campaign_password08 (password). Write-only: stored, never returned.
   *
   * Item type `password`, database item `campaign_password08`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly password08?: string | null | undefined;
  /**
   * Item campaign_passwordHash08 (passwordHash). Write-only: stored, never returned.
   *
   * Item type `passwordHash`, database item `campaign_passwordHash08`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly passwordHash08?: string | null | undefined;
  /**
   * Item campaign_text09 (text).
   *
   * Item type `text`, database item `campaign_text09`.
   */
  readonly text09?: string | null | undefined;
  /**
   * Item campaign_number09 (number).
   *
   * Item type `number`, database item `campaign_number09`.
   */
  readonly number09?: number | null | undefined;
  /**
   * Item campaign_date09 (date).
   *
   * Item type `date`, database item `campaign_date09`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date09?: string | null | undefined;
  /**
   * Item campaign_monthDay09 (monthDay).
   *
   * Item type `monthDay`, database item `campaign_monthDay09`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay09?: string | null | undefined;
  /**
   * Item campaign_dateTime09 (dateTime).
   *
   * Item type `dateTime`, database item `campaign_dateTime09`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`). A `Date` is sent as ISO 8601 in UTC.
   */
  readonly dateTime09?: string | Date | null | undefined;
  /**
   * Item campaign_singleSelect09 (singleSelect).
   *
   * Item type `singleSelect`, database item `campaign_singleSelect09`.
   *
   * Options (`CampaignSingleSelect09Option`):
   * - `1` Option 1 (`CampaignSingleSelect09Option.option1`)
   * - `2` Option 2 (`CampaignSingleSelect09Option.option2`)
   * - `3` Option 3 (`CampaignSingleSelect09Option.option3`)
   * - `4` Option 4 (`CampaignSingleSelect09Option.option4`), takes `extraText`
   */
  readonly singleSelect09?: readonly SelectValue<CampaignSingleSelect09Option>[] | null | undefined;
  /**
   * Item campaign_multipleSelect09 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `campaign_multipleSelect09`.
   *
   * Options (`CampaignMultipleSelect09Option`):
   * - `1` Option 1 (`CampaignMultipleSelect09Option.option1`)
   * - `2` Option 2 (`CampaignMultipleSelect09Option.option2`)
   * - `3` Option 3 (`CampaignMultipleSelect09Option.option3`)
   * - `4` Option 4 (`CampaignMultipleSelect09Option.option4`)
   * - `5` Option 5 (`CampaignMultipleSelect09Option.option5`)
   * - `6` Option 6 (`CampaignMultipleSelect09Option.option6`), takes `extraText`
   */
  readonly multipleSelect09?: readonly SelectValue<CampaignMultipleSelect09Option>[] | null | undefined;
  /**
   * Item campaign_password09 (password). Write-only: stored, never returned.
   *
   * Item type `password`, database item `campaign_password09`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly password09?: string | null | undefined;
  /**
   * Item campaign_passwordHash09 (passwordHash). Write-only: stored, never returned.
   *
   * Item type `passwordHash`, database item `campaign_passwordHash09`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly passwordHash09?: string | null | undefined;
  /**
   * Item campaign_text10 (text).
   *
   * Item type `text`, database item `campaign_text10`.
   */
  readonly text10?: string | null | undefined;
  /**
   * Item campaign_number10 (number).
   *
   * Item type `number`, database item `campaign_number10`.
   */
  readonly number10?: number | null | undefined;
  /**
   * Item campaign_date10 (date).
   *
   * Item type `date`, database item `campaign_date10`.
   *
   * A date, `yyyy-MM-dd`.
   */
  readonly date10?: string | null | undefined;
  /**
   * Item campaign_monthDay10 (monthDay).
   *
   * Item type `monthDay`, database item `campaign_monthDay10`.
   *
   * A month and day, `--MM-dd` (`--02-29` exists).
   */
  readonly monthDay10?: string | null | undefined;
  /**
   * Item campaign_dateTime10 (dateTime).
   *
   * Item type `dateTime`, database item `campaign_dateTime10`.
   *
   * A date and time, ISO 8601 with seconds and an offset; the service answers in its time zone (`2024-05-01T10:00:00+09:00`). A `Date` is sent as ISO 8601 in UTC.
   */
  readonly dateTime10?: string | Date | null | undefined;
  /**
   * Item campaign_singleSelect10 (singleSelect).
   *
   * Item type `singleSelect`, database item `campaign_singleSelect10`.
   *
   * Options (`CampaignSingleSelect10Option`):
   * - `1` Option 1 (`CampaignSingleSelect10Option.option1`)
   * - `2` Option 2 (`CampaignSingleSelect10Option.option2`)
   * - `3` Option 3 (`CampaignSingleSelect10Option.option3`)
   * - `4` Option 4 (`CampaignSingleSelect10Option.option4`), takes `extraText`
   */
  readonly singleSelect10?: readonly SelectValue<CampaignSingleSelect10Option>[] | null | undefined;
  /**
   * Item campaign_multipleSelect10 (multipleSelect).
   *
   * Item type `multipleSelect`, database item `campaign_multipleSelect10`.
   *
   * Options (`CampaignMultipleSelect10Option`):
   * - `1` Option 1 (`CampaignMultipleSelect10Option.option1`)
   * - `2` Option 2 (`CampaignMultipleSelect10Option.option2`)
   * - `3` Option 3 (`CampaignMultipleSelect10Option.option3`)
   * - `4` Option 4 (`CampaignMultipleSelect10Option.option4`)
   * - `5` Option 5 (`CampaignMultipleSelect10Option.option5`)
   * - `6` Option 6 (`CampaignMultipleSelect10Option.option6`), takes `extraText`
   */
  readonly multipleSelect10?: readonly SelectValue<CampaignMultipleSelect10Option>[] | null | undefined;
  /**
   * Item campaign_password10 (password). Write-only: stored, never returned.
   *
   * Item type `password`, database item `campaign_password10`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly password10?: string | null | undefined;
  /**
   * Item campaign_passwordHash10 (passwordHash). Write-only: stored, never returned.
   *
   * Item type `passwordHash`, database item `campaign_passwordHash10`.
   *
   * Write-only: stored, never returned in a record.
   */
  readonly passwordHash10?: string | null | undefined;
  /**
   * Item campaign_text11 (text).
   *
   * Item type `text`, database item `campaign_text11`.
   */
  readonly text11?: string | null | undefined;
}

/** The body of `patch` for API definition `campaign` (database `_customer`, customerDb): the properties to change (`null` clears one); with `fields`, only those are written. */
export type CampaignPatch = Partial<CampaignCreate>;

/** A property a `patch` may name in `fields` (every property of `campaign` but those the service sets). */
export type CampaignField = keyof CampaignCreate;

/**
 * A filter of API definition `campaign` (database `_customer`, customerDb): the `{property}_{operator}` keys the service allows for each property's type (another operator does not compile), joined by AND.
 *
 * `AND` and `OR` hold further filters. At most 20 conditions in all, 3 levels (this object is level 1, each `AND` or `OR` adds one) and 10 filters per `AND` or `OR`: the client refuses more before sending.
 */
export interface CampaignFilter {
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
  /** `mailAddress` equals the value (`null`: has no value). */
  readonly mailAddress_eq?: string | null | undefined;
  /** `mailAddress` differs from the value (`null`: has a value); also true where there is no value. */
  readonly mailAddress_notEq?: string | null | undefined;
  /** `mailAddress` `true`: has no value; `false`: has one. */
  readonly mailAddress_isNull?: boolean | undefined;
  /** `mailAddress` `true`: has a value; `false`: has none. */
  readonly mailAddress_isNotNull?: boolean | undefined;
  /** `mailAddress` is less than the value. */
  readonly mailAddress_lt?: string | undefined;
  /** `mailAddress` is at most the value. */
  readonly mailAddress_lte?: string | undefined;
  /** `mailAddress` is greater than the value. */
  readonly mailAddress_gt?: string | undefined;
  /** `mailAddress` is at least the value. */
  readonly mailAddress_gte?: string | undefined;
  /** `mailAddress` is one of the values. */
  readonly mailAddress_in?: readonly string[] | undefined;
  /** `mailAddress` is none of the values. */
  readonly mailAddress_notIn?: readonly string[] | undefined;
  /** `mailAddress` contains the text. */
  readonly mailAddress_contains?: string | undefined;
  /** `mailAddress` does not contain the text. */
  readonly mailAddress_notContains?: string | undefined;
  /** `mailAddress` starts with the text. */
  readonly mailAddress_startsWith?: string | undefined;
  /** `mailAddress` does not start with the text. */
  readonly mailAddress_notStartsWith?: string | undefined;
  /** `mailAddress` ends with the text. */
  readonly mailAddress_endsWith?: string | undefined;
  /** `mailAddress` does not end with the text. */
  readonly mailAddress_notEndsWith?: string | undefined;
  /** `mobileMailAddress` equals the value (`null`: has no value). */
  readonly mobileMailAddress_eq?: string | null | undefined;
  /** `mobileMailAddress` differs from the value (`null`: has a value); also true where there is no value. */
  readonly mobileMailAddress_notEq?: string | null | undefined;
  /** `mobileMailAddress` `true`: has no value; `false`: has one. */
  readonly mobileMailAddress_isNull?: boolean | undefined;
  /** `mobileMailAddress` `true`: has a value; `false`: has none. */
  readonly mobileMailAddress_isNotNull?: boolean | undefined;
  /** `mobileMailAddress` is less than the value. */
  readonly mobileMailAddress_lt?: string | undefined;
  /** `mobileMailAddress` is at most the value. */
  readonly mobileMailAddress_lte?: string | undefined;
  /** `mobileMailAddress` is greater than the value. */
  readonly mobileMailAddress_gt?: string | undefined;
  /** `mobileMailAddress` is at least the value. */
  readonly mobileMailAddress_gte?: string | undefined;
  /** `mobileMailAddress` is one of the values. */
  readonly mobileMailAddress_in?: readonly string[] | undefined;
  /** `mobileMailAddress` is none of the values. */
  readonly mobileMailAddress_notIn?: readonly string[] | undefined;
  /** `mobileMailAddress` contains the text. */
  readonly mobileMailAddress_contains?: string | undefined;
  /** `mobileMailAddress` does not contain the text. */
  readonly mobileMailAddress_notContains?: string | undefined;
  /** `mobileMailAddress` starts with the text. */
  readonly mobileMailAddress_startsWith?: string | undefined;
  /** `mobileMailAddress` does not start with the text. */
  readonly mobileMailAddress_notStartsWith?: string | undefined;
  /** `mobileMailAddress` ends with the text. */
  readonly mobileMailAddress_endsWith?: string | undefined;
  /** `mobileMailAddress` does not end with the text. */
  readonly mobileMailAddress_notEndsWith?: string | undefined;
  /** `updatedDate` equals the value (`null`: has no value). */
  readonly updatedDate_eq?: string | Date | null | undefined;
  /** `updatedDate` differs from the value (`null`: has a value); also true where there is no value. */
  readonly updatedDate_notEq?: string | Date | null | undefined;
  /** `updatedDate` is less than the value. */
  readonly updatedDate_lt?: string | Date | undefined;
  /** `updatedDate` is at most the value. */
  readonly updatedDate_lte?: string | Date | undefined;
  /** `updatedDate` is greater than the value. */
  readonly updatedDate_gt?: string | Date | undefined;
  /** `updatedDate` is at least the value. */
  readonly updatedDate_gte?: string | Date | undefined;
  /** `updatedDate` is one of the values. */
  readonly updatedDate_in?: readonly (string | Date)[] | undefined;
  /** `updatedDate` is none of the values. */
  readonly updatedDate_notIn?: readonly (string | Date)[] | undefined;
  /** `registeredDate` equals the value (`null`: has no value). */
  readonly registeredDate_eq?: string | Date | null | undefined;
  /** `registeredDate` differs from the value (`null`: has a value); also true where there is no value. */
  readonly registeredDate_notEq?: string | Date | null | undefined;
  /** `registeredDate` is less than the value. */
  readonly registeredDate_lt?: string | Date | undefined;
  /** `registeredDate` is at most the value. */
  readonly registeredDate_lte?: string | Date | undefined;
  /** `registeredDate` is greater than the value. */
  readonly registeredDate_gt?: string | Date | undefined;
  /** `registeredDate` is at least the value. */
  readonly registeredDate_gte?: string | Date | undefined;
  /** `registeredDate` is one of the values. */
  readonly registeredDate_in?: readonly (string | Date)[] | undefined;
  /** `registeredDate` is none of the values. */
  readonly registeredDate_notIn?: readonly (string | Date)[] | undefined;
  /** `mailRefusalFlag` equals the value (`null`: has no value). */
  readonly mailRefusalFlag_eq?: boolean | null | undefined;
  /** `mailRefusalFlag` differs from the value (`null`: has a value); also true where there is no value. */
  readonly mailRefusalFlag_notEq?: boolean | null | undefined;
  /** `mailAddressErrorCount` equals the value (`null`: has no value). */
  readonly mailAddressErrorCount_eq?: number | null | undefined;
  /** `mailAddressErrorCount` differs from the value (`null`: has a value); also true where there is no value. */
  readonly mailAddressErrorCount_notEq?: number | null | undefined;
  /** `mailAddressErrorCount` is less than the value. */
  readonly mailAddressErrorCount_lt?: number | undefined;
  /** `mailAddressErrorCount` is at most the value. */
  readonly mailAddressErrorCount_lte?: number | undefined;
  /** `mailAddressErrorCount` is greater than the value. */
  readonly mailAddressErrorCount_gt?: number | undefined;
  /** `mailAddressErrorCount` is at least the value. */
  readonly mailAddressErrorCount_gte?: number | undefined;
  /** `mailAddressErrorCount` is one of the values. */
  readonly mailAddressErrorCount_in?: readonly number[] | undefined;
  /** `mailAddressErrorCount` is none of the values. */
  readonly mailAddressErrorCount_notIn?: readonly number[] | undefined;
  /** `mobileMailAddressErrorCount` equals the value (`null`: has no value). */
  readonly mobileMailAddressErrorCount_eq?: number | null | undefined;
  /** `mobileMailAddressErrorCount` differs from the value (`null`: has a value); also true where there is no value. */
  readonly mobileMailAddressErrorCount_notEq?: number | null | undefined;
  /** `mobileMailAddressErrorCount` is less than the value. */
  readonly mobileMailAddressErrorCount_lt?: number | undefined;
  /** `mobileMailAddressErrorCount` is at most the value. */
  readonly mobileMailAddressErrorCount_lte?: number | undefined;
  /** `mobileMailAddressErrorCount` is greater than the value. */
  readonly mobileMailAddressErrorCount_gt?: number | undefined;
  /** `mobileMailAddressErrorCount` is at least the value. */
  readonly mobileMailAddressErrorCount_gte?: number | undefined;
  /** `mobileMailAddressErrorCount` is one of the values. */
  readonly mobileMailAddressErrorCount_in?: readonly number[] | undefined;
  /** `mobileMailAddressErrorCount` is none of the values. */
  readonly mobileMailAddressErrorCount_notIn?: readonly number[] | undefined;
  /** `mlRefusalFlags` `true`: has no value; `false`: has one. */
  readonly mlRefusalFlags_isNull?: boolean | undefined;
  /** `mlRefusalFlags` `true`: has a value; `false`: has none. */
  readonly mlRefusalFlags_isNotNull?: boolean | undefined;
  /** `mlRefusalFlags` has only options among the values chosen. */
  readonly mlRefusalFlags_in?: readonly CampaignMlRefusalFlagsOption[] | undefined;
  /** `mlRefusalFlags` has an option outside the values chosen (or none). */
  readonly mlRefusalFlags_notIn?: readonly CampaignMlRefusalFlagsOption[] | undefined;
  /** `mlRefusalFlags` has every one of the values chosen. */
  readonly mlRefusalFlags_containsEvery?: readonly CampaignMlRefusalFlagsOption[] | undefined;
  /** `mlRefusalFlags` has at least one of the values chosen. */
  readonly mlRefusalFlags_containsSome?: readonly CampaignMlRefusalFlagsOption[] | undefined;
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
  readonly singleSelect01_eq?: CampaignSingleSelect01Option | null | undefined;
  /** `singleSelect01` differs from the value (`null`: has a value); also true where there is no value. */
  readonly singleSelect01_notEq?: CampaignSingleSelect01Option | null | undefined;
  /** `singleSelect01` `true`: has no value; `false`: has one. */
  readonly singleSelect01_isNull?: boolean | undefined;
  /** `singleSelect01` `true`: has a value; `false`: has none. */
  readonly singleSelect01_isNotNull?: boolean | undefined;
  /** `singleSelect01` is less than the value. */
  readonly singleSelect01_lt?: CampaignSingleSelect01Option | undefined;
  /** `singleSelect01` is at most the value. */
  readonly singleSelect01_lte?: CampaignSingleSelect01Option | undefined;
  /** `singleSelect01` is greater than the value. */
  readonly singleSelect01_gt?: CampaignSingleSelect01Option | undefined;
  /** `singleSelect01` is at least the value. */
  readonly singleSelect01_gte?: CampaignSingleSelect01Option | undefined;
  /** `singleSelect01` is one of the values. */
  readonly singleSelect01_in?: readonly CampaignSingleSelect01Option[] | undefined;
  /** `singleSelect01` is none of the values. */
  readonly singleSelect01_notIn?: readonly CampaignSingleSelect01Option[] | undefined;
  /** `multipleSelect01` `true`: has no value; `false`: has one. */
  readonly multipleSelect01_isNull?: boolean | undefined;
  /** `multipleSelect01` `true`: has a value; `false`: has none. */
  readonly multipleSelect01_isNotNull?: boolean | undefined;
  /** `multipleSelect01` has only options among the values chosen. */
  readonly multipleSelect01_in?: readonly CampaignMultipleSelect01Option[] | undefined;
  /** `multipleSelect01` has an option outside the values chosen (or none). */
  readonly multipleSelect01_notIn?: readonly CampaignMultipleSelect01Option[] | undefined;
  /** `multipleSelect01` has every one of the values chosen. */
  readonly multipleSelect01_containsEvery?: readonly CampaignMultipleSelect01Option[] | undefined;
  /** `multipleSelect01` has at least one of the values chosen. */
  readonly multipleSelect01_containsSome?: readonly CampaignMultipleSelect01Option[] | undefined;
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
  readonly singleSelect02_eq?: CampaignSingleSelect02Option | null | undefined;
  /** `singleSelect02` differs from the value (`null`: has a value); also true where there is no value. */
  readonly singleSelect02_notEq?: CampaignSingleSelect02Option | null | undefined;
  /** `singleSelect02` `true`: has no value; `false`: has one. */
  readonly singleSelect02_isNull?: boolean | undefined;
  /** `singleSelect02` `true`: has a value; `false`: has none. */
  readonly singleSelect02_isNotNull?: boolean | undefined;
  /** `singleSelect02` is less than the value. */
  readonly singleSelect02_lt?: CampaignSingleSelect02Option | undefined;
  /** `singleSelect02` is at most the value. */
  readonly singleSelect02_lte?: CampaignSingleSelect02Option | undefined;
  /** `singleSelect02` is greater than the value. */
  readonly singleSelect02_gt?: CampaignSingleSelect02Option | undefined;
  /** `singleSelect02` is at least the value. */
  readonly singleSelect02_gte?: CampaignSingleSelect02Option | undefined;
  /** `singleSelect02` is one of the values. */
  readonly singleSelect02_in?: readonly CampaignSingleSelect02Option[] | undefined;
  /** `singleSelect02` is none of the values. */
  readonly singleSelect02_notIn?: readonly CampaignSingleSelect02Option[] | undefined;
  /** `multipleSelect02` `true`: has no value; `false`: has one. */
  readonly multipleSelect02_isNull?: boolean | undefined;
  /** `multipleSelect02` `true`: has a value; `false`: has none. */
  readonly multipleSelect02_isNotNull?: boolean | undefined;
  /** `multipleSelect02` has only options among the values chosen. */
  readonly multipleSelect02_in?: readonly CampaignMultipleSelect02Option[] | undefined;
  /** `multipleSelect02` has an option outside the values chosen (or none). */
  readonly multipleSelect02_notIn?: readonly CampaignMultipleSelect02Option[] | undefined;
  /** `multipleSelect02` has every one of the values chosen. */
  readonly multipleSelect02_containsEvery?: readonly CampaignMultipleSelect02Option[] | undefined;
  /** `multipleSelect02` has at least one of the values chosen. */
  readonly multipleSelect02_containsSome?: readonly CampaignMultipleSelect02Option[] | undefined;
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
  readonly singleSelect03_eq?: CampaignSingleSelect03Option | null | undefined;
  /** `singleSelect03` differs from the value (`null`: has a value); also true where there is no value. */
  readonly singleSelect03_notEq?: CampaignSingleSelect03Option | null | undefined;
  /** `singleSelect03` `true`: has no value; `false`: has one. */
  readonly singleSelect03_isNull?: boolean | undefined;
  /** `singleSelect03` `true`: has a value; `false`: has none. */
  readonly singleSelect03_isNotNull?: boolean | undefined;
  /** `singleSelect03` is less than the value. */
  readonly singleSelect03_lt?: CampaignSingleSelect03Option | undefined;
  /** `singleSelect03` is at most the value. */
  readonly singleSelect03_lte?: CampaignSingleSelect03Option | undefined;
  /** `singleSelect03` is greater than the value. */
  readonly singleSelect03_gt?: CampaignSingleSelect03Option | undefined;
  /** `singleSelect03` is at least the value. */
  readonly singleSelect03_gte?: CampaignSingleSelect03Option | undefined;
  /** `singleSelect03` is one of the values. */
  readonly singleSelect03_in?: readonly CampaignSingleSelect03Option[] | undefined;
  /** `singleSelect03` is none of the values. */
  readonly singleSelect03_notIn?: readonly CampaignSingleSelect03Option[] | undefined;
  /** `multipleSelect03` `true`: has no value; `false`: has one. */
  readonly multipleSelect03_isNull?: boolean | undefined;
  /** `multipleSelect03` `true`: has a value; `false`: has none. */
  readonly multipleSelect03_isNotNull?: boolean | undefined;
  /** `multipleSelect03` has only options among the values chosen. */
  readonly multipleSelect03_in?: readonly CampaignMultipleSelect03Option[] | undefined;
  /** `multipleSelect03` has an option outside the values chosen (or none). */
  readonly multipleSelect03_notIn?: readonly CampaignMultipleSelect03Option[] | undefined;
  /** `multipleSelect03` has every one of the values chosen. */
  readonly multipleSelect03_containsEvery?: readonly CampaignMultipleSelect03Option[] | undefined;
  /** `multipleSelect03` has at least one of the values chosen. */
  readonly multipleSelect03_containsSome?: readonly CampaignMultipleSelect03Option[] | undefined;
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
  readonly singleSelect04_eq?: CampaignSingleSelect04Option | null | undefined;
  /** `singleSelect04` differs from the value (`null`: has a value); also true where there is no value. */
  readonly singleSelect04_notEq?: CampaignSingleSelect04Option | null | undefined;
  /** `singleSelect04` `true`: has no value; `false`: has one. */
  readonly singleSelect04_isNull?: boolean | undefined;
  /** `singleSelect04` `true`: has a value; `false`: has none. */
  readonly singleSelect04_isNotNull?: boolean | undefined;
  /** `singleSelect04` is less than the value. */
  readonly singleSelect04_lt?: CampaignSingleSelect04Option | undefined;
  /** `singleSelect04` is at most the value. */
  readonly singleSelect04_lte?: CampaignSingleSelect04Option | undefined;
  /** `singleSelect04` is greater than the value. */
  readonly singleSelect04_gt?: CampaignSingleSelect04Option | undefined;
  /** `singleSelect04` is at least the value. */
  readonly singleSelect04_gte?: CampaignSingleSelect04Option | undefined;
  /** `singleSelect04` is one of the values. */
  readonly singleSelect04_in?: readonly CampaignSingleSelect04Option[] | undefined;
  /** `singleSelect04` is none of the values. */
  readonly singleSelect04_notIn?: readonly CampaignSingleSelect04Option[] | undefined;
  /** `multipleSelect04` `true`: has no value; `false`: has one. */
  readonly multipleSelect04_isNull?: boolean | undefined;
  /** `multipleSelect04` `true`: has a value; `false`: has none. */
  readonly multipleSelect04_isNotNull?: boolean | undefined;
  /** `multipleSelect04` has only options among the values chosen. */
  readonly multipleSelect04_in?: readonly CampaignMultipleSelect04Option[] | undefined;
  /** `multipleSelect04` has an option outside the values chosen (or none). */
  readonly multipleSelect04_notIn?: readonly CampaignMultipleSelect04Option[] | undefined;
  /** `multipleSelect04` has every one of the values chosen. */
  readonly multipleSelect04_containsEvery?: readonly CampaignMultipleSelect04Option[] | undefined;
  /** `multipleSelect04` has at least one of the values chosen. */
  readonly multipleSelect04_containsSome?: readonly CampaignMultipleSelect04Option[] | undefined;
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
  readonly singleSelect05_eq?: CampaignSingleSelect05Option | null | undefined;
  /** `singleSelect05` differs from the value (`null`: has a value); also true where there is no value. */
  readonly singleSelect05_notEq?: CampaignSingleSelect05Option | null | undefined;
  /** `singleSelect05` `true`: has no value; `false`: has one. */
  readonly singleSelect05_isNull?: boolean | undefined;
  /** `singleSelect05` `true`: has a value; `false`: has none. */
  readonly singleSelect05_isNotNull?: boolean | undefined;
  /** `singleSelect05` is less than the value. */
  readonly singleSelect05_lt?: CampaignSingleSelect05Option | undefined;
  /** `singleSelect05` is at most the value. */
  readonly singleSelect05_lte?: CampaignSingleSelect05Option | undefined;
  /** `singleSelect05` is greater than the value. */
  readonly singleSelect05_gt?: CampaignSingleSelect05Option | undefined;
  /** `singleSelect05` is at least the value. */
  readonly singleSelect05_gte?: CampaignSingleSelect05Option | undefined;
  /** `singleSelect05` is one of the values. */
  readonly singleSelect05_in?: readonly CampaignSingleSelect05Option[] | undefined;
  /** `singleSelect05` is none of the values. */
  readonly singleSelect05_notIn?: readonly CampaignSingleSelect05Option[] | undefined;
  /** `multipleSelect05` `true`: has no value; `false`: has one. */
  readonly multipleSelect05_isNull?: boolean | undefined;
  /** `multipleSelect05` `true`: has a value; `false`: has none. */
  readonly multipleSelect05_isNotNull?: boolean | undefined;
  /** `multipleSelect05` has only options among the values chosen. */
  readonly multipleSelect05_in?: readonly CampaignMultipleSelect05Option[] | undefined;
  /** `multipleSelect05` has an option outside the values chosen (or none). */
  readonly multipleSelect05_notIn?: readonly CampaignMultipleSelect05Option[] | undefined;
  /** `multipleSelect05` has every one of the values chosen. */
  readonly multipleSelect05_containsEvery?: readonly CampaignMultipleSelect05Option[] | undefined;
  /** `multipleSelect05` has at least one of the values chosen. */
  readonly multipleSelect05_containsSome?: readonly CampaignMultipleSelect05Option[] | undefined;
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
  readonly singleSelect06_eq?: CampaignSingleSelect06Option | null | undefined;
  /** `singleSelect06` differs from the value (`null`: has a value); also true where there is no value. */
  readonly singleSelect06_notEq?: CampaignSingleSelect06Option | null | undefined;
  /** `singleSelect06` `true`: has no value; `false`: has one. */
  readonly singleSelect06_isNull?: boolean | undefined;
  /** `singleSelect06` `true`: has a value; `false`: has none. */
  readonly singleSelect06_isNotNull?: boolean | undefined;
  /** `singleSelect06` is less than the value. */
  readonly singleSelect06_lt?: CampaignSingleSelect06Option | undefined;
  /** `singleSelect06` is at most the value. */
  readonly singleSelect06_lte?: CampaignSingleSelect06Option | undefined;
  /** `singleSelect06` is greater than the value. */
  readonly singleSelect06_gt?: CampaignSingleSelect06Option | undefined;
  /** `singleSelect06` is at least the value. */
  readonly singleSelect06_gte?: CampaignSingleSelect06Option | undefined;
  /** `singleSelect06` is one of the values. */
  readonly singleSelect06_in?: readonly CampaignSingleSelect06Option[] | undefined;
  /** `singleSelect06` is none of the values. */
  readonly singleSelect06_notIn?: readonly CampaignSingleSelect06Option[] | undefined;
  /** `multipleSelect06` `true`: has no value; `false`: has one. */
  readonly multipleSelect06_isNull?: boolean | undefined;
  /** `multipleSelect06` `true`: has a value; `false`: has none. */
  readonly multipleSelect06_isNotNull?: boolean | undefined;
  /** `multipleSelect06` has only options among the values chosen. */
  readonly multipleSelect06_in?: readonly CampaignMultipleSelect06Option[] | undefined;
  /** `multipleSelect06` has an option outside the values chosen (or none). */
  readonly multipleSelect06_notIn?: readonly CampaignMultipleSelect06Option[] | undefined;
  /** `multipleSelect06` has every one of the values chosen. */
  readonly multipleSelect06_containsEvery?: readonly CampaignMultipleSelect06Option[] | undefined;
  /** `multipleSelect06` has at least one of the values chosen. */
  readonly multipleSelect06_containsSome?: readonly CampaignMultipleSelect06Option[] | undefined;
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
  readonly singleSelect07_eq?: CampaignSingleSelect07Option | null | undefined;
  /** `singleSelect07` differs from the value (`null`: has a value); also true where there is no value. */
  readonly singleSelect07_notEq?: CampaignSingleSelect07Option | null | undefined;
  /** `singleSelect07` `true`: has no value; `false`: has one. */
  readonly singleSelect07_isNull?: boolean | undefined;
  /** `singleSelect07` `true`: has a value; `false`: has none. */
  readonly singleSelect07_isNotNull?: boolean | undefined;
  /** `singleSelect07` is less than the value. */
  readonly singleSelect07_lt?: CampaignSingleSelect07Option | undefined;
  /** `singleSelect07` is at most the value. */
  readonly singleSelect07_lte?: CampaignSingleSelect07Option | undefined;
  /** `singleSelect07` is greater than the value. */
  readonly singleSelect07_gt?: CampaignSingleSelect07Option | undefined;
  /** `singleSelect07` is at least the value. */
  readonly singleSelect07_gte?: CampaignSingleSelect07Option | undefined;
  /** `singleSelect07` is one of the values. */
  readonly singleSelect07_in?: readonly CampaignSingleSelect07Option[] | undefined;
  /** `singleSelect07` is none of the values. */
  readonly singleSelect07_notIn?: readonly CampaignSingleSelect07Option[] | undefined;
  /** `multipleSelect07` `true`: has no value; `false`: has one. */
  readonly multipleSelect07_isNull?: boolean | undefined;
  /** `multipleSelect07` `true`: has a value; `false`: has none. */
  readonly multipleSelect07_isNotNull?: boolean | undefined;
  /** `multipleSelect07` has only options among the values chosen. */
  readonly multipleSelect07_in?: readonly CampaignMultipleSelect07Option[] | undefined;
  /** `multipleSelect07` has an option outside the values chosen (or none). */
  readonly multipleSelect07_notIn?: readonly CampaignMultipleSelect07Option[] | undefined;
  /** `multipleSelect07` has every one of the values chosen. */
  readonly multipleSelect07_containsEvery?: readonly CampaignMultipleSelect07Option[] | undefined;
  /** `multipleSelect07` has at least one of the values chosen. */
  readonly multipleSelect07_containsSome?: readonly CampaignMultipleSelect07Option[] | undefined;
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
  readonly singleSelect08_eq?: CampaignSingleSelect08Option | null | undefined;
  /** `singleSelect08` differs from the value (`null`: has a value); also true where there is no value. */
  readonly singleSelect08_notEq?: CampaignSingleSelect08Option | null | undefined;
  /** `singleSelect08` `true`: has no value; `false`: has one. */
  readonly singleSelect08_isNull?: boolean | undefined;
  /** `singleSelect08` `true`: has a value; `false`: has none. */
  readonly singleSelect08_isNotNull?: boolean | undefined;
  /** `singleSelect08` is less than the value. */
  readonly singleSelect08_lt?: CampaignSingleSelect08Option | undefined;
  /** `singleSelect08` is at most the value. */
  readonly singleSelect08_lte?: CampaignSingleSelect08Option | undefined;
  /** `singleSelect08` is greater than the value. */
  readonly singleSelect08_gt?: CampaignSingleSelect08Option | undefined;
  /** `singleSelect08` is at least the value. */
  readonly singleSelect08_gte?: CampaignSingleSelect08Option | undefined;
  /** `singleSelect08` is one of the values. */
  readonly singleSelect08_in?: readonly CampaignSingleSelect08Option[] | undefined;
  /** `singleSelect08` is none of the values. */
  readonly singleSelect08_notIn?: readonly CampaignSingleSelect08Option[] | undefined;
  /** `multipleSelect08` `true`: has no value; `false`: has one. */
  readonly multipleSelect08_isNull?: boolean | undefined;
  /** `multipleSelect08` `true`: has a value; `false`: has none. */
  readonly multipleSelect08_isNotNull?: boolean | undefined;
  /** `multipleSelect08` has only options among the values chosen. */
  readonly multipleSelect08_in?: readonly CampaignMultipleSelect08Option[] | undefined;
  /** `multipleSelect08` has an option outside the values chosen (or none). */
  readonly multipleSelect08_notIn?: readonly CampaignMultipleSelect08Option[] | undefined;
  /** `multipleSelect08` has every one of the values chosen. */
  readonly multipleSelect08_containsEvery?: readonly CampaignMultipleSelect08Option[] | undefined;
  /** `multipleSelect08` has at least one of the values chosen. */
  readonly multipleSelect08_containsSome?: readonly CampaignMultipleSelect08Option[] | undefined;
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
  readonly singleSelect09_eq?: CampaignSingleSelect09Option | null | undefined;
  /** `singleSelect09` differs from the value (`null`: has a value); also true where there is no value. */
  readonly singleSelect09_notEq?: CampaignSingleSelect09Option | null | undefined;
  /** `singleSelect09` `true`: has no value; `false`: has one. */
  readonly singleSelect09_isNull?: boolean | undefined;
  /** `singleSelect09` `true`: has a value; `false`: has none. */
  readonly singleSelect09_isNotNull?: boolean | undefined;
  /** `singleSelect09` is less than the value. */
  readonly singleSelect09_lt?: CampaignSingleSelect09Option | undefined;
  /** `singleSelect09` is at most the value. */
  readonly singleSelect09_lte?: CampaignSingleSelect09Option | undefined;
  /** `singleSelect09` is greater than the value. */
  readonly singleSelect09_gt?: CampaignSingleSelect09Option | undefined;
  /** `singleSelect09` is at least the value. */
  readonly singleSelect09_gte?: CampaignSingleSelect09Option | undefined;
  /** `singleSelect09` is one of the values. */
  readonly singleSelect09_in?: readonly CampaignSingleSelect09Option[] | undefined;
  /** `singleSelect09` is none of the values. */
  readonly singleSelect09_notIn?: readonly CampaignSingleSelect09Option[] | undefined;
  /** `multipleSelect09` `true`: has no value; `false`: has one. */
  readonly multipleSelect09_isNull?: boolean | undefined;
  /** `multipleSelect09` `true`: has a value; `false`: has none. */
  readonly multipleSelect09_isNotNull?: boolean | undefined;
  /** `multipleSelect09` has only options among the values chosen. */
  readonly multipleSelect09_in?: readonly CampaignMultipleSelect09Option[] | undefined;
  /** `multipleSelect09` has an option outside the values chosen (or none). */
  readonly multipleSelect09_notIn?: readonly CampaignMultipleSelect09Option[] | undefined;
  /** `multipleSelect09` has every one of the values chosen. */
  readonly multipleSelect09_containsEvery?: readonly CampaignMultipleSelect09Option[] | undefined;
  /** `multipleSelect09` has at least one of the values chosen. */
  readonly multipleSelect09_containsSome?: readonly CampaignMultipleSelect09Option[] | undefined;
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
  readonly singleSelect10_eq?: CampaignSingleSelect10Option | null | undefined;
  /** `singleSelect10` differs from the value (`null`: has a value); also true where there is no value. */
  readonly singleSelect10_notEq?: CampaignSingleSelect10Option | null | undefined;
  /** `singleSelect10` `true`: has no value; `false`: has one. */
  readonly singleSelect10_isNull?: boolean | undefined;
  /** `singleSelect10` `true`: has a value; `false`: has none. */
  readonly singleSelect10_isNotNull?: boolean | undefined;
  /** `singleSelect10` is less than the value. */
  readonly singleSelect10_lt?: CampaignSingleSelect10Option | undefined;
  /** `singleSelect10` is at most the value. */
  readonly singleSelect10_lte?: CampaignSingleSelect10Option | undefined;
  /** `singleSelect10` is greater than the value. */
  readonly singleSelect10_gt?: CampaignSingleSelect10Option | undefined;
  /** `singleSelect10` is at least the value. */
  readonly singleSelect10_gte?: CampaignSingleSelect10Option | undefined;
  /** `singleSelect10` is one of the values. */
  readonly singleSelect10_in?: readonly CampaignSingleSelect10Option[] | undefined;
  /** `singleSelect10` is none of the values. */
  readonly singleSelect10_notIn?: readonly CampaignSingleSelect10Option[] | undefined;
  /** `multipleSelect10` `true`: has no value; `false`: has one. */
  readonly multipleSelect10_isNull?: boolean | undefined;
  /** `multipleSelect10` `true`: has a value; `false`: has none. */
  readonly multipleSelect10_isNotNull?: boolean | undefined;
  /** `multipleSelect10` has only options among the values chosen. */
  readonly multipleSelect10_in?: readonly CampaignMultipleSelect10Option[] | undefined;
  /** `multipleSelect10` has an option outside the values chosen (or none). */
  readonly multipleSelect10_notIn?: readonly CampaignMultipleSelect10Option[] | undefined;
  /** `multipleSelect10` has every one of the values chosen. */
  readonly multipleSelect10_containsEvery?: readonly CampaignMultipleSelect10Option[] | undefined;
  /** `multipleSelect10` has at least one of the values chosen. */
  readonly multipleSelect10_containsSome?: readonly CampaignMultipleSelect10Option[] | undefined;
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
  /** Every one of these filters holds (1 to 10). */
  readonly AND?: readonly CampaignFilter[] | undefined;
  /** At least one of these filters holds (1 to 10). */
  readonly OR?: readonly CampaignFilter[] | undefined;
}

/** A sort key: `{property}` or `{property}_asc` (ascending), `{property}_desc`, of a property whose type allows `lt`/`gt`. */
export type CampaignOrderKey = 'id' | 'id_asc' | 'id_desc' | 'mailAddress' | 'mailAddress_asc' | 'mailAddress_desc' | 'mobileMailAddress' | 'mobileMailAddress_asc' | 'mobileMailAddress_desc' | 'updatedDate' | 'updatedDate_asc' | 'updatedDate_desc' | 'registeredDate' | 'registeredDate_asc' | 'registeredDate_desc' | 'mailAddressErrorCount' | 'mailAddressErrorCount_asc' | 'mailAddressErrorCount_desc' | 'mobileMailAddressErrorCount' | 'mobileMailAddressErrorCount_asc' | 'mobileMailAddressErrorCount_desc' | 'text01' | 'text01_asc' | 'text01_desc' | 'number01' | 'number01_asc' | 'number01_desc' | 'date01' | 'date01_asc' | 'date01_desc' | 'monthDay01' | 'monthDay01_asc' | 'monthDay01_desc' | 'dateTime01' | 'dateTime01_asc' | 'dateTime01_desc' | 'singleSelect01' | 'singleSelect01_asc' | 'singleSelect01_desc' | 'text02' | 'text02_asc' | 'text02_desc' | 'number02' | 'number02_asc' | 'number02_desc' | 'date02' | 'date02_asc' | 'date02_desc' | 'monthDay02' | 'monthDay02_asc' | 'monthDay02_desc' | 'dateTime02' | 'dateTime02_asc' | 'dateTime02_desc' | 'singleSelect02' | 'singleSelect02_asc' | 'singleSelect02_desc' | 'text03' | 'text03_asc' | 'text03_desc' | 'number03' | 'number03_asc' | 'number03_desc' | 'date03' | 'date03_asc' | 'date03_desc' | 'monthDay03' | 'monthDay03_asc' | 'monthDay03_desc' | 'dateTime03' | 'dateTime03_asc' | 'dateTime03_desc' | 'singleSelect03' | 'singleSelect03_asc' | 'singleSelect03_desc' | 'text04' | 'text04_asc' | 'text04_desc' | 'number04' | 'number04_asc' | 'number04_desc' | 'date04' | 'date04_asc' | 'date04_desc' | 'monthDay04' | 'monthDay04_asc' | 'monthDay04_desc' | 'dateTime04' | 'dateTime04_asc' | 'dateTime04_desc' | 'singleSelect04' | 'singleSelect04_asc' | 'singleSelect04_desc' | 'text05' | 'text05_asc' | 'text05_desc' | 'number05' | 'number05_asc' | 'number05_desc' | 'date05' | 'date05_asc' | 'date05_desc' | 'monthDay05' | 'monthDay05_asc' | 'monthDay05_desc' | 'dateTime05' | 'dateTime05_asc' | 'dateTime05_desc' | 'singleSelect05' | 'singleSelect05_asc' | 'singleSelect05_desc' | 'text06' | 'text06_asc' | 'text06_desc' | 'number06' | 'number06_asc' | 'number06_desc' | 'date06' | 'date06_asc' | 'date06_desc' | 'monthDay06' | 'monthDay06_asc' | 'monthDay06_desc' | 'dateTime06' | 'dateTime06_asc' | 'dateTime06_desc' | 'singleSelect06' | 'singleSelect06_asc' | 'singleSelect06_desc' | 'text07' | 'text07_asc' | 'text07_desc' | 'number07' | 'number07_asc' | 'number07_desc' | 'date07' | 'date07_asc' | 'date07_desc' | 'monthDay07' | 'monthDay07_asc' | 'monthDay07_desc' | 'dateTime07' | 'dateTime07_asc' | 'dateTime07_desc' | 'singleSelect07' | 'singleSelect07_asc' | 'singleSelect07_desc' | 'text08' | 'text08_asc' | 'text08_desc' | 'number08' | 'number08_asc' | 'number08_desc' | 'date08' | 'date08_asc' | 'date08_desc' | 'monthDay08' | 'monthDay08_asc' | 'monthDay08_desc' | 'dateTime08' | 'dateTime08_asc' | 'dateTime08_desc' | 'singleSelect08' | 'singleSelect08_asc' | 'singleSelect08_desc' | 'text09' | 'text09_asc' | 'text09_desc' | 'number09' | 'number09_asc' | 'number09_desc' | 'date09' | 'date09_asc' | 'date09_desc' | 'monthDay09' | 'monthDay09_asc' | 'monthDay09_desc' | 'dateTime09' | 'dateTime09_asc' | 'dateTime09_desc' | 'singleSelect09' | 'singleSelect09_asc' | 'singleSelect09_desc' | 'text10' | 'text10_asc' | 'text10_desc' | 'number10' | 'number10_asc' | 'number10_desc' | 'date10' | 'date10_asc' | 'date10_desc' | 'monthDay10' | 'monthDay10_asc' | 'monthDay10_desc' | 'dateTime10' | 'dateTime10_asc' | 'dateTime10_desc' | 'singleSelect10' | 'singleSelect10_asc' | 'singleSelect10_desc' | 'text11' | 'text11_asc' | 'text11_desc';

/** At most two sort keys, the first deciding first; records equal on both, and every query without an order, come in id order. */
export type CampaignOrder = readonly [] | readonly [CampaignOrderKey] | readonly [CampaignOrderKey, CampaignOrderKey];

/** What `query`, `pages` and `queryAll` of `campaign` take. */
export interface CampaignQuery {
  /** Which records: the filter (all records when left out). */
  readonly filter?: CampaignFilter | undefined;
  /** Sort keys (at most two). */
  readonly order?: CampaignOrder | undefined;
  /** Records per page: 1 to 100, default 100 (the page size of `pages` and `queryAll`). */
  readonly limit?: number | undefined;
  /** Matching records to skip first: at least 0, default 0. */
  readonly offset?: number | undefined;
}

/** What `count` of `campaign` takes. */
export interface CampaignCountQuery {
  /** Which records: the filter (all records when left out). */
  readonly filter?: CampaignFilter | undefined;
}

/** One page of `query` of `campaign`. */
export interface CampaignQueryResult {
  /** `hasMore`: more records match after this page. */
  readonly metadata: { readonly hasMore: boolean };
  readonly items: readonly CampaignRecord[];
}

/** A passwordHash property: what `authenticate` checks a password against. */
export type CampaignPasswordProperty = 'passwordHash01' | 'passwordHash02' | 'passwordHash03' | 'passwordHash04' | 'passwordHash05' | 'passwordHash06' | 'passwordHash07' | 'passwordHash08' | 'passwordHash09' | 'passwordHash10';

/** What `authenticate` of `campaign` takes. */
export interface CampaignAuthenticateBody {
  /** The passwordHash property to check against. */
  readonly propertyName: CampaignPasswordProperty;
  /** The password to check. */
  readonly value: string;
}

/** The answer of `authenticate` of `campaign`. */
export interface CampaignAuthenticateResult {
  /** `authenticated` when the password matches; another value (such as `failed`) when not. */
  readonly result: string;
}

/**
 * The records of API definition `campaign` (database `_customer`, customerDb): `db.campaign` of the records client.
 *
 * Every method takes `options` last (`signal`, `timeoutMs`, `retry`, …) and fails with an `SdkError`; values that break a rule of `campaign` are refused before sending with a `RequestValidationError` naming the rule and the key.
 */
export interface CampaignRecords {
  /**
   * Registers a record and answers it with the id the service gave it. Not retried unless `retryUnsafe: true`: a create repeated after a lost answer registers a second record.
   *
   * `POST /campaign/records` (`createCampaign`; `db:record:execute`).
   */
  create(body: CampaignCreate, options?: CallOptions): Promise<CampaignRecord>;
  /**
   * One record by its id (`NotFoundError` when there is none).
   *
   * `GET /campaign/records/{id}` (`getCampaign`; `db:record:execute` or `db:record:read`).
   */
  get(id: Int64Input, options?: CallOptions): Promise<CampaignRecord>;
  /**
   * Changes the properties in the body (`null` clears one) and answers the record. With `fields`, only those are written, and each must be in the body. Retried like a read: it sets values, so repeating it leaves the same record.
   *
   * `PATCH /campaign/records/{id}` (`patchCampaign`; `db:record:execute`).
   */
  patch<F extends CampaignField = never>(id: Int64Input, body: WithFields<CampaignPatch, NoInfer<F>>, options?: PatchOptions<F>): Promise<CampaignRecord>;
  /**
   * Deletes one record; the answer says what was deleted.
   *
   * `DELETE /campaign/records/{id}` (`deleteCampaign`; `db:record:execute`).
   */
  delete(id: Int64Input, options?: CallOptions): Promise<DeleteResult>;
  /**
   * One page of matching records (`limit` 1 to 100, `offset`); `metadata.hasMore` says whether more follow. The filter, order and paging are checked before sending.
   *
   * `POST /campaign/query` (`queryCampaign`; `db:record:execute` or `db:record:read`).
   */
  query(query?: CampaignQuery, options?: CallOptions): Promise<CampaignQueryResult>;
  /**
   * How many records match the filter.
   *
   * `POST /campaign/count` (`countCampaign`; `db:record:execute` or `db:record:read`).
   */
  count(query?: CampaignCountQuery, options?: CallOptions): Promise<number>;
  /** `for await` over every page of matching records: from `offset` (default 0), `limit` (default 100) at a time, until the service says no more match. */
  pages(query?: CampaignQuery, options?: CallOptions): AsyncIterable<RecordsPage<CampaignRecord>>;
  /** `for await` over every matching record, page by page. Records added or deleted while it runs may shift the pages: sort by a property that does not change (the default, id order) for a stable walk. */
  queryAll(query?: CampaignQuery, options?: CallOptions): AsyncIterable<CampaignRecord>;
  /** Creates many records, `concurrency` (default 32) at a time, paced by the shared rate limit; resolves with one outcome per record: `succeeded`, `failed` (not created), `unknown` (may have been created: check before sending it again) or `skipped`. */
  bulkCreate(records: Iterable<CampaignCreate> | AsyncIterable<CampaignCreate>, options?: BulkOptions): Promise<BulkResult<CampaignRecord>>;
  /** Patches many records, like `bulkCreate`: one outcome per update, in input order. */
  bulkPatch(updates: Iterable<BulkPatch<CampaignPatch, CampaignField>> | AsyncIterable<BulkPatch<CampaignPatch, CampaignField>>, options?: BulkOptions): Promise<BulkResult<CampaignRecord>>;
  /**
   * Checks a password against a passwordHash property of the record: `result` is `authenticated` when it matches.
   *
   * `POST /campaign/records/{id}/authenticate` (`authenticateCampaign`; `db:record:execute` or `db:record:read`).
   */
  authenticate(id: Int64Input, body: CampaignAuthenticateBody, options?: CallOptions): Promise<CampaignAuthenticateResult>;
}

/** What the runtime builds the `campaign` namespace from: its operations, and what a request may do with each property. */
export const campaignDefinition = defineRecords({
  name: 'campaign',
  idParameter: 'id',
  operations: {
    create: {
      id: 'createCampaign',
      method: 'post',
      path: '/campaign/records',
      scopes: ['db:record:execute'],
      request: 'json',
      requestMediaType: 'application/json',
      response: 'json',
      retry: 'unsafe',
    },
    query: {
      id: 'queryCampaign',
      method: 'post',
      path: '/campaign/query',
      scopes: ['db:record:execute', 'db:record:read'],
      request: 'json',
      requestMediaType: 'application/json',
      response: 'json',
      retry: 'safe',
    },
    count: {
      id: 'countCampaign',
      method: 'post',
      path: '/campaign/count',
      scopes: ['db:record:execute', 'db:record:read'],
      request: 'json',
      requestMediaType: 'application/json',
      response: 'json',
      retry: 'safe',
    },
    get: {
      id: 'getCampaign',
      method: 'get',
      path: '/campaign/records/{id}',
      scopes: ['db:record:execute', 'db:record:read'],
      request: 'none',
      response: 'json',
      retry: 'safe',
      pathParams: { id: { 'type': 'integer', minimum: 1 } },
    },
    patch: {
      id: 'patchCampaign',
      method: 'patch',
      path: '/campaign/records/{id}',
      scopes: ['db:record:execute'],
      request: 'json',
      requestMediaType: 'application/json',
      response: 'json',
      retry: 'safe',
      pathParams: { id: { 'type': 'integer', minimum: 1 } },
    },
    delete: {
      id: 'deleteCampaign',
      method: 'delete',
      path: '/campaign/records/{id}',
      scopes: ['db:record:execute'],
      request: 'none',
      response: 'json',
      retry: 'safe',
      pathParams: { id: { 'type': 'integer', minimum: 1 } },
    },
    authenticate: {
      id: 'authenticateCampaign',
      method: 'post',
      path: '/campaign/records/{id}/authenticate',
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
    mailAddress: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn contains notContains startsWith notStartsWith endsWith notEndsWith' },
    mobileMailAddress: { filter: 'eq notEq isNull isNotNull lt lte gt gte in notIn contains notContains startsWith notStartsWith endsWith notEndsWith' },
    updatedDate: { filter: 'eq notEq lt lte gt gte in notIn', readOnly: true },
    registeredDate: { filter: 'eq notEq lt lte gt gte in notIn', readOnly: true },
    mailRefusalFlag: { filter: 'eq notEq' },
    mailAddressErrorCount: { filter: 'eq notEq lt lte gt gte in notIn' },
    mobileMailAddressErrorCount: { filter: 'eq notEq lt lte gt gte in notIn' },
    mlRefusalFlags: { filter: 'isNull isNotNull in notIn containsEvery containsSome' },
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
  },
  order: ['id', 'id_asc', 'id_desc', 'mailAddress', 'mailAddress_asc', 'mailAddress_desc', 'mobileMailAddress', 'mobileMailAddress_asc', 'mobileMailAddress_desc', 'updatedDate', 'updatedDate_asc', 'updatedDate_desc', 'registeredDate', 'registeredDate_asc', 'registeredDate_desc', 'mailAddressErrorCount', 'mailAddressErrorCount_asc', 'mailAddressErrorCount_desc', 'mobileMailAddressErrorCount', 'mobileMailAddressErrorCount_asc', 'mobileMailAddressErrorCount_desc', 'text01', 'text01_asc', 'text01_desc', 'number01', 'number01_asc', 'number01_desc', 'date01', 'date01_asc', 'date01_desc', 'monthDay01', 'monthDay01_asc', 'monthDay01_desc', 'dateTime01', 'dateTime01_asc', 'dateTime01_desc', 'singleSelect01', 'singleSelect01_asc', 'singleSelect01_desc', 'text02', 'text02_asc', 'text02_desc', 'number02', 'number02_asc', 'number02_desc', 'date02', 'date02_asc', 'date02_desc', 'monthDay02', 'monthDay02_asc', 'monthDay02_desc', 'dateTime02', 'dateTime02_asc', 'dateTime02_desc', 'singleSelect02', 'singleSelect02_asc', 'singleSelect02_desc', 'text03', 'text03_asc', 'text03_desc', 'number03', 'number03_asc', 'number03_desc', 'date03', 'date03_asc', 'date03_desc', 'monthDay03', 'monthDay03_asc', 'monthDay03_desc', 'dateTime03', 'dateTime03_asc', 'dateTime03_desc', 'singleSelect03', 'singleSelect03_asc', 'singleSelect03_desc', 'text04', 'text04_asc', 'text04_desc', 'number04', 'number04_asc', 'number04_desc', 'date04', 'date04_asc', 'date04_desc', 'monthDay04', 'monthDay04_asc', 'monthDay04_desc', 'dateTime04', 'dateTime04_asc', 'dateTime04_desc', 'singleSelect04', 'singleSelect04_asc', 'singleSelect04_desc', 'text05', 'text05_asc', 'text05_desc', 'number05', 'number05_asc', 'number05_desc', 'date05', 'date05_asc', 'date05_desc', 'monthDay05', 'monthDay05_asc', 'monthDay05_desc', 'dateTime05', 'dateTime05_asc', 'dateTime05_desc', 'singleSelect05', 'singleSelect05_asc', 'singleSelect05_desc', 'text06', 'text06_asc', 'text06_desc', 'number06', 'number06_asc', 'number06_desc', 'date06', 'date06_asc', 'date06_desc', 'monthDay06', 'monthDay06_asc', 'monthDay06_desc', 'dateTime06', 'dateTime06_asc', 'dateTime06_desc', 'singleSelect06', 'singleSelect06_asc', 'singleSelect06_desc', 'text07', 'text07_asc', 'text07_desc', 'number07', 'number07_asc', 'number07_desc', 'date07', 'date07_asc', 'date07_desc', 'monthDay07', 'monthDay07_asc', 'monthDay07_desc', 'dateTime07', 'dateTime07_asc', 'dateTime07_desc', 'singleSelect07', 'singleSelect07_asc', 'singleSelect07_desc', 'text08', 'text08_asc', 'text08_desc', 'number08', 'number08_asc', 'number08_desc', 'date08', 'date08_asc', 'date08_desc', 'monthDay08', 'monthDay08_asc', 'monthDay08_desc', 'dateTime08', 'dateTime08_asc', 'dateTime08_desc', 'singleSelect08', 'singleSelect08_asc', 'singleSelect08_desc', 'text09', 'text09_asc', 'text09_desc', 'number09', 'number09_asc', 'number09_desc', 'date09', 'date09_asc', 'date09_desc', 'monthDay09', 'monthDay09_asc', 'monthDay09_desc', 'dateTime09', 'dateTime09_asc', 'dateTime09_desc', 'singleSelect09', 'singleSelect09_asc', 'singleSelect09_desc', 'text10', 'text10_asc', 'text10_desc', 'number10', 'number10_asc', 'number10_desc', 'date10', 'date10_asc', 'date10_desc', 'monthDay10', 'monthDay10_asc', 'monthDay10_desc', 'dateTime10', 'dateTime10_asc', 'dateTime10_desc', 'singleSelect10', 'singleSelect10_asc', 'singleSelect10_desc', 'text11', 'text11_asc', 'text11_desc'],
});
