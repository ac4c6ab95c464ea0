/** HTTP paths of the API, spelled as on the wire (spec §7 where it names them). */
export const API_PATHS = {
  healthz: '/healthz',
  authGuest: '/api/v5/auth/guest',
  configurationResources: '/api/v3/configuration/resources',
} as const;
