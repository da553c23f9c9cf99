// Generated from specs/database.yaml by the platform-sdk generator. Do not edit.

/** Every filter operator (`x-filter-operators` of PlatformItemType) with what its operand is. */
export const FILTER_OPERATORS = {
    eq: 'valueOrNull',
    notEq: 'valueOrNull',
    isNull: 'flag',
    isNotNull: 'flag',
    lt: 'value',
    lte: 'value',
    gt: 'value',
    gte: 'value',
    'in': 'list',
    notIn: 'list',
    contains: 'text',
    notContains: 'text',
    startsWith: 'text',
    notStartsWith: 'text',
    endsWith: 'text',
    notEndsWith: 'text',
    containsEvery: 'list',
    containsSome: 'list'
} as const;

/** Every item type (`x-item-types` of PlatformItemType): its OpenAPI type and format, whether a new item of it can be created, its filter operators, its select kind, and whether the service sets or hides its values. */
export const ITEM_TYPES = {
    platformId: {
        'type': 'integer',
        format: 'int64',
        creatable: false,
        operators: ['eq', 'notEq', 'lt', 'lte', 'gt', 'gte', 'in', 'notIn'],
        select: null,
        readOnly: false,
        writeOnly: false
    },
    historyId: {
        'type': 'integer',
        format: 'int64',
        creatable: false,
        operators: ['eq', 'notEq', 'lt', 'lte', 'gt', 'gte', 'in', 'notIn'],
        select: null,
        readOnly: false,
        writeOnly: false
    },
    mailAddress: {
        'type': 'string',
        format: 'email',
        creatable: false,
        operators: ['eq', 'notEq', 'isNull', 'isNotNull', 'lt', 'lte', 'gt', 'gte', 'in', 'notIn', 'contains', 'notContains', 'startsWith', 'notStartsWith', 'endsWith', 'notEndsWith'],
        select: null,
        readOnly: false,
        writeOnly: false
    },
    mobileMailAddress: {
        'type': 'string',
        format: 'email',
        creatable: false,
        operators: ['eq', 'notEq', 'isNull', 'isNotNull', 'lt', 'lte', 'gt', 'gte', 'in', 'notIn', 'contains', 'notContains', 'startsWith', 'notStartsWith', 'endsWith', 'notEndsWith'],
        select: null,
        readOnly: false,
        writeOnly: false
    },
    updatedDate: {
        'type': 'string',
        format: 'date-time',
        creatable: false,
        operators: ['eq', 'notEq', 'lt', 'lte', 'gt', 'gte', 'in', 'notIn'],
        select: null,
        readOnly: true,
        writeOnly: false
    },
    registeredDate: {
        'type': 'string',
        format: 'date-time',
        creatable: false,
        operators: ['eq', 'notEq', 'lt', 'lte', 'gt', 'gte', 'in', 'notIn'],
        select: null,
        readOnly: true,
        writeOnly: false
    },
    mailRefusalFlag: {
        'type': 'boolean',
        format: null,
        creatable: false,
        operators: ['eq', 'notEq'],
        select: null,
        readOnly: false,
        writeOnly: false
    },
    mailAddressErrorCount: {
        'type': 'integer',
        format: null,
        creatable: false,
        operators: ['eq', 'notEq', 'lt', 'lte', 'gt', 'gte', 'in', 'notIn'],
        select: null,
        readOnly: false,
        writeOnly: false
    },
    mobileMailAddressErrorCount: {
        'type': 'integer',
        format: null,
        creatable: false,
        operators: ['eq', 'notEq', 'lt', 'lte', 'gt', 'gte', 'in', 'notIn'],
        select: null,
        readOnly: false,
        writeOnly: false
    },
    mlRefusalFlags: {
        'type': 'array',
        format: null,
        creatable: false,
        operators: ['isNull', 'isNotNull', 'in', 'notIn', 'containsEvery', 'containsSome'],
        select: 'multiple',
        readOnly: false,
        writeOnly: false
    },
    text: {
        'type': 'string',
        format: null,
        creatable: true,
        operators: ['eq', 'notEq', 'isNull', 'isNotNull', 'lt', 'lte', 'gt', 'gte', 'in', 'notIn', 'contains', 'notContains', 'startsWith', 'notStartsWith', 'endsWith', 'notEndsWith'],
        select: null,
        readOnly: false,
        writeOnly: false
    },
    'number': {
        'type': 'number',
        format: null,
        creatable: true,
        operators: ['eq', 'notEq', 'isNull', 'isNotNull', 'lt', 'lte', 'gt', 'gte', 'in', 'notIn'],
        select: null,
        readOnly: false,
        writeOnly: false
    },
    date: {
        'type': 'string',
        format: 'date',
        creatable: true,
        operators: ['eq', 'notEq', 'isNull', 'isNotNull', 'lt', 'lte', 'gt', 'gte', 'in', 'notIn'],
        select: null,
        readOnly: false,
        writeOnly: false
    },
    monthDay: {
        'type': 'string',
        format: 'month-day',
        creatable: true,
        operators: ['eq', 'notEq', 'isNull', 'isNotNull', 'lt', 'lte', 'gt', 'gte', 'in', 'notIn'],
        select: null,
        readOnly: false,
        writeOnly: false
    },
    dateTime: {
        'type': 'string',
        format: 'date-time',
        creatable: true,
        operators: ['eq', 'notEq', 'isNull', 'isNotNull', 'lt', 'lte', 'gt', 'gte', 'in', 'notIn'],
        select: null,
        readOnly: false,
        writeOnly: false
    },
    singleSelect: {
        'type': 'array',
        format: null,
        creatable: true,
        operators: ['eq', 'notEq', 'isNull', 'isNotNull', 'lt', 'lte', 'gt', 'gte', 'in', 'notIn'],
        select: 'single',
        readOnly: false,
        writeOnly: false
    },
    multipleSelect: {
        'type': 'array',
        format: null,
        creatable: true,
        operators: ['isNull', 'isNotNull', 'in', 'notIn', 'containsEvery', 'containsSome'],
        select: 'multiple',
        readOnly: false,
        writeOnly: false
    },
    password: {
        'type': 'string',
        format: null,
        creatable: true,
        operators: [],
        select: null,
        readOnly: false,
        writeOnly: true
    },
    passwordHash: {
        'type': 'string',
        format: null,
        creatable: true,
        operators: [],
        select: null,
        readOnly: false,
        writeOnly: true
    }
} as const;
