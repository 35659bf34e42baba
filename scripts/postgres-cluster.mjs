/**
 * A throw-away PostgreSQL cluster for the tests and the benchmarks: `initdb` and `pg_ctl` from
 * the machine's PostgreSQL (Debian's packages keep them in /usr/lib/postgresql/VERSION/bin; set
 * FLOWSCRIBE_PG_BIN to use others) in a temporary folder, listening on a free loopback port, with
 * its socket in that folder. PostgreSQL refuses to run as root, so when we are root (as in CI)
 * its programs run as the unprivileged user `nobody`, which owns the folder.
 *
 *   const cluster = await startCluster();
 *   const url = await cluster.createDatabase('flows');   // postgres://postgres@127.0.0.1:PORT/flows
 *   await cluster.stop('immediate'); await cluster.start(); await cluster.destroy();
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const INSTALL = 'PostgreSQL is not installed: apt-get install postgresql (or set FLOWSCRIBE_PG_BIN to the folder of initdb and pg_ctl).';

/** The folder of initdb and pg_ctl, or null. */
export function postgresBin() {
  if (process.env.FLOWSCRIBE_PG_BIN) return process.env.FLOWSCRIBE_PG_BIN;
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions.length) return join(root, versions[0], 'bin');
  }
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) return dir;
  }
  return null;
}

const asRoot = process.getuid?.() === 0;

/** The user PostgreSQL's programs run as, when we are root. */
function serverUser() {
  const id = (flag) => Number(execFileSync('id', [flag, 'nobody']).toString().trim());
  return { name: 'nobody', uid: id('-u'), gid: id('-g') };
}

function run(bin, program, args) {
  const [command, commandArgs] = asRoot ? ['runuser', ['-u', 'nobody', '--', join(bin, program), ...args]] : [join(bin, program), args];
  const result = spawnSync(command, commandArgs, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${program} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout || result.error}`);
  return result.stdout;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const running = new Set();
// A run that ends without destroying its clusters still stops their servers.
process.once('exit', () => {
  for (const cluster of running) cluster.destroySync();
});

export async function startCluster({ settings = {} } = {}) {
  const bin = postgresBin();
  if (!bin) throw new Error(INSTALL);
  // Under root, a folder `nobody` can reach: /tmp, whatever TMPDIR says.
  const dir = mkdtempSync(join(asRoot ? '/tmp' : tmpdir(), 'flowscribe-pg-'));
  if (asRoot) {
    const { uid, gid } = serverUser();
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  run(bin, 'initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions']);
  let port = await freePort();
  const options = () =>
    [`-p ${port}`, `-k ${dir}`, '-c listen_addresses=127.0.0.1', ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`)].join(' ');
  const start = async () => {
    run(bin, 'pg_ctl', ['-D', data, '-l', log, '-w', '-t', '60', '-o', options(), 'start']);
  };
  // The free port may be taken between looking and listening: look again.
  for (let attempt = 1; ; attempt++) {
    try {
      await start();
      break;
    } catch (error) {
      if (attempt === 3) throw new Error(`${error.message}\n${existsSync(log) ? readFileSync(log, 'utf8').slice(-2000) : ''}`);
      port = await freePort();
    }
  }
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const cluster = {
    dir,
    get port() {
      return port;
    },
    url,
    /** Creates a database and gives its URL. */
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    /** Stops the server: 'fast' closes connections cleanly, 'immediate' is a crash of the server. */
    async stop(mode = 'fast') {
      run(bin, 'pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
    },
    start,
    log: () => (existsSync(log) ? readFileSync(log, 'utf8') : ''),
    destroySync() {
      running.delete(cluster);
      try {
        run(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
    async destroy() {
      cluster.destroySync();
    },
  };
  running.add(cluster);
  return cluster;
}
