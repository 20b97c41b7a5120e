import {createSocket, type Socket} from 'node:dgram';
import {readFileSync, rmSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import {createServer as createTcpServer, type Server as TcpServer} from 'node:net';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {chromiumArgs, chromiumPath} from '../../scripts/lib/chromium.mjs';
import {test as base} from './fixtures';

/**
 * Servers on other ports of this machine, standing for an attacker's: an HTTP
 * server, and a UDP and a TCP listener (WebRTC's STUN and TURN). Each counts
 * what reaches it, down to a TCP connection that never carries a request (the
 * browser preconnects to a navigation's address before it checks the page's
 * `frame-src`). Names under `attacker.test` resolve to this machine by a rule
 * of the browser's resolver, and the browser's net-log shows each name it
 * looked up: data a page could send in a host name is seen too. An isolated
 * preview must reach none of them, apart from the counted residual of its own
 * navigation (see preview-attacks.spec.ts).
 */
export interface Spy {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  /** `http://<label>.attacker.test:<port>`: the same server, through a name the browser looks up. */
  named: (label: string) => string;
  udpPort: number;
  tcpPort: number;
  /** What arrived since the last `reset`: `GET /path`, `udp <bytes>`, `tcp connection`. */
  arrived: string[];
  /** TCP connections to the HTTP server since the last `reset`, with or without a request. */
  connections: () => number;
  /** The names under attacker.test the browser looked up since the last `reset`. */
  lookups: () => string[];
  reset: () => void;
  close: () => Promise<void>;
}

const listening = (server: Server | TcpServer) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

/** The attacker's names in a net-log: every host under attacker.test it mentions. */
function namesIn(netLog: string): Set<string> {
  try {
    const text = readFileSync(netLog, 'utf8');
    return new Set(text.match(/\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.attacker\.test\b/gi) ?? []);
  } catch {
    return new Set();
  }
}

async function startSpy(netLog: string): Promise<Spy> {
  const arrived: string[] = [];
  let connections = 0;
  let namesBefore = new Set<string>();
  const http = createServer((request, response) => {
    arrived.push(`${request.method} ${request.url}`);
    // A page that never finishes loading keeps a frame on it, with no second load event.
    if (request.url?.startsWith('/never-ends')) response.write('<!doctype html><p>Loading');
    else response.end('ok');
  });
  http.on('connection', () => connections++);
  const tcp = createTcpServer((socket) => {
    arrived.push('tcp connection');
    socket.destroy();
  });
  const udp: Socket = createSocket('udp4');
  udp.on('message', (message) => arrived.push(`udp ${message.length} bytes`));
  await new Promise<void>((resolve) => udp.bind(0, '127.0.0.1', resolve));
  const [httpPort, tcpPort] = await Promise.all([listening(http), listening(tcp)]);
  return {
    origin: `http://127.0.0.1:${httpPort}`,
    named: (label) => `http://${label}.attacker.test:${httpPort}`,
    udpPort: udp.address().port,
    tcpPort,
    arrived,
    connections: () => connections,
    lookups: () => [...namesIn(netLog)].filter((name) => !namesBefore.has(name)),
    reset: () => {
      arrived.splice(0);
      connections = 0;
      namesBefore = namesIn(netLog);
    },
    close: async () => {
      udp.close();
      http.closeAllConnections();
      await Promise.all(
        [http, tcp].map((server) => new Promise((resolve) => server.close(resolve))),
      );
    },
  };
}

/** What an isolated preview makes the browser report on the console: the CSPs' and the sandbox's refusals. */
export const refusals = [
  'Content Security Policy',
  'Refused to',
  'sandbox',
  'Blocked',
  // Trusted Types: the frame's policy refused markup that would make a frame.
  'TrustedHTML',
  // The frame's Permissions Policy (`allow=""`): fullscreen, the Clipboard API.
  'Permissions policy violation',
  // SVG <use> of another origin.
  'Unsafe attempt to load URL',
  'is not available in the preview',
];

/**
 * `test` with a `spy` for each test (emptied before it), on servers one worker
 * starts once, a browser whose resolver sends attacker.test to this machine and
 * writes a net-log, and the browser's refusals allowed on the console.
 */
export const test = base.extend<{spy: Spy}, {spyServers: Spy; netLog: string}>({
  allowedConsoleErrors: refusals,
  netLog: [
    // Playwright reads a fixture's dependencies from this pattern: it must be there, empty.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const file = path.join(
        workerInfo.project.outputDir,
        `net-log-${workerInfo.workerIndex}.json`,
      );
      rmSync(file, {force: true});
      await provide(file);
    },
    {scope: 'worker'},
  ],
  launchOptions: [
    async ({netLog}, provide) => {
      await provide({
        executablePath: chromiumPath,
        args: [
          ...chromiumArgs,
          '--host-resolver-rules=MAP *.attacker.test 127.0.0.1',
          `--log-net-log=${netLog}`,
          '--net-log-capture-mode=Default',
        ],
      });
    },
    {scope: 'worker'},
  ],
  spyServers: [
    async ({netLog}, provide) => {
      const spy = await startSpy(netLog);
      await provide(spy);
      await spy.close();
    },
    {scope: 'worker'},
  ],
  spy: async ({spyServers}, provide) => {
    spyServers.reset();
    await provide(spyServers);
  },
});
