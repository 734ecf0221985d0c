#!/usr/bin/env node
// The axon-blog command: runs the TypeScript CLI through tsx.
import { register } from 'tsx/esm/api'

register()
await import('./index.ts')
