import { useTranslation } from 'react-i18next';
import type { Locale } from '@culture/protocol';
import { Layout } from '../../../components/layout/layout';
import { LegalDocumentView } from '../components/legal-document-view';
import { childrenRules } from '../content/children-rules';
import { useLegalPlaceholders } from './use-legal-placeholders';

/** /childrenRules: public (PIPL Art. 31; docs/privacy.md). */
export function ChildrenRulesPage() {
  const { t, i18n } = useTranslation();
  const values = useLegalPlaceholders();
  return (
    <Layout title={t('consent.childrenRules')} back tabBar={false}>
      <LegalDocumentView document={childrenRules[i18n.language as Locale] ?? childrenRules['en-US']} values={values} />
    </Layout>
  );
}
