"""Moai Kit's JupyterHub configuration (``deploy/jupyterhub``).

- The configuration loads, sets what a school needs (Voilà on the landing page as each user's
  default URL, the kit's notebooks as the root, idle culling as a hub service with the scopes it
  needs, limits), and every setting names a real option of its class, in the hub's file and in
  the user servers' ``jupyter_server_config.json`` alike.
- A real hub started with that file, with what a test machine cannot have replaced on top
  (a dummy login with a password instead of NativeAuthenticator's sign-ups, the
  SimpleLocalProcessSpawner with homes in a temporary folder instead of systemd units, free
  ports, a temporary database): two students log in, each gets a server of their own whose
  default URL is the landing page rendered by Voilà in the kit's ``moai`` template, whose kernel
  built the landing widget (``moai-landing``) and which the template's liveness route
  (``deploy/jupyterhub/moai_hub.py``) reports alive; neither reaches the other's server; the
  idle culler is running and reads the hub's user list. A third student logs in through the
  login form in Chromium: the landing page stays live (no "stopped" notice), and a reload ends
  the left page's kernel (Voilà's unload request, accepted on the hub). The TLJH snippet sets
  the same user servers as the plain configuration.

The hub's proxy is configurable-http-proxy from npm: ``make hub-proxy`` installs it into
``deploy/jupyterhub/node_modules`` (``make test`` does), or one on ``PATH`` is used. Without it
the live tests skip, saying so, unless ``REQUIRE_HUB=1``; without Chromium the browser one skips
(fails under ``REQUIRE_BROWSER=1``, as CI runs).
"""

from __future__ import annotations

import html
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import time
import uuid
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
import requests
import websocket
from localhost import free_port

ROOT = Path(__file__).resolve().parents[2]
HUB_DIR = ROOT / "deploy" / "jupyterhub"
CONFIG = HUB_DIR / "jupyterhub_config.py"
ARTIFACTS = ROOT / "tests" / "artifacts"
PASSWORD = "moai-test-" + uuid.uuid4().hex[:8]
KERNEL_ID = re.compile(r'"kernelId": "([0-9a-f-]{36})"')

jupyterhub = pytest.importorskip("jupyterhub", reason="the hub extra: pip install -e '.[hub]'")


def load_config():
    from traitlets.config.loader import PyFileConfigLoader

    return PyFileConfigLoader(CONFIG.name, path=str(HUB_DIR)).load_config()


def server_config() -> dict:
    return json.loads((HUB_DIR / "jupyter" / "jupyter_server_config.json").read_text())


def assert_real_options(config: dict, classes: dict) -> None:
    """Every section names one of ``classes`` and every key one of its configurable traits."""
    for section, values in config.items():
        assert section in classes, f"unexpected section {section}"
        traits = classes[section].class_traits(config=True)
        for key in values:
            assert key in traits, f"{section}.{key} is not an option of {classes[section]}"


# NativeAuthenticator imports a deprecated locale function
@pytest.mark.filterwarnings("ignore:'locale.getdefaultlocale':DeprecationWarning")
def test_the_hub_configuration_loads_with_what_a_school_needs():
    from jupyterhub.app import JupyterHub
    from jupyterhub.auth import Authenticator
    from jupyterhub.proxy import ConfigurableHTTPProxy
    from jupyterhub.spawner import Spawner
    from jupyterhub_idle_culler import IdleCuller
    from nativeauthenticator import NativeAuthenticator
    from systemdspawner import SystemdSpawner

    c = load_config()
    assert_real_options(
        c,
        {
            "JupyterHub": JupyterHub,
            "ConfigurableHTTPProxy": ConfigurableHTTPProxy,  # with `make hub-proxy`'s proxy
            "Spawner": Spawner,
            "Authenticator": Authenticator,
            "NativeAuthenticator": NativeAuthenticator,
            "SystemdSpawner": SystemdSpawner,
        },
    )
    # each user's server: the landing page in Voilà, over the kit's notebooks
    assert c.Spawner.default_url == "/voila/render/index.ipynb"
    notebooks = Path(c.Spawner.notebook_dir)
    assert notebooks == ROOT / "notebooks" and (notebooks / "index.ipynb").is_file()
    assert c.Spawner.cmd == [str(Path(sys.executable).parent / "jupyterhub-singleuser")]
    env = c.Spawner.environment
    template_root = Path(env["JUPYTER_PATH"].split(os.pathsep)[0])
    assert (template_root / "voila" / "templates" / "moai" / "conf.json").is_file()
    assert Path(env["JUPYTER_CONFIG_PATH"].split(os.pathsep)[0]) == HUB_DIR / "jupyter"
    assert Path(env["PYTHONPATH"].split(os.pathsep)[0]) == HUB_DIR  # moai_hub.py
    # login, limits (enforced by the SystemdSpawner), caps
    assert c.JupyterHub.authenticator_class == "nativeauthenticator.NativeAuthenticator"
    assert c.NativeAuthenticator.open_signup is False
    assert "teacher" in c.Authenticator.admin_users
    assert c.JupyterHub.spawner_class == "systemdspawner.SystemdSpawner"
    assert c.SystemdSpawner.dynamic_users is True
    assert c.Spawner.mem_limit == "1G" and c.Spawner.cpu_limit == 1.0
    assert c.JupyterHub.active_server_limit >= 30 and c.JupyterHub.concurrent_spawn_limit > 0
    # idle culling: the culler as a hub service, an hour idle, checked every 10 minutes
    (culler,) = c.JupyterHub.services
    assert culler["name"] == "idle-culler"
    command = culler["command"]
    assert command[:3] == [sys.executable, "-m", "jupyterhub_idle_culler"]
    flags = dict(a[2:].split("=", 1) for a in command[3:])
    assert set(flags) <= {name.replace("_", "-") for name in IdleCuller.class_traits(config=True)}
    assert int(flags["timeout"]) == 3600 and int(flags["cull-every"]) == 600
    assert int(flags["max-age"]) >= 8 * 3600
    (role,) = c.JupyterHub.load_roles
    assert role["services"] == ["idle-culler"]
    assert {"list:users", "read:users:activity", "read:servers", "delete:servers"} <= set(
        role["scopes"]
    )


def test_the_user_servers_configuration_names_real_options():
    from jupyter_client.manager import KernelManager
    from jupyter_server.serverapp import ServerApp
    from jupyter_server.services.kernels.kernelmanager import MappingKernelManager
    from voila.configuration import VoilaConfiguration
    from voila.execute import VoilaExecutor

    config = server_config()
    assert_real_options(
        config,
        {
            "ServerApp": ServerApp,
            "VoilaConfiguration": VoilaConfiguration,
            "VoilaExecutor": VoilaExecutor,
            "MappingKernelManager": MappingKernelManager,
            "KernelManager": KernelManager,
        },
    )
    assert config["ServerApp"]["jpserver_extensions"] == {"moai_hub": True, "voila": True}
    assert config["VoilaConfiguration"]["template"] == "moai"
    assert config["VoilaConfiguration"]["show_tracebacks"] is False
    kernels = config["MappingKernelManager"]
    assert kernels["cull_idle_timeout"] > 0 and kernels["cull_connected"] is False


# -- a real hub ------------------------------------------------------------------------------------
def find_proxy() -> str | None:
    local = HUB_DIR / "node_modules" / ".bin" / "configurable-http-proxy"
    if local.exists() and shutil.which("node"):
        return str(local)
    return shutil.which("configurable-http-proxy")


@pytest.fixture(scope="module")
def hub(tmp_path_factory):
    proxy = find_proxy()
    if proxy is None:
        reason = "no configurable-http-proxy: run 'make hub-proxy' (needs Node.js and npm)"
        if os.environ.get("REQUIRE_HUB") == "1":
            pytest.fail("REQUIRE_HUB=1 but " + reason)
        pytest.skip(reason)
    tmp = tmp_path_factory.mktemp("hub")
    port, hub_port, api_port = free_port(), free_port(), free_port()
    overrides = tmp / "jupyterhub_config.py"
    overrides.write_text(
        f"""c = get_config()  # noqa
load_subconfig({str(CONFIG)!r})
# what a test machine cannot have: a dummy login, users as this OS user, free ports
c.JupyterHub.authenticator_class = "jupyterhub.auth.DummyAuthenticator"
c.DummyAuthenticator.password = {PASSWORD!r}
c.Authenticator.admin_users = set()
c.JupyterHub.spawner_class = "jupyterhub.spawner.SimpleLocalProcessSpawner"
c.SimpleLocalProcessSpawner.home_dir_template = {str(tmp / "home" / "{username}")!r}
c.JupyterHub.bind_url = "http://127.0.0.1:{port}"
c.JupyterHub.hub_bind_url = "http://127.0.0.1:{hub_port}"
c.ConfigurableHTTPProxy.api_url = "http://127.0.0.1:{api_port}"
c.ConfigurableHTTPProxy.command = [{proxy!r}]
c.ConfigurableHTTPProxy.pid_file = {str(tmp / "proxy.pid")!r}
c.JupyterHub.db_url = "sqlite:///{tmp / "hub.sqlite"}"
c.JupyterHub.cookie_secret_file = {str(tmp / "cookie_secret")!r}
c.Spawner.http_timeout = 60
if {os.geteuid() == 0!r}:  # CI runs as root; a school's students never are
    c.Spawner.args = ["--allow-root"]
"""
    )
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    log = ARTIFACTS / f"hub{'_' + worker if worker else ''}.log"
    handle = log.open("w")
    env = {**os.environ, "PATH": f"{Path(sys.executable).parent}{os.pathsep}{os.environ['PATH']}"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "jupyterhub", "-f", str(overrides)],
        cwd=tmp,
        env=env,
        stdout=handle,
        stderr=subprocess.STDOUT,
        start_new_session=True,  # the hub, its proxy, the culler and the users' servers
    )
    base = f"http://127.0.0.1:{port}"
    try:
        wait_for_hub(base, proc, log)
        yield base, log
    finally:
        proc.terminate()  # the hub stops the users' servers, the proxy and the culler
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, 9)
        handle.close()


def wait_for_hub(base: str, proc: subprocess.Popen, log: Path, timeout: float = 60) -> None:

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"the hub exited early:\n{log.read_text()[-4000:]}")
        try:
            if requests.get(base + "/hub/api/", timeout=5).status_code == 200:
                return
        except requests.RequestException:
            pass
        time.sleep(0.3)
    raise RuntimeError(f"the hub did not answer in {timeout} s:\n{log.read_text()[-4000:]}")


def log_in(base: str, name: str):
    """A browser-like session of ``name``, logged in (the login form and its xsrf field)."""

    session = requests.Session()
    form = session.get(base + "/hub/login", timeout=30)
    assert form.status_code == 200, form.text[:500]
    xsrf = re.search(r'name="_xsrf" value="([^"]+)"', form.text).group(1)
    response = session.post(
        base + "/hub/login?next=",
        data={"username": name, "password": PASSWORD, "_xsrf": xsrf},
        timeout=120,
    )
    assert response.status_code == 200, (response.status_code, response.url)
    return session, response


def landing_page(base: str, session, first, name: str, timeout: float = 150):
    """The page the user's server opens on: after a slow start the hub shows its pending
    page first, then the server's default URL renders."""
    response = first
    deadline = time.monotonic() + timeout
    while not response.url.endswith(f"/user/{name}/voila/render/index.ipynb"):
        assert time.monotonic() < deadline, f"{name} never reached the landing page: {response.url}"
        time.sleep(1)
        response = session.get(f"{base}/user/{name}/", timeout=120)
    assert response.status_code == 200, response.text[:1000]
    return response


def ws_frames(ws, deadline: float):
    """Messages from a kernel's channels (the legacy protocol: JSON, or binary with buffers)."""

    while time.monotonic() < deadline:
        ws.settimeout(2)  # short: the server's pings never reach here, the deadline must
        try:
            opcode, data = ws.recv_data()
        except websocket.WebSocketTimeoutException:
            continue
        if opcode == websocket.ABNF.OPCODE_BINARY:
            (count,) = struct.unpack("!I", data[:4])
            offsets = struct.unpack(f"!{count}I", data[4 : 4 + 4 * count])
            end = offsets[1] if count > 1 else len(data)
            data = data[offsets[0] : end]
        yield json.loads(data)


def widget_states(base: str, session, name: str, kernel_id: str, then=None) -> dict:
    """Every widget model of the page's kernel, asked for as Voilà's page does (the
    ``jupyter.widget.control`` comm and its ``request_states``); ``then(states, send, frames)``,
    if given, goes on on the same socket (``send(msg_type, content)``) and its result is returned."""

    cookies = "; ".join(f"{k}={v}" for k, v in session.cookies.items())
    url = base.replace("http", "ws", 1) + f"/user/{name}/api/kernels/{kernel_id}/channels"
    ws = websocket.create_connection(url, header=[f"Cookie: {cookies}"], timeout=30)
    try:
        sid, comm = uuid.uuid4().hex, uuid.uuid4().hex

        def send(msg_type: str, content: dict, metadata: dict | None = None) -> None:
            header = {
                "msg_id": uuid.uuid4().hex,
                "session": sid,
                "username": name,
                "msg_type": msg_type,
                "version": "5.3",
                "date": "2026-01-01T00:00:00Z",
            }
            message = {
                "header": header,
                "parent_header": {},
                "metadata": metadata or {},
                "content": content,
            }
            ws.send(json.dumps({**message, "channel": "shell", "buffers": []}))

        opening = {"comm_id": comm, "target_name": "jupyter.widget.control", "data": {}}
        send("comm_open", opening, {"version": "1.0.0"})  # ipywidgets' control protocol
        send("comm_msg", {"comm_id": comm, "data": {"method": "request_states"}})
        for message in ws_frames(ws, time.monotonic() + 60):
            data = message.get("content", {}).get("data", {})
            if message.get("msg_type") == "comm_msg" and data.get("method") == "update_states":
                if then is None:
                    return data["states"]
                return then(data["states"], send, lambda t: ws_frames(ws, time.monotonic() + t))
        raise AssertionError("the kernel never sent its widgets' states")
    finally:
        ws.close()


def visit(base: str, name: str) -> dict:
    """``name`` logs in, lands on the landing page and checks it; what the test reuses."""
    session, first = log_in(base, name)
    page = landing_page(base, session, first, name)
    html = page.text
    assert "static/moai-page.js" in html, "not the kit's moai page template"
    assert "static/fontawesome/css/all.min.css" in html, "icons not served locally"
    assert "application/vnd.jupyter.widget-view+json" in html  # the landing widget's output
    assert "Traceback" not in html
    kernel_id = KERNEL_ID.search(html).group(1)
    alive = session.get(f"{base}/user/{name}/moai/alive/{kernel_id}", timeout=30)
    assert alive.status_code == 200 and alive.json() == {"alive": True}
    gone = session.get(f"{base}/user/{name}/moai/alive/{uuid.uuid4()}", timeout=30)
    assert gone.status_code == 404
    states = widget_states(base, session, name, kernel_id)
    classes = {c for s in states.values() for c in s["state"].get("_dom_classes", [])}
    assert "moai-landing" in classes, sorted(classes)
    return {"session": session, "kernel": kernel_id}


def test_two_students_log_in_and_each_gets_the_landing_page(hub):
    base, log = hub
    started = time.monotonic()
    names = ["ana", "hotu"]
    with ThreadPoolExecutor(2) as pool:
        visits = dict(zip(names, pool.map(lambda n: visit(base, n), names), strict=True))
    assert visits["ana"]["kernel"] != visits["hotu"]["kernel"]
    # a server of one's own: the other's is out of reach

    other = visits["ana"]["session"].get(
        f"{base}/user/hotu/voila/render/index.ipynb", timeout=60, allow_redirects=True
    )
    assert other.status_code == 403, (other.status_code, other.url)
    assert "moai-page.js" not in other.text
    anonymous = requests.get(f"{base}/user/ana/voila/render/index.ipynb", timeout=60)
    assert anonymous.url.startswith(base + "/hub/login"), anonymous.url
    # the idle culler runs as a hub service and may read the users and their servers
    deadline = time.monotonic() + 20
    culler = re.compile(r"200 GET /hub/api/users\S* \(idle-culler@")
    while not culler.search(log.read_text()):
        assert time.monotonic() < deadline, log.read_text()[-3000:]
        time.sleep(0.5)
    text = log.read_text()
    assert "not recognized" not in text, "an option the hub or its spawner does not know"
    print(f"two students on the landing page in {time.monotonic() - started:.1f} s")


def test_a_student_in_chromium_logs_in_and_reloads(hub, page, chromium):
    """The login form, the landing page that stays live (the template's liveness questions
    answered through the hub), and a reload: the left page's kernel ends with it."""
    from playwright.sync_api import expect

    base, log = hub
    page.goto(base + "/hub/login")
    page.fill("input[name=username]", "rua")
    page.fill("input[name=password]", PASSWORD)
    page.locator("#login_submit").click()
    expect(page.locator(".moai-landing")).to_be_visible(timeout=120_000)
    # the address names the page's language once the page has drawn (a reload keeps it)
    assert page.url.split("?")[0].endswith("/user/rua/voila/render/index.ipynb"), page.url
    assert page.url.partition("?")[2] in ("", "lang=en"), page.url
    (first,) = [k["id"] for k in page.context.request.get(base + "/user/rua/api/kernels").json()]
    # the template asks every 5 s whether the kernel runs; a refused question covers the page
    page.wait_for_timeout(6_000)
    assert page.locator("[data-moai-notice]").count() == 0, page.inner_text("[data-moai-notice]")
    assert f"200 GET /user/rua/moai/alive/{first}" in log.read_text()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "hub_landing.png"), full_page=True)

    page.reload()
    expect(page.locator(".moai-landing")).to_be_visible(timeout=120_000)
    deadline = time.monotonic() + 20
    while True:
        kernels = [k["id"] for k in page.context.request.get(base + "/user/rua/api/kernels").json()]
        if len(kernels) == 1 and kernels != [first]:
            break
        assert time.monotonic() < deadline, kernels
        time.sleep(0.5)
    assert f"204 POST /user/rua/voila/api/shutdown/{first}" in log.read_text()


def test_the_tljh_snippet_sets_the_same_user_servers():
    from traitlets.config.loader import PyFileConfigLoader

    c = PyFileConfigLoader("tljh_moai.py", path=str(HUB_DIR)).load_config()
    hub = load_config()
    assert c.Spawner.default_url == hub.Spawner.default_url
    kit = Path("/opt/moai-kit")
    assert c.Spawner.notebook_dir == str(kit / "notebooks")
    env = {k: v.split(os.pathsep)[0] for k, v in hub.Spawner.environment.items()}
    moved = {k: v.replace(str(ROOT), str(kit)) for k, v in env.items()}
    moved["MOAI_CLASS_TEACHERS"] = ""  # TLJH's admins (tljh-config), none here
    assert c.Spawner.environment.to_dict()["update"] == moved


# -- the class board on the hub (issue 26) -----------------------------------------------------------
def model_of(states: dict, *, css: str | None = None, label: str | None = None) -> str:
    """The id of the one widget model with the class ``css`` or the accessible name ``label``."""
    found = [
        model_id
        for model_id, s in states.items()
        if (css is not None and css in s["state"].get("_dom_classes", []))
        or (label is not None and s["state"].get("description") == label)
    ]
    assert len(found) == 1, (css, label, len(found))
    return found[0]


def submit_from_lab(base: str, name: str, variant: str) -> None:
    """``name`` opens the Rapa Nui lab page and sends rule set B as ``variant`` through the
    widgets' own protocol: the form's fields set, "Submit B to the class" clicked."""
    session, _ = log_in(base, name)
    page = session.get(f"{base}/user/{name}/voila/render/rapanui/lab.ipynb", timeout=120)
    assert page.status_code == 200, page.text[:500]
    kernel_id = KERNEL_ID.search(page.text).group(1)

    def fill_and_click(states, send, frames):
        fields = {"Name of your variant": variant, "Your name": name.title()}
        for label, value in fields.items():
            content = {"method": "update", "state": {"value": value}, "buffer_paths": []}
            send("comm_msg", {"comm_id": model_of(states, label=label), "data": content})
        button = model_of(states, css="moai-class-submit")
        click = {"method": "custom", "content": {"event": "click"}}
        send("comm_msg", {"comm_id": button, "data": click})
        for message in frames(60):
            value = message.get("content", {}).get("data", {}).get("state", {}).get("value", "")
            if message.get("msg_type") == "comm_msg" and "Sent:" in str(value):
                return value
        raise AssertionError(f"{name}'s submission was never confirmed")

    said = widget_states(base, session, name, kernel_id, then=fill_and_click)
    assert variant in html.unescape(said)


def test_two_students_submit_and_the_teacher_sees_both_on_one_class_board(hub):
    """One database for the class: each student's server (a process of its own) writes to it,
    and a teacher (a hub admin, ``MOAI_CLASS_TEACHERS``) opens the class page without a key."""
    from kit.lab.class_board import ClassBoard

    base, _ = hub
    db = Path(os.environ["MOAI_HUB_CLASS_DIR"]) / "class.sqlite"
    started = time.monotonic()
    students = {"ana": "Ana's island", "hotu": "Hotu's altar"}
    with ThreadPoolExecutor(2) as pool:
        list(pool.map(lambda item: submit_from_lab(base, *item), students.items()))
    saved = ClassBoard(db).everything()
    assert sorted(s.name for s in saved) == sorted(students.values())
    assert {s.author for s in saved} == {"Ana", "Hotu"}
    session, first = log_in(base, "teacher")
    landing_page(base, session, first, "teacher")
    page = session.get(f"{base}/user/teacher/voila/render/class.ipynb", timeout=120)
    kernel_id = KERNEL_ID.search(page.text).group(1)
    states = widget_states(base, session, "teacher", kernel_id)
    shown = html.unescape(" ".join(str(s["state"].get("value", "")) for s in states.values()))
    for variant in students.values():
        assert variant in shown, "the teacher's page lists every variant"
    print(f"two submissions and the teacher's list in {time.monotonic() - started:.1f} s")
