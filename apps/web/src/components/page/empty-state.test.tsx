import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState, type EmptyIllustration } from './empty-state';

describe('EmptyState', () => {
  it('draws a different picture for each situation (login needed, not found, empty, failed)', () => {
    const kinds: EmptyIllustration[] = ['login', 'not-found', 'empty', 'error'];
    const pictures = kinds.map((kind) => {
      const { container, unmount } = render(<EmptyState text="x" illustration={kind} />);
      const svg = container.querySelector('svg')!;
      const markup = svg.innerHTML;
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      unmount();
      return markup;
    });
    expect(new Set(pictures).size).toBe(kinds.length);
  });
});
