/** A badge event names its content page by slug ("yuanxiao"); the app's route for it ("/YuanXiao"). */
import { APP_ROUTES } from '@culture/protocol';

const ROUTE_BY_PAGE: Record<string, string> = {
  pocket: APP_ROUTES.pocket,
  nuo: APP_ROUTES.nuo,
  panmen: APP_ROUTES.panmen,
  haochatongle: APP_ROUTES.haochatongle,
  howbottle: APP_ROUTES.howbottle,
  yuanxiao: APP_ROUTES.yuanXiao,
  youting: APP_ROUTES.youTing,
  clockin: APP_ROUTES.clockIn,
  nfc: APP_ROUTES.nfc,
  joyful: APP_ROUTES.joyful,
  gloriousstore: APP_ROUTES.gloriousstore,
  certificate: APP_ROUTES.mobilePage,
};

export function pageRouteOf(page: string | null): string | null {
  return page ? (ROUTE_BY_PAGE[page] ?? null) : null;
}
