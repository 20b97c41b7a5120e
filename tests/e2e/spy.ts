import {createSocket, type Socket} from 'node:dgram';
import {createServer, type Server} from 'node:http';
import {createServer as createTcpServer, type Server as TcpServer} from 'node:net';
import type {AddressInfo} from 'node:net';
import {test as base} from './fixtures';

/**
 * Servers on other ports of this machine, standing for an attacker's: an HTTP
 * server, and a UDP and a TCP listener (WebRTC's STUN and TURN). Each counts
 * what reaches it; an isolated preview must reach none of them.
 */
export interface Spy {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  udpPort: number;
  tcpPort: number;
  /** What arrived since the last `reset`: `GET /path`, `udp <bytes>`, `tcp connection`. */
  arrived: string[];
  reset: () => void;
  close: () => Promise<void>;
}

const listening = (server: Server | TcpServer) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

async function startSpy(): Promise<Spy> {
  const arrived: string[] = [];
  const http = createServer((request, response) => {
    arrived.push(`${request.method} ${request.url}`);
    // A page that never finishes loading keeps a frame on it, with no second load event.
    if (request.url?.startsWith('/never-ends')) response.write('<!doctype html><p>Loading');
    else response.end('ok');
  });
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
    udpPort: udp.address().port,
    tcpPort,
    arrived,
    reset: () => void arrived.splice(0),
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
export const refusals = ['Content Security Policy', 'Refused to', 'sandbox', 'Blocked'];

/**
 * `test` with a `spy` for each test (emptied before it), on servers one worker
 * starts once, and the browser's refusals allowed on the console.
 */
export const test = base.extend<{spy: Spy}, {spyServers: Spy}>({
  allowedConsoleErrors: refusals,
  spyServers: [
    // Playwright reads a fixture's dependencies from this pattern: it must be there, empty.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const spy = await startSpy();
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
