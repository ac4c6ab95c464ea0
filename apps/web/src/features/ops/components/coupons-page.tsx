/**
 * The coupons section (docs/operator-console.md, "Coupons"): the templates (paged on the server),
 * a new template in the three languages, a template edited, restocked or stopped, issuing a template from a CSV with a preview first,
 * voiding a coupon, making a member a merchant, and the merchants list (search, removal).
 */
import { useState } from 'react';
import { useStore } from '../../../lib/store';
import { useCouponOpsTexts } from '../model/coupon-ops-texts';
import { useCouponsTexts } from '../model/coupons-texts';
import { opsSessionStore } from '../model/ops-session';
import { CouponTools } from './coupon-tools';
import { CsvIssuePanel } from './csv-issue-panel';
import { MerchantsPanel } from './merchants-panel';
import { TemplateEditor } from './template-editor';
import { TemplateForm } from './template-form';
import { TemplateList, type ChosenTemplate } from './template-list';
import { SectionTabs } from './section-tabs';

const TABS = ['templates', 'create', 'issue', 'tools', 'merchants'] as const;
type Tab = (typeof TABS)[number];

export function CouponsPage() {
  const { texts } = useCouponsTexts();
  const merchantsTab = useCouponOpsTexts().texts.merchants.tab;
  const session = useStore(opsSessionStore);
  const permissions = session.status === 'signedIn' ? session.operator.permissions : [];
  const [tab, setTab] = useState<Tab>('templates');
  const canMakeMerchants = permissions.includes('merchants.manage');
  const tabs = canMakeMerchants ? TABS : TABS.filter((t) => t !== 'merchants');
  const [chosen, setChosen] = useState<ChosenTemplate | null>(null);
  const [listVersion, setListVersion] = useState(0);
  const [editing, setEditing] = useState<number | null>(null);

  const issue = (template: ChosenTemplate) => {
    setChosen(template);
    setTab('issue');
  };
  return (
    <section data-testid="ops-coupons">
      <h1>{texts.heading}</h1>
      <SectionTabs
        tabs={tabs}
        current={tab}
        labels={{ ...texts.tabs, merchants: merchantsTab }}
        onChoose={setTab}
        testIdPrefix="coupons"
      />
      {tab === 'templates' && editing !== null && (
        <TemplateEditor
          templateId={editing}
          onBack={() => {
            setEditing(null);
            setListVersion((n) => n + 1);
          }}
        />
      )}
      {tab === 'templates' && editing === null && <TemplateList key={listVersion} onIssue={issue} onEdit={setEditing} />}
      {tab === 'create' && (
        <TemplateForm
          onCreated={() => {
            setListVersion((n) => n + 1);
          }}
        />
      )}
      {tab === 'issue' && <CsvIssuePanel chosen={chosen} onChoose={setChosen} onIssued={() => setListVersion((n) => n + 1)} />}
      {tab === 'tools' && <CouponTools canMakeMerchants={canMakeMerchants} />}
      {tab === 'merchants' && canMakeMerchants && <MerchantsPanel />}
    </section>
  );
}
