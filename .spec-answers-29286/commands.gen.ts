// Generated from test/fixtures/spec-answers/answers.yaml by the platform-sdk generator. Do not edit.

import type { Command } from '@platform-sdk/runtime';
import * as operations from './operations.gen.js';

/** Every operation of the Answers as a command, in spec order (read by the `platform` command line and its MCP server). */
export const commands: readonly Command<operations.AnswersCore>[] = [
    {
        name: 'get-pet',
        operationId: 'getPet',
        summary: undefined,
        description: undefined,
        http: 'GET /pets/{petId}',
        effect: 'read',
        response: 'json',
        deprecated: false,
        scopes: [],
        params: [{ name: 'petId', key: 'petId', in: 'path', required: true, description: undefined, schema: { 'type': 'integer' } }],
        body: undefined,
        call: (core, { path }, options) => operations.getPet(core, path['petId'] as never, options)
    },
    {
        name: 'pet-exists',
        operationId: 'petExists',
        summary: undefined,
        description: undefined,
        http: 'HEAD /pets/{petId}',
        effect: 'write',
        response: 'empty',
        deprecated: false,
        scopes: [],
        params: [{ name: 'petId', key: 'petId', in: 'path', required: true, description: undefined, schema: { 'type': 'integer' } }],
        body: undefined,
        call: (core, { path }, options) => operations.petExists(core, path['petId'] as never, options)
    },
    {
        name: 'get-photo',
        operationId: 'getPhoto',
        summary: undefined,
        description: undefined,
        http: 'GET /pets/{petId}/photo',
        effect: 'read',
        response: 'binary',
        deprecated: false,
        scopes: [],
        params: [{ name: 'petId', key: 'petId', in: 'path', required: true, description: undefined, schema: { 'type': 'integer' } }],
        body: undefined,
        call: (core, { path }, options) => operations.getPhoto(core, path['petId'] as never, options)
    },
    {
        name: 'get-notes',
        operationId: 'getNotes',
        summary: undefined,
        description: undefined,
        http: 'GET /pets/{petId}/notes',
        effect: 'read',
        response: 'text',
        deprecated: false,
        scopes: [],
        params: [{ name: 'petId', key: 'petId', in: 'path', required: true, description: undefined, schema: { 'type': 'integer' } }],
        body: undefined,
        call: (core, { path }, options) => operations.getNotes(core, path['petId'] as never, options)
    },
    {
        name: 'add-pet',
        operationId: 'addPet',
        summary: undefined,
        description: undefined,
        http: 'POST /pets',
        effect: 'write',
        response: 'json',
        deprecated: false,
        scopes: [],
        params: [],
        body: { kind: 'json', mediaType: 'application/json', required: true, description: undefined, schema: { 'type': 'object', required: ['id', 'name'], properties: { id: { 'type': 'integer' }, name: { 'type': 'string' } } } },
        call: (core, { body }, options) => operations.addPet(core, body as never, options)
    },
    {
        name: 'pet-options',
        operationId: 'petOptions',
        summary: undefined,
        description: undefined,
        http: 'OPTIONS /pets',
        effect: 'write',
        response: 'empty',
        deprecated: false,
        scopes: [],
        params: [],
        body: undefined,
        call: (core, {}, options) => operations.petOptions(core, options)
    },
    {
        name: 'export-pets',
        operationId: 'exportPets',
        summary: undefined,
        description: undefined,
        http: 'GET /export',
        effect: 'read',
        response: 'binary',
        deprecated: false,
        scopes: [],
        params: [],
        body: undefined,
        call: (core, {}, options) => operations.exportPets(core, options)
    }
];
