// Entry of a RenderPool thread. Worker threads do not inherit the parent's module loader, so the
// TypeScript loader (tsx) is registered here before the worker's code is imported.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
