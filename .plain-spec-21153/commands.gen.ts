// Generated from ../../../tmp/sdk-plain-5FHpXV/petstore.yaml by the platform-sdk generator. Do not edit.

import type { Command } from '@platform-sdk/runtime';
import * as operations from './operations.gen.js';

/** Every operation of the Petstore as a command, in spec order (read by the `platform` command line and its MCP server). */
export const commands: readonly Command<operations.PetstoreCore>[] = [
  {
    name: 'list-pets',
    operationId: 'listPets',
    summary: undefined,
    description: undefined,
    http: 'GET /pets',
    effect: 'read',
    response: 'json',
    deprecated: false,
    scopes: [],
    params: [
      {
        name: 'limit',
        key: 'limit',
        in: 'query',
        required: false,
        description: undefined,
        schema: { type: 'integer', format: 'int32' },
      },
    ],
    body: undefined,
    call: (core, { query }, options) => operations.listPets(core, query as never, options),
  },
  {
    name: 'create-pet',
    operationId: 'createPet',
    summary: undefined,
    description: undefined,
    http: 'POST /pets',
    effect: 'write',
    response: 'json',
    deprecated: false,
    scopes: [],
    params: [],
    body: {
      kind: 'json',
      mediaType: 'application/json',
      required: true,
      description: undefined,
      schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, tag: { type: 'string' } } },
    },
    call: (core, { body }, options) => operations.createPet(core, body as never, options),
  },
  {
    name: 'show-pet-by-id',
    operationId: 'showPetById',
    summary: undefined,
    description: undefined,
    http: 'GET /pets/{petId}',
    effect: 'read',
    response: 'json',
    deprecated: false,
    scopes: [],
    params: [
      { name: 'petId', key: 'petId', in: 'path', required: true, description: undefined, schema: { type: 'string' } },
    ],
    body: undefined,
    call: (core, { path }, options) => operations.showPetById(core, path['petId'] as never, options),
  },
  {
    name: 'delete-pet',
    operationId: 'deletePet',
    summary: undefined,
    description: undefined,
    http: 'DELETE /pets/{petId}',
    effect: 'write',
    response: 'empty',
    deprecated: false,
    scopes: [],
    params: [
      { name: 'petId', key: 'petId', in: 'path', required: true, description: undefined, schema: { type: 'string' } },
    ],
    body: undefined,
    call: (core, { path }, options) => operations.deletePet(core, path['petId'] as never, options),
  },
];
