/**
 * Every example of specs/mail.yaml validates against its own schema (the documentation users copy from),
 * and every request and response body of the 15 operations shows at least one example.
 */
import { describeExamples } from './example-suite.js';
import { loadMailSpec } from './load-spec.js';

describeExamples(await loadMailSpec(), 15);
