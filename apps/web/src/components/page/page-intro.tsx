import type { ReactNode } from 'react';
import styles from './page-intro.module.css';

/** The heading block that opens a content page. */
export function PageIntro({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <section className={styles.intro}>
      <h2 className={styles.title}>{title}</h2>
      {text && <p className={styles.text}>{text}</p>}
      {children}
    </section>
  );
}
