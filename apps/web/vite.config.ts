import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { DEFAULT_PAYLOAD_IV, DEFAULT_PAYLOAD_KEY, describeKeyProblem } from '../../packages/protocol/src/payload/aes-envelope.ts';

/** The web build takes the same PAYLOAD_AES_KEY / PAYLOAD_AES_IV as the server. */
function payloadPart(name: 'PAYLOAD_AES_KEY' | 'PAYLOAD_AES_IV', fallback: string): string {
  const value = process.env[name] || fallback;
  const problem = describeKeyProblem(value);
  if (problem) throw new Error(`${name} ${problem}`);
  return value;
}

/**
 * Writes .br and .gz next to text files so the server sends them without compressing per request:
 * the bundle's code and styles and the SVG pictures copied from public/ (a hero is ~4 kB as sent
 * plain, under 1 kB compressed). Runs once everything is on disk.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const compressible = /\.(js|css|html|svg|json|txt|xml)$/;
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
  return {
    name: 'culture:precompress',
    apply: 'build',
    enforce: 'post',
    writeBundle(options) {
      outDir = options.dir ?? outDir;
    },
    closeBundle() {
      for (const filePath of walk(outDir)) {
        if (!compressible.test(filePath)) continue;
        const buffer = fs.readFileSync(filePath);
        if (buffer.length < 1024) continue;
        fs.writeFileSync(`${filePath}.gz`, gzipSync(buffer, { level: 9 }));
        fs.writeFileSync(`${filePath}.br`, brotliCompressSync(buffer, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

/**
 * What the first screen needs besides the entry, fetched in parallel with it instead of after it.
 * The language catalogue is a separate chunk per language, loaded before the first render: a few
 * inlined lines in index.html pick the same language the app will pick (stored choice, legacy
 * fz-CN, else zh-CN in WeChat and en-US elsewhere: lib/language.ts) and preload that chunk. They
 * also set <html lang> to that language, so the first paint already uses the language's font
 * stack (styles/global.css). On any path but `/` they preload the table of the other pages too
 * (app/page-routes.tsx; home is in the entry). The script is the same for every request (its CSP
 * hash stays valid).
 */
function preloadFirstScreen(): Plugin {
  return {
    name: 'culture:preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const files: Record<string, string> = {};
        let pageRoutes = '';
        for (const chunk of Object.values(ctx.bundle ?? {})) {
          if (chunk.type !== 'chunk') continue;
          const match = /i18n\/resources\/(zh-CN|zh-TW|en-US)\.ts$/.exec(chunk.facadeModuleId ?? '');
          if (match) files[match[1]!] = `/${chunk.fileName}`;
          if (/[\\/]app[\\/]page-routes\.tsx$/.test(chunk.facadeModuleId ?? '')) pageRoutes = `/${chunk.fileName}`;
        }
        if (Object.keys(files).length !== 3 || !pageRoutes) throw new Error('preloadFirstScreen: a chunk it preloads is missing');
        const script = `(function(){var f=${JSON.stringify(files)},s=null;function p(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)}try{s=localStorage.getItem('language')}catch(e){}if(s==='fz-CN')s='zh-TW';if(!f[s])s=/MicroMessenger/i.test(navigator.userAgent)?'zh-CN':'en-US';document.documentElement.lang=s;p(f[s]);if(location.pathname!=='/')p(${JSON.stringify(pageRoutes)})})()`;
        return html.replace('</head>', `  <script>${script}</script>\n  </head>`);
      },
    },
  };
}

/**
 * Inlines the entry's stylesheet (a few kB) into index.html. As a separate file it is one more
 * request before the first paint, and it takes the connection the HTML arrived on, so the entry
 * script waits behind it. Lazy pages' stylesheets stay files, loaded with their pages.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'culture:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, fileName: string) => {
          const asset = ctx.bundle?.[fileName];
          if (asset?.type !== 'asset') return tag;
          return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`;
        });
      },
    },
  };
}

/**
 * react-i18next imports `use-sync-external-store/shim`, which on React 18 and later hands back
 * React's own useSyncExternalStore; its fallback code (~0.8 kB gzip) would still ride in the entry
 * chunk. For react-i18next only, the build resolves it to a stand-in that exports React's hook.
 * (The 3D world's libraries keep the package, in their own lazy chunk.)
 */
function reactSyncExternalStore(): Plugin {
  const standIn = fileURLToPath(new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url));
  return {
    name: 'culture:react-sync-external-store',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'use-sync-external-store/shim' && importer && /[\\/]react-i18next[\\/]/.test(importer)) return standIn;
      return null;
    },
  };
}

/** Exactly `react-router` (no subpath imports are used); resolved from the workspace root. */
const REACT_ROUTER_PRODUCTION = '../../node_modules/react-router/dist/production/index.mjs';

export default defineConfig(({ command }) => ({
  plugins: [react(), reactSyncExternalStore(), precompress(), preloadFirstScreen(), inlineEntryCss()],
  resolve: {
    alias: {
      '@culture/protocol': fileURLToPath(new URL('../../packages/protocol/src/index.ts', import.meta.url)),
      // React Router 7's package exports name only its development build (dev warnings and their
      // strings included, ~1 kB gzip more in the entry; remix-run/react-router#12532, "intended to
      // be temporary"). The production build it ships next to it is the same API without them.
      ...(command === 'build' ? { 'react-router': fileURLToPath(new URL(REACT_ROUTER_PRODUCTION, import.meta.url)) } : {}),
    },
  },
  define: {
    __PAYLOAD_AES_KEY__: JSON.stringify(payloadPart('PAYLOAD_AES_KEY', DEFAULT_PAYLOAD_KEY)),
    __PAYLOAD_AES_IV__: JSON.stringify(payloadPart('PAYLOAD_AES_IV', DEFAULT_PAYLOAD_IV)),
    __SUPPORT_EMAIL__: JSON.stringify(process.env.SUPPORT_EMAIL || 'support@mayuniverse.cn'),
  },
  build: {
    target: 'es2020',
    sourcemap: false,
    reportCompressedSize: false,
    manifest: true,
    // Everything the entry imports statically goes into the entry chunk itself (left alone,
    // Rolldown splits the modules it shares with lazy chunks into four more files). On a phone's
    // six connections per host every request counts: fewer, larger files reach the first paint sooner.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Every path of the API: lazy pages share it, the first paint needs only two of them
            // (protocol's first-paint-paths.ts). Without this group it would ride in the entry.
            {
              name: 'api-paths',
              test: /protocol[\\/]src[\\/]api[\\/]paths\.ts$/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            { name: 'app', tags: ['$initial'], priority: 1 },
            { name: 'page-kit', test: /src[\\/]components[\\/]|@tanstack[\\/]|src[\\/]lib[\\/]query-client/, minShareCount: 2 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/h5': 'http://127.0.0.1:3000',
      '/healthz': 'http://127.0.0.1:3000',
      '/dev': 'http://127.0.0.1:3000',
    },
  },
}));
