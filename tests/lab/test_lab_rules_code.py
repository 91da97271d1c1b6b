"""A rule set as a code in a page's address (kit.lab.rules_code): the round trip, codes that were
cut or changed, of another version, or holding a bad rule set, each refused with its reason in
English and Chinese."""

from __future__ import annotations

import base64
import json
import re
import zlib
from urllib.parse import quote

import pytest

from kit import giants
from kit.core.errors import RecordError
from kit.lab.rules_code import MAX_CODE_CHARS, decode, encode
from kit.lab.ruleset import RuleSet

CJK = re.compile(r"[\u3400-\u9fff]")


def refusal(code: str) -> RecordError:
    with pytest.raises(RecordError) as caught:
        decode(code)
    en, zh = caught.value.message("en"), caught.value.message("zh-TW")
    assert en and CJK.search(zh) and not CJK.search(en) and "{" not in en + zh
    return caught.value


def pack(data: dict) -> str:
    """A code made by hand from ``data`` (what :func:`encode` writes)."""
    packed = zlib.compress(json.dumps(data).encode("utf-8"))
    return "r1." + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def edited_board() -> dict:
    board = giants.default_board().to_dict()
    board["ahus"][0]["moai_points"] = 9
    return board


@pytest.mark.parametrize(
    "ruleset",
    [
        RuleSet("giants"),
        RuleSet("giants", {"immediate_scoring": True}, edited_board(), "B"),
        RuleSet("rapanui", {"majority_min_count": 2}, None, "mine 我的"),
    ],
)
def test_a_rule_set_comes_back_equal_from_its_code(ruleset):
    code = encode(ruleset)
    assert decode(code) == ruleset
    assert re.fullmatch(r"r1\.[A-Za-z0-9_-]+", code)  # URL-safe as it is
    assert quote(code, safe="") == code
    assert decode(f"  {code}\n") == ruleset


def test_a_code_with_a_whole_board_is_short_enough_for_an_address():
    code = encode(RuleSet("giants", {}, edited_board(), "B"))
    assert len(code) < 4_000, len(code)  # the board file itself is about 12 kB of JSON


def test_a_cut_or_changed_code_is_refused_as_damaged():
    code = encode(RuleSet("giants", {"immediate_scoring": True}, edited_board()))
    middle = len(code) // 2
    changed = code[:middle] + ("A" if code[middle] != "A" else "B") + code[middle + 1 :]
    for bad in (code[:-6], changed, code + "AAAA", "r1.", "r1.%%%"):
        assert refusal(bad).key in ("lab.code.damaged", "lab.code.not_code"), bad[:20]
    assert refusal(code[:-6]).key == "lab.code.damaged"
    assert refusal(changed).key == "lab.code.damaged"  # zlib's checksum sees the change


def test_an_old_or_newer_version_is_refused_and_says_which():
    code = encode(RuleSet("giants"))
    old = refusal("r0." + code[3:])
    assert old.key == "core.err.record_version" and "0" in old.message("en")
    newer = refusal("r2." + code[3:])
    assert "newer" in newer.message("en")


def test_what_is_no_code_or_too_long_is_refused_before_it_is_read():
    assert refusal("hello").key == "lab.code.not_code"
    assert "hello" in refusal("hello").message("zh-TW")
    assert refusal("r1." + "A" * MAX_CODE_CHARS).key == "lab.code.too_long"


def test_a_code_holding_a_bad_rule_set_says_what_is_wrong():
    good = json.loads(RuleSet("giants").to_json())
    bad_option = refusal(pack({**good, "options": {"marks_per_turn": 99}}))
    assert bad_option.key == "lab.code.bad_rules" and "marks_per_turn" in bad_option.message("en")
    board = edited_board()
    board["ahus"][0]["adjacent_hexes"] = []
    bad_board = refusal(pack({**good, "board": board}))
    assert "A01" in bad_board.message("en") and "A01" in bad_board.message("zh-TW")
    assert refusal(pack({**good, "game": "chess"})).key == "lab.code.bad_rules"
    assert refusal(pack([1, 2])).key == "lab.code.bad_rules"
    bomb = "r1." + base64.urlsafe_b64encode(zlib.compress(b" " * 5_000_000)).decode().rstrip("=")
    assert refusal(bomb).key == "lab.code.damaged"  # never unpacked past the record limit
