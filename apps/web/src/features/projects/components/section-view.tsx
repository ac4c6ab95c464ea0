/** Renders one content section by its kind; images below the fold load lazily, sized so nothing shifts. */
import { Link } from 'react-router';
import type { PageView } from '@culture/protocol';
import styles from './project-content.module.css';

type Section = PageView['sections'][number];

function Img({ src, alt, width, height }: { src: string; alt: string; width: number; height: number }) {
  return <img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" className={styles.image} />;
}

export function SectionView({ section }: { section: Section }) {
  return (
    <section id={section.id} className={styles.section} data-testid={`section-${section.id}`} data-kind={section.kind}>
      <h2 className={styles.sectionTitle}>{section.title}</h2>
      <SectionBody section={section} />
    </section>
  );
}

function SectionBody({ section }: { section: Section }) {
  switch (section.kind) {
    case 'text':
      return (
        <>
          {section.body.map((paragraph, i) => (
            <p key={i} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </>
      );
    case 'stats':
      return (
        <ul className={styles.stats}>
          {section.items.map((item) => (
            <li key={item.label}>
              <strong>{item.value}</strong>
              <span>{item.label}</span>
            </li>
          ))}
        </ul>
      );
    case 'cards':
      return (
        <>
          {section.intro && <p className={styles.paragraph}>{section.intro}</p>}
          <ul className={styles.cards}>
            {section.items.map((item, i) => {
              const body = (
                <>
                  {item.image && <Img src={item.image} alt={item.imageAlt ?? ''} width={320} height={200} />}
                  <div className={styles.cardBody}>
                    {(item.value || item.title) && (
                      <h3>
                        {item.value && <span className={styles.value}>{item.value}</span>} {item.title}
                      </h3>
                    )}
                    {item.text && <p>{item.text}</p>}
                  </div>
                </>
              );
              return (
                <li key={i} className={styles.card}>
                  {item.href ? (
                    <Link to={item.href} className={styles.cardLink}>
                      {body}
                    </Link>
                  ) : (
                    body
                  )}
                </li>
              );
            })}
          </ul>
        </>
      );
    case 'gallery':
      return (
        <ul className={styles.gallery}>
          {section.items.map((item) => (
            <li key={item.image}>
              <figure>
                <Img src={item.image} alt={item.caption} width={320} height={200} />
                <figcaption>{item.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      );
    case 'video':
      return (
        <>
          {section.body && <p className={styles.paragraph}>{section.body}</p>}
          <video
            className={styles.video}
            controls
            playsInline
            preload="none"
            poster={section.poster}
            width={640}
            height={360}
            data-testid="page-video"
          >
            <source src={section.src} type="video/mp4" />
          </video>
        </>
      );
    case 'partners':
      return (
        <ul className={styles.partners}>
          {section.items.map((item) => (
            <li key={item.name}>
              <strong>{item.name}</strong>
              {item.text && <span>{item.text}</span>}
            </li>
          ))}
        </ul>
      );
    case 'timeline':
      return (
        <ol className={styles.timeline}>
          {section.items.map((item, i) => (
            <li key={i}>
              <span className={styles.date}>{item.date}</span>
              <div>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </div>
            </li>
          ))}
        </ol>
      );
  }
}
