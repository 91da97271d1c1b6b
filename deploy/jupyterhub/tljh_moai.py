"""Moai Kit on The Littlest JupyterHub (TLJH): each user's server opens the kit's landing page.

Copy to ``/opt/tljh/config/jupyterhub_config.d/moai.py`` and run ``sudo tljh-config reload``
(see README.md beside this file; login, limits and culling are ``tljh-config`` settings there).
The kit is expected in ``/opt/moai-kit`` and installed into TLJH's user environment.
"""

from pathlib import Path

c = get_config()  # noqa: F821  (TLJH loads this file with JupyterHub's configuration)

KIT = Path("/opt/moai-kit")
HERE = KIT / "deploy" / "jupyterhub"

c.Spawner.default_url = "/voila/render/index.ipynb"
c.Spawner.notebook_dir = str(KIT / "notebooks")
c.Spawner.environment.update(
    {
        "JUPYTER_PATH": str(KIT / "deploy" / "jupyter"),  # the moai page template
        "JUPYTER_CONFIG_PATH": str(HERE / "jupyter"),  # Voilà's settings, kernel culling
        "PYTHONPATH": str(HERE),  # moai_hub.py, the template's liveness route
    }
)
