/** Every partner brand the seed writes, in list order (see each file for its text). */
import type { BrandEquity } from '@culture/protocol';
import { brand as haochatongle } from './haochatongle.js';
import { brand as gloriousstore } from './gloriousstore.js';
import { brand as panmen } from './panmen.js';
import { brand as pocket } from './pocket.js';
import { brand as howbottle } from './howbottle.js';

export const brands: BrandEquity[] = [haochatongle, gloriousstore, panmen, pocket, howbottle];
