// Runs one command of a recipe: its output goes to a log file and is kept for the
// checks and the recorded messages; a timeout ends the command and its children.
import {spawn} from 'node:child_process';
import {createWriteStream, existsSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

/** Process groups started and not yet ended, to end them if this script is stopped. */
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    for (const pid of running) killGroup(pid);
    process.exit(130);
  });
}

/** Removes terminal colour codes, so output can be compared and quoted. */
export const plain = (text) => text.replace(/\x1b\[[0-9;?]*[A-Za-z]/g, '').replace(/\r/g, '');

// GNU time, where the machine has it, measures the processor time a command and the
// processes it waited for used: on a machine shared with other work, the figure that
// compares one run of a step with another.
const gnuTime = '/usr/bin/time';
const timed = existsSync(gnuTime);
let commands = 0;

/** The processor seconds (user and system) GNU time wrote to `file`, or undefined. */
function cpuSeconds(file) {
  if (!existsSync(file)) return undefined;
  const match = /(\d+\.\d+) (\d+\.\d+)\s*$/.exec(readFileSync(file, 'utf8'));
  rmSync(file, {force: true});
  return match ? Number(match[1]) + Number(match[2]) : undefined;
}

/**
 * Runs `command` in `cwd` and resolves with its exit code, its output (stdout and
 * stderr interleaved, colour codes removed), the seconds it took and, where the machine
 * has GNU time, the processor seconds it used. Never rejects: a command that cannot
 * start resolves with code 127 and the reason as output.
 * @param {{command: string[], cwd: string, env?: Record<string, string>, log: string, timeoutMs?: number}} options
 * @returns {Promise<{code: number, output: string, seconds: number, cpu?: number}>}
 */
export function runCommand({command, cwd, env = {}, log, timeoutMs = 15 * 60_000}) {
  const started = performance.now();
  const file = createWriteStream(log);
  file.write(`$ ${command.join(' ')}\n(in ${cwd})\n\n`);
  // Its own file: not beside the log, which another run in this folder may delete.
  const cpuFile = join(tmpdir(), `rsd-recipes-cpu-${process.pid}-${commands++}`);
  const spawned = timed ? [gnuTime, '-f', '%U %S', '-o', cpuFile, ...command] : command;
  return new Promise((resolve) => {
    let output = '';
    // Its own process group, so a timeout can end everything it started.
    const child = spawn(spawned[0], spawned.slice(1), {
      cwd,
      env: {...process.env, FORCE_COLOR: '0', NO_COLOR: '1', CI: '1', ...env},
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child.pid);
    const take = (chunk) => {
      output += chunk;
      file.write(chunk);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    const timer = setTimeout(() => {
      take(`\n[check-recipes] stopped after ${timeoutMs / 1000} s\n`);
      killGroup(child.pid);
    }, timeoutMs);
    const finish = (code) => {
      running.delete(child.pid);
      clearTimeout(timer);
      file.end();
      const seconds = (performance.now() - started) / 1000;
      resolve({code, output: plain(output), seconds, cpu: cpuSeconds(cpuFile)});
    };
    child.on('error', (error) => {
      take(String(error));
      finish(127);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 128 : 1)));
  });
}

/**
 * Starts a long-running command (a server) in its own process group and returns it;
 * `stop()` ends the group. Output goes to `log`.
 */
export function startCommand({command, cwd, env = {}, log}) {
  const file = createWriteStream(log);
  file.write(`$ ${command.join(' ')}\n(in ${cwd})\n\n`);
  let output = '';
  const child = spawn(command[0], command.slice(1), {
    cwd,
    env: {...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const take = (chunk) => {
    output += chunk;
    file.write(chunk);
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  running.add(child.pid);
  const exited = new Promise((resolve) =>
    child.on('close', (code) => {
      running.delete(child.pid);
      resolve(code);
    }),
  );
  return {
    output: () => plain(output),
    exited,
    async stop() {
      killGroup(child.pid);
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      file.end();
    },
  };
}

function killGroup(pid) {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  setTimeout(() => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }, 3000).unref();
}

/** The last `count` non-empty lines of `text`, for a failure report. */
export function lastLines(text, count = 25) {
  return text
    .split('\n')
    .filter((line) => line.trim())
    .slice(-count)
    .join('\n');
}
