/**
 * Runs work that nothing on screen waits for (session set-up) once the first screen is shown, so
 * its code and requests do not compete with the first screen's code, data and images on a slow
 * network. "Shown" is the first largest-contentful-paint report where the browser has that API
 * (Chromium, WeChat on Android), else the load event (WebKit); at most 3 s after load, and at most
 * 5 s after start-up even if a slow image holds the load event back.
 */
export function afterFirstScreen(run: () => void): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    setTimeout(run, 0);
  };
  setTimeout(start, 5000);
  const onLoad = (then: () => void) =>
    document.readyState === 'complete' ? then() : addEventListener('load', then, { once: true });
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  ) {
    new PerformanceObserver(start).observe({ type: 'largest-contentful-paint', buffered: true });
    onLoad(() => setTimeout(start, 3000));
  } else {
    onLoad(start);
  }
}
