// Worker thread bootstrap: the worker has no TypeScript loader of its own, so register one first.
import { register } from 'tsx/esm/api';

register();
await import('./pool-worker.ts');
