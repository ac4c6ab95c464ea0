import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeEntry } from './code-entry';

vi.mock('./code-scanner', () => ({
  // The camera "reads" a ticket link as soon as it is shown.
  CodeScanner: ({ onCode }: { onCode: (code: string) => void }) => (
    <button type="button" data-testid="fake-camera" onClick={() => onCode('https://x.test/staff/check-in?ticket=T-9')} />
  ),
}));

const ticketOf = (text: string) => new URL(text, 'https://x.test').searchParams.get('ticket') ?? text.trim();

function Entry({ onLookUp, busy = false }: { onLookUp: (code: string) => void; busy?: boolean }) {
  const [code, setCode] = useState('');
  return (
    <CodeEntry
      code={code}
      onCodeChange={setCode}
      onLookUp={onLookUp}
      busy={busy}
      scanLabel="Scan a ticket"
      placeholder="Ticket code"
      testId="door"
      read={ticketOf}
    />
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('CodeEntry', () => {
  it('looks up a typed code trimmed and read, only when there is one and no lookup runs', () => {
    const onLookUp = vi.fn();
    const { rerender } = render(<Entry onLookUp={onLookUp} />);
    expect(screen.getByTestId<HTMLButtonElement>('door-lookup').disabled).toBe(true);
    fireEvent.change(screen.getByTestId('door-code'), { target: { value: '  ABC  ' } });
    fireEvent.click(screen.getByTestId('door-lookup'));
    expect(onLookUp).toHaveBeenCalledWith('ABC');
    rerender(<Entry onLookUp={onLookUp} busy />);
    expect(screen.getByTestId<HTMLButtonElement>('door-lookup').disabled).toBe(true);
  });

  it('puts a scanned code in the field, looks it up and closes the camera', () => {
    const onLookUp = vi.fn();
    render(<Entry onLookUp={onLookUp} />);
    fireEvent.click(screen.getByTestId('door-scan'));
    fireEvent.click(screen.getByTestId('fake-camera'));
    expect(onLookUp).toHaveBeenCalledWith('T-9');
    expect(screen.getByTestId<HTMLInputElement>('door-code').value).toBe('T-9');
    expect(screen.queryByTestId('fake-camera')).toBeNull();
    expect(screen.getByTestId('door-scan').textContent).toBe('Scan a ticket');
  });
});
