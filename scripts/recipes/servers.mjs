// Serves a recipe's output on localhost: a folder of static files (an Expo export), or
// the app's own server (`next start`, `vite preview`, `vite`) on a free port.
import {createReadStream, existsSync, statSync} from 'node:fs';
import {createServer} from 'node:http';
import {extname, join, normalize} from 'node:path';
import {startCommand} from './process.mjs';

const types = {
  '.css': 'text/css',
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

/** Listens on `port` (0: any) for a moment; resolves with the port, or null if taken. */
function tryPort(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const {port: bound} = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(bound));
    });
  });
}

// RECIPES_PORTS=3450-3459 keeps the servers to a range, on a machine shared with others.
const range = /^(\d+)-(\d+)$/.exec(process.env.RECIPES_PORTS ?? '')?.slice(1).map(Number);
let turn = 0;

/**
 * A free TCP port on localhost: any, or the next free one of RECIPES_PORTS (in turn,
 * so two recipes that ask at the same moment get different ones).
 */
export async function freePort() {
  if (!range) return /** @type {number} */ (await tryPort(0));
  const [low, high] = range;
  for (let tries = 0; tries <= high - low; tries++) {
    const port = await tryPort(low + (turn++ % (high - low + 1)));
    if (port) return port;
  }
  throw new Error(`No free port in RECIPES_PORTS=${process.env.RECIPES_PORTS}`);
}

/** Serves `dir` (index.html for folders) until `stop()`. */
export async function serveFolder(dir) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    let file = join(dir, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end('Not found');
      return;
    }
    response.writeHead(200, {'content-type': types[extname(file)] ?? 'application/octet-stream'});
    createReadStream(file).pipe(response);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {origin: `http://127.0.0.1:${port}`, output: () => '', stop: async () => server.close()};
}

/**
 * Runs the app's server, `command` with `{port}` replaced by a free port, and waits
 * until it answers (at most `timeoutMs`). Rejects with the server's output if it
 * stops or never answers.
 */
export async function serveCommand({command, cwd, env, log, timeoutMs = 120_000}) {
  const port = await freePort();
  const server = startCommand({
    command: command.map((part) => part.replace('{port}', String(port))),
    cwd,
    env,
    log,
  });
  const origin = `http://localhost:${port}`;
  let stopped = false;
  server.exited.then(() => (stopped = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopped) {
    const up = await fetch(origin).then(
      () => true,
      () => false,
    );
    if (up) return {origin, output: server.output, stop: server.stop};
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop();
  throw new Error(
    `${command.join(' ')} ${stopped ? 'stopped' : `did not answer within ${timeoutMs / 1000} s`}:\n${server.output()}`,
  );
}
