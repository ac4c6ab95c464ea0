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
