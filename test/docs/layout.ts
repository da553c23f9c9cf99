/**
 * What a reader would find cut off on a page at the browser's width: code blocks whose lines are wider than the
 * block and that neither scroll nor wrap, a page wider than the window (the reader would have to scroll
 * sideways, or could not see its right edge), and header items beyond the window's edge. Each problem is one
 * line naming the element.
 */
import type { Page } from 'playwright-core';

export async function cutOff(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
      return `<${element.tagName.toLowerCase()}${element.className ? ` class="${element.className}"` : ''}> "${text}"`;
    };
    const width = document.documentElement.clientWidth;
    for (const pre of document.querySelectorAll('pre')) {
      // A block that is not shown (a closed panel of Redoc's) cuts nothing off.
      if (pre.getClientRects().length === 0) continue;
      const overflow = getComputedStyle(pre).overflowX;
      if (pre.scrollWidth > pre.clientWidth + 1 && overflow !== 'auto' && overflow !== 'scroll')
        problems.push(`${name(pre)} is ${pre.scrollWidth}px wide in ${pre.clientWidth}px and does not scroll`);
      const box = pre.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1 && getComputedStyle(pre).position !== 'fixed')
        problems.push(`${name(pre)} reaches ${Math.round(box.right)}px, beyond the window's ${width}px`);
    }
    if (document.documentElement.scrollWidth > width + 1)
      problems.push(`the page is ${document.documentElement.scrollWidth}px wide in a ${width}px window`);
    for (const item of document.querySelectorAll('.site-header > *, .site-nav > a')) {
      const box = item.getBoundingClientRect();
      if (box.width > 0 && (box.right > width + 1 || box.left < -1))
        problems.push(
          `header item ${name(item)} is outside the window (${Math.round(box.left)}-${Math.round(box.right)}px)`,
        );
    }
    return problems;
  });
}
