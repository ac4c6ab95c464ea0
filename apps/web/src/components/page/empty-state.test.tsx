import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState, type EmptyIllustration } from './empty-state';

const publicDir = path.resolve(__dirname, '../../../public');

describe('EmptyState', () => {
  it('draws a different picture for each situation (login needed, not found, empty, failed)', () => {
    const kinds: EmptyIllustration[] = ['login', 'not-found', 'empty', 'error'];
    const pictures = kinds.map((kind) => {
      const { container, unmount } = render(<EmptyState text="x" illustration={kind} />);
      const img = container.querySelector('img')!;
      // Decorative: no text for screen readers; sized so nothing moves while it loads.
      expect(img.getAttribute('alt')).toBe('');
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['96', '72']);
      unmount();
      const svg = fs.readFileSync(path.join(publicDir, img.getAttribute('src')!), 'utf8');
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*viewBox="0 0 96 72"/);
      return svg;
    });
    expect(new Set(pictures).size).toBe(kinds.length);
  });
});
