/** Publishing a legal version writes its audit row with it; a refused one writes none (docs/operator-console.md, "Audit log"). */
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@culture/protocol';
import { createTestApp } from '../../test/helper.js';
import { auditRowsOf, operatorWith } from '../../test/operators.js';
import { BUILT_IN_CURRENT } from './legal-versions.js';

const t = await createTestApp();
const editor = await operatorWith(t, 'cora', ['content']);
const summary = { 'zh-CN': '措辞', 'zh-TW': '措辭', 'en-US': 'Wording' };

describe('legal version audit rows', () => {
  it('names the operator and the version published', async () => {
    const body = { document: 'userAgreement', effectiveDate: '2026-12-01', material: false, summary };
    const res = await editor.post(API_PATHS.adminLegalVersions, body);
    const version = BUILT_IN_CURRENT.userAgreement.version + 1;
    expect(res.json().data).toEqual({ document: 'userAgreement', version });
    const rows = await auditRowsOf(t, 'legal-version.publish');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor: editor.actor,
      actorName: 'cora',
      target: `legal:userAgreement:${version}`,
      after: body,
    });
  });

  it('writes no row for a refused version', async () => {
    const res = await editor.post(API_PATHS.adminLegalVersions, {
      document: 'userAgreement',
      effectiveDate: '2026-13-01',
      material: false,
      summary,
    });
    expect(res.statusCode).toBe(400);
    expect(await auditRowsOf(t, 'legal-version.publish')).toHaveLength(1);
  });
});
