/**
 * Certificates (docs/payments.md, "Certificates"): the member's own, newest first, and the public
 * check of one code. The public answer carries what the certificate says (owner's display name,
 * serial, totem, date, whether withdrawn) and never the owner's phone or account.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { CertificateView, Locale } from '@culture/protocol';
import { certificates, shopProducts } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import { totemName } from '../love-totems.js';
import type { PaymentsContext } from '../payments-context.js';

type Ctx = Pick<PaymentsContext, 'db' | 'config'>;
type Row = { certificate: typeof certificates.$inferSelect; product: typeof shopProducts.$inferSelect };

// A display name that is a phone number (an account that never set a nickname) is masked in the
// middle like the rest of the site shows phones: 138****8000.
const PHONE_LIKE = /(\+?\d{3})\d{4,8}(\d{4})/g;
export const maskedOwnerName = (name: string): string => name.replace(PHONE_LIKE, '$1****$2');

export function presentCertificate(row: Row, locale: Locale, publicOrigin: string): CertificateView {
  const { certificate, product } = row;
  return {
    code: certificate.code,
    kind: product.kind === 'pocket-adoption' ? 'pocket-adoption' : 'collectible',
    product_id: product.id,
    name: product.name[locale],
    image: product.image,
    serial: certificate.serial,
    of: product.kind === 'collectible' ? product.supply : null,
    totem: certificate.totem,
    totem_name: totemName(certificate.totem, locale),
    hours: certificate.hours,
    owner_name: maskedOwnerName(certificate.ownerName),
    issued_at: certificate.issuedAt.toISOString(),
    withdrawn: certificate.withdrawnAt !== null,
    verify_url: `${publicOrigin}/certificate/${certificate.code}`,
  };
}

export async function myCertificates(ctx: Ctx, userId: bigint, locale: Locale): Promise<{ content: CertificateView[] }> {
  const found = await ctx.db
    .select({ certificate: certificates, product: shopProducts })
    .from(certificates)
    .innerJoin(shopProducts, eq(shopProducts.id, certificates.productId))
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), desc(certificates.serial));
  return { content: found.map((row) => presentCertificate(row, locale, ctx.config.publicOrigin)) };
}

export async function verifyCertificate(ctx: Ctx, code: string, locale: Locale): Promise<CertificateView> {
  const [row] = await ctx.db
    .select({ certificate: certificates, product: shopProducts })
    .from(certificates)
    .innerJoin(shopProducts, and(eq(shopProducts.id, certificates.productId)))
    .where(eq(certificates.code, code));
  if (!row) throw new ApiError('certificateNotFound');
  return presentCertificate(row, locale, ctx.config.publicOrigin);
}
