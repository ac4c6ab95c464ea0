import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

export function Button({
  variant = 'primary',
  block,
  className,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'ghost' | 'plain'; block?: boolean }) {
  return (
    <button
      type="button"
      {...props}
      className={`${styles.button} ${styles[variant]} ${block ? styles.block : ''} ${className ?? ''}`}
    />
  );
}
