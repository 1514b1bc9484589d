"""The static site's service worker without a browser: the build's list of kept files and its hash,
and sw.js run in Node with stand-ins for the browser's caches, fetch and events (install stores only
files that match the build, activate deletes only this site's other builds, fetch answers only this
origin's GETs of the listed files)."""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
from pathlib import Path

import pytest

from shichi_widgets.site.build import (
    PYODIDE_PATH,
    WORKER,
    BuildError,
    _app_page,
    offline_manifest,
    write_service_worker,
)

SCOPE = "http://127.0.0.1:8000/course/"
NODE = shutil.which("node")


@pytest.fixture
def built(tmp_path) -> Path:
    """A site folder with the app page, a stand-in Pyodide folder and a tutorials file."""
    _app_page(tmp_path, b"runtime archive")
    pyodide = tmp_path / PYODIDE_PATH
    pyodide.mkdir(parents=True)
    (pyodide / "pyodide.mjs").write_text("export const loadPyodide = null;\n")
    (pyodide / "traitlets-5.14.3-py3-none-any.whl").write_bytes(b"wheel")
    (tmp_path / "tutorials" / "lab").mkdir()
    (tmp_path / "tutorials" / "lab" / "index.html").write_text("<html></html>")
    return tmp_path


# ------------------------------------------------------------------------------------------- the build
def test_the_worker_keeps_the_page_its_files_and_pyodide_with_their_hashes(built):
    manifest = offline_manifest(built)
    runtime = next(p.name for p in (built / "app").glob("runtime-*.zip"))
    assert set(manifest["files"]) == {
        "index.html", "app/app.js", "app/app.css", f"app/{runtime}",
        f"{PYODIDE_PATH}pyodide.mjs", f"{PYODIDE_PATH}traitlets-5.14.3-py3-none-any.whl",
    }
    for path, digest in manifest["files"].items():
        assert digest == hashlib.sha256((built / path).read_bytes()).hexdigest()


def test_the_build_hash_changes_with_a_kept_file_and_only_then(built):
    before = offline_manifest(built)["build"]
    (built / "tutorials" / "lab" / "index.html").write_text("<html>new tutorials</html>")
    assert offline_manifest(built)["build"] == before
    with (built / "app" / "app.css").open("a") as css:
        css.write("/* changed */\n")
    assert offline_manifest(built)["build"] != before


def test_the_written_worker_holds_the_build_and_the_page_registers_it(built):
    build = write_service_worker(built)
    text = (built / WORKER).read_text(encoding="utf-8")
    assert "__MANIFEST__" not in text and f'"build": "{build}"' in text
    assert "http://" not in text and "https://" not in text  # nothing from another host
    config = json.loads((built / "index.html").read_text().split('id="sw-config">')[1].split("</script>")[0])
    assert config["worker"] == WORKER


def test_a_kept_file_missing_from_the_build_is_named(built):
    (built / "index.html").unlink()
    with pytest.raises(BuildError, match=r"index\.html"):
        write_service_worker(built)


# ------------------------------------------------------------------------------------------- sw.js in Node
HARNESS = r"""
const [source, scope, files, script] = JSON.parse(require("fs").readFileSync(0, "utf8"));
const stored = new Map(); // cache name -> Map(url -> text)
const caches = {
  async open(name) {
    if (!stored.has(name)) stored.set(name, new Map());
    const cache = stored.get(name);
    return {
      put: async (url, response) => { cache.set(String(url), await response.text()); },
      match: async (url) => (cache.has(String(url)) ? new Response(cache.get(String(url))) : undefined),
    };
  },
  keys: async () => [...stored.keys()],
  delete: async (name) => stored.delete(name),
};
let down = false; // the host, once the script says so
const fetch = async (request) => {
  if (down) throw new TypeError("Failed to fetch (the host is down)");
  const path = new URL(request.url).pathname.slice(new URL(scope).pathname.length);
  return path in files ? new Response(files[path]) : new Response("", { status: 404 });
};
const listeners = {};
const self = {
  registration: { scope }, location: new URL(scope), clients: { claim: async () => {} },
  addEventListener: (type, listener) => { listeners[type] = listener; }, skipWaiting: () => {},
};
new Function("self", "caches", "fetch", source)(self, caches, fetch);
async function fire(type, extra = {}) {
  let done = null;
  const event = { ...extra, waitUntil: (p) => { done = p; }, respondWith: (p) => { done = p; } };
  listeners[type](event);
  return done === null ? "not answered" : await done;
}
const dump = () => Object.fromEntries([...stored].map(([name, cache]) => [name, Object.fromEntries(cache)]));
(async () => {
  const out = await eval(`(async () => { ${script} })()`);
  process.stdout.write(JSON.stringify(out));
})().catch((error) => { process.stdout.write(JSON.stringify({ error: String(error.message || error) })); });
"""


def run_worker(site: Path, script: str, served: dict[str, str] | None = None):
    """Run sw.js as written into ``site`` with the host serving ``served`` (default: the site's kept files)."""
    if NODE is None:
        pytest.fail("node is missing: it is needed to build the site (tests/run.sh installs it)")
    if served is None:
        served = {path: (site / path).read_text(encoding="latin-1") for path in offline_manifest(site)["files"]}
    payload = json.dumps([(site / WORKER).read_text(encoding="utf-8"), SCOPE, served, script])
    done = subprocess.run([NODE, "-e", HARNESS], input=payload, capture_output=True, text=True, check=True, timeout=60)
    return json.loads(done.stdout)


@pytest.fixture
def text_site(built) -> Path:
    """The site with text-only kept files (the harness serves text), and its worker written."""
    for path in offline_manifest(built)["files"]:
        (built / path).write_text(f"content of {path}\n", encoding="utf-8")
    write_service_worker(built)
    return built


def test_install_keeps_every_listed_file_in_the_builds_cache(text_site):
    build = offline_manifest(text_site)["build"]
    caches = run_worker(text_site, 'await fire("install"); return dump();')
    assert list(caches) == [f"shichi-site /course/ {build}"]
    kept = caches[f"shichi-site /course/ {build}"]
    assert kept == {SCOPE + path: (text_site / path).read_text() for path in offline_manifest(text_site)["files"]}


def test_install_fails_and_keeps_nothing_when_the_host_serves_a_file_of_another_build(text_site):
    served = {path: (text_site / path).read_text() for path in offline_manifest(text_site)["files"]}
    served["app/app.js"] = "the next build's script\n"
    result = run_worker(text_site, 'try { await fire("install"); } catch (e) { return [String(e), dump()]; }', served)
    assert "app/app.js" in result[0] and "is not the file of build" in result[0]
    assert result[1] == {}


def test_activate_deletes_this_sites_other_builds_and_no_other_sites_caches(text_site):
    build = offline_manifest(text_site)["build"]
    result = run_worker(text_site, """
        for (const name of ["shichi-site /course/ 0123456789abcdef", "shichi-site /other/ 0123456789abcdef", "mine"])
          await caches.open(name);
        await fire("install"); await fire("activate"); return Object.keys(dump()).sort();""")
    assert result == sorted([f"shichi-site /course/ {build}", "shichi-site /other/ 0123456789abcdef", "mine"])


@pytest.mark.parametrize(
    ("url", "method", "answered"),
    [(SCOPE, "GET", "index.html"), (f"{SCOPE}index.html?lang=ja&seed=3", "GET", "index.html"),
     (f"{SCOPE}app/app.css", "GET", "app/app.css"), (f"{SCOPE}app/app.css", "POST", None),
     ("http://127.0.0.1:9999/course/app/app.css", "GET", None), ("http://127.0.0.1:8000/app/app.css", "GET", None),
     (f"{SCOPE}tutorials/lab/index.html", "GET", None), (f"{SCOPE}app/missing.js", "GET", None)],
)
def test_fetch_answers_this_origins_gets_of_kept_files_from_the_cache_and_leaves_the_rest(
    text_site, url, method, answered
):
    result = run_worker(text_site, f"""
        await fire("install"); down = true;
        const answer = await fire("fetch", {{ request: new Request({json.dumps(url)}, {{ method: "{method}" }}) }});
        return typeof answer === "string" ? answer : await answer.text();""")
    if answered is None:
        assert result == "not answered"
    else:
        assert result == (text_site / answered).read_text()


def test_installing_the_same_build_again_reuses_the_kept_files_without_the_host(text_site):
    build = offline_manifest(text_site)["build"]
    again = 'await fire("install"); down = true; await fire("install"); return Object.keys(dump());'
    result = run_worker(text_site, again)
    assert result == [f"shichi-site /course/ {build}"]
