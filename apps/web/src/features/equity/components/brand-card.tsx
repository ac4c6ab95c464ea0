/**
 * One partner brand in the equity list: logo, name, category and tagline (leading to the brand's
 * detail), then its benefits' headlines, each with its state and, when live, the way to claim it.
 */
import { Link } from 'react-router';
import { APP_ROUTES, type BrandEquitySummary } from '@culture/protocol';
import { ClaimLink } from './claim-link';
import { StatusPill } from './status-pill';
import styles from './equity.module.css';

export function brandDetailPath(id: number): string {
  return APP_ROUTES.brandEquityDetail.replace(':id', String(id));
}

export function BrandCard({ brand }: { brand: BrandEquitySummary }) {
  return (
    <li className={styles.brand} data-testid={`brand-card-${brand.id}`}>
      <Link to={brandDetailPath(brand.id)} className={styles.brandLink} data-testid={`brand-link-${brand.id}`}>
        <div className={styles.brandHead}>
          <img src={brand.logo} alt="" width={48} height={48} className={styles.logo} loading="lazy" decoding="async" />
          <div>
            <h3 className={styles.brandName}>{brand.name}</h3>
            <p className={styles.category}>{brand.category}</p>
          </div>
          <span className={styles.chevron} aria-hidden>
            ›
          </span>
        </div>
        <p className={styles.tagline}>{brand.tagline}</p>
      </Link>
      <ul className={styles.headlines}>
        {brand.items.map((item) => (
          <li key={item.id} data-testid={`headline-${item.id}`}>
            <strong className={styles.value}>{item.value}</strong>
            <span className={styles.headline}>{item.title}</span>
            <StatusPill state={item.state} />
            <ClaimLink item={item} />
          </li>
        ))}
      </ul>
    </li>
  );
}
