// throwaway experiment, deleted after use
import { startChildServer } from './lib/child-server.ts';
import { runLoad } from './lib/load.ts';
import { commandRequest, send } from './envelope/requests.ts';
const server = await startChildServer(new URL('./zz-exp-server.ts', import.meta.url).pathname);
const settings = { connections: 50, pipelining: 1, warmupSeconds: 2, durationSeconds: Number(process.env.SECS ?? 4) };
try {
  const login = await send(commandRequest(server.url, 'userLogin', { account: 'demooper', password: 'demo1234' }));
  const token = JSON.parse(login.answer.body).token;
  const env = commandRequest(server.url, 'checkSession', {}, token);
  const targets: Record<string, typeof env> = {
    bare: { url: `${server.url}/bench/bare`, headers: { 'content-type': 'application/json' }, body: '{"ping":1}' },
    new: { ...env, url: env.url.replace(server.url, `${server.url}/new`) },
    old: { ...env, url: env.url.replace(server.url, `${server.url}/old`) },
  };
  const cpu: Record<string, number[]> = {};
  for (let r = 0; r < Number(process.env.ROUNDS ?? 4); r++) for (const [name, t] of Object.entries(targets)) {
    const expectBody = (await send(t)).text;
    if (name !== 'bare' && !expectBody.includes('"result_code":0')) throw new Error(expectBody);
    const res = await runLoad({ ...t, expectBody }, settings, server);
    (cpu[name] ??= []).push(res.serverCpuMicrosPerRequest);
    console.log(name.padEnd(5), Math.round(res.requestsPerSecond), 'rps', res.serverCpuMicrosPerRequest.toFixed(1), 'us cpu/req p99', res.latencyMs.p99.toFixed(2), 'fail', res.failures);
  }
  for (const [name, xs] of Object.entries(cpu)) console.log('median', name, [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)].toFixed(1));
} finally { await server.stop(); }
