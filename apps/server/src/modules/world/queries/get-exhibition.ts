/** One exhibition with its template and works; unpublished ones do not exist for visitors. */
import type { Exhibition, Locale } from '@culture/protocol';
import { ApiError } from '../../../lib/api-error.js';
import type { ExhibitionContext } from '../exhibition-context.js';
import { summaryOf, workOf } from '../exhibition-presenter.js';
import { PERSONAL_TEMPLATE, personalRoom } from '../personal-room.js';
import { visitorsOf } from '../room-visitors.js';

export async function getExhibition(context: ExhibitionContext, id: bigint, locale: Locale): Promise<Exhibition> {
  const { catalog, occupancy, visitorCap } = context;
  const row = await context.published.read(id);
  if (row?.publishedAt) {
    const [visitors] = await visitorsOf(occupancy, [row.id.toString()]);
    return {
      ...summaryOf(catalog, row, locale, visitors!),
      template: catalog.template(row.templateId),
      works: row.works.map((work) => workOf(catalog, work, locale)),
      visitorCap,
    };
  }
  const personal = row ? null : await personalRoom(context, id, locale, true);
  if (!personal) throw new ApiError('exhibitionNotFound');
  const [visitors] = await visitorsOf(occupancy, [personal.summary.id]);
  return {
    ...personal.summary,
    visitors: visitors!,
    template: catalog.template(PERSONAL_TEMPLATE),
    works: personal.works,
    visitorCap,
  };
}
