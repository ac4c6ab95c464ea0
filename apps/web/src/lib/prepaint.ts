/**
 * A content page's first HTML paints its navigation bar and hero itself, over the app, while the
 * code loads (apps/server/src/modules/content/prepaint.ts). The app lets that picture reach the
 * screen before its first render takes the main thread, and the page removes the layer in the
 * same frame it draws its own content (a layout effect runs before the browser paints), or when
 * its code fails to load, so the error screen is not hidden behind it.
 */
const PREPAINT_ID = 'prepaint';
// The hero is about 1 kB and asked for before the app's code: it is nearly always there first.
// Should it be slow, the app does not wait longer than this for it.
const LONGEST_WAIT_MS = 1000;

/** Resolves once the painted hero is on screen (at once when the page has none). */
export async function prepaintShown(): Promise<void> {
  const hero = document.querySelector<HTMLImageElement>(`#${PREPAINT_ID} img`);
  if (!hero) return;
  await Promise.race([hero.decode().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, LONGEST_WAIT_MS))]);
  // The next frame shows it; the render starts after that frame.
  await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

export function removePrepaint(): void {
  document.getElementById(PREPAINT_ID)?.remove();
}
