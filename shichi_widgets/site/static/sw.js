// The static site's service worker: keeps one build of the app (the page, its script and style, the
// runtime archive, Pyodide's files and wheels) so that a later visit opens with the host down.
//
// The build writes this file as sw.js beside index.html, with MANIFEST set to the build's hash and
// the SHA-256 of every file it keeps. A new build is a new sw.js (its hash changes), so the
// browser installs the new worker on the next visit:
//   install   fetches every listed file, checks its SHA-256 and stores it in a cache named after the
//             build; one missing or different file fails the install (no cache mixing two builds),
//             and the old worker goes on serving the old build whole;
//   activate  deletes the caches of this site's other builds;
//   fetch     answers GETs of this origin for the listed files from the build's cache, and leaves
//             every other request (other hosts, POSTs, the tutorials' files) to the network.
// The new worker waits until no page of the old build is open, or until the page asks it to take
// over before it loads anything (app.js does so when it finds a waiting worker).

const MANIFEST = __MANIFEST__;
const SCOPE = new URL(self.registration.scope);
// Sites on one host (user.github.io/a/ and /b/) share the origin's caches: the name says whose.
const PREFIX = `shichi-site ${SCOPE.pathname} `;
const CACHE = PREFIX + MANIFEST.build;
const sha256 = async (buffer) =>
  [...new Uint8Array(await crypto.subtle.digest("SHA-256", buffer))].map((b) => b.toString(16).padStart(2, "0")).join("");

async function keep(cache, path, digest) {
  const url = new URL(path, SCOPE).href;
  // Already kept for this build (the worker was registered again, e.g. after JupyterLite's first run
  // unregistered every worker of the site): nothing to download.
  const kept = await cache.match(url);
  if (kept && (await sha256(await kept.arrayBuffer())) === digest) return;
  // The browser's HTTP cache first (the visit that registered the worker has just fetched these
  // files); a file that does not match the build is fetched again from the host, bypassing it.
  for (const mode of ["default", "reload"]) {
    const response = await fetch(new Request(url, { cache: mode, credentials: "same-origin" }));
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    const body = await response.arrayBuffer();
    if ((await sha256(body)) !== digest) continue;
    const headers = new Headers(response.headers);
    // the body is kept decoded: a host's gzip and its length would no longer describe it
    for (const name of ["content-encoding", "content-length", "transfer-encoding"]) headers.delete(name);
    await cache.put(url, new Response(body, { status: 200, statusText: "OK", headers }));
    return;
  }
  throw new Error(`${path} on the host is not the file of build ${MANIFEST.build}`);
}

async function install() {
  const cache = await caches.open(CACHE);
  try {
    await Promise.all(Object.entries(MANIFEST.files).map(([path, digest]) => keep(cache, path, digest)));
  } catch (error) {
    await caches.delete(CACHE); // no half-filled cache: the next visit tries again
    throw error;
  }
}

async function activate() {
  for (const name of await caches.keys()) {
    if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
  }
  await self.clients.claim();
}

// The listed file a request asks for ("" and "?lang=ja" are index.html), or null.
function listed(request) {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return null;
  let path;
  try {
    path = decodeURIComponent(url.pathname.slice(SCOPE.pathname.length)) || "index.html";
  } catch {
    return null;
  }
  return Object.hasOwn(MANIFEST.files, path) ? path : null;
}

async function answer(request, path) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(new URL(path, SCOPE).href);
  // Not there only if the browser evicted the site's storage: the host may still answer.
  return kept || fetch(request);
}

self.addEventListener("install", (event) => event.waitUntil(install()));
self.addEventListener("activate", (event) => event.waitUntil(activate()));
self.addEventListener("message", (event) => {
  if (event.data === "take-over") self.skipWaiting();
});
self.addEventListener("fetch", (event) => {
  const path = listed(event.request);
  if (path !== null) event.respondWith(answer(event.request, path));
});
