// Starts scripts/serve-static.mjs on a port for a bench script and waits until it answers.
import {spawn} from 'node:child_process';

/** @returns {Promise<{origin: string, stop: () => void}>} */
export async function startStaticServer(port, extraArgs = []) {
  const origin = `http://localhost:${port}`;
  // A server left from an earlier run would answer instead, from whatever it serves.
  const taken = await fetch(origin).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${port} already answers: stop that server, or pass --port.`);
  const server = spawn('node', ['scripts/serve-static.mjs', '--port', String(port), ...extraArgs], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 50; i++) {
    const up = await fetch(`${origin}/react-strict-dom/`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {origin, stop: () => server.kill()};
}
