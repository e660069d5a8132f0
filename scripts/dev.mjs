// `pnpm dev`: the mock server and the web app's dev server together, output prefixed, both stopped on Ctrl-C.
import { spawn } from 'node:child_process';

const mockPort = process.env.MOCK_PORT ?? '4010';
const webPort = process.env.WEB_PORT ?? '5173';
const env = {
  ...process.env,
  MOCK_PORT: mockPort,
  WEB_PORT: webPort,
  WEB_ORIGIN: process.env.WEB_ORIGIN ?? `http://localhost:${webPort}`,
  VITE_API_BASE_URL: process.env.VITE_API_BASE_URL ?? `http://localhost:${mockPort}/api/v1`,
  VITE_WS_BASE_URL: process.env.VITE_WS_BASE_URL ?? `ws://localhost:${mockPort}/ws/v1`,
  // The servers' output is piped through here, so they cannot see the terminal: tell them it takes colour
  // (pino-pretty's warnings in yellow, vite's banner).
  ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } : {}),
};

const procs = [
  ['mock', ['--filter', '@mockint/mock-server', 'dev']],
  ['web ', ['--filter', '@mockint/web', 'exec', 'vite', '--port', webPort, '--strictPort']],
].map(([name, args]) => {
  // Each server gets its own process group so stopping `pnpm dev` stops the whole tree (pnpm, tsx watch,
  // vite), not just the direct child: orphaned servers would keep the ports busy.
  const child = spawn('pnpm', args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .forEach((line) => console.log(`[${name}] ${line}`));
  child.stdout.on('data', prefix);
  child.stderr.on('data', prefix);
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    shutdown(code ?? 1);
  });
  return child;
});

console.log(`mock API  http://localhost:${mockPort}/api/v1  (reference: http://localhost:${mockPort}/docs)`);
console.log(`web app   http://localhost:${webPort}`);

let stopping = false;
function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const p of procs) {
    try {
      process.kill(-p.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
