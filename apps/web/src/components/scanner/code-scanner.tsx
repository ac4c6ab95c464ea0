/**
 * Reads a QR code (or a coupon barcode) from the camera: the browser's BarcodeDetector where it exists, jsQR on
 * video frames otherwise. Stops the camera as soon as it has a code or is closed.
 */
import { useEffect, useRef } from 'react';

interface Detector {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
declare global {
  interface Window {
    BarcodeDetector?: new (options: { formats: string[] }) => Detector;
  }
}

export function CodeScanner({ onCode, onUnavailable }: { onCode: (code: string) => void; onUnavailable: () => void }) {
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let frame = 0;
    let stopped = false;
    const canvas = document.createElement('canvas');

    async function start() {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch {
        onUnavailable();
        return;
      }
      const element = video.current!;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const detector = window.BarcodeDetector ? new window.BarcodeDetector({ formats: ['qr_code', 'code_128'] }) : null;
      const { default: jsQR } = detector ? { default: null } : await import('jsqr');

      const scan = async () => {
        if (stopped) return;
        if (element.readyState >= 2) {
          let value: string | null = null;
          if (detector) {
            value = (await detector.detect(element).catch(() => []))[0]?.rawValue ?? null;
          } else if (jsQR) {
            canvas.width = element.videoWidth;
            canvas.height = element.videoHeight;
            const context = canvas.getContext('2d', { willReadFrequently: true })!;
            context.drawImage(element, 0, 0);
            const image = context.getImageData(0, 0, canvas.width, canvas.height);
            value = jsQR(image.data, image.width, image.height)?.data ?? null;
          }
          if (value) {
            onCode(value);
            return;
          }
        }
        frame = requestAnimationFrame(() => void scan());
      };
      void scan();
    }
    void start();
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onCode, onUnavailable]);

  return (
    <video
      ref={video}
      playsInline
      muted
      style={{ width: '100%', borderRadius: 12, background: '#000', aspectRatio: '1 / 1', objectFit: 'cover' }}
      data-testid="scanner-video"
    />
  );
}
