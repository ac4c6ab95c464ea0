/**
 * The certificates' calls (docs/payments.md, "Screens: certificates and dresses"): the member's
 * own certificates, and the public check of one by its code.
 */
import { useQuery } from '@tanstack/react-query';
import { PAYMENT_PATHS, routePath, type CertificateView } from '@culture/protocol';
import { api } from '../../../lib/api-client';

/** Keyed by the member: logging in as someone else asks again. */
export const myCertificatesKey = (userId: string | null) => ['certificates', 'mine', userId ?? 'nobody'] as const;

export function useMyCertificates(userId: string | null) {
  return useQuery({
    queryKey: myCertificatesKey(userId),
    queryFn: () => api.get<{ content: CertificateView[] }>(PAYMENT_PATHS.certificates).then((list) => list.content),
    enabled: userId !== null,
    // A certificate appears when a payment settles: coming back to the page asks again.
    staleTime: 0,
  });
}

/** Public: no session needed, and a guest's token is not sent. */
export function useCertificateCheck(code: string) {
  return useQuery({
    queryKey: ['certificates', 'check', code],
    queryFn: () => api.get<CertificateView>(routePath(PAYMENT_PATHS.certificate, { code }), { auth: false }),
    retry: false,
  });
}
