/** Per-language text. */
export type L = { 'zh-CN': string; 'zh-TW': string; 'en-US': string };
export interface PageItem { title?: L; text?: L; image?: string; imageAlt?: L; value?: string; href?: string }
export type PageSection =
  | { id: string; kind: 'text'; title: L; body: L[] }
  | { id: string; kind: 'stats'; title: L; items: Array<{ value: string; label: L }> }
  | { id: string; kind: 'cards'; title: L; intro?: L; items: PageItem[] }
  | { id: string; kind: 'gallery'; title: L; items: Array<{ image: string; caption: L }> }
  | { id: string; kind: 'video'; title: L; body?: L; src: string; poster: string }
  | { id: string; kind: 'partners'; title: L; items: Array<{ name: L; text?: L }> }
  | { id: string; kind: 'timeline'; title: L; items: Array<{ date: string; title: L; text: L }> };
/** A call to action; `capability` names the later feature it needs; `opensSoon` shows it disabled with an "opens soon" label. */
export interface PageAction { id: string; label: L; kind: 'link' | 'badge-claim' | 'check-in' | 'coupon-claim' | 'world'; href?: string; opensSoon: boolean; note?: L }
export interface PageContent {
  slug: string;            // kebab-case id, e.g. 'pocket'
  route: string;           // app route, e.g. '/pocket'
  kind: 'project' | 'campaign' | 'event';
  trending: boolean;       // shown in the home page's trending list
  sortOrder: number;
  title: L;
  subtitle: L;             // one line under the title
  summary: L;              // 1–2 sentences for cards, share text and meta description
  hero: { image: string; alt: L };   // 640×400 SVG under /images/pages/<slug>/
  cover: string;           // card image for the home list (may equal hero.image)
  sections: PageSection[];
  actions: PageAction[];
}
