#!/usr/bin/env node
// A static server for build/ that answers like GitHub Pages: the site under its
// base path, directory URLs redirected to their trailing-slash form, index.html
// for directories, case-sensitive paths, and 404.html with status 404 otherwise.
// Usage: node scripts/serve-static.mjs [--port 3210] [--dir build]
import {createServer} from 'node:http';
import {readFile, stat} from 'node:fs/promises';
import {extname, join, resolve} from 'node:path';
import {gzipSync} from 'node:zlib';
import {parseArgs} from 'node:util';

const basePath = '/react-strict-dom/';
const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '3210'},
    dir: {type: 'string', default: 'build'},
  },
});
const root = resolve(values.dir);

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.md']);

async function isFile(path) {
  return (await stat(path).catch(() => null))?.isFile() ?? false;
}
async function isDir(path) {
  return (await stat(path).catch(() => null))?.isDirectory() ?? false;
}

/** Maps a URL path to a file, a redirect, or nothing, as GitHub Pages would. */
async function route(pathname) {
  if (pathname === basePath.slice(0, -1)) return {redirect: basePath};
  if (!pathname.startsWith(basePath)) return null;
  const relative = decodeURIComponent(pathname.slice(basePath.length));
  const segments = relative.split('/');
  // Empty inner segments (a doubled slash) and dot segments match no file.
  if (segments.slice(0, -1).some((s) => s === '' || s === '.' || s === '..')) return null;
  if (segments.some((s) => s === '..')) return null;
  const path = join(root, relative);
  if (!path.startsWith(root)) return null;
  if (relative.endsWith('/') || relative === '') {
    const index = join(path, 'index.html');
    return (await isFile(index)) ? {file: index} : null;
  }
  if (await isFile(path)) return {file: path};
  if ((await isDir(path)) && (await isFile(join(path, 'index.html')))) {
    return {redirect: `${pathname}/`};
  }
  return null;
}

/**
 * Gzipped bodies by file, made once per version of the file: GitHub Pages' CDN keeps
 * compressed copies too, and compressing on every request put milliseconds of this
 * server's time (tens for a megabyte index) into every timed load.
 */
const gzipped = new Map();
async function gzippedBody(file) {
  const {mtimeMs, size} = await stat(file);
  const key = `${mtimeMs}:${size}`;
  const cached = gzipped.get(file);
  if (cached?.key === key) return cached.body;
  const body = gzipSync(await readFile(file));
  gzipped.set(file, {key, body});
  return body;
}

async function send(req, res, status, file) {
  const type = extname(file);
  const gzip = compressible.has(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  // A cached gzipped copy is sent without reading the file again.
  const body = gzip ? await gzippedBody(file) : await readFile(file);
  const headers = {
    'content-type': types[type] ?? 'application/octet-stream',
    'cache-control': 'max-age=600',
    // As GitHub Pages: the preview frame (an opaque origin) loads its runtime with CORS.
    'access-control-allow-origin': '*',
  };
  if (gzip) headers['content-encoding'] = 'gzip';
  headers['content-length'] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const match = await route(url.pathname);
    if (match?.redirect) {
      res.writeHead(301, {location: match.redirect + url.search});
      res.end();
    } else if (match?.file) {
      await send(req, res, 200, match.file);
    } else {
      await send(req, res, 404, join(root, '404.html'));
    }
  } catch (error) {
    res.writeHead(500, {'content-type': 'text/plain'});
    res.end(String(error));
  }
});

server.listen(Number(values.port), '127.0.0.1', () => {
  console.log(`Serving ${root} at http://localhost:${values.port}${basePath}`);
});
