/** Definitions several database suites share. */
import { MASTER_ID } from './database-harness.js';

type Json = any;

/**
 * `member`: one property of every item type (the master database has one item of each type that cannot be
 * created), named for what it holds.
 */
export const EVERY_TYPE: Json = {
  ...MASTER_ID,
  email: { 'x-platform-type': 'mailAddress' },
  mobile: { 'x-platform-type': 'mobileMailAddress' },
  updated: { 'x-platform-type': 'updatedDate' },
  registered: { 'x-platform-type': 'registeredDate' },
  refusal: { 'x-platform-type': 'mailRefusalFlag' },
  errors: { 'x-platform-type': 'mailAddressErrorCount' },
  mobileErrors: { 'x-platform-type': 'mobileMailAddressErrorCount' },
  lists: { 'x-platform-type': 'mlRefusalFlags' },
  name: { 'x-platform-type': 'text' },
  age: { 'x-platform-type': 'number' },
  birthday: { 'x-platform-type': 'date' },
  anniversary: { 'x-platform-type': 'monthDay' },
  seen: { 'x-platform-type': 'dateTime' },
  color: {
    'x-platform-type': 'singleSelect',
    'x-platform-select-value-definitions': [
      { value: 1, label: 'Red', hasExtraText: false },
      { value: 2, label: 'Other', hasExtraText: true },
    ],
  },
  tags: {
    'x-platform-type': 'multipleSelect',
    'x-platform-select-value-definitions': [1, 2, 3].map((value) => ({
      value,
      label: `Tag ${value}`,
      hasExtraText: false,
    })),
  },
  pin: { 'x-platform-type': 'password' },
  secret: { 'x-platform-type': 'passwordHash' },
};
