/**
 * Everything a hall needs before its first frame: the world settings (`rbu`), the entry check
 * (which copy of the room to join), the exhibition and the dresses (all requested at once, from the
 * tap: room-load.ts), then the template initialisation (spec §4), then the hall and avatar models
 * from the asset cache. A hall that cannot
 * be entered says why; a failure offers a retry. The models belong to the load that brought them:
 * leaving (or retrying) frees their geometry, materials and textures, including models that arrive
 * after the visitor left.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Group } from 'three';
import {
  ERRORS,
  type Dress,
  type Exhibition,
  type ExhibitionCheck,
  type VrResourceList,
  type WorldSettings,
} from '@culture/protocol';
import { ApiRequestError } from '../../../lib/api-client';
import { storage } from '../../../lib/storage';
import { fetchResourceList } from '../api/world-api';
import { cachedArrayBuffer, clearWorldCache } from '../logic/asset-cache';
import { initRoomTemplate } from '../logic/template-init';
import { disposeObject } from './dispose';
import { readHallLayout, type HallLayout } from './hall-layout';
import { parseGlb } from './load-gltf';
import { takeRoomLoad } from './room-load';

export interface RoomData {
  settings: WorldSettings;
  check: ExhibitionCheck;
  exhibition: Exhibition;
  dresses: Dress[];
  hall: Group;
  layout: HallLayout;
  avatar: Group;
}

export type RoomDataState =
  | { status: 'loading'; progress: number }
  | { status: 'ready'; data: RoomData }
  | { status: 'closed'; message: string }
  | { status: 'failed'; message: string };

/** A stored resource list, if it still looks like one (storage can hold anything). */
export function parseResourceList(value: unknown): VrResourceList | null {
  const v = value as VrResourceList | null;
  return v && typeof v.version === 'string' && Array.isArray(v.resources) ? v : null;
}

export function useRoomData(exhibitionId: string): RoomDataState & { retry: () => void } {
  const { t } = useTranslation();
  // The texts of a failure are read when it happens; a language switch does not reload the hall.
  const texts = useRef(t);
  texts.current = t;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<RoomDataState>({ status: 'loading', progress: 0 });

  useEffect(() => {
    const t = texts.current;
    let alive = true;
    const loaded: Group[] = [];
    const step = (progress: number) =>
      alive && setState((s) => (s.status === 'loading' && s.progress >= progress ? s : { status: 'loading', progress }));
    setState({ status: 'loading', progress: 0 });
    (async () => {
      // The requests started with the tap (room-load.ts). The template initialisation needs the
      // settings (it compares their template version), and the models wait for it (it may empty
      // the asset cache they are read from); the avatar's address is in the settings, the hall's
      // in the exhibition.
      const { settings: settingsLoad, entry } = takeRoomLoad(exhibitionId);
      const settings = await settingsLoad;
      performance.mark('world:settings');
      step(0.15);
      await initRoomTemplate({
        fetchVersion: async () => settings.templateVersion,
        fetchResourceList,
        parseList: parseResourceList,
        storage,
        clearAssetCache: clearWorldCache,
      });
      let done = 0;
      const model = (url: string) =>
        cachedArrayBuffer(url)
          .then(parseGlb)
          .then((group) => {
            loaded.push(group);
            if (!alive) disposeObject(group);
            step(0.35 + 0.6 * (++done / 2));
            return group;
          });
      const avatarModel = model(settings.avatar.url);
      avatarModel.catch(() => undefined);
      const [check, exhibition, dresses] = await entry;
      if (!check.canEnter || !check.group) {
        if (alive) setState({ status: 'closed', message: t('world.room.notOpen') });
        return;
      }
      step(0.35);
      const [hall, avatar] = await Promise.all([model(exhibition.template.scene), avatarModel]);
      if (!alive) return;
      // The stages of entering, for bench/world (data and models in; then the first frame).
      performance.mark('world:models');
      setState({
        status: 'ready',
        data: { settings, check, exhibition, dresses, hall, avatar, layout: readHallLayout(hall) },
      });
    })().catch((error: unknown) => {
      if (!alive) return;
      if (error instanceof ApiRequestError && error.code === ERRORS.exhibitionNotFound.code) {
        setState({ status: 'closed', message: error.message });
      } else {
        setState({
          status: 'failed',
          message: error instanceof ApiRequestError && error.isNetwork ? error.message : t('world.room.loadFailed'),
        });
      }
    });
    return () => {
      alive = false;
      for (const group of loaded.splice(0)) disposeObject(group);
    };
  }, [exhibitionId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
