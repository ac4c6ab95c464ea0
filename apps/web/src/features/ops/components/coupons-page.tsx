/**
 * The coupons section (docs/operator-console.md, "Coupons"): the templates (paged on the server),
 * a new template in the three languages, issuing a template from a CSV with a preview first,
 * voiding a coupon and making a member a merchant.
 */
import { useState } from 'react';
import { useStore } from '../../../lib/store';
import { useCouponsTexts } from '../model/coupons-texts';
import { opsSessionStore } from '../model/ops-session';
import { CouponTools } from './coupon-tools';
import { CsvIssuePanel } from './csv-issue-panel';
import { TemplateForm } from './template-form';
import { TemplateList, type ChosenTemplate } from './template-list';
import { SectionTabs } from './section-tabs';

const TABS = ['templates', 'create', 'issue', 'tools'] as const;
type Tab = (typeof TABS)[number];

export function CouponsPage() {
  const { texts } = useCouponsTexts();
  const session = useStore(opsSessionStore);
  const permissions = session.status === 'signedIn' ? session.operator.permissions : [];
  const [tab, setTab] = useState<Tab>('templates');
  const [chosen, setChosen] = useState<ChosenTemplate | null>(null);
  const [listVersion, setListVersion] = useState(0);

  const issue = (template: ChosenTemplate) => {
    setChosen(template);
    setTab('issue');
  };
  return (
    <section data-testid="ops-coupons">
      <h1>{texts.heading}</h1>
      <SectionTabs tabs={TABS} current={tab} labels={texts.tabs} onChoose={setTab} testIdPrefix="coupons" />
      {tab === 'templates' && <TemplateList key={listVersion} onIssue={issue} />}
      {tab === 'create' && (
        <TemplateForm
          onCreated={() => {
            setListVersion((n) => n + 1);
          }}
        />
      )}
      {tab === 'issue' && <CsvIssuePanel chosen={chosen} onChoose={setChosen} onIssued={() => setListVersion((n) => n + 1)} />}
      {tab === 'tools' && <CouponTools canMakeMerchants={permissions.includes('merchants.manage')} />}
    </section>
  );
}
