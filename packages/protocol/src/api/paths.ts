/** HTTP paths of the API, spelled as on the wire (spec §7 where it names them). */
export const API_PATHS = {
  healthz: '/healthz',
  authGuest: '/api/v5/auth/guest',
  configurationResources: '/api/v3/configuration/resources',
  verifyCodeRequest: '/api/v2/verifycode/request',
  verifyCodeVerify: '/api/v1/verifycode/verify',
  smsLogin: '/api/v5/auth/sms/login',
  logout: '/api/v5/auth/logout',
  me: '/api/v2/me',
  meProfile: '/api/v2/me/profile',
  meDelete: '/api/v2/me/delete',
  userAvatar: '/api/v2/users/:id/avatar',
  saveUser: '/h5/world/wechat/saveUser',
  smsOutbox: '/dev/sms-outbox',
} as const;
