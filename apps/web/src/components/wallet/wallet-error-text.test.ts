import { describe, expect, it } from 'vitest';
import { encodeErrorResult } from 'viem';
import { culturePassAbi } from '../../lib/wallet/culture-pass-abi';
import { i18next } from '../../i18n';
import { enUSPages } from '../../i18n/resources/en-US.pages';
import { zhCNPages } from '../../i18n/resources/zh-CN.pages';
import { zhTWPages } from '../../i18n/resources/zh-TW.pages';
import { ApiRequestError } from '../../lib/api-client';
import { NoWalletError } from '../../lib/wallet/wallet-store';
import { walletErrorText } from './wallet-error-text';

const t = i18next.t.bind(i18next);

describe('wallet error sentences', () => {
  it('have a sentence in every language for every custom error the contract declares', () => {
    const names = culturePassAbi.filter((entry) => entry.type === 'error').map((entry) => entry.name);
    for (const catalogue of [enUSPages, zhCNPages, zhTWPages]) {
      const sentences = catalogue.wallet.contractErrors as Record<string, string>;
      expect(names.filter((name) => !sentences[name])).toEqual([]);
    }
  });

  it('say the contract error in words, with its values', () => {
    const data = encodeErrorResult({ abi: culturePassAbi, errorName: 'TokenStaked', args: [12n] });
    const error = Object.assign(new Error('execution reverted'), { code: 3, data });
    expect(walletErrorText(t, error, culturePassAbi)).toBe(
      'Pass #12 is staked. Unstake it first, or use “transfer while staked”.',
    );
  });

  it('show the server’s own message for an API refusal, and the network sentence when it could not be reached', () => {
    expect(walletErrorText(t, new ApiRequestError(40921, 409, 'This wallet is already linked to another account.'))).toBe(
      'This wallet is already linked to another account.',
    );
    expect(walletErrorText(t, new ApiRequestError(0, 0, 'Failed to fetch'))).toBe(
      'Network error. Please check your connection and try again.',
    );
  });

  it('fall back to "failed and try again" for what nobody declared', () => {
    expect(walletErrorText(t, new Error('boom'))).toBe('Failed and try again.');
    expect(walletErrorText(t, new NoWalletError('wechat'))).toBe(
      'Wallets don’t work inside WeChat. Open this page in your browser.',
    );
  });
});
