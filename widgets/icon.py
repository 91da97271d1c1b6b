"""The kit's icon (a moai's head), for the pages' tab: the served pages take it from the page
template's folder (``deploy/jupyter/voila/templates/moai/static/moai-icon.svg``, the same drawing);
a page written whole (the landing page, the static site's pages) carries it inline. Nothing is
asked of another site."""

from __future__ import annotations

from urllib.parse import quote

ICON_SVG = (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">'
    '<rect width="32" height="32" rx="6" fill="#2f6f8f"/>'
    '<path d="M11 3h10l1 7-1 3 1 2-2 2v12H11V17l-1-2 1-2-1-3z" fill="#e8e2d4"/>'
    '<path d="M12 10h3M17 10h3M13 22h6" stroke="#2f6f8f" stroke-width="1.6"/>'
    '<path d="M15 13h2v5h-2z" fill="#2f6f8f"/>'
    "</svg>\n"
)


def icon_link() -> str:
    """The ``<link rel="icon">`` of a page, the drawing inline (no request at all)."""
    return f'<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,{quote(ICON_SVG)}">'
