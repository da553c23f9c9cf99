/**
 * The tests that read the customer's snapshot (specs/records/) or the records package generated from it on
 * purpose, directly or through the project's package list: each passes for whatever account the snapshot holds.
 * customer-snapshot.test.ts keeps every other test away from the snapshot; the own-account test runs again, in a
 * fresh clone whose account moved the records package's version twice, every reader marked `onOwnAccount`.
 */
export interface SnapshotReader {
  readonly file: string;
  /** Run again by test/repository/own-account.test.ts in its clone, on the account it fetched. */
  readonly onOwnAccount: boolean;
  /** What it reads, and for a reader the own-account test does not run again, what holds it to any account. */
  readonly why: string;
}

export const READERS: readonly SnapshotReader[] = [
  {
    file: 'test/repository/own-account.test.ts',
    onOwnAccount: false,
    why: "a fresh clone of the repository, the customer's own account fetched into it twice and then none",
  },
  {
    file: 'test/integration/fetch-specs.test.ts',
    onOwnAccount: false,
    why: 'fetch-specs writing the snapshot of a copy of the project of its own, and generating from it',
  },
  {
    file: 'test/packaging/build-packages.test.ts',
    onOwnAccount: true,
    why: "every package built, the records package's version and changelog as its history says",
  },
  { file: 'test/packaging/engines.test.ts', onOwnAccount: true, why: 'the engines of every package.json' },
  {
    file: 'test/generator/check.test.ts',
    onOwnAccount: false,
    why:
      'the drift check over every package, on copies of generated/: its findings do not depend on what the files ' +
      'hold; the own-account test runs `npm run generate -- --check` itself on each account it fetches',
  },
  {
    file: 'test/generator/determinism.test.ts',
    onOwnAccount: false,
    why:
      'every package generated twice, golden; in the own-account clone `npm run generate -- --check` compares a ' +
      'second run with the first on each state',
  },
  { file: 'test/generator/typecheck.test.ts', onOwnAccount: true, why: 'every generated package type-checked' },
  {
    file: 'test/packaging/publish.test.ts',
    onOwnAccount: false,
    why:
      'every package published to a registry and installed by three package managers and three Node versions ' +
      '(minutes): it expects the versions the built packages carry, never one written out',
  },
  {
    file: 'test/docs/site.test.ts',
    onOwnAccount: false,
    why:
      "the site in Chromium: its records pages are checked against the snapshot's own definitions; the " +
      "own-account test builds the clone's site and reads its records pages",
  },
];

/** The files of READERS. */
export const READER_FILES: readonly string[] = READERS.map((reader) => reader.file);
