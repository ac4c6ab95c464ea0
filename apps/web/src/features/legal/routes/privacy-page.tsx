import { useTranslation } from 'react-i18next';
import type { Locale } from '@culture/protocol';
import { Layout } from '../../../components/layout/layout';
import { LegalDocumentView } from '../components/legal-document-view';
import { privacyPolicy } from '../content/privacy-policy';
import { useLegalPlaceholders } from './use-legal-placeholders';

/** /privacy (spec §1): public. */
export function PrivacyPage() {
  const { t, i18n } = useTranslation();
  const values = useLegalPlaceholders();
  return (
    <Layout title={t('legal.privacy')} back tabBar={false}>
      <LegalDocumentView document={privacyPolicy[i18n.language as Locale] ?? privacyPolicy['en-US']} values={values} />
    </Layout>
  );
}
