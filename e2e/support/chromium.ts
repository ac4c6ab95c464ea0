import fs from 'node:fs';

/** Debian's Chromium (never a downloaded browser: this machine has no internet). */
export function chromiumPath(): string | null {
  const candidate = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  return fs.existsSync(candidate) ? candidate : null;
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * The same launch with WebGL drawn on the CPU by SwiftShader (the world's 3D halls).
 * `--disable-gpu` goes: it turns WebGL off. ANGLE on SwiftShader is Chromium's software GL;
 * since Chromium 139 it must be asked for with `--enable-unsafe-swiftshader` ("unsafe" because
 * SwiftShader runs in the GPU process without its sandbox: fine for our own pages in tests, never
 * for a browser people use).
 */
export const CHROMIUM_WEBGL_ARGS = [
  ...CHROMIUM_ARGS.filter((arg) => arg !== '--disable-gpu'),
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
];
