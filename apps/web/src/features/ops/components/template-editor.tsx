/** One template read from the server and edited in the template form (texts, validity, stock, limit). */
import { useEffect, useState } from 'react';
import type { CouponTemplateEditable } from '@culture/protocol';
import { templateEditApi } from '../api/coupons-client';
import { useCouponOpsTexts } from '../model/coupon-ops-texts';
import { fill } from '../model/ops-texts';
import styles from './coupons.module.css';
import ops from './ops.module.css';
import { TemplateForm } from './template-form';

export function TemplateEditor({ templateId, onBack }: { templateId: number; onBack: () => void }) {
  const { texts, ops: opsTexts } = useCouponOpsTexts();
  const [template, setTemplate] = useState<CouponTemplateEditable | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Read again after a save: the issued count and the stored texts are what the next edit starts from.
  const [version, setVersion] = useState(0);
  // The form is made anew after a save (key), so the editor keeps the "saved" line.
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    let live = true;
    templateEditApi
      .read(templateId)
      .then((read) => live && setTemplate(read))
      .catch((e: Error) => live && setError(e.message || opsTexts.error));
    return () => {
      live = false;
    };
  }, [templateId, version, opsTexts.error]);

  return (
    <div data-testid="coupons-editor">
      <div className={ops.row}>
        <h2>{fill(texts.edit.heading, { id: templateId })}</h2>
        <button type="button" className={ops.secondary} onClick={onBack} data-testid="coupons-edit-back">
          {texts.edit.back}
        </button>
      </div>
      {error && (
        <p className={ops.error} role="alert">
          {error}
        </p>
      )}
      {saved && (
        <p className={styles.ok} role="status" data-testid="coupons-edit-saved">
          {fill(texts.edit.saved, { id: templateId })}
        </p>
      )}
      {template && (
        <TemplateForm
          key={version}
          editing={template}
          onCreated={() => {
            setSaved(true);
            // Made again from the template as read after the save, not from the one before it.
            setTemplate(null);
            setVersion((n) => n + 1);
          }}
        />
      )}
    </div>
  );
}
