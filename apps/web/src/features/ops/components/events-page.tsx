/**
 * The badges and events section (docs/operator-console.md, "Badges and events"): the badge events
 * (paged on the server, counts refreshed while shown) with open, close and edit, a new event in the three languages, and per event
 * its claim codes (downloaded once as CSV), NFC tags and kiosk tokens; event sessions with their
 * attendance CSV, new sessions and door staff (added or removed).
 */
import { useState } from 'react';
import type { BadgeAdminEvent } from '@culture/protocol';
import { useEventsTexts } from '../model/events-texts';
import { BadgeEventEditForm, BadgeEventForm } from './badge-event-form';
import { BadgeEventList } from './badge-event-list';
import { EventTools } from './event-tools';
import { SessionsPanel } from './sessions-panel';
import events from './events.module.css';
import { SectionTabs } from './section-tabs';

const TABS = ['events', 'create', 'sessions'] as const;
type Tab = (typeof TABS)[number];

export function EventsPage() {
  const { texts } = useEventsTexts();
  const [tab, setTab] = useState<Tab>('events');
  const [chosen, setChosen] = useState<string | null>(null);
  const [editing, setEditing] = useState<BadgeAdminEvent | null>(null);
  const [listVersion, setListVersion] = useState(0);
  const changed = () => setListVersion((n) => n + 1);
  return (
    <section data-testid="ops-events">
      <h1>{texts.heading}</h1>
      <SectionTabs tabs={TABS} current={tab} labels={texts.tabs} onChoose={setTab} testIdPrefix="events" />
      {tab === 'events' && (
        <div className={events.stack}>
          {editing && <BadgeEventEditForm key={editing.slug} row={editing} onDone={() => setEditing(null)} onSaved={changed} />}
          {chosen && <EventTools event={chosen} onDone={() => setChosen(null)} onChanged={changed} />}
          <BadgeEventList key={listVersion} onManage={setChosen} onEdit={setEditing} />
        </div>
      )}
      {tab === 'create' && <BadgeEventForm onCreated={changed} />}
      {tab === 'sessions' && <SessionsPanel />}
    </section>
  );
}
