/** Searchable list of country calling codes; names in the reader's language via Intl. */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popup, SearchBar } from 'antd-mobile';
import { COUNTRY_CALLING_CODES } from '@culture/protocol';
import styles from './login-dialog.module.css';

// Most of our visitors: shown first.
const PINNED = ['CN', 'HK', 'MO', 'TW'];

function regionNames(locale: string): (region: string) => string {
  try {
    const names = new Intl.DisplayNames([locale === 'zh-TW' ? 'zh-Hant' : locale], { type: 'region' });
    return (region) => names.of(region) ?? region;
  } catch {
    return (region) => region;
  }
}

export function CountryPicker({
  visible,
  onClose,
  onPick,
}: {
  visible: boolean;
  onClose: () => void;
  onPick: (prefix: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const countries = useMemo(() => {
    const name = regionNames(i18n.language);
    const all = COUNTRY_CALLING_CODES.map(([region, prefix]) => ({ region, prefix, name: name(region) }));
    return [
      ...PINNED.map((r) => all.find((c) => c.region === r)!).filter(Boolean),
      ...all.filter((c) => !PINNED.includes(c.region)).sort((a, b) => a.name.localeCompare(b.name, i18n.language)),
    ];
  }, [i18n.language]);
  const q = query.trim().toLowerCase().replace(/^\+/, '');
  const shown = q
    ? countries.filter((c) => c.name.toLowerCase().includes(q) || c.prefix.startsWith(q) || c.region.toLowerCase() === q)
    : countries;

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyStyle={{ height: '70vh', borderTopLeftRadius: 16, borderTopRightRadius: 16 }}
      destroyOnClose
    >
      <div className={styles.picker} data-testid="country-picker">
        <h2 className={styles.pickerTitle}>{t('login.countryCode')}</h2>
        <SearchBar placeholder={t('login.searchCountry')} value={query} onChange={setQuery} data-testid="country-search" />
        <ul className={styles.countryList}>
          {shown.map((c) => (
            <li key={c.region}>
              <button type="button" onClick={() => onPick(c.prefix)} data-testid={`country-${c.region}`}>
                <span>{c.name}</span>
                <span className={styles.prefix}>+{c.prefix}</span>
              </button>
            </li>
          ))}
          {shown.length === 0 && <li className={styles.noCountry}>{t('login.noCountry')}</li>}
        </ul>
      </div>
    </Popup>
  );
}
