// Preloaded (node --import) into the offline test's child process and, through
// the inherited execArgv, into its worker threads: every way out to the
// network is replaced by one that records the attempt and fails.
import dns from 'node:dns';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import tls from 'node:tls';

const log = process.env.DECKSIDE_NET_LOG;
const record = (what) => {
  if (log) fs.appendFileSync(log, `${what}\n`);
};
const blocked = (what) => {
  record(what);
  return new Error(`network blocked in this test: ${what}`);
};
globalThis.fetch = async (url) => {
  throw blocked(`fetch ${String(url)}`);
};
// local IPC (a Unix socket or pipe given by path, as tsx uses) is not the network
const isLocalPipe = (target) =>
  typeof target === 'string' ? !/^\d+$/.test(target) : Array.isArray(target) ? isLocalPipe(target[0]) : Boolean(target?.path);
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
  if (isLocalPipe(args[0])) return connect.apply(this, args);
  throw blocked(`connect ${JSON.stringify(args[0])}`);
};
const createConnection = net.createConnection;
net.connect = net.createConnection = (...args) => {
  if (isLocalPipe(args[0])) return createConnection(...args);
  throw blocked(`connect ${JSON.stringify(args[0])}`);
};
record(`trap set in ${(await import('node:worker_threads')).isMainThread ? 'main thread' : 'worker thread'}`);
tls.connect = (...args) => {
  throw blocked(`tls ${JSON.stringify(args[0])}`);
};
for (const mod of [http, https]) {
  mod.request = mod.get = (...args) => {
    throw blocked(`http ${String(args[0]?.href ?? args[0]?.host ?? args[0])}`);
  };
}
dns.lookup = (host, ...rest) => {
  const cb = rest.at(-1);
  const e = blocked(`dns ${host}`);
  if (typeof cb === 'function') cb(e);
};
