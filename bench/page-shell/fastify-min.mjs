// A minimal Fastify 5 server answering /healthz's JSON: Fastify's own per-request cost, nothing registered.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok', uptimeSeconds: Math.round(process.uptime()), database: 'pglite' }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
