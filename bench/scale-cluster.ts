// The pieces of a production layout on one machine, for the scale test (scale-test.ts): a fresh
// PostgreSQL database (the full form's on a throw-away cluster), a Redis of its own, PgBouncer in transaction mode, the built API as
// several processes and HAProxy in front, each config written into a temporary folder.
import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

export const repoRoot = path.resolve(import.meta.dirname, '..');
export const apiDist = path.join(repoRoot, 'apps', 'api', 'dist');

/** A folder for this run's configs and logs, removed by `cleanUp()`. */
export const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fitmarket-scale-'));
const stoppers: (() => Promise<void> | void)[] = [];

/** Stops everything started, newest first, and removes the work folder unless asked not to. */
export async function cleanUp({ keepLogs = false } = {}): Promise<void> {
  for (const stop of stoppers.reverse()) await Promise.resolve(stop()).catch(() => {});
  if (!keepLogs) fs.rmSync(workDir, { recursive: true, force: true });
}

export function findProgram(name: string, extra: string[] = []): string | null {
  for (const candidate of extra) if (fs.existsSync(candidate)) return candidate;
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

export function listens(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(socket.destroy() && false));
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const execFileAsync = promisify(execFile);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await sleep(50);
  }
  throw new Error(`${what} not ready within ${timeoutMs} ms`);
}

export interface Process {
  child: ChildProcess;
  /** Everything it has written so far. */
  output(): string;
  /** Calls `onText` with what it writes from now on (polled), until the returned stop. */
  follow(onText: (text: string) => void): () => void;
  exited: Promise<number | null>;
}

/**
 * Runs a program with its output written straight to workDir/<name>.log by the kernel: read
 * through a pipe, three busy instances' request lines took this process a fifth of a core,
 * taken from the instances being measured (docs/deploy.md "Speed through the balancer").
 */
export function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const logPath = path.join(workDir, `${name}.log`);
  const fd = fs.openSync(logPath, 'a');
  // A restarted instance appends to its predecessor's file; its output starts here.
  const startedAt = fs.fstatSync(fd).size;
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    cwd: repoRoot,
    stdio: ['ignore', fd, fd],
  });
  fs.closeSync(fd);
  /** The file's text from `offset` on (the file only grows). */
  const readFrom = (offset: number) => {
    const size = fs.statSync(logPath).size;
    if (size <= offset) return { text: '', end: offset };
    const buffer = Buffer.alloc(size - offset);
    const file = fs.openSync(logPath, 'r');
    try {
      fs.readSync(file, buffer, 0, buffer.length, offset);
    } finally {
      fs.closeSync(file);
    }
    return { text: buffer.toString('utf8'), end: size };
  };
  let output = '';
  let read = startedAt;
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const started: Process = {
    child,
    output() {
      const next = readFrom(read);
      output += next.text;
      read = next.end;
      return output;
    },
    follow(onText) {
      let offset = fs.statSync(logPath).size;
      const timer = setInterval(() => {
        const next = readFrom(offset);
        offset = next.end;
        if (next.text) onText(next.text);
      }, 20);
      return () => clearInterval(timer);
    },
    exited,
  };
  stoppers.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      child.kill('SIGKILL');
    }
  });
  return started;
}

/** A new database on the machine's PostgreSQL, dropped at clean-up. */
export async function createDatabase(adminUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  stoppers.push(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  return url.toString();
}

/**
 * A throw-away PostgreSQL cluster of the machine's newest server (initdb into workDir, trust
 * for `postgres` on 127.0.0.1, a free port), so the fault test can restart the server itself.
 * initdb and pg_ctl refuse root: as root they run as the postgres user.
 */
export async function startPostgresCluster() {
  const version = fs
    .readdirSync('/usr/lib/postgresql')
    .filter((name) => fs.existsSync(`/usr/lib/postgresql/${name}/bin/initdb`))
    .sort((a, b) => Number(b) - Number(a))[0];
  if (!version) throw new Error('no /usr/lib/postgresql/*/bin/initdb');
  const bin = `/usr/lib/postgresql/${version}/bin`;
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(workDir, 'postgres-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  fs.chmodSync(workDir, 0o755);
  if (asRoot) spawnSync('chown', ['-R', 'postgres', dir]);
  // Asynchronous: the restart runs while the same process drives the load.
  const postgresTool = async (program: string, args: string[]) => {
    const command = path.join(bin, program);
    const [file, all] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
      : [command, args];
    await execFileAsync(file, all, { cwd: dir }).catch((error) => {
      throw new Error(`${program}: ${error.stderr || error.message}`);
    });
  };
  await postgresTool('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir}`;
  const pgCtl = (...args: string[]) =>
    postgresTool('pg_ctl', ['-D', data, '-l', path.join(dir, 'postgres.log'), ...args]);
  const start = () => pgCtl('-o', options, '-w', '-t', '60', 'start');
  await start();
  stoppers.push(() => pgCtl('-m', 'immediate', 'stop').catch(() => {}));
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    version,
    /** pg_ctl stop -m fast (every connection ended, a clean shutdown), then start: the times. */
    async restart() {
      const stopping = Date.now();
      await pgCtl('-m', 'fast', '-w', 'stop');
      const stopped = Date.now();
      await start();
      return { stoppedAt: stopping, stopMs: stopped - stopping, upAt: Date.now() };
    },
  };
}

/** A Redis of this run's own: its channels and queues meet no other program's. */
export async function startRedis(port?: number) {
  const chosen = port ?? (await freePort());
  const redis = run('redis', 'redis-server', [
    '--port',
    String(chosen),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  await until('redis', () => listens(chosen), 10_000);
  return { port: chosen, url: `redis://127.0.0.1:${chosen}`, process: redis };
}

/**
 * PgBouncer in transaction mode in front of `database`. It refuses to run as root, so as root
 * it runs as the postgres user, which must be able to read its folder.
 */
export async function startPgbouncer(databaseUrl: string, poolSize: number) {
  const target = new URL(databaseUrl);
  const name = target.pathname.slice(1);
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(workDir, 'pgbouncer-'));
  fs.writeFileSync(path.join(dir, 'userlist.txt'), `"${target.username}" ""\n`);
  const config = path.join(dir, 'pgbouncer.ini');
  fs.writeFileSync(
    config,
    [
      '[databases]',
      `${name} = host=${target.hostname} port=${target.port || 5432} dbname=${name}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      // After a failed server login (PostgreSQL restarting) PgBouncer refuses new ones this
      // long (15 s by default): 1 s lets the pools recover a second after the server does.
      'server_login_retry = 1',
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 1000',
      `logfile = ${path.join(dir, 'pgbouncer.log')}`,
      '',
    ].join('\n'),
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) spawnSync('chown', ['-R', 'postgres', dir]);
  fs.chmodSync(workDir, 0o755);
  const bouncer = run(
    'pgbouncer',
    findProgram('pgbouncer', ['/usr/sbin/pgbouncer']) ?? 'pgbouncer',
    asRoot ? ['-u', 'postgres', config] : [config],
  );
  await until('pgbouncer', () => listens(port), 10_000);
  target.port = String(port);
  return { url: target.toString(), process: bouncer, poolSize };
}

export interface Instance {
  name: string;
  port: number;
  backofficePort: number;
  url: string;
  backofficeUrl: string;
  process: Process;
  /** From spawn to the first answer of /health, in ms. */
  startMs: number;
  /** CPU time the process used until then (user + system), in ms. */
  startCpuMs: number;
}

/** A process's CPU time so far (Linux /proc, clock ticks of 10 ms), in ms. */
function cpuMs(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * One API process from the build, answering /health. `ports`: those of the instance it replaces,
 * so the balancer's configuration still names it.
 */
export async function startInstance(
  name: string,
  env: Record<string, string>,
  ports?: { port: number; backofficePort: number },
) {
  const port = ports?.port ?? (await freePort());
  const backofficePort = ports?.backofficePort ?? (await freePort());
  const started = Date.now();
  // SCALE_NODE_ARGS: Node options for the instances alone, e.g. `--cpu-prof --cpu-prof-dir=DIR`
  // (NODE_OPTIONS refuses --cpu-prof).
  const nodeArgs = (process.env.SCALE_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = run(name, process.execPath, [...nodeArgs, path.join(apiDist, 'main.js')], {
    ...env,
    HOST: '127.0.0.1',
    WEB_PORT: String(port),
    BACKOFFICE_PORT: String(backofficePort),
  });
  const url = `http://127.0.0.1:${port}`;
  await until(
    `instance ${name}`,
    async () => {
      if (server.child.exitCode !== null) throw new Error(server.output());
      return (await fetch(`${url}/health`)).ok;
    },
    60_000,
  ).catch((error) => {
    throw new Error(`instance ${name} did not start: ${server.output() || error.message}`);
  });
  const instance: Instance = {
    name,
    port,
    backofficePort,
    url,
    backofficeUrl: `http://127.0.0.1:${backofficePort}`,
    process: server,
    startMs: Date.now() - started,
    startCpuMs: cpuMs(server.child.pid),
  };
  return instance;
}

/**
 * HAProxy in front of the instances: round robin, health checks every 500 ms, a failed
 * connection retried on another instance, WebSocket upgrades passed through (tunnel timeout),
 * and X-Served-By naming the instance that answered. An instance takes traffic while it is
 * ready (`/health/ready`: its database answers); when none is (the one shared database is
 * away), every live one does, so answers its caches hold are still given and the rest are a
 * quick 503 with code 1306 from the API instead of HAProxy's own page.
 */
export async function startHaproxy(instances: readonly Instance[]) {
  const port = await freePort();
  const backend = (name: string, check: string) => [
    `backend ${name}`,
    '  balance roundrobin',
    `  option httpchk GET ${check}`,
    '  http-check expect status 200',
    '  default-server inter 500ms fall 2 rise 2',
    '  http-response set-header X-Served-By %[srv_name]',
    ...instances.map((instance) => `  server ${instance.name} 127.0.0.1:${instance.port} check`),
  ];
  const config = path.join(workDir, 'haproxy.cfg');
  fs.writeFileSync(
    config,
    [
      'global',
      '  maxconn 4096',
      // One thread: on this 2-core machine the instances need the cores (a second thread
      // took CPU from them for nothing at these rates).
      '  nbthread 1',
      'defaults',
      '  mode http',
      '  option forwardfor',
      '  option redispatch',
      '  retries 3',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  timeout tunnel 1h',
      'frontend web',
      `  bind 127.0.0.1:${port}`,
      '  use_backend api_live if { nbsrv(api) eq 0 }',
      '  default_backend api',
      ...backend('api', '/health/ready'),
      ...backend('api_live', '/health/live'),
      '',
    ].join('\n'),
  );
  const haproxy = run('haproxy', findProgram('haproxy', ['/usr/sbin/haproxy']) ?? 'haproxy', [
    '-db',
    '-f',
    config,
  ]);
  await until('haproxy', () => listens(port), 10_000);
  return { url: `http://127.0.0.1:${port}`, port, process: haproxy };
}

/** Runs the release step (dist/migrate.js) with these settings. */
export async function migrate(env: Record<string, string>): Promise<number> {
  const started = Date.now();
  const migration = run('migrate', process.execPath, [path.join(apiDist, 'migrate.js')], env);
  if ((await migration.exited) !== 0) throw new Error(`migrate failed:\n${migration.output()}`);
  return Date.now() - started;
}

/**
 * An SMTP server that keeps each mail's recipients (the instances need one to start; the fault
 * test stops it and starts it again on the same port, the recipients kept).
 */
export async function startMailSink(port?: number, received: string[] = []) {
  const { SMTPServer } = await import('smtp-server');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port ?? 0, '127.0.0.1', resolve));
  const chosen = (server.server.address() as net.AddressInfo).port;
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  stoppers.push(stop);
  return { port: chosen, received, stop };
}
