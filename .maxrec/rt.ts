import { createRecordsNamespace } from '@platform-sdk/runtime/records';
import { createApiRuntime } from '@platform-sdk/runtime/internal';
export const x = [createRecordsNamespace, createApiRuntime];
