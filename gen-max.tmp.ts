import path from 'node:path';
import { createShared, generatePackage } from './generator/generate.js';
import { writeOutput } from './generator/write-output.js';
const t0 = performance.now();
const shared = await createShared(process.cwd());
const { files } = await generatePackage(shared, { name: 'records', spec: 'test/fixtures/max-account/out/openapi.json', factory: 'createRecordsClient', records: { definitions: 'test/fixtures/max-account/out/apidefinitions.json', rateLimitFrom: 'specs/database.yaml' } });
console.log('generated in', ((performance.now() - t0) / 1000).toFixed(1), 's');
await writeOutput(path.resolve(process.argv[2] ?? '/tmp/maxrec'), files);
