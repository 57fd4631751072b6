// Installs what `npm test` needs beyond Node and npm, so the README's test command works on a
// fresh Debian machine: Chromium for the browser tests and Voikko (Finnish morphology) for search.
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

const root = path.resolve(import.meta.dirname, '..');
const debianChromium = '/usr/bin/chromium';
/** Where the npm fallback installs its browser package, apart from the workspace's node_modules. */
const browserPackageDir = path.join(root, 'node_modules', '.cache', 'test-browser');

function succeeds(command, args) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

/** How to run apt-get here: directly as root, through passwordless sudo, or not at all. */
function aptRunner(allowed) {
  if (!allowed || !succeeds('sh', ['-c', 'command -v apt-get'])) return null;
  if (process.getuid?.() === 0) return [];
  if (succeeds('sudo', ['-n', 'true'])) return ['sudo', '-n'];
  return null;
}

function createApt(prefix) {
  let updated = false;
  const run = (args) => {
    // Wait for another apt-get (e.g. a second test run) rather than fail at once.
    const lockWait = ['-o', 'DPkg::Lock::Timeout=600'];
    const [command, ...rest] = [...prefix, 'apt-get', ...lockWait, ...args];
    const result = spawnSync(command, rest, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  };
  return {
    install(packages) {
      if (!updated) run(['update', '-qq']);
      updated = true;
      run(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
    },
  };
}

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

/** The Voikko library and its Finnish dictionary, as Debian installs them. */
function hasVoikko() {
  const library = spawnSync('sh', ['-c', 'ldconfig -p | grep -q "libvoikko\\.so\\.1"']);
  const dictionaries = ['/usr/lib/voikko', '/usr/share/voikko'].some((dir) =>
    fs.existsSync(path.join(dir, '5', 'mor-standard')),
  );
  return library.status === 0 && dictionaries;
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
  const prefix = aptRunner(useApt);
  const apt = prefix ? createApt(prefix) : null;
  const env = {};

  const wanted = process.env.CHROMIUM_PATH || debianChromium;
  if (isExecutable(wanted)) {
    log(`setup: Chromium found at ${wanted}`);
  } else {
    log(`setup: no Chromium at ${wanted}`);
    env.CHROMIUM_PATH = (apt && debianChromiumFromApt(apt, log)) || (await npmChromium(log));
  }

  if (hasVoikko()) {
    log('setup: Voikko found (libvoikko1, voikko-fi)');
  } else if (apt) {
    log('setup: Voikko missing; installing libvoikko1 and voikko-fi with apt-get');
    apt.install(['libvoikko1', 'voikko-fi']);
    log('setup: installed libvoikko1 and voikko-fi');
  } else {
    log('setup: Voikko is missing (Debian packages libvoikko1 and voikko-fi; apt-get needs root)');
  }
  return env;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const useApt = !process.argv.includes('--no-apt') && process.env.SETUP_NO_APT !== '1';
  setUpTestMachine({ useApt }).then(
    (env) => {
      for (const [name, value] of Object.entries(env)) console.log(`${name}=${value}`);
    },
    (error) => {
      console.error(`setup: ${error.message}`);
      process.exit(1);
    },
  );
}
