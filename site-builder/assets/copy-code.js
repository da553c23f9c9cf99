// A Copy button on each code block of our pages (landing page, guides). It copies the block's text as it is,
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
      // The button sits beside the <pre>, so it stays in place while a long line scrolls.
      block.append(pre, button);
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
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', add);
  else add();
})();
