/**
 * The wardrobe's "my own model" part: members upload a .glb (limits from `rbu`'s modelUpload,
 * shown before choosing), see it go up and get checked, and wear it at once; the stored model can
 * be put on again later without uploading. A refusal says so in the reader's language and adds
 * what glTF-Validator or the budgets found (the validator speaks English). Guests are told that
 * logging in enables it.
 */
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModelBudgetExceeded, ModelUploadResult, WorldSettings } from '@culture/protocol';
import { ApiRequestError } from '../../../lib/api-client';
import { openLoginDialog } from '../../../lib/login-dialog';
import { ModelRefusedError } from '../api/world-api';
import { useModelUpload } from '../api/world-queries';
import styles from './world-room.module.css';

const MIB = 2 ** 20;

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; share: number }
  | { kind: 'checking' }
  | { kind: 'refused'; reason: string; budget: ModelBudgetExceeded | null }
  | { kind: 'failed'; message: string };

/** A budget's figures as the reader writes numbers: memory and file size in MB. */
function budgetFigures({ kind, found, limit }: ModelBudgetExceeded, number: Intl.NumberFormat) {
  if (kind === 'fileSize') return { found: (found / MIB).toFixed(1), limit: number.format(Math.round(limit / MIB)) };
  return { found: number.format(found), limit: number.format(limit) };
}

export function OwnModel({
  userId,
  limits,
  stored,
  wearing,
  onWear,
  onUploaded,
}: {
  /** The member's id; null for a guest. */
  userId: string | null;
  limits: WorldSettings['modelUpload'];
  /** The member's uploaded model (`vr_user_model`), if any. */
  stored: string | null;
  wearing: boolean;
  onWear: () => void;
  onUploaded: (result: ModelUploadResult) => void;
}) {
  const { t, i18n } = useTranslation();
  const upload = useModelUpload();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const number = new Intl.NumberFormat(i18n.language);
  // maxBytes is "less than 16 MiB" (16 MiB − 1): shown as the round figure.
  const maxMb = Math.round((limits.maxBytes + 1) / MIB);
  const busy = phase.kind === 'uploading' || phase.kind === 'checking';

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    if (!file || !userId || busy) return;
    if (file.size > limits.maxBytes) {
      setPhase({ kind: 'failed', message: t('world.model.tooLarge', { size: (file.size / MIB).toFixed(1), mb: maxMb }) });
      return;
    }
    setPhase({ kind: 'uploading', share: 0 });
    upload.mutate(
      {
        userId,
        file,
        // Once every byte is sent the server is checking it (glTF-Validator, then the budgets).
        onProgress: (share) => setPhase(share >= 1 ? { kind: 'checking' } : { kind: 'uploading', share }),
      },
      {
        onSuccess: (result) => {
          setPhase({ kind: 'idle' });
          onUploaded(result);
        },
        onError: (error) =>
          setPhase(
            error instanceof ModelRefusedError
              ? { kind: 'refused', reason: error.reason, budget: error.budget }
              : { kind: 'failed', message: error instanceof ApiRequestError ? error.message : t('common.msg.error') },
          ),
      },
    );
  };

  return (
    <section className={styles.ownModel} aria-labelledby="own-model-title" data-testid="own-model">
      <h3 id="own-model-title" className={styles.sheetHeading}>
        {t('world.model.title')}
      </h3>
      {!userId ? (
        <div className={styles.ownModelGuest} data-testid="own-model-guest">
          <p>{t('world.model.guest')}</p>
          <button type="button" className={styles.sheetButton} onClick={() => openLoginDialog()}>
            {t('world.room.logIn')}
          </button>
        </div>
      ) : (
        <>
          <p className={styles.sheetIntro}>
            {t('world.model.limits', {
              mb: maxMb,
              triangles: number.format(limits.maxTriangles),
              materials: number.format(limits.maxMaterials),
              textureMb: number.format(Math.round(limits.maxTextureBytes / MIB)),
            })}
          </p>
          <div className={styles.ownModelRow}>
            {stored && (
              <button
                type="button"
                className={`${styles.ownModelCard} ${wearing ? styles.wearing : ''}`}
                aria-pressed={wearing}
                onClick={onWear}
                disabled={busy}
                data-testid="own-model-wear"
              >
                <ModelGlyph />
                <span className={styles.dressName}>{t('world.model.mine')}</span>
                {wearing && <span className={styles.wearingTag}>{t('world.dress.wearing')}</span>}
              </button>
            )}
            <label className={`${styles.sheetButton} ${busy ? styles.disabled : ''}`} aria-disabled={busy}>
              <input
                type="file"
                accept=".glb,model/gltf-binary"
                className="visually-hidden"
                onChange={choose}
                disabled={busy}
                data-testid="own-model-file"
              />
              {stored ? t('world.model.replace') : t('world.model.choose')}
            </label>
          </div>
          {phase.kind === 'uploading' && (
            <div className={styles.uploadProgress} role="status" data-testid="own-model-progress">
              <progress max={1} value={phase.share} />
              <span>{t('world.model.uploading', { percent: Math.floor(phase.share * 100) })}</span>
            </div>
          )}
          {phase.kind === 'checking' && (
            <div className={styles.uploadProgress} role="status" data-testid="own-model-progress">
              <progress />
              <span>{t('world.model.checking')}</span>
            </div>
          )}
          {phase.kind === 'refused' && phase.budget && (
            // A budget the app can word itself, in the reader's language.
            <p className={styles.refusal} role="alert" data-testid="own-model-refused">
              {t(`world.model.overBudget.${phase.budget.kind}`, budgetFigures(phase.budget, number))}
            </p>
          )}
          {phase.kind === 'refused' && !phase.budget && (
            <div className={styles.refusal} role="alert" data-testid="own-model-refused">
              <p>{t('world.model.refused')}</p>
              <p lang="en" className={styles.refusalReason} data-testid="own-model-reason">
                {phase.reason}
              </p>
            </div>
          )}
          {phase.kind === 'failed' && (
            <p className={styles.refusal} role="alert" data-testid="own-model-failed">
              {phase.message}
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** A small cube: "a 3D model" on the card of one's own model (it has no thumbnail). */
function ModelGlyph() {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" className={styles.modelGlyph}>
      <path d="M24 5 41 14v20L24 43 7 34V14z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M7 14l17 9 17-9M24 23v20" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
    </svg>
  );
}
