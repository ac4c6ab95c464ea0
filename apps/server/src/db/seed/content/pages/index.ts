/** All cultural project, campaign and event pages (and the certificate guide), in home-page order (see sortOrder). */
import type { PageContent } from '@culture/protocol';
import { page as pocket } from './pocket.js';
import { page as nuo } from './nuo.js';
import { page as panmen } from './panmen.js';
import { page as haochatongle } from './haochatongle.js';
import { page as howbottle } from './howbottle.js';
import { page as yuanxiao } from './yuanxiao.js';
import { page as youting } from './youting.js';
import { page as clockin } from './clockin.js';
import { page as nfc } from './nfc.js';
import { page as joyful } from './joyful.js';
import { page as gloriousstore } from './gloriousstore.js';
import { page as certificate } from './certificate.js';

export const pages: PageContent[] = [
  pocket,
  nuo,
  yuanxiao,
  panmen,
  haochatongle,
  howbottle,
  youting,
  clockin,
  nfc,
  joyful,
  gloriousstore,
  certificate,
];
