// Installs what `npm test` needs beyond Node and npm, so the README's test command works on a
// fresh Debian machine: Chromium for the browser tests and, as `npm start` does
// (setup-machine.mjs), Voikko (Finnish morphology) for search.
// Debian packages when this user may run apt-get (root, or sudo without a password); otherwise
// Chromium comes from the npm package @sparticuz/chromium. Says what it did; changes nothing
// when everything is there. `npm test` calls it first; it also runs on its own:
//
//   node scripts/setup-test-machine.mjs [--no-apt]
//
// --no-apt (or SETUP_NO_APT=1) never uses apt-get, e.g. to try the npm fallback on a machine
// that could. CHROMIUM_PATH names the browser to use; pointing it nowhere counts as missing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { aptAllowed, machineApt, setUpVoikko } from './setup-machine.mjs';

const root = path.resolve(import.meta.dirname, '..');
const debianChromium = '/usr/bin/chromium';
/** Where the npm fallback installs its browser package, apart from the workspace's node_modules. */
const browserPackageDir = path.join(root, 'node_modules', '.cache', 'test-browser');

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Chromium from npm: the package ships a compressed build and unpacks it on first use. */
async function chromiumFromNpm() {
  const packageDir = path.join(browserPackageDir, 'node_modules', '@sparticuz', 'chromium');
  if (!fs.existsSync(packageDir)) {
    fs.mkdirSync(browserPackageDir, { recursive: true });
    // A project of its own, so npm does not take the workspace above for the place to install.
    fs.writeFileSync(path.join(browserPackageDir, 'package.json'), '{"private":true}\n');
    const install = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        browserPackageDir,
        '--no-save',
        '--no-audit',
        '--no-fund',
        '@sparticuz/chromium',
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (install.status !== 0) throw new Error('npm install @sparticuz/chromium failed');
  }
  const load = createRequire(path.join(browserPackageDir, 'package.json'));
  const chromium = load('@sparticuz/chromium');
  return (chromium.default ?? chromium).executablePath();
}

/** Debian's chromium, or undefined (and why) when apt-get cannot install it. */
function debianChromiumFromApt(apt, log) {
  log("setup: installing Debian's chromium with apt-get");
  try {
    apt.install(['chromium']);
  } catch (error) {
    log(`setup: ${error.message}`);
  }
  if (!isExecutable(debianChromium)) return undefined;
  log(`setup: installed Debian's chromium (${debianChromium})`);
  return debianChromium;
}

async function npmChromium(log) {
  log('setup: installing the npm package @sparticuz/chromium, as apt-get could not be used');
  const executable = await chromiumFromNpm();
  log(`setup: using Chromium from @sparticuz/chromium (${executable})`);
  return executable;
}

/**
 * Makes the machine ready and returns the environment the test stages need (CHROMIUM_PATH when
 * the browser is not Debian's). Throws when Chromium cannot be had at all.
 */
export async function setUpTestMachine({ useApt = true, log = console.log } = {}) {
  const { apt, why } = machineApt(useApt);
  const env = {};

  const wanted = process.env.CHROMIUM_PATH || debianChromium;
  if (isExecutable(wanted)) {
    log(`setup: Chromium found at ${wanted}`);
  } else {
    log(`setup: no Chromium at ${wanted}`);
    env.CHROMIUM_PATH = (apt && debianChromiumFromApt(apt, log)) || (await npmChromium(log));
  }

  // The scale test (bench/scale-test.ts) puts HAProxy in front of the instances and PgBouncer
  // behind them, and its --bench form loads them with wrk; Debian's packages, installed when
  // apt-get may be used.
  const balancers = [
    ['haproxy', '/usr/sbin/haproxy'],
    ['pgbouncer', '/usr/sbin/pgbouncer'],
    ['wrk', '/usr/bin/wrk'],
  ]
    .filter(([, program]) => !isExecutable(program))
    .map(([name]) => name);
  if (balancers.length > 0 && apt) {
    log(`setup: installing ${balancers.join(', ')} with apt-get (the scale test)`);
    try {
      apt.install(balancers);
    } catch (error) {
      log(`setup: ${error.message}; the scale test will say it is skipped`);
    }
  }

  // The search tests expect Finnish analysed with Voikko (apps/api/test/search/analyser.test.ts).
  if (!setUpVoikko({ apt, why, log }) && apt) throw new Error('Voikko could not be installed');
  return env;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  setUpTestMachine({ useApt: aptAllowed() }).then(
    (env) => {
      for (const [name, value] of Object.entries(env)) console.log(`${name}=${value}`);
    },
    (error) => {
      console.error(`setup: ${error.message}`);
      process.exit(1);
    },
  );
}
