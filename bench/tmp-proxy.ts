import { createServer, Agent, request as httpRequest } from 'node:http';
import { createUpstreamConnectionPool, executePlaygroundRequest } from '@folio/playground-proxy';
const api = createServer((req, res) => { res.setHeader('content-type', 'application/json'); res.end('{"pong":true}'); });
await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
const port = (api.address() as { port: number }).port;
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const direct = () => new Promise<void>((resolve, reject) => { const req = httpRequest({ host: '127.0.0.1', port, path: '/v1/ping', agent }, (res) => { res.resume(); res.on('end', resolve); }); req.on('error', reject); req.end(); });
const connections = createUpstreamConnectionPool();
const opts = { allowedOrigins: [`http://127.0.0.1:${port}`], policy: { allowPrivate: ['loopback'] } as never, connections, partition: 's' };
const proxied = () => executePlaygroundRequest({ method: 'GET', url: `http://127.0.0.1:${port}/v1/ping`, headers: {}, query: {} } as never, opts);
const r = await proxied(); if ('code' in r) { console.log(r); process.exit(1); }
for (let i = 0; i < 2000; i++) { await direct(); await proxied(); }
const N = 5000; const d: number[] = []; const p: number[] = [];
for (let i = 0; i < N; i++) { let t = performance.now(); await direct(); d.push(performance.now() - t); t = performance.now(); await proxied(); p.push(performance.now() - t); }
d.sort((a, b) => a - b); p.sort((a, b) => a - b);
console.log('direct p50', d[N / 2]!.toFixed(3), 'proxied-lib p50', p[N / 2]!.toFixed(3));
api.close(); agent.destroy(); await connections.close();
