import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast, showToast, toastStore } from './toast';

afterEach(() => {
  for (const item of toastStore.get()) dismissToast(item.id);
});

const shown = () => toastStore.get().map((item) => `${item.type}:${item.content}`);

describe('toasts', () => {
  it('says the same message once, however often it is asked', () => {
    showToast('Please confirm to proceed', 'warning');
    showToast('Please confirm to proceed', 'warning');
    expect(shown()).toEqual(['warning:Please confirm to proceed']);
  });

  it('keeps at most two on screen, the newest last', () => {
    showToast('one');
    showToast('two', 'warning');
    showToast('three');
    expect(shown()).toEqual(['warning:two', 'ok:three']);
  });

  it('keeps one loading toast', () => {
    showToast('Please wait…', 'loading');
    showToast('Waiting for confirmation', 'loading');
    expect(shown()).toEqual(['loading:Waiting for confirmation']);
  });
});
