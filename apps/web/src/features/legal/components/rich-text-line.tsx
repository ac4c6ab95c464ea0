/**
 * Renders one line of legal text: fills {product}, {company} and {email}, turns [label](/path)
 * into in-app links and the support address into a mailto link. Only internal paths are linked.
 */
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

export interface Placeholders {
  product: string;
  company: string;
  email: string;
}

const TOKEN = /\[([^\]]+)\]\((\/[A-Za-z0-9/_-]*)\)|\{(product|company|email)\}/g;

export function RichTextLine({ text, values }: { text: string; values: Placeholders }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    const [, label, href, placeholder] = match;
    if (label && href) {
      parts.push(
        <Link key={index} to={href}>
          {label}
        </Link>,
      );
    } else if (placeholder === 'email') {
      parts.push(
        <a key={index} href={`mailto:${values.email}`}>
          {values.email}
        </a>,
      );
    } else if (placeholder) {
      parts.push(values[placeholder as 'product' | 'company']);
    }
    last = index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts.map((part, i) => (typeof part === 'string' ? <Fragment key={`t${i}`}>{part}</Fragment> : part))}</>;
}
