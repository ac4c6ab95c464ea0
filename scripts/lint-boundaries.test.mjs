// The web app's layers hold by lint (eslint.config.js): these imports, written into a file of each
// layer, must be refused, and the allowed direction must pass.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function layerErrors(file, source) {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, 'apps/web/src', file) });
  return result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId);
}

// The first lint loads the TypeScript parser and follows the import graph (no-cycle): seconds on a
// loaded machine, so a generous limit (no assertion on time).
describe('web layers', { timeout: 120_000 }, () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await layerErrors(
      'features/coupons/probe.ts',
      "import { useMyBadges } from '../badges/api/badge-queries';\nexport const probe = useMyBadges;\n",
    );
    expect(errors).toContain('import-x/no-restricted-paths');
  });

  it('refuses a lazy import of another feature too', async () => {
    const errors = await layerErrors('features/auth/probe.ts', "export const probe = () => import('../wechat/wechat-flow');\n");
    expect(errors).toContain('import-x/no-restricted-paths');
  });

  it('refuses components/ or lib/ importing a feature, and a feature importing app/', async () => {
    for (const [file, source] of [
      ['components/probe.ts', "import { MyPage } from '../features/my/routes/my-page';\nexport const probe = MyPage;\n"],
      ['lib/probe.ts', "import { MyPage } from '../features/my/routes/my-page';\nexport const probe = MyPage;\n"],
      ['features/my/probe.ts', "import { AppRoutes } from '../../app/router';\nexport const probe = AppRoutes;\n"],
    ]) {
      expect(await layerErrors(file, source), file).toContain('import-x/no-restricted-paths');
    }
  });

  it('lets a feature use its own files, components/ and lib/', async () => {
    const errors = await layerErrors(
      'features/coupons/probe.ts',
      "import { EmptyState } from '../../components/page/empty-state';\nimport { api } from '../../lib/api-client';\nimport { useCouponList } from './api/coupon-queries';\nexport const probe = [EmptyState, api, useCouponList];\n",
    );
    expect(errors).toEqual([]);
  });
});
