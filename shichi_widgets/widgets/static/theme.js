// Generated file, do not edit: the theme widget's front end, bundled by esbuild 0.28.2
// from shichi_widgets/widgets/js/src/theme.js and the modules it imports. Edit those and run
// `npm run build` in shichi_widgets/widgets/js (tests/frontend checks that this file is up to date).

// src/theme.js
function render({ model, el }) {
  el.style.display = "none";
  const voila = document.body?.dataset.voila !== void 0;
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
  let dark = (
    /** @type {HTMLLinkElement | null} */
    document.querySelector("link[data-sw-system-theme]")
  );
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
var theme_default = { render };
export {
  theme_default as default
};
