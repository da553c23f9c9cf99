// A Copy button on each code block of our pages (landing page, guides), and on a phone the sidebar folded. It copies the block's text as it is,
// without the button's own label; where the clipboard is refused (a page over plain HTTP on another host), it
// selects the text for Ctrl-C instead. Redoc and TypeDoc pages have copy buttons of their own.
(() => {
  const LABEL = 'Copy';
  const add = () => {
    for (const pre of document.querySelectorAll('.page pre')) {
      const block = document.createElement('div');
      block.className = 'code-block';
      pre.before(block);
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'copy-code';
      button.textContent = LABEL;
      button.setAttribute('aria-label', 'Copy this code');
      // The button sits above the <pre>, never over its code, and stays in place while a long line scrolls.
      block.append(button, pre);
      button.addEventListener('click', async () => {
        const text = (pre.querySelector('code') ?? pre).textContent;
        try {
          await navigator.clipboard.writeText(text);
          button.textContent = 'Copied';
        } catch {
          getSelection().selectAllChildren(pre);
          button.textContent = 'Press Ctrl-C';
        }
        setTimeout(() => {
          button.textContent = LABEL;
        }, 2000);
      });
    }
  };
  // On a phone the page's content comes first: the sidebar's list is folded under its summary (site.css shows
  // the summary at phone widths only).
  const fold = () => {
    if (!matchMedia('(max-width: 760px)').matches) return;
    for (const details of document.querySelectorAll('.sidebar details.fold')) details.open = false;
  };
  const start = () => {
    fold();
    add();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
