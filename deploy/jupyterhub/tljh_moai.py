"""Moai Kit on The Littlest JupyterHub (TLJH): each user's server opens the kit's landing page.

Copy to ``/opt/tljh/config/jupyterhub_config.d/moai.py`` and run ``sudo tljh-config reload``
(see README.md beside this file; login, limits and culling are ``tljh-config`` settings there).
The kit is expected in ``/opt/moai-kit`` and installed into TLJH's user environment.
"""

import os
from pathlib import Path

c = get_config()  # noqa: F821  (TLJH loads this file with JupyterHub's configuration)

KIT = Path("/opt/moai-kit")
HERE = KIT / "deploy" / "jupyterhub"

# the class board, written by every user's kernel
CLASS_DIR = Path(os.environ.get("MOAI_HUB_CLASS_DIR", "/srv/moai-kit/class"))
try:
    CLASS_DIR.mkdir(parents=True, exist_ok=True)
    CLASS_DIR.chmod(0o777)  # each user's server runs as a user of its own
except OSError as exc:
    print(f"moai-kit: no class board at {CLASS_DIR}: {exc}")

# TLJH's admins (tljh-config add-item users.admin ...) teach: set before this file is read
ADMINS = c.Authenticator.get("admin_users") or ()
ADMINS = ADMINS if isinstance(ADMINS, set | list | tuple) else ()

c.Spawner.default_url = "/voila/render/index.ipynb"
c.Spawner.notebook_dir = str(KIT / "notebooks")
c.Spawner.environment.update(
    {
        "JUPYTER_PATH": str(KIT / "deploy" / "jupyter"),  # the moai page template
        "JUPYTER_CONFIG_PATH": str(HERE / "jupyter"),  # Voilà's settings, kernel culling
        "PYTHONPATH": str(HERE),  # moai_hub.py, the template's liveness route
        # the class board: "Submit to the class" and the admins' notebooks/class.ipynb
        "MOAI_CLASS_DB": str(CLASS_DIR / "class.sqlite"),
        "MOAI_CLASS_TEACHERS": " ".join(sorted(ADMINS)),
    }
)
