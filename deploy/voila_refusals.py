"""Refusals in one line of the log (:mod:`deploy.moai_voila`): a log a teacher reads stays readable
when a student pokes at the server.

- every handler of the route table answers an error as one line of text (Jupyter's error pages
  need templates this app lacks: a traceback each) and logs a refusal once, in the access line;
- without the login, only the login page and the files it shows are served (:data:`LOGIN_FILES`);
  every other file (Voilà's static files, the templates', the extensions', the themes', the
  notebooks' pictures) is refused (403), as is OPTIONS (405: no other site's page calls here);
- ``/logout`` ends the login and leads to the login page (Jupyter's page for it needs templates);
- a message on a kernel's channels that the server or the kernel could not read (a malformed
  binary frame, a part with a byte-order mark, a ``comm_msg`` without ``comm_id``) is dropped with
  one line (:func:`unreadable`), the page's connection kept.
"""

from __future__ import annotations

import itertools
import json
import struct
from typing import Any

from tornado import web
from tornado.websocket import WebSocketHandler

from deploy.voila_adapter import JupyterHandler, PlainErrors, url_path_join

LOGIN_FILES = frozenset(
    {
        "voila/static/favicon.ico",
        "voila/static/logo/logo.png",
        "voila/static/style/bootstrap.min.css",
        "voila/static/style/bootstrap-theme.min.css",
        "voila/static/style/index.css",
    }
)
"""What the login page shows, under the server's base URL: served without the login."""


class LoginGuard:
    """A handler's files and answers for the logged-in only (:data:`LOGIN_FILES` for anyone)."""

    def _public(self) -> bool:
        handler: Any = self
        base = handler.settings.get("base_url", "/")
        return handler.request.path in {url_path_join(base, p) for p in LOGIN_FILES}

    async def prepare(self) -> None:
        handler: Any = self
        if handler.request.method in ("GET", "HEAD") and self._public():
            return None
        await super().prepare()  # type: ignore[misc]
        if not handler._finished and not handler.current_user:
            raise web.HTTPError(403)
        return None

    def options(self, *args: Any, **kwargs: Any) -> None:
        raise web.HTTPError(405)


class LogoutHandler(PlainErrors, JupyterHandler):
    """``/logout``: the login ended, and the login page."""

    def get(self) -> None:
        self.identity_provider.clear_login_cookie(self)
        self.redirect(url_path_join(self.base_url, "login"))


def quiet(spec: tuple, login: type | None, logout: type | None) -> tuple:
    """The route ``spec`` with its handler refusing in one line, and guarded by the login
    (:class:`LoginGuard`) unless it is the login itself or a websocket (which its handler
    guards); ``logout`` (Jupyter's handler) is replaced by :class:`LogoutHandler`."""
    pattern, cls, *rest = spec
    if logout is not None and cls is logout:
        return (pattern, LogoutHandler, *rest)
    bases: list[type] = []
    if not issubclass(cls, WebSocketHandler) and cls is not login:
        bases.append(LoginGuard)
    if not issubclass(cls, PlainErrors):
        bases.append(PlainErrors)
    if bases and not issubclass(cls, JupyterHandler) and not issubclass(cls, WebSocketHandler):
        bases.append(JupyterHandler)  # a bare file handler: Jupyter's login, and its checks
    if not bases:
        return spec
    return (pattern, type(cls.__name__, (*bases, cls), {}), *rest)


# -- the kernel's channels ----------------------------------------------------------------------
V1_PROTOCOL = "v1.kernel.websocket.jupyter.org"
"""The channels' binary protocol a page may ask for (else JSON, or its legacy binary form)."""


def _json(part: bytes | str) -> Any:
    return json.loads(part.decode("utf-8") if isinstance(part, bytes) else part)


def _parts(message: bytes | str, v1: bool) -> tuple[Any, Any]:
    """The header and the content of a page's message on its kernel's channels."""
    if v1:  # v1.kernel.websocket.jupyter.org: 8-byte little-endian offsets, then the parts
        assert isinstance(message, bytes)
        count = int.from_bytes(message[:8], "little")
        offsets = [
            int.from_bytes(message[8 * i : 8 * i + 8], "little") for i in range(1, count + 1)
        ]
        parts = [message[a:b] for a, b in itertools.pairwise(offsets)]
        return _json(parts[1]), _json(parts[4])
    if isinstance(message, bytes):  # the JSON message, then its buffers
        count = struct.unpack("!i", message[:4])[0]
        offsets = struct.unpack("!" + "I" * count, message[4 : 4 * (count + 1)])
        msg = _json(message[offsets[0] : (offsets[1] if count > 1 else len(message))])
    else:
        msg = _json(message)
    return msg["header"], msg.get("content", {})


def unreadable(message: bytes | str, v1: bool) -> str | None:
    """Why a page's message on its kernel's channels cannot be passed on (the server or the
    kernel would fail on it), or None."""
    try:
        header, content = _parts(message, v1)
    except (ValueError, TypeError, KeyError, IndexError, AssertionError, struct.error) as e:
        return f"unreadable ({type(e).__name__})"
    if not isinstance(header, dict) or not isinstance(header.get("msg_type"), str):
        return "no message type"
    kind = header["msg_type"]
    if not isinstance(content, dict):
        return f"{kind} without content"
    needs = {"comm_msg": ("comm_id",), "comm_close": ("comm_id",)}
    needs["comm_open"] = ("comm_id", "target_name")
    missing = [key for key in needs.get(kind, ()) if not isinstance(content.get(key), str)]
    return f"{kind} without {', '.join(missing)}" if missing else None
