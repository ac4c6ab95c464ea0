/** Column types and shapes shared by the schema files. */
import { customType } from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Per-language text: { "zh-CN": …, "zh-TW": …, "en-US": … }. */
export type LocalizedText = Record<'zh-CN' | 'zh-TW' | 'en-US', string>;
