"""Saving a game as a downloadable file and reading an uploaded one."""

from __future__ import annotations

import base64
import html
from typing import Any


def download_link(text: str, filename: str, label: str) -> str:
    """An HTML link that downloads ``text`` as ``filename`` (a data URL; no server needed)."""
    data = base64.b64encode(text.encode("utf-8")).decode("ascii")
    return (
        f'<a class="moai-download" download="{html.escape(filename)}" '
        f'href="data:application/json;base64,{data}">{html.escape(label)}</a>'
    )


def uploaded_bytes(value: Any) -> tuple[str, bytes] | None:
    """The (name, content) of the first file in a ``FileUpload`` value, or None."""
    if not value:
        return None
    first = value[0] if isinstance(value, list | tuple) else next(iter(value.values()))
    content = first.get("content", b"")
    if isinstance(content, memoryview):
        content = content.tobytes()
    return str(first.get("name", "")), bytes(content)
