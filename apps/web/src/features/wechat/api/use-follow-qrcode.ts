/**
 * GET /h5/world/wechat/getQrcode (spec §7): the link the official account's follow QR code encodes,
 * or `url: null` when the deployment has none configured. A plain hook rather than TanStack Query:
 * the dialog opens from the home page, which does not load the query library, and the call is one
 * small GET.
 */
import { useCallback, useEffect, useState } from 'react';
import { API_PATHS, type FollowQrcode } from '@culture/protocol';
import { api } from '../../../lib/api-client';

/**
 * The scene is where the visitor is (the first path segment, "home" on /): WeChat's temporary QR
 * code carries it, so the official account learns which page brought a follower.
 */
export const followScene = (pathname: string) =>
  pathname
    .split('/')[1]
    ?.replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, 64) || 'home';

export const fetchFollowQrcode = (signal?: AbortSignal) =>
  api.get<FollowQrcode>(API_PATHS.wechatQrcode, { auth: false, signal, query: { scene: followScene(window.location.pathname) } });

export type FollowQrcodeState =
  | { status: 'loading'; url: string | null }
  | { status: 'ready'; url: string }
  /** No follow link is configured: the dialog names the account instead; nothing to retry. */
  | { status: 'none'; url: null }
  /** The request failed (network): the dialog names the account and offers a retry. */
  | { status: 'error'; url: null };

/** The last link answered, shown at once the next time the dialog opens while it is asked again. */
let lastUrl: string | null = null;

/**
 * Asks when the dialog opens (the dialog mounts on open, so every opening asks again: spec §7
 * "re-run when the follow dialog toggles") and on `retry`.
 */
export function useFollowQrcode(): FollowQrcodeState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<FollowQrcodeState>({ status: 'loading', url: lastUrl });
  useEffect(() => {
    const controller = new AbortController();
    setState((prev) => (prev.status === 'loading' ? prev : { status: 'loading', url: lastUrl }));
    fetchFollowQrcode(controller.signal)
      .then(({ url }) => {
        lastUrl = url;
        setState(url ? { status: 'ready', url } : { status: 'none', url: null });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'error', url: null });
      });
    return () => controller.abort();
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
