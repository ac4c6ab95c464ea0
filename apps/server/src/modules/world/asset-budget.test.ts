/**
 * The generated world files stay within Hubs' mobile budget and pass glTF-Validator
 * (apps/web/scripts/world/check-budget.mjs), the check fails a scene that is over, and the
 * committed files are what build-world-assets.mjs makes from the code.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { makeGlb, makePointCloud } from '../../test/test-glb.js';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const script = path.join(root, 'apps/web/scripts/world/check-budget.mjs');

describe('world asset budget', () => {
  it('matches what the scripts build today (nothing changed in code without a rebuild)', async () => {
    const { stdout } = await run(
      process.execPath,
      [path.join(root, 'apps/web/scripts/world/build-world-assets.mjs'), '--check'],
      { cwd: root },
    );
    expect(stdout).toContain('world assets up to date');
  });

  it('passes for the committed scenes and prints their figures', async () => {
    const { stdout } = await run(process.execPath, [script], { cwd: root });
    expect(stdout).toMatch(/hall\.[0-9a-f]{16}\.glb/);
    expect(stdout).toMatch(/avatar\.[0-9a-f]{16}\.glb/);
    expect(stdout).not.toContain('OVER');
  });

  it.each([
    ['triangle', makeGlb({ triangles: 50_001 }), 'OVER: triangles'],
    ['vertex', makePointCloud(150_001), 'OVER: vertices'],
  ])('fails a scene over the %s budget', async (_kind, model, verdict) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'world-budget-'));
    try {
      fs.writeFileSync(path.join(dir, 'heavy.0123456789abcdef.glb'), model);
      const failed = await run(process.execPath, [script, dir], { cwd: root }).then(
        () => null,
        (error: { code: number; stdout: string }) => error,
      );
      expect(failed?.code).toBe(1);
      expect(failed?.stdout).toContain(verdict);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
