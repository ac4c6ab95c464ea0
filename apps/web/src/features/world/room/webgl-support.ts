/**
 * Whether this browser can draw the hall, asked once: creating a WebGL context costs a phone tens
 * of milliseconds (hundreds in software rendering), so the list asks while the visitor reads
 * (room-list.tsx) and the tap finds the answer ready.
 */
let webgl: boolean | null = null;

export function webglAvailable(): boolean {
  if (webgl !== null) return webgl;
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    webgl = context !== null;
    context?.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    webgl = false;
  }
  return webgl;
}
