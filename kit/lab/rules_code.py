"""A rule set as a short text that fits in a page's address (``lab.ipynb?b=<code>``).

The code is a version prefix, then the rule-set file's JSON (:meth:`RuleSet.to_json`, compact)
compressed with zlib and written in base64url without padding::

    r1.eNqrVkrLz1eyUkp...

:func:`decode` reads it back, checking as much as a rule-set file is checked
(:meth:`RuleSet.from_data`): a code that is not one, was cut or changed (zlib's checksum), is of
another version or holds a bad rule set is refused with :class:`kit.core.errors.RecordError`,
its reason in English and Chinese. :func:`decode` also takes a whole link of the kit pasted
as it is (``…/lab.ipynb?b=r1.…&lang=en``, ``…/play.ipynb?rules=r1.…``): the code is its ``b=``
or ``rules=``. :func:`link_code` gives a rule set's code only when it fits a link
(:data:`LINK_LIMIT`); a larger one goes as a rule-set file.
"""

from __future__ import annotations

import base64
import binascii
import dataclasses
import json
import math
import re
import zlib
from typing import Any
from urllib.parse import parse_qs, urlsplit

from kit.core import i18n
from kit.core.errors import RecordError
from kit.core.i18n import Catalog
from kit.core.records import MAX_RECORD_BYTES, cut, loads, version_error
from kit.lab.games import engine
from kit.lab.ruleset import RuleSet

VERSION = 1
PREFIX = "r"
MAX_CODE_CHARS = 200_000
"""The longest code read (a rule set with a whole board is about 3,000 characters)."""

LINK_LIMIT = 6000
"""The longest code put in a link. A page's address travels in the request line: Tornado (Voila)
reads headers up to 64 KiB, but proxies in front of a class server cap a request line lower
(nginx's default buffer: 8 KiB, request line included; Node's HTTP parser behind JupyterHub's
proxy: 16 KiB of headers). 6,000 characters leave room for the page's path and ``lang``."""

LINK_PARAMS = ("b", "rules")
"""The parameters of a kit's link that hold a code: the lab page's ``b``, the play page's
``rules``."""

CODE = re.compile(r"r(\d{1,6})\.([A-Za-z0-9_-]*)")

WEIGHTS = "greedy_weights"
"""The key of the greedy bot's changed weights in a code's JSON (the lab page's bot settings go
with its rule set B; a rule-set file has none, and reading one ignores it)."""

CATALOG = Catalog(
    "lab.code",
    {
        "lab.code.not_code": "This is not a rule-set code of the kit (it starts '{start}').",
        "lab.code.too_long": "The rule-set code is too long ({n} characters; at most {limit}).",
        "lab.code.damaged": "The rule-set code is damaged: it was cut or changed on its way.",
        "lab.code.bad_rules": "The rule-set code holds no valid rule set: {detail}",
        "lab.code.no_code": "This link holds no rule-set code (no 'b=' or 'rules=' in it).",
        "lab.code.bad_weight": "'{name}' is not a greedy weight of this game (its weights: {known}).",
    },
    {
        "lab.code.not_code": "這不是摩艾教具箱的規則代碼（開頭是「{start}」）。",
        "lab.code.too_long": "規則代碼太長（{n}個字元；最多{limit}個）。",
        "lab.code.damaged": "規則代碼無法讀取：它在傳遞途中被截斷或更改了。",
        "lab.code.bad_rules": "規則代碼裡沒有有效的規則：{detail}",
        "lab.code.no_code": "這個連結裡沒有規則代碼（沒有「b=」或「rules=」）。",
        "lab.code.bad_weight": "「{name}」不是這個遊戲的貪婪機器人權重（它的權重：{known}）。",
    },
)
i18n.load(CATALOG)


def encode(ruleset: RuleSet, weights: dict[str, float] | None = None) -> str:
    """The code of ``ruleset`` (URL-safe: letters, digits, ``-``, ``_`` and one ``.``), with
    the greedy bot's ``weights`` changed on the lab page, if any (:data:`WEIGHTS`)."""
    data = json.loads(ruleset.to_json())
    if weights:
        data[WEIGHTS] = checked_weights(ruleset.game, weights)
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    packed = zlib.compress(text.encode("utf-8"), 9)
    body = base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")
    return f"{PREFIX}{VERSION}.{body}"


def link_code(ruleset: RuleSet) -> str | None:
    """The code of ``ruleset`` when it fits a link (at most :data:`LINK_LIMIT` characters), else
    None: the rule set goes as a file (a large island's board)."""
    code = encode(ruleset)
    return code if len(code) <= LINK_LIMIT else None


def fits_link(ruleset: RuleSet) -> bool:
    """Whether ``ruleset`` fits a link (:func:`link_code`)."""
    return link_code(ruleset) is not None


def code_in(text: str) -> str:
    """The code in ``text``: ``text`` itself, or the ``b=`` / ``rules=`` of a pasted link
    (``http://host/…/lab.ipynb?b=r1.…&lang=en``, or only its query); RecordError when a link
    holds none."""
    if CODE.fullmatch(text) or not ("?" in text or "=" in text):
        return text
    query = urlsplit(text).query if "?" in text else text
    params = parse_qs(query.partition("#")[0])
    for name in LINK_PARAMS:
        if params.get(name):
            return params[name][-1].strip()
    raise RecordError("lab.code.no_code")


def checked_weights(game: str, weights: Any) -> dict[str, float]:
    """``weights`` as greedy weights of ``game`` (names of its ``GreedyWeights``, numbers);
    RecordError names the first that is not."""
    fields = {f.name: f for f in dataclasses.fields(engine(game).GreedyWeights)}
    known = {lang: i18n.t("core.list_sep", lang).join(fields) for lang in i18n.LANGS}
    if not isinstance(weights, dict):
        raise RecordError("lab.code.bad_weight", name=cut(str(weights)), known=known)
    out: dict[str, float] = {}
    for name, value in weights.items():
        number = isinstance(value, int | float) and not isinstance(value, bool)
        if name not in fields or not number or not math.isfinite(value):
            raise RecordError("lab.code.bad_weight", name=cut(str(name)), known=known)
        out[name] = type(fields[name].default)(value)
    return out


def decode(code: str) -> RuleSet:
    """The rule set of a code, or of a pasted link that holds one (:func:`code_in`); RecordError
    says why it is refused (in both languages)."""
    return decode_variant(code)[0]


def decode_variant(code: str) -> tuple[RuleSet, dict[str, float]]:
    """The rule set of a code (as :func:`decode`) and the greedy weights it carries ({} for
    none); RecordError says why it is refused (in both languages)."""
    code = str(code).strip()
    if len(code) > MAX_CODE_CHARS:
        raise RecordError("lab.code.too_long", n=len(code), limit=MAX_CODE_CHARS)
    code = code_in(code)
    found = CODE.fullmatch(code)
    if found is None:
        raise RecordError("lab.code.not_code", start=code[:12])
    if int(found[1]) != VERSION:
        raise version_error(int(found[1]), VERSION)
    body = found[2]
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        unpacker = zlib.decompressobj()
        data = unpacker.decompress(packed, MAX_RECORD_BYTES + 1)
        if len(data) > MAX_RECORD_BYTES or not unpacker.eof or unpacker.unused_data:
            raise ValueError("cut, too long or followed by more")
    except (binascii.Error, ValueError, zlib.error):
        raise RecordError("lab.code.damaged") from None
    try:
        raw = loads(data)
        ruleset = RuleSet.from_data(raw)
        return ruleset, checked_weights(ruleset.game, raw.get(WEIGHTS, {}))
    except RecordError as exc:
        detail = {lang: exc.message(lang) for lang in i18n.LANGS}
        raise RecordError("lab.code.bad_rules", detail=detail) from None
