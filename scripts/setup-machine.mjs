// Sets up what the application needs beyond Node and npm on a Debian machine: Voikko (Finnish
// morphology for search: Debian's libvoikko1 and voikko-fi). It uses apt-get when this user may
// (root, or sudo without a password) and otherwise says how to install it; search then runs
// with Snowball's Finnish stemming instead. Changes nothing when Voikko is there. `npm start`
// runs it first and carries on whatever happens; `npm test` uses it through
// setup-test-machine.mjs, which adds the browser. It also runs on its own:
//
//   node scripts/setup-machine.mjs [--no-apt]
//
// --no-apt (or SETUP_NO_APT=1) never uses apt-get.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

function succeeds(command, args) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

/** Whether the command line or the environment forbids apt-get. */
export function aptAllowed(argv = process.argv) {
  return !argv.includes('--no-apt') && process.env.SETUP_NO_APT !== '1';
}

/**
 * How to run apt-get here: directly as root, through passwordless sudo, or not at all (null),
 * with the reason for the last.
 */
function aptRunner(allowed) {
  if (!allowed) return { prefix: null, why: 'apt-get is turned off (--no-apt or SETUP_NO_APT=1)' };
  if (!succeeds('sh', ['-c', 'command -v apt-get'])) {
    return { prefix: null, why: 'this system has no apt-get' };
  }
  if (process.getuid?.() === 0) return { prefix: [] };
  if (succeeds('sudo', ['-n', 'true'])) return { prefix: ['sudo', '-n'] };
  return { prefix: null, why: 'apt-get needs root or sudo without a password' };
}

/** apt-get through `prefix`, updating the package lists once before the first install. */
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

/** apt-get for this machine, or null and why not. */
export function machineApt(useApt) {
  const { prefix, why } = aptRunner(useApt);
  return prefix ? { apt: createApt(prefix) } : { apt: null, why };
}

/** The Voikko library and its Finnish dictionary, as Debian installs them. */
function hasVoikko() {
  const library = spawnSync('sh', ['-c', 'ldconfig -p | grep -q "libvoikko\\.so\\.1"']);
  const dictionaries = ['/usr/lib/voikko', '/usr/share/voikko'].some((dir) =>
    fs.existsSync(path.join(dir, '5', 'mor-standard')),
  );
  return library.status === 0 && dictionaries;
}

const HOW_TO_INSTALL = [
  'setup: search works without it, stemming Finnish with Snowball, which misses forms such as',
  'setup: "Helsingissä" for "Helsinki". To have Voikko, install it and start again:',
  'setup:   sudo apt-get install libvoikko1 voikko-fi   (Debian, Ubuntu)',
  "setup: or your system's libvoikko with its Finnish dictionary, voikko-fi.",
];

/**
 * Installs Voikko with `apt` when it is missing and apt-get may be used; says what it found or
 * did, and how to install it when it could not. Returns whether Voikko is there now.
 */
export function setUpVoikko({ apt, why, log = console.log }) {
  if (hasVoikko()) {
    log('setup: Voikko found (libvoikko1, voikko-fi): search analyses Finnish with it');
    return true;
  }
  if (apt) {
    log('setup: Voikko missing; installing libvoikko1 and voikko-fi with apt-get');
    try {
      apt.install(['libvoikko1', 'voikko-fi']);
    } catch (error) {
      log(`setup: ${error.message}`);
    }
    if (hasVoikko()) {
      log('setup: installed libvoikko1 and voikko-fi: search analyses Finnish with Voikko');
      return true;
    }
    log('setup: Voikko could not be installed.');
  } else {
    log(`setup: Voikko (Finnish morphology for search) is missing, and ${why}.`);
  }
  for (const line of HOW_TO_INSTALL) log(line);
  return false;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // The application starts either way: without Voikko, search falls back to Snowball.
  setUpVoikko(machineApt(aptAllowed()));
}
