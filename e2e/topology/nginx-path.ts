/** Debian's nginx binary, or null when it is not installed (`.ci/run` installs it). */
import fs from 'node:fs';

export function nginxPath(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (fs.existsSync(candidate)) return candidate;
  return null;
}
