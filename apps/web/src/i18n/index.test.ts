import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from './index';

describe('i18n', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reports a key missing from the catalogue as a console error (the browser suite fails on it)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = await initI18n('zh-TW');
    expect(i18n.t('tab.t1')).toBe('首頁');
    expect(error).not.toHaveBeenCalled();
    i18n.t('equity.noSuchKey' as never);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('missing key "equity.noSuchKey" (zh-TW)'));
  });
});
