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

/** Writes .br and .gz next to text assets so the server can send them without compressing per request. */
function precompress(): Plugin {
  return {
    name: 'culture:precompress',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(file.fileName)) continue;
        const source = file.type === 'chunk' ? file.code : file.source;
        const buffer = Buffer.from(typeof source === 'string' ? source : Buffer.from(source));
        if (buffer.length < 1024) continue;
        this.emitFile({ type: 'asset', fileName: `${file.fileName}.gz`, source: gzipSync(buffer, { level: 9 }) });
        this.emitFile({
          type: 'asset',
          fileName: `${file.fileName}.br`,
          source: brotliCompressSync(buffer, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        });
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@culture/protocol': fileURLToPath(new URL('../../packages/protocol/src/index.ts', import.meta.url)) },
  },
  define: {
    __PAYLOAD_AES_KEY__: JSON.stringify(payloadPart('PAYLOAD_AES_KEY', DEFAULT_PAYLOAD_KEY)),
    __PAYLOAD_AES_IV__: JSON.stringify(payloadPart('PAYLOAD_AES_IV', DEFAULT_PAYLOAD_IV)),
    __SUPPORT_EMAIL__: JSON.stringify(process.env.SUPPORT_EMAIL || 'support@mayuniverse.cn'),
  },
  build: { target: 'es2020', sourcemap: false, reportCompressedSize: false, manifest: true },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/h5': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000', '/dev': 'http://127.0.0.1:3000' } },
});
