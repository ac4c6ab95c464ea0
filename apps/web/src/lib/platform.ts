import { channelFor, isWeChatUserAgent, type Channel } from '@culture/protocol';

export function isWeChat(): boolean {
  return isWeChatUserAgent(navigator.userAgent);
}

export function currentChannel(): Channel {
  return channelFor(navigator.userAgent);
}
