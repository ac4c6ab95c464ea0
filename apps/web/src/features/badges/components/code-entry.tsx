/** A printed claim card's code, typed in (when there is no camera, or the card has no QR). */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import styles from './check-in.module.css';

export function CodeEntry({ onCode, busy }: { onCode: (code: string) => void; busy: boolean }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const valid = /^[A-Za-z0-9 -]{8,40}$/.test(code.trim());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onCode(code.trim());
  };
  return (
    <form className={styles.codeForm} onSubmit={submit}>
      <label className={styles.codeLabel}>
        {t('badges.code.label')}
        <input
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          placeholder={t('badges.code.placeholder')}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          data-testid="claim-code-input"
        />
      </label>
      <Button type="submit" disabled={!valid || busy} data-testid="claim-code-submit">
        {t('badges.code.submit')}
      </Button>
    </form>
  );
}
