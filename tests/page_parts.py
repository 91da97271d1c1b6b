"""What tests of the pages share: a file as the browser's upload sends it, and the action
buttons a page offers."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any


def upload(data: bytes, name: str = "file.json", size: int | None = None) -> tuple[dict, ...]:
    """A ``FileUpload`` value as the browser sends it (``size`` as the browser declares it)."""
    return (
        {
            "name": name,
            "type": "application/json",
            "size": len(data) if size is None else size,
            "last_modified": datetime.now(UTC),
            "content": memoryview(data),
        },
    )


def action_buttons(app: Any) -> list[Any]:
    """Every button of the play page's action panel (class ``moai-action``), at any depth."""
    out, todo = [], list(app.actions.children)
    while todo:
        w = todo.pop(0)
        if "moai-action" in getattr(w, "_dom_classes", ()):
            out.append(w)
        todo.extend(getattr(w, "children", ()))
    return out
