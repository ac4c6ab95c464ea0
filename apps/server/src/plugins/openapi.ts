/**
 * OpenAPI document generated from the zod route schemas, browsable at /api/docs. app.ts registers
 * both parts only when config.apiDocs (API_DOCS; off in production unless set):
 *   - openapiDocumentPlugin collects every route added after it (an onRoute hook), so app.ts
 *     registers it before the first route, the health probe, which sits outside the site's scope;
 *   - openapiUiPlugin serves /api/docs from inside the site, so the docs get the security headers,
 *     the access line and load shedding like every other answer.
 */
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const openapiDocumentPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Culture app API',
          version: '1.0.0',
          description: [
            'Every POST body is sent as {"params": "<base64 of AES-128-CBC(JSON body)>"} (PKCS#7);',
            'the schemas below show the body before it is sealed. The envelope is compatibility',
            'obfuscation, not security. Answers: {"result":1,"code":200,"data":…} on success,',
            '{"result":<code>,"code":<code>,"errmsg":"…"} on failure. Headers: channel (WECHAT|BROWSER),',
            'language (ZH|ZH-TW|EN), Authorization: Bearer <token>.',
          ].join(' '),
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            admin: {
              type: 'http',
              scheme: 'bearer',
              description:
                'An operator API key (ops_…), or outside production the legacy ADMIN_TOKEN; or the console session cookie',
            },
            // The console's signed-in session (docs/operator-console.md, "Sessions and CSRF").
            opsSession: { type: 'apiKey', in: 'cookie', name: 'ops_session' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
  },
  { name: 'openapi-document' },
);

export const openapiUiPlugin = fp(
  async (app) => {
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // The docs page has inline parts of its own: swagger-ui lists their hashes in its own policy
      // (framing refused like everywhere else; https upgrades are the TLS terminator's business).
      staticCSP: true,
      transformStaticCSP: (header) =>
        header.replace("frame-ancestors 'self'", "frame-ancestors 'none'").replace(/\s*upgrade-insecure-requests;?/, ''),
    });
  },
  { name: 'openapi-ui' },
);
