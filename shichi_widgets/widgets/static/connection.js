// Generated file, do not edit: the connection widget's front end, bundled by esbuild 0.28.2
// from shichi_widgets/widgets/js/src/connection.js and the modules it imports. Edit those and run
// `npm run build` in shichi_widgets/widgets/js (tests/frontend checks that this file is up to date).

// src/connection.js
var RECONNECT_MS = 1e4;
var GONE = /* @__PURE__ */ new Set(["dead", "restarting", "autorestarting", "terminating"]);
function render({ model, el }) {
  const text = document.createElement("span");
  text.dataset.role = "connection-text";
  const button = document.createElement("button");
  button.type = "button";
  button.dataset.action = "reload";
  button.addEventListener("click", () => window.location.reload());
  const line = document.createElement("div");
  line.append(text, button);
  line.classList.add("sw-connection");
  line.setAttribute("role", "status");
  const voila = document.body?.dataset.voila !== void 0;
  (voila ? document.body : el).append(line);
  Object.assign(line.style, {
    position: "fixed",
    top: "0",
    left: "0",
    right: "0",
    zIndex: "1000",
    padding: "0.5rem 1rem",
    background: "#fff3cd",
    color: "#222",
    borderBottom: "2px solid #b58100",
    textAlign: "center",
    fontSize: "1.05rem",
    display: "none",
    gap: "1rem",
    alignItems: "center",
    justifyContent: "center",
    flexWrap: "wrap"
  });
  line.dataset.connection = "ok";
  const manager = (
    /** @type {{ widget_manager?: { kernel?: KernelConnection } }} */
    /** @type {unknown} */
    model.widget_manager
  );
  const kernel = voila ? manager?.kernel : void 0;
  if (!kernel) return () => line.remove();
  let gone = GONE.has(kernel.status);
  let waited = false;
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
    text.textContent = lost ? model.get(gone || waited ? "gone" : "lost") : "";
    button.textContent = model.get("reload");
    line.style.display = lost ? "flex" : "none";
  };
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
var connection_default = { render };
export {
  connection_default as default
};
