// The build: a fresh dist/, the grammar and the schemas as modules, TypeScript, and the command
// line left executable (tsc writes plain files; npm's link to the bin points at this one).
import { execFileSync } from 'node:child_process';
import { chmodSync, rmSync } from 'node:fs';

const run = (file, args = []) => execFileSync(process.execPath, [file, ...args], { stdio: 'inherit' });
rmSync('dist', { recursive: true, force: true });
run('scripts/grammar-module.mjs');
run('scripts/schema-module.mjs');
// (npm puts node_modules/.bin first on the PATH of its scripts.)
execFileSync('tsc', ['-p', 'tsconfig.json'], { stdio: 'inherit', shell: process.platform === 'win32' });
chmodSync('dist/cli/main.js', 0o755);
