"""JupyterHub for a school: every student's server opens Moai Kit's landing page in Voilà.

``jupyterhub -f deploy/jupyterhub/jupyterhub_config.py`` (as root, from any folder; see README.md
beside this file). What it sets up:

- **Login**: NativeAuthenticator. Students sign up at ``/hub/signup`` with a name and password;
  the teacher (``MOAI_HUB_ADMINS``, default ``teacher``, who signs up first) lets each one in at
  ``/hub/authorize``. The README shows the school's own OAuth (Google, Microsoft) instead.
- **Each user's server**: ``jupyterhub-singleuser`` from this Python environment, the kit's
  ``notebooks/`` folder as its root, opening on Voilà's rendering of ``index.ipynb`` (the landing
  page). Voilà runs there as a Jupyter server extension and takes its settings from
  ``jupyter/jupyter_server_config.json`` beside this file (put on ``JUPYTER_CONFIG_PATH``): the
  kit's ``moai`` page template (icons and fonts served locally, found through ``JUPYTER_PATH``),
  no tracebacks, a minute's wait for a page's widgets, idle kernels ended. (Voilà's own
  ``voila.json`` is also read by the extension, from the Jupyter config path and the server's
  working folder, the user's home here; only its ``VoilaConfiguration`` section applies there, so
  the kit's ``voila.json``, made for the standalone app, plays no part on the hub.)
- **Spawner and limits**: SystemdSpawner, one transient systemd unit per student under a dynamic
  system user (no accounts to create), 1 GB of memory and one CPU each (``MOAI_HUB_MEM_LIMIT``,
  ``MOAI_HUB_CPU_LIMIT``), enforced by systemd. LocalProcessSpawner (students as real system
  users) does not enforce limits: see the README.
- **Idle culling**: ``jupyterhub-idle-culler`` as a hub service stops a server idle for an hour,
  checking every 10 minutes, and any server older than a school day (10 hours).
- **Caps**: at most 60 servers at once and 10 starting at once.

Every value read from ``MOAI_HUB_*`` environment variables has a default fit for a class of 30;
the paths follow this file's place in the kit (``MOAI_KIT_DIR`` names another copy of the kit).
``tests/hub/test_hub.py`` starts a hub with this file and a dummy login on top of it.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

c = get_config()  # noqa: F821  (defined by JupyterHub when it loads this file)

HERE = Path(__file__).resolve().parent
KIT = Path(os.environ.get("MOAI_KIT_DIR") or HERE.parents[1]).resolve()
NOTEBOOKS = KIT / "notebooks"
BIN = Path(sys.executable).parent  # the environment JupyterHub runs in holds the kit too

ADMINS = set(os.environ.get("MOAI_HUB_ADMINS", "teacher").split())
MEM_LIMIT = os.environ.get("MOAI_HUB_MEM_LIMIT", "1G")
CPU_LIMIT = float(os.environ.get("MOAI_HUB_CPU_LIMIT", "1"))
IDLE_TIMEOUT = int(os.environ.get("MOAI_HUB_IDLE_TIMEOUT", 3600))  # s without use, then stopped
CULL_EVERY = int(os.environ.get("MOAI_HUB_CULL_EVERY", 600))  # s between the culler's checks
MAX_AGE = int(os.environ.get("MOAI_HUB_MAX_AGE", 10 * 3600))  # s, stopped even if in use
# The class board: one database for the whole class, written by every student's kernel.
CLASS_DIR = Path(os.environ.get("MOAI_HUB_CLASS_DIR", "/srv/moai-kit/class"))
CLASS_DB = CLASS_DIR / "class.sqlite"


def _path_list(*first: Path, keep: str) -> str:
    """``first`` ahead of the hub's own value of the environment variable ``keep``."""
    parts = [str(p) for p in first]
    if os.environ.get(keep):
        parts.append(os.environ[keep])
    return os.pathsep.join(parts)


def shared_class_board(db: Path) -> None:
    """Make the class's database, writable by every student's server (each runs as a user of its
    own): the folder and the file open to all; SQLite gives its journal files the database's
    permissions. A folder the hub may not make is said in the log, and the class board is off."""
    from kit.lab.class_board import ClassBoard, ClassBoardError

    try:
        db.parent.mkdir(parents=True, exist_ok=True)
        ClassBoard(db).version()  # made (or checked) now, with its schema
        if db.parent.stat().st_uid == os.geteuid():
            db.parent.chmod(0o777)
        if db.stat().st_uid == os.geteuid():
            db.chmod(0o666)
    except (OSError, ClassBoardError) as exc:
        print(f"moai-kit: no class board at {db}: {exc}", file=sys.stderr)


# -- the hub ---------------------------------------------------------------------------------------
c.JupyterHub.bind_url = os.environ.get("MOAI_HUB_URL", "http://:8000")
c.JupyterHub.active_server_limit = int(os.environ.get("MOAI_HUB_MAX_SERVERS", 60))
c.JupyterHub.concurrent_spawn_limit = 10
c.JupyterHub.allow_named_servers = False
c.JupyterHub.shutdown_on_logout = True  # a shared classroom computer: logging out frees the server
c.JupyterHub.cookie_max_age_days = 1  # logged in for a school day
# A server counts as in use while it reports activity (its kernels' messages, a person's
# requests) or while the hub's proxy carries traffic to it (an open page's polling included).
c.JupyterHub.last_activity_interval = 300

# JupyterHub's proxy: configurable-http-proxy on PATH (npm install -g), or the one `make hub-proxy`
# installs beside this file.
LOCAL_PROXY = HERE / "node_modules" / ".bin" / "configurable-http-proxy"
if LOCAL_PROXY.exists():
    c.ConfigurableHTTPProxy.command = [str(LOCAL_PROXY)]

# -- login -----------------------------------------------------------------------------------------
c.JupyterHub.authenticator_class = "nativeauthenticator.NativeAuthenticator"
c.Authenticator.admin_users = ADMINS  # admins sign up like anyone and are let in at once
c.Authenticator.allow_all = True  # anyone the NativeAuthenticator lets in (the teacher decides)
c.NativeAuthenticator.open_signup = False  # the teacher authorizes each student at /hub/authorize
c.NativeAuthenticator.minimum_password_length = 6
c.NativeAuthenticator.allowed_failed_logins = 5  # then a minute's wait
c.NativeAuthenticator.seconds_before_next_try = 60

# -- each user's server ----------------------------------------------------------------------------
c.Spawner.cmd = [str(BIN / "jupyterhub-singleuser")]
c.Spawner.notebook_dir = str(NOTEBOOKS)
c.Spawner.default_url = "/voila/render/index.ipynb"
c.Spawner.environment = {
    # the moai page template (deploy/jupyter/voila/templates/moai)
    "JUPYTER_PATH": _path_list(KIT / "deploy" / "jupyter", keep="JUPYTER_PATH"),
    # jupyter_server_config.json: Voilà's settings, kernel culling, the moai_hub extension
    "JUPYTER_CONFIG_PATH": _path_list(HERE / "jupyter", keep="JUPYTER_CONFIG_PATH"),
    "PYTHONPATH": _path_list(HERE, keep="PYTHONPATH"),  # moai_hub.py
    # the class board: "Submit to the class" and the teachers' notebooks/class.ipynb
    "MOAI_CLASS_DB": str(CLASS_DB),
    "MOAI_CLASS_TEACHERS": " ".join(sorted(ADMINS)),
}
shared_class_board(CLASS_DB)
c.Spawner.start_timeout = 120  # a busy server at the start of a lesson
c.Spawner.http_timeout = 90
c.Spawner.mem_limit = MEM_LIMIT
c.Spawner.cpu_limit = CPU_LIMIT

c.JupyterHub.spawner_class = "systemdspawner.SystemdSpawner"
c.SystemdSpawner.dynamic_users = True  # a system user per student, made and kept by systemd
c.SystemdSpawner.isolate_tmp = True
c.SystemdSpawner.isolate_devices = True
c.SystemdSpawner.disable_user_sudo = True
c.SystemdSpawner.readonly_paths = [str(KIT)]  # students never change the kit's pages
c.SystemdSpawner.readwrite_paths = [str(CLASS_DIR)]  # the class board

# -- idle culling ----------------------------------------------------------------------------------
c.JupyterHub.services = [
    {
        "name": "idle-culler",
        "command": [
            sys.executable,
            "-m",
            "jupyterhub_idle_culler",
            f"--timeout={IDLE_TIMEOUT}",
            f"--cull-every={CULL_EVERY}",
            f"--max-age={MAX_AGE}",
            "--concurrency=5",
        ],
    }
]
c.JupyterHub.load_roles = [
    {
        "name": "idle-culler",
        "scopes": ["list:users", "read:users:activity", "read:servers", "delete:servers"],
        "services": ["idle-culler"],
    }
]
