import { writeFile } from 'node:fs/promises';
import { loadRecordsModel } from './generator/generate-records.js';
import { recordsRawConsumer } from './bench/lib/records-consumer.js';
import { CONSUMER_TSCONFIG } from './bench/lib/consumers.js';
const { model } = await loadRecordsModel(process.cwd(), { name: 'records', spec: 'test/fixtures/max-account/out/openapi.json', factory: 'createRecordsClient', records: { definitions: 'test/fixtures/max-account/out/apidefinitions.json', rateLimitFrom: 'specs/database.yaml' } });
await writeFile('.maxraw/consumer.ts', recordsRawConsumer(model, './schema.gen.js'));
await writeFile('.maxraw/tsconfig.json', JSON.stringify(CONSUMER_TSCONFIG, null, 2));
