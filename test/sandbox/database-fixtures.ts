/** Definitions several database suites share. */
import { MASTER_ID } from './database-harness.js';

type Json = any;

/**
 * `member`: one property of every item type (the master database has one item of each type that cannot be
 * created, which the properties of those types name), named for what it holds.
 */
export const EVERY_TYPE: Json = {
  ...MASTER_ID,
  email: { 'x-platform-type': 'mailAddress', 'x-platform-mapping': '_mailAddress' },
  mobile: { 'x-platform-type': 'mobileMailAddress', 'x-platform-mapping': '_mobileMailAddress' },
  updated: { 'x-platform-type': 'updatedDate', 'x-platform-mapping': '_updatedDate' },
  registered: { 'x-platform-type': 'registeredDate', 'x-platform-mapping': '_registeredDate' },
  refusal: { 'x-platform-type': 'mailRefusalFlag', 'x-platform-mapping': '_mailRefusalFlag' },
  errors: { 'x-platform-type': 'mailAddressErrorCount', 'x-platform-mapping': '_mailAddressErrorCount' },
  mobileErrors: {
    'x-platform-type': 'mobileMailAddressErrorCount',
    'x-platform-mapping': '_mobileMailAddressErrorCount',
  },
  lists: { 'x-platform-type': 'mlRefusalFlags', 'x-platform-mapping': '_mlRefusalFlags' },
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
