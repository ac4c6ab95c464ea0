/**
 * Builds the copy of one person's data (PIPL Art. 45; docs/privacy.md, "A copy of your data"): a
 * zip with a readable page (index.html, in the person's language), the same in data.json, and
 * their uploaded files under files/. What goes in is read from db/user-owned-tables.ts, so a table
 * added there is in the next copy without a change here.
 */
import { sql, type SQL } from 'drizzle-orm';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { parseLosslessJson, type Locale } from '@culture/protocol';
import { rows, type Database } from '../../db/client.js';
import { USER_OWNED_COLUMNS, type UserOwnedColumn } from '../../db/user-owned-tables.js';
import {
  CATEGORY_LABELS,
  EXPORT_CATEGORIES,
  LEFT_OUT,
  PAGE_TEXT,
  TABLE_CATEGORY,
  type ExportCategory,
  type UserOwnedTable,
} from './export-categories.js';

interface Section {
  key: string;
  category: ExportCategory;
  /** Each row as JSON text (64-bit ids kept exact). */
  rows: string[];
}

/** Rows that name the person in `column`; an embedded id is one of the ":"-separated parts. */
export function ownedBy(alias: string, c: Pick<UserOwnedColumn, 'column' | 'embedded'>, userId: bigint): SQL {
  const column = sql`${sql.identifier(alias)}.${sql.identifier(c.column)}`;
  return c.embedded ? sql`(':' || ${column} || ':') like ('%:' || ${userId.toString()} || ':%')` : sql`${column} = ${userId}`;
}

async function binaryColumns(db: Database): Promise<Map<string, string[]>> {
  const found = rows<{ t: string; c: string }>(
    await db.execute(sql`select table_name as t, column_name as c from information_schema.columns
      where table_schema = 'public' and data_type = 'bytea'`),
  );
  const out = new Map<string, string[]>();
  for (const { t, c } of found) out.set(t, [...(out.get(t) ?? []), c]);
  return out;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function rowsTable(jsonRows: string[], none: string): string {
  if (jsonRows.length === 0) return `<p class="none">${escapeHtml(none)}</p>`;
  const parsed = jsonRows.map((r) => parseLosslessJson(r) as Record<string, unknown>);
  const columns = Object.keys(parsed[0]!);
  const head = columns.map((c) => `<th>${escapeHtml(c)}</th>`).join('');
  const body = parsed.map((r) => `<tr>${columns.map((c) => `<td>${escapeHtml(cell(r[c]))}</td>`).join('')}</tr>`).join('\n');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

function page(locale: Locale, profile: string[], sections: Section[], files: string[], exportedAt: string): string {
  const text = PAGE_TEXT[locale];
  const parts = [
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(text.title)}</title>`,
    '<style>body{font-family:system-ui,sans-serif;margin:16px}table{border-collapse:collapse;font-size:13px;display:block;overflow-x:auto}',
    'td,th{border:1px solid #ccc;padding:4px 6px;text-align:left;vertical-align:top}h3{font-size:14px;color:#555}</style></head><body>',
    `<h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.intro)}</p><p>${escapeHtml(exportedAt)}</p>`,
    `<h2>${escapeHtml(CATEGORY_LABELS.profile[locale])}</h2>`,
    rowsTable(profile, text.none),
  ];
  for (const category of EXPORT_CATEGORIES) {
    const mine = sections.filter((s) => s.category === category);
    if (category !== 'profile') parts.push(`<h2>${escapeHtml(CATEGORY_LABELS[category][locale])}</h2>`);
    for (const s of mine) parts.push(`<h3>${escapeHtml(s.key)}</h3>`, rowsTable(s.rows, text.none));
  }
  if (files.length > 0) {
    parts.push(`<h2>${escapeHtml(text.file)}</h2><ul>`);
    for (const f of files) parts.push(`<li><a href="${escapeHtml(f)}">${escapeHtml(f)}</a></li>`);
    parts.push('</ul>');
  }
  parts.push('</body></html>');
  return parts.join('\n');
}

/** The zip of everything held about `userId`; `onProgress` hears 0–99 as the tables are read. */
export async function buildExport(
  db: Database,
  userId: bigint,
  locale: Locale,
  at: Date,
  onProgress: (percent: number) => Promise<void>,
): Promise<Uint8Array> {
  const binaries = await binaryColumns(db);
  const profile = rows<{ j: string }>(
    await db.execute(sql`select row_to_json(u)::text as j from users u where u.id = ${userId}`),
  ).map((r) => r.j);
  const sections: Section[] = [];
  const zip: Zippable = {};
  const files: string[] = [];
  let done = 0;
  for (const c of USER_OWNED_COLUMNS) {
    const key = `${c.table}.${c.column}`;
    const category = TABLE_CATEGORY[c.table as UserOwnedTable];
    if (LEFT_OUT[key]) {
      sections.push({ key, category, rows: [] });
      continue;
    }
    const bin = (binaries.get(c.table) ?? []).filter((b) => !LEFT_OUT[`${c.table}.${b}`]);
    const dropped = [
      ...bin,
      ...Object.keys(LEFT_OUT)
        .filter((k) => k.startsWith(`${c.table}.`))
        .map((k) => k.split('.')[1]!),
    ];
    const minus = dropped.length
      ? sql` - array[${sql.join(
          dropped.map((d) => sql`${d}`),
          sql`, `,
        )}]::text[]`
      : sql``;
    const found = rows<Record<string, unknown> & { j: string }>(
      await db.execute(sql`select (to_jsonb(x)${minus})::text as j
        ${
          bin.length
            ? sql`, ${sql.join(
                bin.map((b) => sql`x.${sql.identifier(b)} as ${sql.identifier(`bin_${b}`)}`),
                sql`, `,
              )}`
            : sql``
        }
        from ${sql.identifier(c.table)} x where ${ownedBy('x', c, userId)}`),
    );
    sections.push({ key, category, rows: found.map((r) => r.j) });
    found.forEach((r, i) => {
      for (const b of bin) {
        const bytes = r[`bin_${b}`];
        if (!bytes) continue;
        const name = `files/${c.table}-${b}-${i + 1}.bin`;
        zip[name] = [new Uint8Array(bytes as Uint8Array), { level: 0 }];
        files.push(name);
      }
    });
    done += 1;
    await onProgress(Math.floor((done * 99) / USER_OWNED_COLUMNS.length));
  }
  const exportedAt = at.toISOString();
  const categories = EXPORT_CATEGORIES.map(
    (category) =>
      `${JSON.stringify(category)}:{${sections
        .filter((s) => s.category === category)
        .map((s) => `${JSON.stringify(s.key)}:[${s.rows.join(',')}]`)
        .join(',')}}`,
  ).join(',');
  const json = `{"exportedAt":${JSON.stringify(exportedAt)},"userId":"${userId}","profile":${profile[0] ?? 'null'},"categories":{${categories}},"files":${JSON.stringify(files)},"leftOut":${JSON.stringify(LEFT_OUT)}}`;
  zip['data.json'] = strToU8(json);
  zip['index.html'] = strToU8(page(locale, profile, sections, files, exportedAt));
  return zipSync(zip, { level: 6 });
}
