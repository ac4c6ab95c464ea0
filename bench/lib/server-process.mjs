/** Starts the built app server in a child process on a free port with its own embedded database. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

export async function waitFor(url, timeoutMs = 60_000, child = null) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode}) before answering ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms`);
}

/** Spawns `node [...nodeArgs] script` with env; returns { url, stop }. */
export async function startNode(script, env = {}, nodeArgs = []) {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A bench that throws must not leave its servers running (they keep ports, CPU and DATA_DIR locks).
  const killOnExit = () => child.exitCode === null && child.kill('SIGTERM');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** The node flags of the root package.json's `start` script (`node <flags> apps/server/dist/main.js`). */
function startFlags() {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  const match = / node ((?:--\S+ )*)apps\/server\/dist\/main\.js/.exec(scripts.start);
  if (!match) throw new Error('package.json start no longer reads `node [flags] apps/server/dist/main.js`');
  return match[1].split(' ').filter(Boolean);
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux clock ticks of 1/100 s). */
export function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * Starts a build of the app: `main` (another build's dist/main.js, say a worktree of an earlier
 * commit, for a same-run baseline), else BENCH_SERVER_MAIN, else this tree's build.
 */
/** apps/server/src/integrations/wechatpay/fixtures/live-env.ts, for a server started from dist/. */
function wechatPayTestEnv() {
  const fixtures = path.join(repoRoot, 'apps/server/src/integrations/wechatpay/fixtures');
  return {
    WECHATPAY_MODE: 'live',
    WECHATPAY_MCH_ID: '1900007291',
    WECHATPAY_APP_ID: 'wx2421b1c4370ec43b',
    WECHATPAY_CERT_SERIAL: '408B07E79B8269FEC3D5D3E6AB8ED163A6A380DB',
    WECHATPAY_PRIVATE_KEY_FILE: path.join(fixtures, 'merchant-1900007291-test-key.pem'),
    WECHATPAY_APIV3_KEY: 'a7cde1ZJB1kG2e7VfTs3jQzaWizur8Gb',
    WECHATPAY_PUBLIC_KEY_FILE: path.join(fixtures, 'PUB_KEY_ID_0000000000000024101100397200000006.pem'),
    WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0000000000000024101100397200000006',
  };
}

export async function startAppServer(extraEnv = {}, { main: requestedMain } = {}) {
  const main = path.resolve(requestedMain ?? process.env.BENCH_SERVER_MAIN ?? path.join(repoRoot, 'apps/server/dist/main.js'));
  if (!fs.existsSync(main)) throw new Error('apps/server/dist is missing: run `npm run build` first');
  const dataDir = extraEnv.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'culture-bench-'));
  // Production settings; the SMS provider is configured but never called by these benches.
  // Node's flags as `npm start` gives them (the young generation's size), then BENCH_SERVER_NODE_ARGS,
  // which profiles the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" (written when it stops).
  const nodeArgs = [...startFlags(), ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const server = await startNode(
    main,
    {
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret!',
      // Production requires the https:// origin people open; only the page shell's absolute URLs use it.
      PUBLIC_ORIGIN: 'https://bench.example.com',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SMS_DRIVER: 'aliyun',
      ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:9',
      ALIYUN_SMS_ACCESS_KEY_ID: 'bench',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'bench',
      ALIYUN_SMS_SIGN_NAME: 'bench',
      ALIYUN_SMS_TEMPLATE_CODE: 'bench',
      // Production refuses the WeChat Pay fake: WeChat's published test merchant (never called by these benches).
      ...wechatPayTestEnv(),
      ...extraEnv,
    },
    nodeArgs,
  );
  await waitFor(`${server.url}/healthz`, 60_000, server.child);
  return {
    ...server,
    dataDir,
    /** Stops the server; keepData leaves DATA_DIR for a later start (seeding the embedded database). */
    stop: async ({ keepData = false } = {}) => {
      await server.stop();
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
