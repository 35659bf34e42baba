#!/usr/bin/env node
// What installing flowscribe costs a user: packs the package as it is (build first), installs
// the tarball into an empty project with npm, and prints the time, the size of node_modules and
// the number of packages. npm's cache is used as it is, so run it twice to see a warm cache.
//   node bench/consumer-install.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'flowscribe-install-'));
try {
  const packed = JSON.parse(execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], { cwd: root, encoding: 'utf8' }));
  const project = join(dir, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), '{"name":"consumer","version":"1.0.0","private":true}\n');
  const start = process.hrtime.bigint();
  execFileSync('npm', ['install', '--no-audit', '--no-fund', join(dir, packed[0].filename)], { cwd: project, stdio: 'ignore' });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const size = execFileSync('du', ['-sk', join(project, 'node_modules')], { encoding: 'utf8' }).split('\t')[0];
  const count = (folder) => readdirSync(folder).reduce((n, name) => (name.startsWith('.') ? n : name.startsWith('@') ? n + count(join(folder, name)) : n + 1), 0);
  console.log(`tarball ${(packed[0].size / 1024).toFixed(0)} KiB, ${packed[0].entryCount} files`);
  console.log(`npm install: ${seconds.toFixed(1)} s, node_modules ${(Number(size) / 1024).toFixed(1)} MiB, ${count(join(project, 'node_modules'))} top-level packages`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
