"""Moai Kit's pages on a JupyterHub user's server: a Jupyter server extension.

Each student's server is ``jupyterhub-singleuser`` with Voilà as a server extension (see
``jupyterhub_config.py``). Voilà there renders the kit's pages with the ``moai`` page template
(``deploy/jupyter/voila/templates/moai``: icons and fonts served locally), whose script asks
``/moai/alive/<kernel id>`` every few seconds whether the page's kernel still runs and covers the
page with a notice in its language when it does not. Standalone, that route comes from the kit's
launcher (``deploy/moai_voila.py``); here this extension serves it.

The server belongs to one hub user, so whoever the hub lets in may ask about any of its kernels.
A page's polling is not counted as the student's activity: the hub's idle culler ends a server
whose pages nobody uses, open or not (the poll still passes through the hub's proxy, see the
README).

Enabled by ``jupyter/jupyter_server_config.json`` beside this file, with this folder on
``PYTHONPATH`` (both set by ``jupyterhub_config.py`` for every user's server).
"""

from __future__ import annotations

import json
from typing import Any

from jupyter_core.utils import ensure_async
from jupyter_server.base.handlers import APIHandler
from jupyter_server.utils import url_path_join
from tornado import web

KERNEL_ID = r"(?P<kernel_id>\w+-\w+-\w+-\w+-\w+)"


class AliveHandler(APIHandler):
    """``/moai/alive/<id>``: 200 ``{"alive": true}`` while the kernel runs, else 404."""

    _track_activity = False  # the page's own polling, not a person using it

    def check_xsrf_cookie(self) -> None:
        """No xsrf token asked of this read-only question: the page's script sends none, and the
        hub's login cookie alone is refused for scripted requests that lack one. Another site can
        neither read the answer (no CORS) nor change anything with it."""
        if self.request.method in ("GET", "HEAD"):
            return
        super().check_xsrf_cookie()

    @web.authenticated
    async def get(self, kernel_id: str) -> None:
        self.set_header("Cache-Control", "no-store")
        km = self.kernel_manager
        if kernel_id not in km:
            raise web.HTTPError(404)
        kernel = km.get_kernel(kernel_id)
        if not await ensure_async(kernel.is_alive()):
            raise web.HTTPError(404)
        self.finish(json.dumps({"alive": True}))


def _jupyter_server_extension_points() -> list[dict[str, str]]:
    return [{"module": "moai_hub"}]


def _load_jupyter_server_extension(server_app: Any) -> None:
    web_app = server_app.web_app
    base_url = web_app.settings["base_url"]
    web_app.add_handlers(
        ".*$", [(url_path_join(base_url, rf"/moai/alive/{KERNEL_ID}"), AliveHandler)]
    )
    server_app.log.info("Moai Kit: /moai/alive/<kernel id> for the kit's page template")
