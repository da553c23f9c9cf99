// Generated from ../../../tmp/sdk-unused-1Ow0kX/parts.yaml by the platform-sdk generator. Do not edit.

import type { Command } from '@platform-sdk/runtime';
import * as operations from './operations.gen.js';

/** Every operation of the Parts as a command, in spec order (read by the `platform` command line and its MCP server). */
export const commands: readonly Command<operations.PartsCore>[] = [
        {
            name: 'query',
            operationId: 'query',
            summary: undefined,
            description: undefined,
            http: 'POST /search',
            effect: 'write',
            response: 'json',
            deprecated: false,
            scopes: [],
            params: [{ name: 'page', key: 'page', in: 'query', required: false, description: undefined, schema: { 'type': 'integer' } }],
            body: { kind: 'json', mediaType: 'application/json', required: true, description: undefined, schema: { 'type': 'object' } },
            call: (core, { query, body }, options) => operations.query(core, query as never, body as never, options)
        },
        {
            name: 'path',
            operationId: 'path',
            summary: undefined,
            description: undefined,
            http: 'GET /paths/{pathId}',
            effect: 'read',
            response: 'json',
            deprecated: false,
            scopes: [],
            params: [{ name: 'pathId', key: 'pathId', in: 'path', required: true, description: undefined, schema: { 'type': 'string' } }],
            body: undefined,
            call: (core, { path }, options) => operations.path(core, path['pathId'] as never, options)
        },
        {
            name: 'body',
            operationId: 'body',
            summary: undefined,
            description: undefined,
            http: 'GET /body',
            effect: 'read',
            response: 'json',
            deprecated: false,
            scopes: [],
            params: [],
            body: undefined,
            call: (core, {  }, options) => operations.body(core, options)
        }
    ];
