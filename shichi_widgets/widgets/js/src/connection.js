// ConnectionLine: says so when a Voilà page loses its kernel. The page's widgets live in the kernel;
// when its websocket drops or the kernel dies (killed, restarted, culled), clicks do nothing. The
// line then shows a sentence (the ``lost`` trait, in the page's language, sent while the kernel was
// there) and a button that reloads the page: the app keeps the game, the lesson step and the
// explorer's position in the browser's storage, so a reload gets them back with a new kernel.
// A websocket that reconnects to the same kernel heals the line by itself; a kernel that has died
// or restarted has lost the page's widgets, so the line stays until the reload.
// The element says its state in ``data-connection``: "ok" or "lost". Outside Voilà it stays hidden.

/**
 * The widget manager's kernel connection (@jupyterlab/services), as far as this line reads it.
 * @typedef {{ connect(slot: (sender: unknown, value: string) => void): boolean,
 *   disconnect(slot: (sender: unknown, value: string) => void): boolean }} StatusSignal
 * @typedef {{ connectionStatus: string, status: string, statusChanged: StatusSignal,
 *   connectionStatusChanged: StatusSignal }} KernelConnection
 */

/** How long the line says "Reconnecting" before it says to reload: a kernel shut down by the server
 * never answers again, and the page would otherwise go on saying it reconnects. */
const RECONNECT_MS = 10_000;

/** Kernel states after which the page's widgets are gone: only a reload brings the app back. */
const GONE = new Set(["dead", "restarting", "autorestarting", "terminating"]);

/** @param {{ model: import("./types.js").Model<{ lost: string, gone: string, reload: string }>, el: HTMLElement }} props */
function render({ model, el }) {
  const text = document.createElement("span");
  text.dataset.role = "connection-text";
  const button = document.createElement("button");
  button.type = "button";
  button.dataset.action = "reload";
  button.addEventListener("click", () => window.location.reload());
  // The line is a box of its own: the widget's element is styled by its host (ipywidgets' layout).
  const line = document.createElement("div");
  line.append(text, button);
  line.classList.add("sw-connection");
  line.setAttribute("role", "status");
  const voila = document.body?.dataset.voila !== undefined;
  // In Voilà the line lives on the page's body: inside the widget's output area an ancestor makes
  // "fixed" scroll with the page, and a learner scrolled down to the hand would not see it.
  (voila ? document.body : el).append(line);
  Object.assign(line.style, {
    position: "fixed", top: "0", left: "0", right: "0", zIndex: "1000", padding: "0.5rem 1rem",
    background: "#fff3cd", color: "#222", borderBottom: "2px solid #b58100", textAlign: "center",
    fontSize: "1.05rem", display: "none", gap: "1rem", alignItems: "center", justifyContent: "center",
    flexWrap: "wrap",
  });
  line.dataset.connection = "ok";
  const manager = /** @type {{ widget_manager?: { kernel?: KernelConnection } }} */ (/** @type {unknown} */ (model))
    .widget_manager;
  const kernel = voila ? manager?.kernel : undefined;
  if (!kernel) return () => line.remove();
  let gone = GONE.has(kernel.status);
  let waited = false; // "Reconnecting" for RECONNECT_MS without success
  let timer = 0;
  const show = () => {
    const dropped = kernel.connectionStatus !== "connected";
    if (!dropped) {
      clearTimeout(timer);
      timer = 0;
      waited = false;
    } else if (!timer) {
      timer = window.setTimeout(() => {
        waited = true;
        show();
      }, RECONNECT_MS);
    }
    const lost = gone || dropped;
    line.dataset.connection = lost ? "lost" : "ok";
    // a kernel that died, or one that does not come back, cannot be reconnected to: say to reload,
    // not "Reconnecting" (never a false sentence)
    text.textContent = lost ? model.get(gone || waited ? "gone" : "lost") : "";
    button.textContent = model.get("reload");
    line.style.display = lost ? "flex" : "none";
  };
  /** @param {unknown} _sender @param {string} status */
  const onStatus = (_sender, status) => {
    gone = gone || GONE.has(status);
    show();
  };
  show();
  kernel.statusChanged.connect(onStatus);
  kernel.connectionStatusChanged.connect(show);
  model.on("change:lost", show);
  model.on("change:reload", show);
  model.on("change:gone", show);
  return () => {
    kernel.statusChanged.disconnect(onStatus);
    kernel.connectionStatusChanged.disconnect(show);
    model.off("change:lost", show);
    model.off("change:reload", show);
    model.off("change:gone", show);
    clearTimeout(timer);
    line.remove();
  };
}

export default { render };
