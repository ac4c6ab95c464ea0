/**
 * The consent gate (docs/privacy.md, "The gate"): a first visit is blocked until agreed, a material
 * change lists what changed and blocks, refusing explains what follows, a minor change shows a
 * banner once, and the legal pages it links to stay readable. The API is a stubbed fetch by path.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentState } from '@culture/protocol';
import { MINOR_SEEN_KEY } from './consent-banner';
import { ConsentGate } from './consent-gate';

const DOCUMENTS: ConsentState['documents'] = [
  { document: 'userAgreement', version: 1, effectiveDate: '2023-08-01', material: true, summary: 'First published.' },
  { document: 'privacyPolicy', version: 2, effectiveDate: '2026-12-01', material: true, summary: 'New purpose: events' },
  { document: 'childrenRules', version: 1, effectiveDate: '2026-11-27', material: true, summary: 'First published.' },
];
const state = (gate: ConsentState['gate'], changes: ConsentState['changes'] = []): ConsentState => ({
  documents: DOCUMENTS,
  decisions: [],
  gate,
  changes,
});

let answer: ConsentState;
let afterDecision: ConsentState;
let posts: string[];
let reads = 0;

beforeEach(() => {
  posts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const reply = (data: unknown) => new Response(JSON.stringify({ result: 1, code: 200, data }), { status: 200 });
      if (path === '/api/v5/auth/guest') return reply({ token: 'guest', user_id: '1', isguest: true, expires_in: 60 });
      if (path === '/api/v2/consent') {
        reads += 1;
        return reply(answer);
      }
      if (path === '/api/v2/consent/decisions' && init?.method === 'POST') {
        posts.push(path);
        return reply(afterDecision);
      }
      return reply(null);
    }),
  );
});

function show(at = '/') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <ConsentGate />
    </MemoryRouter>,
  );
}

describe('the consent gate', () => {
  it('blocks a first visit with the summary until the person agrees', async () => {
    answer = state('first');
    afterDecision = state('none');
    show();
    expect((await screen.findByTestId('consent-gate')).textContent).toContain('Before you start');
    expect(screen.getByTestId('consent-read-privacy').getAttribute('href')).toBe('/privacy');
    fireEvent.click(screen.getByTestId('consent-agree'));
    await waitFor(() => expect(screen.queryByTestId('consent-gate')).toBeNull());
    expect(posts).toEqual(['/api/v2/consent/decisions']);
  });

  it('lists a material change and explains a refusal, which keeps the gate', async () => {
    const change = DOCUMENTS[1]!;
    answer = state('material', [change]);
    afterDecision = state('first');
    show();
    expect((await screen.findByTestId('consent-changes')).textContent).toContain('New purpose: events');
    expect(screen.getByTestId('consent-changes').textContent).toContain('Version 2, effective 2026-12-01');
    fireEvent.click(screen.getByTestId('consent-refuse'));
    expect(await screen.findByText(/We cannot provide the service without your agreement/)).toBeTruthy();
    expect(screen.getByTestId('consent-gate')).toBeTruthy();
    fireEvent.click(screen.getByTestId('consent-back'));
    expect(await screen.findByTestId('consent-agree')).toBeTruthy();
  });

  it('stays out of the way on the legal pages it links to', async () => {
    answer = state('first');
    show('/privacy');
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByTestId('consent-gate')).toBeNull();
  });

  it('shows a minor change as a banner once', async () => {
    answer = state('minor', [{ ...DOCUMENTS[0]!, version: 2, material: false, summary: 'Typos' }]);
    const first = show();
    expect((await screen.findByTestId('consent-banner')).textContent).toContain('Typos');
    expect(screen.queryByTestId('consent-gate')).toBeNull();
    fireEvent.click(screen.getByTestId('consent-banner-dismiss'));
    await waitFor(() => expect(screen.queryByTestId('consent-banner')).toBeNull());
    first.unmount();
    const before = reads;
    show();
    await waitFor(() => expect(reads).toBe(before + 1));
    // Let the answer land; a new change then shows again, so the gate does render its answers.
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByTestId('consent-banner')).toBeNull();
    expect(localStorage.getItem(MINOR_SEEN_KEY)).toBe('userAgreement:2');
    answer = state('minor', [{ ...DOCUMENTS[0]!, version: 3, material: false, summary: 'More typos' }]);
    show();
    expect((await screen.findByTestId('consent-banner')).textContent).toContain('More typos');
  });
});
