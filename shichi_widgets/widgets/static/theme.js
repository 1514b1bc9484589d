// Generated file, do not edit: the theme widget's front end, bundled by esbuild 0.28.2
// from shichi_widgets/widgets/js/src/theme.js and the modules it imports. Edit those and run
// `npm run build` in shichi_widgets/widgets/js (tests/frontend checks that this file is up to date).

// src/theme.js
var theme_default = {
  /** @param {{ el: HTMLElement }} props */
  render({ el }) {
    el.style.display = "none";
    const named = new URLSearchParams(window.location.search).has("theme");
    const light = document.querySelector('link[rel="stylesheet"][href*="theme-light.css"]');
    if (named || !light || !window.matchMedia) return void 0;
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
    return () => query.removeEventListener("change", apply);
  }
};
export {
  theme_default as default
};
