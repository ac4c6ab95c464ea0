/**
 * A material version of a legal document is a notice to everyone (docs/privacy.md, "Notices"):
 * the versions an operator publishes post it in the publishing transaction; the built-in ones
 * (legal-versions.ts `BUILT_IN`) post theirs as the server starts (its consent routes register).
 */
import type { NoticeInput, NoticeService } from '../notices/notice-service.js';
import { DOCUMENT_LINKS, policyChangeBody, policyChangeTitle } from '../notices/notice-texts.js';
import { BUILT_IN, type StoredVersion } from './legal-versions.js';

type Version = Pick<StoredVersion, 'document' | 'version' | 'summary' | 'effectiveDate'>;

/** The version's notice and its subject: one notice per document version, whoever posts it. */
export function versionNotice(v: Version): { subject: string; input: NoticeInput } {
  return {
    subject: `legal:${v.document}:${v.version}`,
    input: {
      userId: null,
      kind: 'policyChange',
      title: policyChangeTitle(v.document, v.version),
      body: policyChangeBody(v.summary, v.effectiveDate),
      link: DOCUMENT_LINKS[v.document],
    },
  };
}

/**
 * Posts the notice of each material built-in version after the first, once. At start-up, not in a
 * migration: the built-in versions and the notice texts live in code (legal-versions.ts,
 * notice-texts.ts) and a migration would copy their words into SQL. The subject's unique key makes
 * it once however often, or on how many nodes at a time, the server starts. The first start with a
 * version is when it took effect: the accounts that existed then had agreed to the one before, and
 * are the notice's audience (docs/decisions.md, "Who sees a policy change"); on a new database that
 * is nobody. Answers how many it posted.
 */
export async function postBuiltInVersionNotices(notices: Pick<NoticeService, 'publishOnce'>): Promise<number> {
  let posted = 0;
  for (const v of BUILT_IN) {
    if (v.version === 1 || !v.material) continue;
    const { subject, input } = versionNotice(v);
    if ((await notices.publishOnce(subject, input)) !== null) posted += 1;
  }
  return posted;
}
