/**
 * The model of the records package: one `DefinitionModel` per API definition of the account's getAllOpenApi
 * document (specs/database.yaml, tag `openApi`, "The document"), enriched by the definitions of
 * `apidefinitions.json` when the snapshot has them (specs/README.md, "The records snapshot"). It is what the
 * records transform (records-transform.ts) makes of the document's API model, and what the records emitters read.
 */
import type { ApiModel, OperationModel } from '../model/model.js';
import type { SchemaObject } from '../model/openapi.js';
import type { PropertyMeaning } from './records-property.js';
import type { SpecText } from '../text/spec-text.js';

/** A schema as the records documents write them (OpenAPI 3.0: `nullable`, `readOnly`, `writeOnly`). */
export type RecordSchema = SchemaObject & {
  readonly nullable?: boolean;
  readonly readOnly?: boolean;
  readonly writeOnly?: boolean;
  readonly maxItems?: number;
};

export interface SelectOptionModel {
  readonly value: number;
  readonly label: SpecText;
  readonly hasExtraText: boolean;
  /** Key of the option in the generated constant (records-select.ts). */
  readonly key: string;
}

/** A property of a record: its schema, what it means (records-property.ts) and what the snapshot says of it. */
export interface PropertyModel extends PropertyMeaning {
  readonly name: SpecText;
  readonly schema: RecordSchema;
  /** `x-platform-type` from the snapshot's definitions. */
  readonly itemType: SpecText | undefined;
  /** `x-platform-mapping`: the database item it is bound to. */
  readonly mapping: SpecText | undefined;
  /** Select options with labels, when the definitions give them. */
  readonly options: readonly SelectOptionModel[] | undefined;
  /** Exported constant and value type of the options (`MemberRankOption`), when there are options. */
  readonly optionsName: string | undefined;
  /** Allowed filter operators with the schema of their operand, in document order. */
  readonly filter: readonly {
    readonly operator: string;
    readonly key: SpecText;
    readonly operand: RecordSchema;
    /** The operator takes a non-empty array of values (`list` in `x-filter-operators`). */
    readonly list: boolean;
  }[];
  readonly passwordHash: boolean;
}

export interface DefinitionNames {
  /** Module file below the package, without extension (`definitions/member.gen`). */
  readonly module: string;
  readonly record: string;
  readonly create: string;
  readonly patch: string;
  readonly field: string;
  readonly filter: string;
  readonly orderKey: string;
  readonly order: string;
  readonly query: string;
  readonly countQuery: string;
  readonly queryResult: string;
  readonly passwordProperty: string | undefined;
  readonly authenticateBody: string | undefined;
  readonly authenticateResult: string | undefined;
  /** The namespace interface (`MemberRecords`). */
  readonly namespace: string;
  /** The `RecordsDefinition` constant (`memberDefinition`). */
  readonly definition: string;
}

export interface DefinitionModel {
  /** The definition's name: the segment of its paths before `/records`, `/query` and `/count`. */
  readonly name: SpecText;
  /** Its client namespace (`db.member`): the name, or the one the names file gives it. */
  readonly namespace: SpecText;
  /** The tag's description, when the document has the definition's tag. */
  readonly description: SpecText | undefined;
  /** `spec.resources.main` of the snapshot's definition. */
  readonly database: { readonly mapping: SpecText | undefined; readonly type: SpecText | undefined } | undefined;
  readonly idParameter: SpecText;
  readonly operations: {
    readonly create: OperationModel;
    readonly query: OperationModel;
    readonly count: OperationModel;
    readonly get: OperationModel;
    readonly patch: OperationModel;
    readonly delete: OperationModel;
    readonly authenticate: OperationModel | undefined;
  };
  readonly properties: readonly PropertyModel[];
  /** `<Name>_Order`'s sort keys. */
  readonly order: readonly SpecText[];
  readonly names: DefinitionNames;
}

/**
 * The package's model: the API model's facts of the client (the document is the rebased one, records-layout.ts,
 * which schema.gen.ts and `raw` are made of; the server variables have the base address first; the scopes are
 * those of the record operations; the rate limit is the database API's), and one model per API definition.
 */
export interface RecordsModel
  extends Pick<
    ApiModel,
    'pkg' | 'specPath' | 'document' | 'title' | 'serverUrl' | 'variables' | 'scopes' | 'rateLimit' | 'names'
  > {
  readonly definitionsPath: string | undefined;
  readonly definitions: readonly DefinitionModel[];
  /** Entries of the names file that name nothing of the snapshot, as warnings (they do not stop generation). */
  readonly warnings: readonly string[];
}
