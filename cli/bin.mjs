#!/usr/bin/env node
// Entry point of the docs-cli command: registers the TypeScript loader, then runs the CLI.
import { register } from 'tsx/esm/api';

register();
await import('./index.ts');
