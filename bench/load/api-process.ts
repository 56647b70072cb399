import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiNodeFlags } from '../lib.js';
import { call } from './http-client.js';

/**
 * The API as production runs it: the server entry of `npm run start:server` (NODE_ENV=production,
 * its heap flags), one OS process per instance. Started as `node --import tsx server.ts` rather than
 * through the tsx command, which would put a parent process in between: `kill -9` must reach the
 * server itself, and a child left behind must be findable by its own pid.
 */

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const SERVER_ENTRY = path.join(repoRoot, 'apps/api/src/server.ts');
export const LOG_DIR = path.join(tmpdir(), 'talentdeck-load');

export type ApiProcess = { name: string; port: number; pid: number; child: ChildProcess; logFile: string };

/** Every child this suite started and has not seen exit: killed on any way out (killAll). */
const running = new Set<ChildProcess>();

/** `logName` names its log file; a restarted process appends to it. */
export async function startApi(name: string, logName: string, port: number, env: Record<string, string>): Promise<ApiProcess> {
  mkdirSync(LOG_DIR, { recursive: true });
  const logFile = path.join(LOG_DIR, `api-${logName}.log`);
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [...apiNodeFlags(), '--import', 'tsx', SERVER_ENTRY], {
    cwd: repoRoot,
    env: { ...process.env, ...env, NODE_ENV: 'production', PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  // The child holds its own copy of the descriptor.
  closeSync(log);
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const state = await Promise.race([exited.then((code) => ({ code })), new Promise<undefined>((r) => setTimeout(r, 250))]);
    if (state) throw new Error(`API ${name} exited with ${state.code} while starting (log: ${logFile})`);
    if ((await call(origin, 'GET', '/api/health/live', { timeoutMs: 2000 })).status === 200) break;
    if (Date.now() > deadline) throw new Error(`API ${name} did not answer in 120 s (log: ${logFile})`);
  }
  if (child.pid === undefined) throw new Error(`API ${name} has no pid`);
  return { name, port, pid: child.pid, child, logFile };
}

const exitOf = (child: ChildProcess, timeoutMs: number) =>
  new Promise<boolean>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true);
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

/** A graceful stop (SIGTERM: the server closes its streams and queue), SIGKILL after 15 s. */
export async function stopApi(p: ApiProcess) {
  p.child.kill('SIGTERM');
  if (!(await exitOf(p.child, 15_000))) {
    p.child.kill('SIGKILL');
    await exitOf(p.child, 5000);
  }
}

/** The crash: no shutdown hook runs, connections are reset by the kernel. */
export async function killApi(p: ApiProcess) {
  p.child.kill('SIGKILL');
  await exitOf(p.child, 5000);
}

/** Ends every child still running; synchronous, so it also runs in an 'exit' handler. */
export function killAll() {
  for (const child of running) child.kill('SIGKILL');
}

/** The resident memory of a process, from the kernel (VmRSS), in bytes; 0 once it has gone. */
export function rssBytes(pid: number) {
  try {
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** CPU seconds (user + system) a process has used, from /proc/<pid>/stat; 0 once it has gone. */
export function cpuSeconds(pid: number) {
  try {
    // The command name (2nd field) may hold spaces: the fields are counted from its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** Linux's USER_HZ, the unit of /proc's CPU times (100 on every common build). */
const CLOCK_TICKS = 100;

/** CPU seconds used by every PostgreSQL process (the server and its backends). */
export function postgresCpuSeconds() {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuSeconds(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** CPU seconds the whole machine spent busy (all but idle and I/O wait), from /proc/stat. */
export function machineBusySeconds() {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.split(/\s+/).slice(1).map(Number) ?? [];
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = cpu;
  return (user + nice + system + irq + softirq + steal) / CLOCK_TICKS;
}
