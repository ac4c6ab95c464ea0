/**
 * The one sentence shown for a failed wallet action: the server's own message for an API refusal
 * (spec §5: a failed login shows the server's errmsg), otherwise the catalogue's sentence for the
 * wallet or contract error (lib/wallet/wallet-errors), "failed, try again" when it has none.
 */
import type { TFunction } from 'i18next';
import type { Abi } from 'viem';
import { i18next } from '../../i18n';
import { ApiRequestError } from '../../lib/api-client';
import { describeWalletError, walletErrorKey, type WalletErrorDescription } from '../../lib/wallet/wallet-errors';

export function walletDescriptionText(t: TFunction, description: WalletErrorDescription): string {
  const key = walletErrorKey(description);
  // The key is built from the error's name, so it is checked at run time rather than by the types.
  const translate = t as unknown as (key: string, values: Record<string, string>) => string;
  return i18next.exists(key) ? translate(key, description.values) : t('wallet.errors.unknown');
}

export function walletErrorText(t: TFunction, error: unknown, abi?: Abi): string {
  if (error instanceof ApiRequestError) return error.isNetwork ? t('common.msg.network.error') : error.message;
  return walletDescriptionText(t, describeWalletError(error, abi));
}
