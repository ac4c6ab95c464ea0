/**
 * The World section (docs/operator-console.md, "World"): the exhibitions (paged on the server,
 * filtered) with publish and unpublish, a new or edited exhibition with its works beside a phone
 * preview, and the official dresses with their prices.
 */
import { useState } from 'react';
import { draftOf, emptyExhibition, type ExhibitionDraft } from '../model/exhibition-draft';
import { useWorldTexts } from '../model/world-texts';
import { DressPanel } from './dress-panel';
import { ExhibitionForm } from './exhibition-form';
import { ExhibitionList } from './exhibition-list';
import ops from './ops.module.css';
import { SectionTabs } from './section-tabs';

const TABS = ['exhibitions', 'edit', 'dresses'] as const;
type Tab = (typeof TABS)[number];

export function WorldPage() {
  const { texts } = useWorldTexts();
  const [tab, setTab] = useState<Tab>('exhibitions');
  // What the form opens with; a new key starts the form afresh.
  const [editing, setEditing] = useState<{ key: number; draft: ExhibitionDraft }>({ key: 0, draft: emptyExhibition() });
  const open = (draft: ExhibitionDraft) => {
    setEditing((e) => ({ key: e.key + 1, draft }));
    setTab('edit');
  };
  const choose = (next: Tab) => (next === 'edit' ? open(emptyExhibition()) : setTab(next));
  // An existing exhibition's edit belongs to the list it was opened from: "New exhibition" is for new ones.
  const selected: Tab = tab === 'edit' && editing.draft.id ? 'exhibitions' : tab;
  return (
    <section data-testid="ops-world">
      <h1>{texts.heading}</h1>
      <SectionTabs tabs={TABS} current={selected} labels={texts.tabs} onChoose={choose} testIdPrefix="world" />
      {tab === 'exhibitions' && <ExhibitionList onEdit={(exhibition) => open(draftOf(exhibition))} />}
      {tab === 'edit' && (
        <>
          {editing.draft.id && (
            <button type="button" className={ops.secondary} onClick={() => setTab('exhibitions')}>
              {texts.form.back}
            </button>
          )}
          <ExhibitionForm key={editing.key} initial={editing.draft} />
        </>
      )}
      {tab === 'dresses' && <DressPanel />}
    </section>
  );
}
