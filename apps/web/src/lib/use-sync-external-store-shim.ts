/**
 * Stands in for `use-sync-external-store/shim` in the build (vite.config.ts). react-i18next imports
 * that shim for React < 18; on React 18 and later the shim hands back React's own hook anyway, but
 * its fallback code (~0.8 kB gzip) would still ride in the entry chunk.
 */
export { useSyncExternalStore } from 'react';
