import { useTranslation } from 'react-i18next';
import type { Locale } from '@culture/protocol';
import { Layout } from '../../../components/layout/layout';
import { LegalDocumentView } from '../components/legal-document-view';
import { userAgreement } from '../content/user-agreement';
import { useLegalPlaceholders } from './use-legal-placeholders';

/** /userAgreement (spec §1): public; links to /privacy. */
export function UserAgreementPage() {
  const { t, i18n } = useTranslation();
  const values = useLegalPlaceholders();
  return (
    <Layout title={t('legal.userAgreement')} back tabBar={false}>
      <LegalDocumentView document={userAgreement[i18n.language as Locale] ?? userAgreement['en-US']} values={values} />
    </Layout>
  );
}
