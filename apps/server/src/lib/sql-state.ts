/** The SQLSTATE of a database error, looked for along the `cause` chain (drizzle wraps driver errors). */
export function sqlState(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, severity } = current as { code?: unknown; severity?: unknown };
    // Both drivers (pg, PGlite) report the server's severity and five-character SQLSTATE.
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
