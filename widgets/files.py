"""Saving a game as a downloadable file and reading an uploaded one.

An upload is taken as an :class:`Upload`: its name and size, and its content left unread until
:meth:`Upload.read` has checked the size against the page's limit (the ``FileUpload`` widget's
value carries the size the browser declared; the content's length counts too). The limit is
stated on the page, on the upload button itself (:func:`label_upload`).
"""

from __future__ import annotations

import base64
import html
from dataclasses import dataclass
from typing import Any

import anywidget
import ipywidgets as W

from kit.core import i18n
from kit.core.errors import KitError, RecordError
from kit.core.records import check_size, size_text

NAME_CHARS = 80  # an uploaded file's name is shown cut to this length


def download_link(
    text: str | bytes, filename: str, label: str, mime: str = "application/json"
) -> str:
    """An HTML link that downloads ``text`` (or bytes, of type ``mime``) as ``filename`` (a data
    URL; no server needed)."""
    raw = text.encode("utf-8") if isinstance(text, str) else text
    data = base64.b64encode(raw).decode("ascii")
    return (
        f'<a class="moai-download" download="{html.escape(filename)}" '
        f'href="data:{html.escape(mime)};base64,{data}">{html.escape(label)}</a>'
    )


@dataclass(frozen=True)
class Upload:
    """One uploaded file, not read yet: ``size`` is the larger of the size the browser declared
    and the content's length (neither needs the content read)."""

    name: str
    size: int
    content: memoryview

    def read(self, limit: int, error: type[KitError] = RecordError) -> bytes:
        """The content, once its size is known to be at most ``limit``; else ``error`` says the
        file is too large (nothing is read)."""
        check_size(self.size, limit, error)
        return self.content.tobytes()


def uploaded_file(value: Any) -> Upload | None:
    """The first file of a ``FileUpload`` value (ipywidgets 8: a tuple of dicts; 7: a dict by
    name), unread; None when there is none."""
    if not value:
        return None
    try:
        first = value[0] if isinstance(value, list | tuple) else next(iter(value.values()))
    except (AttributeError, StopIteration, TypeError):
        return None
    if not isinstance(first, dict):
        return None
    content = first.get("content", b"")
    if not isinstance(content, memoryview):
        try:
            content = memoryview(content)
        except TypeError:
            content = memoryview(b"")
    declared = first.get("size")
    if isinstance(declared, bool) or not isinstance(declared, int):
        declared = 0
    name = str(first.get("name", "") or (first.get("metadata") or {}).get("name", ""))
    if len(name) > NAME_CHARS:
        name = name[: NAME_CHARS - 1] + "…"
    return Upload(name, max(declared, content.nbytes), content)


def uploaded_bytes(value: Any) -> tuple[str, Upload] | None:
    """The name and the unread :class:`Upload` of the first file in a ``FileUpload`` value, or
    None (what the play page passes to :func:`widgets.play.files.read_upload`)."""
    found = uploaded_file(value)
    return None if found is None else (found.name, found)


def label_upload(upload: W.FileUpload, label: str, limit: int, lang: str) -> None:
    """Write ``label`` and the size limit on ``upload`` in ``lang`` ("Load game (up to 2 MB)")
    and let the button grow to show it."""
    size = size_text(limit)
    upload.description = i18n.t("upload.button", lang, label=label, limit=size)
    upload.tooltip = i18n.t("upload.tooltip", lang, limit=size)
    upload.layout.width = "auto"
    upload.layout.min_width = "148px"
    # the limit on the button too: the page reads no file over it (UploadButtons)
    kept = tuple(c for c in upload._dom_classes if not c.startswith(LIMIT_CLASS))
    upload._dom_classes = (*kept, f"{LIMIT_CLASS}{limit}")


LIMIT_CLASS = "moai-limit-"
"""The class of an upload button that names its limit in bytes (``moai-limit-2000000``)."""


class UploadButtons(anywidget.AnyWidget):
    """Nothing to see: what the page's upload buttons need beyond ipywidgets. One per page.

    - They say only what they do ("Load game (up to 2 MB)"), without the number of files chosen
      that ipywidgets adds to them ("… (0)"; the page says what was loaded).
    - A file over its button's limit (the class :data:`LIMIT_CLASS` ``<bytes>``, set by
      :func:`label_upload`) is not read nor sent: the button's reader gets no content, so the
      page receives the file's name and size only and says why it is refused, as for any file
      over the limit (:meth:`Upload.read`). A large file sent whole would exceed the server's
      largest message, and the page would lose its connection without a word."""

    _esm = """
    function render({ el }) {
      const COUNT = / \\(\\d+\\)$/;
      let frame = 0;
      const strip = () => {
        frame = 0;
        document.querySelectorAll(".widget-upload").forEach((button) => {
          button.childNodes.forEach((node) => {
            if (node.nodeType === 3 && COUNT.test(node.data)) {
              node.data = node.data.replace(COUNT, "");
            }
          });
        });
      };
      const later = () => { if (!frame) frame = requestAnimationFrame(strip); };
      const observer = new MutationObserver(later);
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      strip();
      // the upload button last pressed (a click, or Enter or Space on it): its limit applies
      const pressed = (ev) => {
        const button = ev.target && ev.target.closest && ev.target.closest(".widget-upload");
        if (button) window.__moaiUploadButton = button;
      };
      document.addEventListener("click", pressed, true);
      const proto = FileReader.prototype;
      if (!proto.__moaiRead) {  // once per page: the reader of every upload button
        proto.__moaiRead = proto.readAsArrayBuffer;
        proto.readAsArrayBuffer = function (blob) {
          const button = window.__moaiUploadButton;
          const found = button && [...button.classList]
            .map((c) => /^moai-limit-(\\d+)$/.exec(c)).find(Boolean);
          if (!(found && blob instanceof File && blob.size > Number(found[1]))) {
            return proto.__moaiRead.call(this, blob);
          }
          // too large: read as empty; the page gets the name and the size, and refuses it
          Object.defineProperty(this, "result", { value: new ArrayBuffer(0) });
          setTimeout(() => this.onload && this.onload(new ProgressEvent("load")), 0);
        };
      }
      return () => {
        observer.disconnect();
        cancelAnimationFrame(frame);
        document.removeEventListener("click", pressed, true);
      };
    }
    export default { render };
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(layout=W.Layout(display="none"), **kwargs)
        self.add_class("moai-upload-counts")
