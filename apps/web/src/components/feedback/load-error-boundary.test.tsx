import { lazy, Suspense } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadErrorBoundary } from './load-error-boundary';

// A page whose code cannot be downloaded, as React.lazy sees it.
const Broken = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));

describe('LoadErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows "could not be loaded" with a reload button instead of blanking the app', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <>
        <p>still here</p>
        <LoadErrorBoundary>
          <Suspense fallback={null}>
            <Broken />
          </Suspense>
        </LoadErrorBoundary>
      </>,
    );
    expect((await screen.findByTestId('load-failed')).textContent).toContain('This page could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByText('still here')).toBeTruthy();
  });

  it('renders the given fallback and reports the failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onError = vi.fn();
    const { container } = render(
      <LoadErrorBoundary fallback={null} onError={onError}>
        <Suspense fallback={null}>
          <Broken />
        </Suspense>
      </LoadErrorBoundary>,
    );
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(container.innerHTML).toBe('');
  });
});
