"""The caps on kernels per server, per browser and per computer (:mod:`deploy.moai_voila`).

Over one, a page gets an HTTP 503 page in its language (``?lang=``) saying what to do, and no
kernel is started. The caps are ``MoaiVoila.max_kernels``, ``max_kernels_per_client`` and
``max_kernels_per_address`` (0: no cap).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from widgets.a11y import html_lang

if TYPE_CHECKING:
    from deploy.voila_ownership import Claim


@dataclass(frozen=True)
class Caps:
    """The most kernels of pages at once: on the server, for one client, from one address."""

    server: int
    client: int
    address: int


def caps_of(app: Any) -> Caps:
    """The caps set on the application (``MoaiVoila.max_kernels*``)."""
    return Caps(app.max_kernels, app.max_kernels_per_client, app.max_kernels_per_address)


def refusal(held: list[Claim], claim: Claim, caps: Caps) -> tuple[str, int] | None:
    """Which cap a new kernel for ``claim`` would pass, with ``held`` held, and that cap; None if
    none."""
    checks: list[tuple[str, int, Callable[[Claim], bool]]] = [
        ("client", caps.client, lambda c: c.client == claim.client),
        ("address", caps.address, lambda c: c.address == claim.address),
        ("server", caps.server, lambda c: True),
    ]
    for kind, cap, mine in checks:
        if cap > 0 and sum(1 for c in held if mine(c)) >= cap:
            return kind, cap
    return None


# -- the refusal page -------------------------------------------------------------------------
REFUSALS: dict[str, dict[str, tuple[str, str]]] = {
    "en": {
        "client": (
            "Too many pages of the kit are open",
            "This browser already has {cap} pages of Moai Kit open, the most one browser may "
            "have. Close the pages of the kit you no longer use, then reload this page. If this "
            "keeps happening, ask your teacher.",
        ),
        "address": (
            "Too many pages of the kit are open on this computer",
            "This computer already has {cap} pages of Moai Kit open, the most one computer may "
            "have. Close the pages of the kit you no longer use (in every browser), then reload "
            "this page. If this keeps happening, ask your teacher.",
        ),
        "server": (
            "The server is full",
            "The server already runs {cap} pages of Moai Kit, the most it can. Close the pages "
            "of the kit you no longer use, wait a minute, then reload this page. If this keeps "
            "happening, ask your teacher.",
        ),
        "reload": ("Reload this page", ""),
        "title": ("Moai Kit", ""),
    },
    "zh-TW": {
        "client": (
            "開啟的教具頁面太多了",
            "這個瀏覽器已經開啟了{cap}個摩艾教具箱的頁面，這是一個瀏覽器的上限。"
            "請關閉不再使用的教具頁面，然後重新載入這個頁面。如果一直出現這個訊息，請告訴老師。",
        ),
        "address": (
            "這台電腦開啟的教具頁面太多了",
            "這台電腦已經開啟了{cap}個摩艾教具箱的頁面，這是一台電腦的上限。"
            "請關閉不再使用的教具頁面（每個瀏覽器都要），然後重新載入這個頁面。"
            "如果一直出現這個訊息，請告訴老師。",
        ),
        "server": (
            "伺服器已經滿了",
            "伺服器已經在執行{cap}個摩艾教具箱的頁面，這是它的上限。"
            "請關閉不再使用的教具頁面，等一分鐘，然後重新載入這個頁面。"
            "如果一直出現這個訊息，請告訴老師。",
        ),
        "reload": ("重新載入這個頁面", ""),
        "title": ("摩艾教具箱", ""),
    },
}


def refusal_page(kind: str, cap: int, lang: str, url: str) -> str:
    """The HTML page shown instead of a kit page when a cap is reached (no outside resource)."""
    lang = lang if lang in REFUSALS else "en"
    text = REFUSALS[lang]
    heading, body = text[kind]
    return f"""<!DOCTYPE html>
<html lang="{html_lang(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{html.escape(text["title"][0])}: {html.escape(heading)}</title>
<style>
  body {{ font-family: system-ui, "Noto Sans CJK TC", sans-serif; background: #f5f1ea;
         color: #2b2b2b; margin: 0; }}
  main {{ max-width: 40rem; margin: 10vh auto; padding: 2rem; background: #fff;
         border-radius: 12px; box-shadow: 0 2px 12px rgba(0,0,0,.12); }}
  h1 {{ font-size: 1.5rem; margin-top: 0; }}
  p {{ font-size: 1.1rem; line-height: 1.6; }}
  a.button {{ display: inline-block; padding: .6rem 1.2rem; background: #2f6f8f; color: #fff;
             border-radius: 6px; text-decoration: none; }}
</style>
</head>
<body>
<main class="moai-refusal" data-moai-refusal="{kind}">
<h1>{html.escape(heading)}</h1>
<p>{html.escape(body.format(cap=cap))}</p>
<p><a class="button" href="{html.escape(url)}">{html.escape(text["reload"][0])}</a></p>
</main>
</body>
</html>
"""
