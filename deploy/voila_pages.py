"""The landing page and the login (:mod:`deploy.moai_voila`).

``/`` and Voilà's file list lead to the landing page, the query string kept (``?lang=zh-TW``);
the landing page is a static document (:mod:`widgets.pages.landing_page`, both languages inside),
answered at once with no kernel, however busy the server is (``MoaiVoila.static_landing``). A
token given (``make class TOKEN=...``) keeps the browsers logged in across restarts.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, urlencode

from tornado import web

from deploy.voila_adapter import JupyterHandler, PlainErrors, url_path_join
from kit.core import i18n
from widgets.pages.landing_page import landing_document


def request_lang(handler: web.RequestHandler) -> str:
    """The language the request asks for (``?lang=zh-TW``), English otherwise."""
    lang = handler.get_argument("lang", "en")
    return lang if lang in i18n.LANGS else "en"


def login_cookie_secret(token: str) -> bytes:
    """The secret the login cookie is signed with, derived from the server's token: a student
    reloading after a restart gets the page, not a login form (whoever has the token can log in
    anyway)."""
    return hashlib.sha256(b"moai-kit login\0" + token.encode()).digest()


class LandingDocuments:
    """The static landing page of the notebooks under ``root``, made once for each language."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.cache: dict[str, str] = {}

    def __call__(self, lang: str) -> str:
        if lang not in self.cache:
            self.cache[lang] = landing_document(lang, self.root)
        return self.cache[lang]


def serve_landing(handler: web.RequestHandler, path: str | None) -> bool:
    """Answer the request with the static landing page if ``path`` is the landing notebook (the
    ``moai_landing`` setting: its path and its document by language); whether it did."""
    landing: tuple[str, Callable[[str], str]] | None = handler.settings.get("moai_landing")
    if landing is None or path != landing[0]:
        return False
    handler.set_header("Content-Type", "text/html; charset=UTF-8")
    handler.set_header("Cache-Control", "no-cache")
    handler.finish(landing[1](request_lang(handler)))
    return True


class LandingRedirectHandler(PlainErrors, JupyterHandler):
    """``/`` and Voilà's file list: to the landing page, the query kept (not the token, which by
    now is in the login cookie)."""

    def initialize(self, landing: str = "index.ipynb", **_kwargs: Any) -> None:
        self.landing = landing

    @web.authenticated
    def get(self, path: str = "") -> None:
        query = [
            (k, v) for k, v in parse_qsl(self.request.query, keep_blank_values=True) if k != "token"
        ]
        url = url_path_join(self.base_url, "voila/render", self.landing)
        self.redirect(url + (f"?{urlencode(query)}" if query else ""))
