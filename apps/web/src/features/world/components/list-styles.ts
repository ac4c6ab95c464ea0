/**
 * Styles of the room list and the hall's loading cover, as style objects rather than a CSS file:
 * a lazy page's stylesheet is one more entry in the first paint's preload map, and the first
 * paint of / must not grow for the world (bench/bundle-size).
 */
import type { CSSProperties } from 'react';

export const listStyles = {
  search: { padding: '4px 16px 0' },
  searchInput: {
    width: '100%',
    height: 44,
    padding: '0 14px',
    border: '1px solid var(--color-line)',
    borderRadius: 22,
    background: 'var(--color-card)',
    font: 'inherit',
    color: 'inherit',
  },
  heading: { margin: '18px 16px 8px', fontSize: 15, color: 'var(--color-ink-soft)' },
  center: { display: 'flex', justifyContent: 'center', padding: 36 },
  list: { listStyle: 'none', margin: 0, padding: '0 12px 16px', display: 'grid', gap: 14 },
  card: {
    display: 'block',
    overflow: 'hidden',
    borderRadius: 'var(--radius)',
    background: 'var(--color-card)',
    boxShadow: 'var(--shadow)',
    color: 'inherit',
    textDecoration: 'none',
  },
  cover: { display: 'block', width: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', background: '#2a211c' },
  body: { display: 'grid', gap: 4, padding: '12px 14px 14px' },
  tag: {
    justifySelf: 'start',
    fontSize: 11,
    padding: '1px 8px',
    borderRadius: 999,
    background: 'var(--color-gold)',
    color: '#fff',
  },
  name: { fontSize: 17 },
  summary: {
    color: 'var(--color-ink-soft)',
    fontSize: 14,
    lineHeight: 1.45,
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  meta: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginTop: 4, fontSize: 13 },
  visitors: { color: 'var(--color-ink-soft)' },
  enter: { color: 'var(--color-primary-dark)', fontWeight: 600 },
} satisfies Record<string, CSSProperties>;

export const coverStyles = {
  cover: {
    position: 'fixed',
    inset: 0,
    zIndex: 90,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 16,
    padding: 24,
    background: 'radial-gradient(circle at 50% 35%, #3a2a24 0%, #17110f 70%)',
    color: '#fbf3e4',
    textAlign: 'center',
  },
  close: {
    position: 'absolute',
    top: 'calc(12px + env(safe-area-inset-top, 0px))',
    right: 12,
    width: 44,
    height: 44,
    display: 'grid',
    placeItems: 'center',
    border: 0,
    borderRadius: '50%',
    background: 'rgb(255 255 255 / 12%)',
    color: 'inherit',
  },
  text: { maxWidth: 320, margin: 0, lineHeight: 1.5 },
  actions: { display: 'flex', gap: 10 },
  bar: { width: 180, height: 4, borderRadius: 2, background: 'rgb(255 255 255 / 16%)', overflow: 'hidden' },
  barFill: { display: 'block', height: '100%', background: 'var(--color-primary)', transition: 'width 0.2s' },
} satisfies Record<string, CSSProperties>;
