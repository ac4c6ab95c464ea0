import styles from './avatar.module.css';

/** The profile picture, or the first letter of the name on the theme colour. */
export function Avatar({ src, name, size = 64 }: { src: string | null; name: string; size?: number }) {
  if (src)
    return (
      <img
        className={styles.avatar}
        src={src}
        alt=""
        width={size}
        height={size}
        style={{ width: size, height: size }}
        data-testid="avatar-image"
      />
    );
  return (
    <span className={styles.avatarFallback} style={{ width: size, height: size, fontSize: size * 0.42 }} aria-hidden>
      {Array.from(name.trim())[0]?.toUpperCase() ?? '·'}
    </span>
  );
}
