/** The console's desktop frame: header (operator, language, sign out) and the permitted sections. */
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { LOCALES, type Locale, type OpsOperator } from '@culture/protocol';
import { changeLocale } from '../../../i18n';
import { persistLocale } from '../../../lib/language';
import { sectionPath, visibleSections } from '../model/navigation';
import { useOpsTexts } from '../model/use-ops-texts';
import { ACCOUNT_TEXTS } from '../model/account-texts';
import styles from './ops.module.css';

/** Each language named in itself, as language pickers do. */
const LANGUAGE_NAMES: Record<Locale, string> = { 'zh-CN': '简体中文', 'zh-TW': '繁體中文', 'en-US': 'English' };

export function OpsLayout({
  operator,
  onSignOut,
  children,
}: {
  operator: OpsOperator;
  onSignOut: () => void;
  children: ReactNode;
}) {
  const { texts, locale } = useOpsTexts();
  const sections = visibleSections(operator.permissions);
  const choose = async (next: Locale) => {
    persistLocale(next);
    await changeLocale(next);
  };
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <span className={styles.brand}>{texts.title}</span>
        <span data-testid="ops-operator-name">{operator.display_name}</span>
        <select
          aria-label={texts.header.language}
          value={locale}
          onChange={(e) => void choose(e.target.value as Locale)}
          data-testid="ops-language"
        >
          {LOCALES.map((option) => (
            <option key={option} value={option}>
              {LANGUAGE_NAMES[option]}
            </option>
          ))}
        </select>
        <NavLink to="/ops/account" data-testid="ops-account-link">
          {ACCOUNT_TEXTS[locale].link}
        </NavLink>
        <button type="button" onClick={onSignOut} data-testid="ops-sign-out">
          {texts.header.signOut}
        </button>
      </header>
      <nav className={styles.nav} data-testid="ops-nav">
        {sections.map((key) => (
          <NavLink key={key} to={sectionPath(key)} data-testid={`ops-nav-${key}`}>
            {texts.nav[key]}
          </NavLink>
        ))}
      </nav>
      <main className={styles.main}>{sections.length > 0 ? children : <p>{texts.noSection}</p>}</main>
    </div>
  );
}
