import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startVisiblePoll } from './visible-poll';

/** A document whose visibility the test sets. */
function fakeDocument(initial: DocumentVisibilityState) {
  const target = new EventTarget();
  const doc = {
    visibilityState: initial,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    show(state: DocumentVisibilityState) {
      doc.visibilityState = state;
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
  return doc;
}

describe('the live refresh', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks every interval while visible, pauses while hidden, refreshes at once on return', () => {
    const doc = fakeDocument('visible');
    const tick = vi.fn();
    const stop = startVisiblePoll(doc as unknown as Document, tick, 10_000);
    vi.advanceTimersByTime(25_000);
    expect(tick).toHaveBeenCalledTimes(2);
    doc.show('hidden');
    vi.advanceTimersByTime(60_000);
    expect(tick).toHaveBeenCalledTimes(2);
    doc.show('visible');
    expect(tick).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(10_000);
    expect(tick).toHaveBeenCalledTimes(4);
    stop();
    vi.advanceTimersByTime(60_000);
    doc.show('visible');
    expect(tick).toHaveBeenCalledTimes(4);
  });

  it('does not start while the page is hidden', () => {
    const doc = fakeDocument('hidden');
    const tick = vi.fn();
    startVisiblePoll(doc as unknown as Document, tick, 10_000);
    vi.advanceTimersByTime(60_000);
    expect(tick).not.toHaveBeenCalled();
  });
});
