/**
 * The follow QR code as a real <img> (a PNG data URL drawn by the `qrcode` library the coupons
 * use, loaded with the first code drawn): WeChat offers "recognise QR code in image" on a long
 * press of an image, not of a canvas.
 */
import { useEffect, useState } from 'react';
import styles from './subscribe-dialog.module.css';

export const FOLLOW_QR_SIZE = 200;

/** `onError` when the code cannot be drawn (the library failed to load): the dialog shows its fallback. */
export function FollowQr({ url, alt, onError }: { url: string; alt: string; onError: () => void }) {
  const [drawn, setDrawn] = useState<{ url: string; src: string } | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(url, { margin: 2, width: FOLLOW_QR_SIZE * 2, errorCorrectionLevel: 'M' }))
      .then((src) => live && setDrawn({ url, src }))
      .catch(() => {
        if (live) onError();
      });
    return () => {
      live = false;
    };
  }, [url, onError]);
  // Until this URL is drawn, an empty square of the same size holds its place.
  return drawn?.url === url ? (
    <img
      className={styles.qr}
      src={drawn.src}
      width={FOLLOW_QR_SIZE}
      height={FOLLOW_QR_SIZE}
      alt={alt}
      data-testid="subscribe-qr"
    />
  ) : (
    <span className={styles.qrPending} style={{ width: FOLLOW_QR_SIZE, height: FOLLOW_QR_SIZE }} aria-hidden />
  );
}
