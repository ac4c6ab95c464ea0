import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadErrorBoundary } from '../feedback/load-error-boundary';
import { Layout } from './layout';

// What a content page's first HTML puts after #root (apps/server/src/modules/content/prepaint.ts).
function paintFromHtml() {
  document.body.insertAdjacentHTML('beforeend', '<div id="prepaint" aria-hidden="true"><div><div></div><img alt=""></div></div>');
}
const painted = () => document.getElementById('prepaint') !== null;

// jsdom has no scrolling; the layout scrolls to the top when a page is ready.
beforeEach(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
afterEach(() => {
  document.getElementById('prepaint')?.remove();
  vi.restoreAllMocks();
});

describe('the painted first screen', () => {
  it('stays while the page loads and goes in the commit that draws the page', () => {
    paintFromHtml();
    const { rerender } = render(
      <MemoryRouter>
        <Layout title="Pocket" ready={false}>
          <p>loading</p>
        </Layout>
      </MemoryRouter>,
    );
    expect(painted()).toBe(true);
    rerender(
      <MemoryRouter>
        <Layout title="Pocket" ready>
          <p>page</p>
        </Layout>
      </MemoryRouter>,
    );
    expect(painted()).toBe(false);
  });

  it('makes way for the "could not be loaded" screen when the page code fails', () => {
    paintFromHtml();
    const Broken = () => {
      throw new Error('chunk failed');
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <LoadErrorBoundary>
        <Broken />
      </LoadErrorBoundary>,
    );
    expect(painted()).toBe(false);
  });
});
