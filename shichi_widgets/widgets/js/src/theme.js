// SystemTheme: a Voilà page drawn in the light theme because its URL named none follows the
// visitor's system setting instead: Voilà's own dark stylesheet is added for a dark system (the
// browser applies it only while the system is dark), and the body says which theme is on, as
// Voilà's dark page does. A URL with ?theme=light or ?theme=dark is left exactly as it is.
// It also gives a Voilà page the app's language and title (``<html lang>``, the browser tab), from
// the ``lang`` and ``title`` traits; other hosts (JupyterLab) keep their own.

/** @param {{ model: { get(key: string): string, on(event: string, handler: () => void): void, off(event: string, handler: () => void): void }, el: HTMLElement }} props */
function render({ model, el }) {
  el.style.display = "none";
  const voila = document.body?.dataset.voila !== undefined;
  const page = () => {
    const lang = model.get("lang");
    const title = model.get("title");
    if (lang) document.documentElement.lang = lang;
    if (title) document.title = title;
  };
  if (voila) {
    page();
    model.on("change:lang", page);
    model.on("change:title", page);
  }
  const stopPage = () => {
    if (!voila) return;
    model.off("change:lang", page);
    model.off("change:title", page);
  };
  const named = new URLSearchParams(window.location.search).has("theme");
  const light = document.querySelector('link[rel="stylesheet"][href*="theme-light.css"]');
  if (named || !light || !window.matchMedia) return stopPage;
  const scheme = "(prefers-color-scheme: dark)";
  let dark = /** @type {HTMLLinkElement | null} */ (document.querySelector("link[data-sw-system-theme]"));
  if (!dark) {
    dark = document.createElement("link");
    dark.rel = "stylesheet";
    dark.href = light.getAttribute("href").replace("theme-light.css", "theme-dark.css");
    dark.media = scheme;
    dark.setAttribute("data-sw-system-theme", "dark");
    light.after(dark);
  }
  const query = window.matchMedia(scheme);
  const apply = () => {
    const isDark = query.matches;
    document.body.classList.toggle("theme-dark", isDark);
    document.body.classList.toggle("theme-light", !isDark);
    document.body.setAttribute("data-jp-theme-light", isDark ? "false" : "true");
    document.body.setAttribute("data-jp-theme-name", isDark ? "JupyterLab Dark" : "JupyterLab Light");
  };
  apply();
  query.addEventListener("change", apply);
  return () => {
    stopPage();
    query.removeEventListener("change", apply);
  };
}

export default { render };
