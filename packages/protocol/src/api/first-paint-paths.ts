/**
 * The two paths the first paint calls (a visitor's guest token, the home page's trending list),
 * in a module of their own: the web build keeps paths.ts (every path of the API, ~1.3 kB gzip) out
 * of the entry chunk (apps/web/vite.config.ts), and the entry imports these instead of API_PATHS.
 * API_PATHS spells them through these constants, so each path is still written once.
 */
export const AUTH_GUEST_PATH = '/api/v5/auth/guest';
export const CONFIGURATION_RESOURCES_PATH = '/api/v3/configuration/resources';
