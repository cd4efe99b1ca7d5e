// Worker threads start without the parent's module hooks (and vitest's transform is not tsx):
// register tsx here, then load the TypeScript entry named in workerData.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.entry);
