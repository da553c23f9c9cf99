// Light or dark: the reader's system setting, unless the header's switch stored a choice. Runs in <head>, before
// the page is drawn, so a page never flashes the other scheme. The root element gets `data-theme` (TypeDoc's
// attribute: light, dark or os) and the `light`/`dark` class Redoc reads; Redoc keeps its own choice in
// `redoc.colorMode`, set here to ours so its pages follow the same switch.
(() => {
  const KEY = 'platform-sdk.theme';
  const REDOC_KEY = 'redoc.colorMode';
  const system = matchMedia('(prefers-color-scheme: dark)');
  const stored = () => {
    try {
      const value = localStorage.getItem(KEY);
      return value === 'light' || value === 'dark' ? value : undefined;
    } catch {
      return undefined;
    }
  };
  const effective = () => stored() ?? (system.matches ? 'dark' : 'light');
  const root = document.documentElement;
  // Changes only what differs, so the observer below sees no change of its own.
  const apply = () => {
    const mode = effective();
    const other = mode === 'dark' ? 'light' : 'dark';
    const theme = stored() ?? 'os';
    if (root.dataset.theme !== theme) root.dataset.theme = theme;
    if (root.classList.contains(other)) root.classList.remove(other);
    if (!root.classList.contains(mode)) root.classList.add(mode);
    try {
      if (stored() === undefined) localStorage.removeItem(REDOC_KEY);
      else localStorage.setItem(REDOC_KEY, mode);
    } catch {}
    for (const button of document.querySelectorAll('.theme-switch')) {
      button.setAttribute('aria-label', `Switch to the ${other} theme`);
      button.setAttribute('aria-pressed', String(mode === 'dark'));
      button.dataset.mode = mode;
    }
  };
  // A choice equal to the system's is no choice: the page follows the system again when it changes.
  const toggle = () => {
    const next = effective() === 'dark' ? 'light' : 'dark';
    try {
      if (next === (system.matches ? 'dark' : 'light')) localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, next);
    } catch {}
    apply();
  };
  apply();
  system.addEventListener('change', apply);
  // TypeDoc's script sets `data-theme` from its own setting, and Redoc its class from its own: ours wins.
  new MutationObserver(apply).observe(root, { attributes: true, attributeFilter: ['data-theme', 'class'] });
  const bind = () => {
    for (const button of document.querySelectorAll('.theme-switch')) button.addEventListener('click', toggle);
    apply();
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', bind);
  else bind();
})();
