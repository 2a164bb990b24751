// nekoton-wasm (Broxus' Rust ABI implementation compiled to wasm) as the independent reference in Node
// tests only; it never reaches a Worker bundle.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as nekoton from 'nekoton-wasm';

const require = createRequire(import.meta.url);
nekoton.initSync({ module: readFileSync(join(dirname(require.resolve('nekoton-wasm')), 'nekoton_wasm_bg.wasm')) });

export { nekoton };
