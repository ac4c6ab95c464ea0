/** axe-core inside the page, and the 44 px tap-target measure, shared by the accessibility suites. */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** Added with context.addInitScript: the app's CSP allows no inline <script> (docs/security.md). */
export const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Finding {
  id: string;
  impact: string;
  help: string;
  nodes: Array<{ target: string; summary: string }>;
}

/** Waits for the page's content, then runs axe in it and keeps the serious and critical findings. */
export async function axeFindings(page: Page, { waitForMain = true }: { waitForMain?: boolean } = {}): Promise<Finding[]> {
  if (waitForMain) await page.locator('main[aria-busy="false"]').waitFor();
  await page.waitForLoadState('networkidle');
  // A dialog fading in is half transparent: its colours are measured once it has settled.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: unknown) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run({ resultTypes: ['violations'] });
    return (result.violations as Array<{ id: string; impact: string; help: string; nodes: unknown[] }>)
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: (v.nodes as Array<{ target: string[]; failureSummary?: string }>).map((n) => ({
          target: n.target.join(' '),
          summary: (n.failureSummary ?? '').split('\n').slice(1, 2).join('').trim(),
        })),
      }));
  });
}

/**
 * Buttons, links and fields of the main UI smaller than 44×44 px. Not counted: a link inside a
 * paragraph or a sentence (WCAG 2.5.5's "inline" exception: it sits in running text, and making
 * it 44 px tall would break the line spacing), hidden or zero-size elements, and controls that a
 * label of 44 px or more wraps (the label is the target).
 */
export async function smallTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"]';
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.pointerEvents === 'none') continue;
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      const inSentence = Array.from(el.parentElement?.childNodes ?? []).some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      if (el.tagName === 'A' && (el.closest('p') || inSentence)) continue;
      const label = el.closest('label');
      const target = label ? label.getBoundingClientRect() : box;
      if (Math.round(target.width) >= 44 && Math.round(target.height) >= 44) continue;
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
      const testId = el.getAttribute('data-testid');
      found.push(
        `${el.tagName.toLowerCase()}${testId ? `[${testId}]` : ''} "${name}" ${Math.round(target.width)}×${Math.round(target.height)}`,
      );
    }
    return found;
  });
}
