import { load, startProcess } from './lib.js';

const { info, child } = await startProcess<{ port: number; barePort: number; token: string }>('/work/main/bench/server.ts');
for (let round = 0; round < 2; round++)
  for (const [name, url, h] of [
    ['bare', `http://127.0.0.1:${info.barePort}/bare`, {}],
    ['public-config', `http://127.0.0.1:${info.port}/api/public-config`, {}],
    ['health', `http://127.0.0.1:${info.port}/api/health`, {}],
    ['me', `http://127.0.0.1:${info.port}/api/user/me`, { authorization: `Bearer ${info.token}` }],
    ['me-c50', `http://127.0.0.1:${info.port}/api/user/me`, { authorization: `Bearer ${info.token}` }],
  ] as const) {
    const r = await load(url, { headers: h as Record<string, string>, seconds: 3, connections: name === 'me-c50' ? 50 : 10 });
    console.log(name, Math.round(r.rps), r.p99);
  }
child.kill('SIGTERM');
