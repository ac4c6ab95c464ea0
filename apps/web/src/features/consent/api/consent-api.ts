/** The consent routes (docs/privacy.md): the gate's state and a decision on one purpose. */
import { API_PATHS, PURPOSE_DOCUMENTS, type ConsentDecision, type ConsentPurpose, type ConsentState } from '@culture/protocol';
import { api } from '../../../lib/api-client';
import { isWeChat } from '../../../lib/platform';

export function fetchConsent(): Promise<ConsentState> {
  return api.get<ConsentState>(API_PATHS.consent);
}

/** Decides `purpose` for the current versions of its documents, the ones the person was shown. */
export function decideConsent(
  state: ConsentState,
  purpose: Exclude<ConsentPurpose, 'childInformation'>,
  decision: ConsentDecision,
): Promise<ConsentState> {
  const versions = state.documents
    .filter((d) => PURPOSE_DOCUMENTS[purpose].includes(d.document))
    .map((d) => ({ document: d.document, version: d.version }));
  return api.post<ConsentState>(API_PATHS.consentDecision, {
    purpose,
    decision,
    versions,
    channel: isWeChat() ? 'wechat' : 'web',
  });
}

/** Whether the latest decision on `purpose` is "agree" (optional purposes are off until agreed). */
export function agreed(state: ConsentState, purpose: ConsentPurpose): boolean {
  const docs = PURPOSE_DOCUMENTS[purpose];
  return docs.every((doc) => state.decisions.some((d) => d.purpose === purpose && d.document === doc && d.decision === 'agree'));
}
