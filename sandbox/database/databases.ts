/**
 * Hosted databases (specs/database.yaml, the `databaseDefinitions` tag): the master database `_customer` (customerDb)
 * that every account has from the start, and history databases (historyDb) created by putApiDefinition. A database
 * holds its items (columns, in display order) and its records; API definitions only bind properties to items, so two
 * definitions over one database see the same records.
 */
import { randomUUID } from 'node:crypto';
import type { ItemType } from './item-types.js';

export type DatabaseType = 'customerDb' | 'historyDb';

/** The master database's name (reserved: names beginning with an underscore cannot be created). */
export const MASTER_DATABASE = '_customer';

export interface SelectOption {
  readonly value: number;
  readonly label: string;
  readonly hasExtraText: boolean;
}

export interface Item {
  readonly name: string;
  readonly label: string;
  readonly type: ItemType;
  /** The options of a select type (singleSelect, multipleSelect, mlRefusalFlags); undefined for other types. */
  options: readonly SelectOption[] | undefined;
}

export interface SelectValue {
  readonly value: number;
  readonly extraText: string | null;
}

/** A passwordHash value as stored: scrypt of the password with its own salt (passwords.ts). */
export interface PasswordDigest {
  readonly salt: Buffer;
  readonly hash: Buffer;
}

/**
 * A stored value: bigint for ids, number for numbers and counts, epoch ms for date-times (`{ epochMs }`),
 * strings for text, addresses, dates, month-days and plain passwords, arrays for selections.
 */
export type StoredValue =
  | bigint
  | number
  | string
  | boolean
  | { readonly epochMs: number }
  | readonly SelectValue[]
  | PasswordDigest;

/** Item name -> value; an absent item is null. The id item holds the record's id. */
export type StoredRecord = Map<string, StoredValue>;

/** Built-in items of `_customer`: the id, the address, and one item of every other type that cannot be created. */
const MASTER_ITEMS: readonly Omit<Item, 'options'>[] = [
  { name: '_platformId', label: 'Platform ID', type: 'platformId' },
  { name: '_mailAddress', label: 'Mail address', type: 'mailAddress' },
  { name: '_mobileMailAddress', label: 'Mobile mail address', type: 'mobileMailAddress' },
  { name: '_registeredDate', label: 'Registered', type: 'registeredDate' },
  { name: '_updatedDate', label: 'Updated', type: 'updatedDate' },
  { name: '_mailRefusalFlag', label: 'Refuses mail', type: 'mailRefusalFlag' },
  { name: '_mailAddressErrorCount', label: 'Mail address errors', type: 'mailAddressErrorCount' },
  { name: '_mobileMailAddressErrorCount', label: 'Mobile mail address errors', type: 'mobileMailAddressErrorCount' },
  { name: '_mlRefusalFlags', label: 'Refused mailing lists', type: 'mlRefusalFlags' },
];

/** The mailing lists a customer can refuse (`_mlRefusalFlags`); the third takes a free-text reason. */
const MAILING_LISTS: readonly SelectOption[] = [
  { value: 1, label: 'Newsletter', hasExtraText: false },
  { value: 2, label: 'Campaigns', hasExtraText: false },
  { value: 3, label: 'Other', hasExtraText: true },
];

/** Built-in items of a history database: its id, the customer it belongs to, and the service's dates. */
const HISTORY_ITEMS: readonly Omit<Item, 'options'>[] = [
  { name: '_historyId', label: 'History ID', type: 'historyId' },
  { name: '_platformId', label: 'Platform ID', type: 'platformId' },
  { name: '_registeredDate', label: 'Registered', type: 'registeredDate' },
  { name: '_updatedDate', label: 'Updated', type: 'updatedDate' },
];

export class Database {
  readonly uid = randomUUID();
  readonly items: Item[];
  readonly records = new Map<bigint, StoredRecord>();

  /** Position in the account's lists (creation order), set when the account adds it; pages continue after it. */
  seq = -1;
  /** Set when the account adds it; changes whenever the items change (an item added, options replaced). */
  resourceVersion = '';

  constructor(
    readonly name: string,
    readonly type: DatabaseType,
    readonly label: string,
    /** Epoch ms on the sandbox clock. */
    readonly createdAt: number,
  ) {
    const builtIns = type === 'customerDb' ? MASTER_ITEMS : HISTORY_ITEMS;
    this.items = builtIns.map((item) => ({
      ...item,
      options: item.type === 'mlRefusalFlags' ? [...MAILING_LISTS] : undefined,
    }));
  }

  /** The item holding the record id: platformId in the master database, historyId in a history database. */
  get idItem(): Item {
    const wanted: ItemType = this.type === 'customerDb' ? 'platformId' : 'historyId';
    const item = this.items.find((i) => i.type === wanted);
    if (!item) throw new Error(`database ${this.name} has no ${wanted} item`);
    return item;
  }

  item(name: string): Item | undefined {
    return this.items.find((i) => i.name === name);
  }
}
