/**
 * Access logging that costs (almost) nothing on requests that log nothing.
 *
 * Fastify's own request logging builds a pino child logger for every request and writes two lines
 * per request ("incoming request", "request completed"). On this 2-core machine that was a third
 * of /healthz's whole budget (bench/page-shell), even at LOG_LEVEL=warn where no line is written.
 * Instead:
 *   - a request's logger is a thin wrapper that builds the pino child (with its reqId) only when
 *     the request actually logs a line at an enabled level (an error, a warning, an access line);
 *   - at most ONE access line per response, written from one onResponse hook, by ACCESS_LOG:
 *       all   every response (method, url, status, response time, reqId) at info;
 *       slow  (default) responses at or above ACCESS_LOG_SLOW_MS (default 1000) and every 5xx, at warn;
 *       off   none (the error handler still logs every 5xx with its error and reqId).
 * In production the reverse proxy in front of us keeps the complete access log (docs/production.md); ACCESS_LOG=all gives one from this process too. The health probe never writes one:
 * app.ts registers it before this hook exists, in a scope of its own.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger.js';

export type AccessLogMode = 'all' | 'slow' | 'off';

export interface AccessLogOptions {
  mode: AccessLogMode;
  /** `slow` logs responses that took at least this long. */
  slowMs: number;
}

type LogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
/** pino's loggers have it; Fastify's logger type does not say so. */
type LevelAware = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * A request's logger: the pino child (parent + reqId binding) is built on the first line written
 * at an enabled level. Lines below the level cost one comparison, as on pino itself.
 */
class RequestLogger {
  private built: LevelAware | null = null;

  constructor(
    private readonly parent: LevelAware,
    private readonly bindings: Bindings,
  ) {}

  private real(): LevelAware {
    return (this.built ??= this.parent.child(this.bindings) as LevelAware);
  }

  private write(method: LogMethod, args: unknown[]) {
    if (!this.parent.isLevelEnabled(method)) return;
    (this.real()[method] as (...a: unknown[]) => void)(...args);
  }

  get level() {
    return this.parent.level;
  }
  set level(level: string) {
    this.real().level = level;
  }
  isLevelEnabled(level: string) {
    return (this.built ?? this.parent).isLevelEnabled(level);
  }
  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}
  child(bindings: Bindings, options?: ChildLoggerOptions) {
    return this.real().child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: the lazy request logger, or a real child when the route asks
 * for its own level or serializers (then the child is what carries them).
 */
export function lazyRequestLogger(
  this: FastifyInstance,
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  const parent = logger as Partial<LevelAware>;
  if (options.level !== undefined || options.serializers !== undefined || typeof parent.isLevelEnabled !== 'function')
    return logger.child(bindings, options);
  return new RequestLogger(logger as LevelAware, bindings) as unknown as FastifyBaseLogger;
}

/** The one onResponse hook of ACCESS_LOG (none when off). */
export function registerAccessLog(app: FastifyInstance, { mode, slowMs }: AccessLogOptions) {
  if (mode === 'off') return;
  const line = (request: FastifyRequest, reply: FastifyReply, responseTime: number) => ({
    req: { method: request.method, url: request.url, remoteAddress: request.ip },
    res: { statusCode: reply.statusCode },
    responseTime: Math.round(responseTime * 10) / 10,
  });
  if (mode === 'all') {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(line(request, reply, reply.elapsedTime), 'request completed');
      done();
    });
    return;
  }
  app.addHook('onResponse', (request, reply, done) => {
    const responseTime = reply.elapsedTime;
    if (responseTime >= slowMs || reply.statusCode >= 500)
      request.log.warn(line(request, reply, responseTime), reply.statusCode >= 500 ? 'request failed' : 'slow request');
    done();
  });
}
