// SystemTheme: a Voilà page drawn in the light theme because its URL named none follows the
// visitor's system setting instead: Voilà's own dark stylesheet is added for a dark system (the
// browser applies it only while the system is dark), and the body says which theme is on, as
// Voilà's dark page does. A URL with ?theme=light or ?theme=dark is left exactly as it is.

export default {
  /** @param {{ el: HTMLElement }} props */
  render({ el }) {
    el.style.display = "none";
    const named = new URLSearchParams(window.location.search).has("theme");
    const light = document.querySelector('link[rel="stylesheet"][href*="theme-light.css"]');
    if (named || !light || !window.matchMedia) return undefined;
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
    return () => query.removeEventListener("change", apply);
  },
};
