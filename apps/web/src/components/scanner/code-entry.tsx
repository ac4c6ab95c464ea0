/**
 * "Scan or type a code, then look it up": the camera button (the scanner while it runs, with a
 * button to stop it), the plain line when there is no camera, and the typed-code form. A scanned
 * code is put in the field and looked up at once; a typed one when the form is sent. The page
 * owns the field's value (it clears it for the next code) and what a code means; used by the
 * merchant's counter and the event door.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { CodeScanner } from './code-scanner';
import styles from './code-entry.module.css';

export interface CodeEntryProps {
  code: string;
  onCodeChange: (code: string) => void;
  /** A code to look up (scanned, or typed and trimmed), as `read` gives it. */
  onLookUp: (code: string) => void;
  /** A lookup is under way: the look-up button waits. */
  busy: boolean;
  scanLabel: string;
  placeholder: string;
  /** Test ids `${testId}-scan`, `${testId}-code`, `${testId}-lookup`. */
  testId: string;
  /** What was scanned or typed, turned into the code (a ticket's QR is a link with it). */
  read?: (text: string) => string;
}

const asIs = (text: string) => text;

export function CodeEntry({ code, onCodeChange, onLookUp, busy, scanLabel, placeholder, testId, read = asIs }: CodeEntryProps) {
  const { t } = useTranslation();
  const [scanning, setScanning] = useState(false);
  const [cameraFailed, setCameraFailed] = useState(false);

  const onScanned = useCallback(
    (text: string) => {
      setScanning(false);
      const value = read(text);
      onCodeChange(value);
      onLookUp(value);
    },
    [read, onCodeChange, onLookUp],
  );
  const onUnavailable = useCallback(() => {
    setScanning(false);
    setCameraFailed(true);
  }, []);

  return (
    <>
      {scanning ? (
        <>
          <CodeScanner onCode={onScanned} onUnavailable={onUnavailable} />
          <Button variant="ghost" block onClick={() => setScanning(false)}>
            {t('scanner.stopScan')}
          </Button>
        </>
      ) : (
        <Button block onClick={() => (setCameraFailed(false), setScanning(true))} data-testid={`${testId}-scan`}>
          {scanLabel}
        </Button>
      )}
      {cameraFailed && <p className={styles.message}>{t('scanner.cameraUnavailable')}</p>}
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (code.trim()) onLookUp(read(code.trim()));
        }}
      >
        <input
          value={code}
          onChange={(e) => onCodeChange(e.target.value)}
          placeholder={placeholder}
          autoCapitalize="characters"
          autoComplete="off"
          className={styles.input}
          data-testid={`${testId}-code`}
        />
        <Button type="submit" variant="plain" disabled={!code.trim() || busy} data-testid={`${testId}-lookup`}>
          {t('scanner.lookUp')}
        </Button>
      </form>
    </>
  );
}
