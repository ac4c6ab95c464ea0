/**
 * The hall, drawn over /world while `?room=<id>` is set: it loads what the hall needs,
 * then shows the 3D scene with its overlay: leave, who is here, the wardrobe, the list of works,
 * talking, the joystick and the cards of works. This module and everything 3D load as one lazy
 * chunk when a hall is entered; unmounting it is leaving (spec §4 "Scene"): the room group hears
 * the normal quit (the unload), the renderer, models, materials and textures are freed, and the
 * canvas is gone.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userModelHashOf, type Dress, type ExhibitWork, type ModelUploadResult } from '@culture/protocol';
import { ChatIcon, CloseIcon } from '../../../components/icons/icons';
import { setCurrentUser, useCurrentUser } from '../../../lib/current-user';
import { openLoginDialog } from '../../../lib/login-dialog';
import { storage } from '../../../lib/storage';
import { useStore } from '../../../lib/store';
import { useSaveDress } from '../api/world-queries';
import { RoomLoading } from '../components/room-loading';
import type { RoomPresence } from '../logic/room-presence';
import { DressPicker } from './dress-picker';
import { ExhibitCard } from './exhibit-card';
import { Joystick } from './joystick';
import { OwnModel } from './own-model';
import { createRoomInput, listenToKeys } from './room-input';
import { RoomScene } from './room-scene';
import { RoomLines, TalkBox } from './room-talk';
import { useLookDrag } from './use-look-drag';
import { useRoomData, type RoomData } from './use-room-data';
import { useRoomPresence } from './use-room-presence';
import { useWardrobeShop } from './use-wardrobe-shop';
import { webglAvailable } from './webgl-support';
import { WorksList } from './works-list';
import styles from './world-room.module.css';

/** A guest's dress, kept on this phone (members' choice is on their account). */
const DRESS_KEY = 'may_world_dress';
/** The how-to-walk hint shows until the first step or look (or "Got it"), once per phone. */
const HINT_SEEN_KEY = 'may_world_hint_seen';

const touchScreen = () => navigator.maxTouchPoints > 0 || 'ontouchstart' in window;

export function WorldRoom({ exhibitionId, onLeave }: { exhibitionId: string; onLeave: () => void }) {
  const { t } = useTranslation();
  const state = useRoomData(exhibitionId);
  if (!webglAvailable()) return <RoomLoading onLeave={onLeave} message={t('world.room.noWebgl')} />;
  switch (state.status) {
    case 'loading':
      return <RoomLoading onLeave={onLeave} progress={state.progress} />;
    case 'closed':
      return <RoomLoading onLeave={onLeave} message={state.message} />;
    case 'failed':
      return <RoomLoading onLeave={onLeave} message={state.message} onRetry={state.retry} />;
    case 'ready':
      return <RoomView data={state.data} onLeave={onLeave} />;
  }
}

function VisitorCount({ presence }: { presence: RoomPresence | null }) {
  const { t } = useTranslation();
  const others = useStore(presence?.store ?? emptyStore).visitors;
  const count = Object.keys(others).length + 1;
  return (
    <span className={styles.count} data-testid="room-count">
      {t('world.room.hereNow', { count })}
    </span>
  );
}
// A guest has no room presence: alone, with an unchanging snapshot (useSyncExternalStore needs one).
const alone = { status: 'left' as const, visitors: {}, lines: [] };
const emptyStore = { get: () => alone, set: () => undefined, subscribe: () => () => undefined };

function RoomView({ data, onLeave }: { data: RoomData; onLeave: () => void }) {
  const { t } = useTranslation();
  const current = useCurrentUser();
  const loggedIn = current.status === 'loggedIn';
  const input = useMemo(createRoomInput, []);
  const surface = useRef<HTMLDivElement>(null);
  useLookDrag(surface, input);
  useEffect(() => listenToKeys(input), [input]);

  const [dressId, setDressId] = useState<string | null>(() =>
    current.status === 'loggedIn' && current.user.vr_dress_id ? current.user.vr_dress_id : storage.get(DRESS_KEY),
  );
  // A member with an uploaded model and no dress chosen wears the model (see the protocol's dressChoiceSchema).
  const storedModel = loggedIn ? (current.user.vr_user_model ?? null) : null;
  const accountDress = loggedIn ? (current.user.vr_dress_id ?? null) : null;
  const [wearingModel, setWearingModel] = useState(() => storedModel !== null && accountDress === null);
  // The account's answer may arrive (or change, logging in inside the hall) after the hall opened.
  useEffect(() => {
    if (!loggedIn) return;
    if (accountDress) setDressId(accountDress);
    setWearingModel(storedModel !== null && accountDress === null);
  }, [loggedIn, accountDress, storedModel]);
  const modelHash = wearingModel ? userModelHashOf(storedModel) : null;
  const presence = useRoomPresence({
    exhibitionId: data.exhibition.id,
    group: data.check.group!,
    dressId,
    modelHash,
    updatesPerSecond: data.settings.positionUpdatesPerSecond,
  });
  const save = useSaveDress();

  const [work, setWork] = useState<ExhibitWork | null>(null);
  const [panel, setPanel] = useState<'dress' | 'works' | 'talk' | null>(null);
  const [dressNote, setDressNote] = useState<string | null>(null);
  const [ready, setReady] = useState(false);
  const [hint, setHint] = useState(() => storage.get(HINT_SEEN_KEY) === null);
  const [paused, setPaused] = useState(document.visibilityState === 'hidden');
  const [touch] = useState(touchScreen);

  // Nothing behind the hall scrolls while it is open; a hidden tab draws nothing.
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onVisibility = () => setPaused(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.body.style.overflow = previous;
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  const hideHint = useCallback(() => {
    storage.set(HINT_SEEN_KEY, '1');
    setHint(false);
  }, []);

  const onFirstFrame = useCallback(() => {
    performance.mark('world:first-frame');
    setReady(true);
  }, []);

  /** Puts on an official dress (`dress`) or the member's own model (null); the hall sees it at once. */
  const wear = async (dress: Dress | null) => {
    const id = dress?.id ?? null;
    setDressId(id);
    setWearingModel(dress === null);
    if (id) storage.set(DRESS_KEY, id);
    if (current.status !== 'loggedIn') return setDressNote(t('world.dress.guestSaved'));
    setDressNote(null);
    try {
      await save.mutateAsync(id);
      setCurrentUser({ ...current.user, vr_dress_id: id });
      setDressNote(t('world.dress.saved'));
    } catch {
      setDressNote(t('world.dress.saveFailed'));
    }
  };

  const shop = useWardrobeShop({ userId: loggedIn ? current.user.user_id : null, wear, setNote: setDressNote });

  /** An accepted upload is already worn on the account (the server cleared the dress). */
  const uploaded = (result: ModelUploadResult) => {
    if (current.status !== 'loggedIn') return;
    setCurrentUser({ ...current.user, vr_dress_id: null, vr_user_model: result.url });
    setDressId(null);
    setWearingModel(true);
    setDressNote(t('world.model.uploaded'));
  };

  const copy = data.check.copy;
  return (
    <div className={styles.room} data-testid="world-room" data-ready={ready || undefined}>
      <div ref={surface} className={styles.stage}>
        <RoomScene
          data={data}
          input={input}
          presence={presence}
          paused={paused}
          onSelectWork={setWork}
          onFirstFrame={onFirstFrame}
          onMove={hideHint}
        />
      </div>

      <div className={styles.hud}>
        <header className={styles.top}>
          <button
            type="button"
            className={styles.round}
            onClick={onLeave}
            aria-label={t('world.room.leave')}
            data-testid="room-leave"
          >
            <CloseIcon />
          </button>
          <div className={styles.title}>
            <h1 data-testid="room-name">{data.exhibition.name}</h1>
            <p>
              {copy && copy > 1 ? `${t('world.room.hallCopy', { copy })} · ` : ''}
              <VisitorCount presence={presence} />
            </p>
          </div>
          <button type="button" className={styles.pill} onClick={() => setPanel('dress')} data-testid="open-wardrobe">
            {t('world.dress.open')}
          </button>
        </header>

        {!loggedIn && (
          <div className={styles.notice} data-testid="guest-notice">
            <p>{t('world.room.guestNotice')}</p>
            <button type="button" onClick={() => openLoginDialog()}>
              {t('world.room.logIn')}
            </button>
          </div>
        )}
        {loggedIn && !presence && (
          <div className={styles.notice} data-testid="room-connecting">
            <p>{t('world.room.connecting')}</p>
          </div>
        )}

        {hint && ready && (
          <div className={styles.hint} role="status">
            <p>{touch ? t('world.room.hintTouch') : t('world.room.hintDesktop')}</p>
            <button type="button" onClick={hideHint}>
              {t('world.room.gotIt')}
            </button>
          </div>
        )}

        <div className={styles.bottom}>
          {presence && <RoomLines presence={presence} />}
          {panel === 'talk' && presence ? (
            <TalkBox presence={presence} onDone={() => setPanel(null)} />
          ) : (
            <div className={styles.controls}>
              {touch ? <Joystick input={input} /> : <span />}
              <div className={styles.actions}>
                <button type="button" className={styles.pill} onClick={() => setPanel('works')} data-testid="open-works">
                  {t('world.room.works')}
                </button>
                {presence && (
                  <button
                    type="button"
                    className={styles.round}
                    onClick={() => setPanel('talk')}
                    aria-label={t('world.room.talk')}
                    data-testid="open-talk"
                  >
                    <ChatIcon />
                  </button>
                )}
              </div>
            </div>
          )}
        </div>
      </div>

      {work && <ExhibitCard work={work} onClose={() => setWork(null)} />}
      {panel === 'works' && (
        <WorksList
          works={data.exhibition.works}
          onPick={(picked) => {
            setPanel(null);
            setWork(picked);
          }}
          onClose={() => setPanel(null)}
        />
      )}
      {panel === 'dress' && (
        <DressPicker
          dresses={data.dresses}
          current={wearingModel ? null : dressId}
          onPick={shop.pick}
          offers={shop.offers}
          pricesFailed={shop.pricesFailed}
          onClose={() => {
            setPanel(null);
            setDressNote(null);
          }}
          note={dressNote}
          ownModel={
            <OwnModel
              userId={loggedIn ? current.user.user_id : null}
              limits={data.settings.modelUpload}
              stored={storedModel}
              wearing={wearingModel}
              onWear={() => void wear(null)}
              onUploaded={uploaded}
            />
          }
        />
      )}
      {shop.sheet}
    </div>
  );
}
