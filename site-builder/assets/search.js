// The search box of the site's header: Pagefind's UI over the index the build wrote into pagefind/. The site's
// root is found from this script's own address (assets/search.js), so results lead to the right pages wherever
// the site is hosted, at a domain's root or under a path.
(() => {
  const root = new URL('..', document.currentScript.src);
  const start = () => {
    if (document.getElementById('site-search') === null || typeof PagefindUI !== 'function') return;
    new PagefindUI({
      element: '#site-search',
      baseUrl: root.pathname,
      bundlePath: new URL('pagefind/', root).pathname,
      showImages: false,
      showSubResults: true,
      resetStyles: false,
      translations: { placeholder: 'Search guides and references' },
      // No bonus for short pages: a guide is long, and a page of one generated type short, yet the guide is the
      // answer (the index also weights the TypeScript reference's pages down, search.ts).
      ranking: { pageLength: 0 },
    });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
