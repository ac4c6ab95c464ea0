/**
 * One brand's equity detail (spec §2 /BrandEquityDetail/{id}): its cover, story, benefits in full,
 * where to use them and a link to the brand's campaign page.
 */
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES, type BrandEquityView } from '@culture/protocol';
import { Spinner } from '../../../components/feedback/spinner';
import { Layout } from '../../../components/layout/layout';
import { EmptyState, LoadFailed } from '../../../components/page/empty-state';
import { withQueryClient } from '../../../lib/query-client';
import { isNotFound, useBrand } from '../api/equity-queries';
import { Benefit } from '../components/benefit';
import styles from '../components/equity.module.css';

/**
 * The id as the server accepts it (brandIdParamSchema in @culture/protocol), checked without zod so
 * this page does not download the schema library.
 */
function parseBrandId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      text={t('brandEquity.notFound')}
      testId="brand-not-found"
      illustration="not-found"
      action={
        <Link to={APP_ROUTES.equity} className={styles.campaign}>
          {t('brandEquity.allBrands')}
        </Link>
      }
    />
  );
}

function BrandDetail({ brand }: { brand: BrandEquityView }) {
  const { t } = useTranslation();
  return (
    <article data-testid={`brand-equity-${brand.id}`}>
      <figure className={styles.cover}>
        <img src={brand.cover.image} alt={brand.cover.alt} width={640} height={400} fetchPriority="high" />
      </figure>
      <header className={styles.header}>
        <img src={brand.logo} alt="" width={56} height={56} className={styles.logo} />
        <div>
          <h2 className={styles.title}>{brand.name}</h2>
          <p className={styles.category}>
            {brand.category} · {brand.tagline}
          </p>
        </div>
      </header>
      <section className={styles.section} aria-labelledby="benefits-heading">
        <h2 id="benefits-heading" className={styles.sectionTitle}>
          {t('brandEquity.benefits')}
        </h2>
        <div className={styles.benefits}>
          {brand.items.map((item) => (
            <Benefit key={item.id} item={item} />
          ))}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="about-heading">
        <h2 id="about-heading" className={styles.sectionTitle}>
          {t('brandEquity.about')}
        </h2>
        {brand.story.map((paragraph) => (
          <p key={paragraph} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
      </section>
      {brand.locations.length > 0 && (
        <section className={styles.section} aria-labelledby="where-heading">
          <h2 id="where-heading" className={styles.sectionTitle}>
            {t('brandEquity.where')}
          </h2>
          <ul className={styles.locations}>
            {brand.locations.map((place) => (
              <li key={place.address}>
                <strong>{place.name}</strong>
                <span>{place.address}</span>
                {place.hours && <span>{place.hours}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {brand.campaignRoute && (
        <Link to={brand.campaignRoute} className={styles.campaign} data-testid="brand-campaign">
          {t('brandEquity.campaign')}
        </Link>
      )}
    </article>
  );
}

export const BrandEquityDetailPage = withQueryClient(function BrandEquityDetailPage() {
  const { t } = useTranslation();
  const id = parseBrandId(useParams().id);
  return id === null ? (
    <Layout title={t('brandEquity.title')} back={{ fallback: APP_ROUTES.equity }}>
      <NotFound />
    </Layout>
  ) : (
    <Detail id={id} />
  );
});

function Detail({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useBrand(id);
  const brand = query.data;
  return (
    <Layout
      title={brand?.name ?? t('brandEquity.title')}
      description={brand?.tagline}
      back={{ fallback: APP_ROUTES.equity }}
      ready={!query.isPending}
    >
      {query.isPending && (
        <div className={styles.center}>
          <Spinner size={40} />
        </div>
      )}
      {query.isError &&
        (isNotFound(query.error) ? (
          <NotFound />
        ) : (
          <LoadFailed text={t('equity.loadFailed')} onRetry={() => void query.refetch()} />
        ))}
      {brand && <BrandDetail brand={brand} />}
    </Layout>
  );
}
