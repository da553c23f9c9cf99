import { writeFile } from 'node:fs/promises';
import { loadRecordsModel } from './generator/generate-records.js';
import { recordsConsumer } from './bench/lib/records-consumer.js';
import { CONSUMER_TSCONFIG } from './bench/lib/consumers.js';
const { model } = await loadRecordsModel(process.cwd(), { name: 'records', spec: 'test/fixtures/max-account/out/openapi.json', factory: 'createRecordsClient', records: { definitions: 'test/fixtures/max-account/out/apidefinitions.json', rateLimitFrom: 'specs/database.yaml' } });
await writeFile('.maxrec/consumer.ts', recordsConsumer(model, './pkg/index.gen.js'));
await writeFile('.maxrec/tsconfig.json', JSON.stringify(CONSUMER_TSCONFIG, null, 2));
