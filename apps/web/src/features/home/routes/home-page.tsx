/** Home (spec §2): the enter-the-world call to action and trending cultural projects. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APP_ROUTES } from '@culture/protocol';
import { Layout } from '../../../components/layout/layout';
import styles from './home-page.module.css';

const TRENDING = [
  { key: 'pocket', to: APP_ROUTES.pocket, image: '/images/projects/pocket.svg' },
  { key: 'nuo', to: APP_ROUTES.nuo, image: '/images/projects/nuo.svg' },
  { key: 'yuanXiao', to: APP_ROUTES.yuanXiao, image: '/images/projects/lantern.svg' },
  { key: 'panmen', to: APP_ROUTES.panmen, image: '/images/projects/panmen.svg' },
] as const;

export function HomePage() {
  const { t } = useTranslation();
  return (
    <Layout title={t('home.title')} showFooter>
      <section className={styles.hero}>
        <p className={styles.kicker}>{t('app.tagline')}</p>
        <h2 className={styles.heroTitle}>{t('home.heroTitle')}</h2>
        <p className={styles.heroText}>{t('home.heroText')}</p>
        <Link to={APP_ROUTES.world} className={styles.cta} data-testid="enter-world">
          {t('home.enterWorld')}
        </Link>
      </section>
      <section className={styles.trending} aria-labelledby="trending-heading">
        <h2 id="trending-heading" className={styles.sectionTitle}>
          {t('home.trending')}
        </h2>
        <ul className={styles.cards}>
          {TRENDING.map((project, index) => (
            <li key={project.key}>
              <Link to={project.to} className={styles.card} data-testid={`project-card-${project.key}`}>
                <img src={project.image} alt="" width={640} height={400} loading={index < 1 ? 'eager' : 'lazy'} decoding="async" />
                <div className={styles.cardBody}>
                  <h3>{t(`projects.${project.key}.title`)}</h3>
                  <p>{t(`projects.${project.key}.intro`)}</p>
                  <span className={styles.more}>{t('home.viewProject')} →</span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </Layout>
  );
}
