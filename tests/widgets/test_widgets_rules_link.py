"""A rule set as a link, headless: "Copy link to B" on the lab page and its link opened as another
lab page's B; the play page opened with ``?rules=<code>``; whole links pasted into "Open a link or
code"; refusals (damaged, another game's, not a code) with the page unchanged; a rule set too large
for a link offered as a file; both languages."""

from __future__ import annotations

import base64
import re
from urllib.parse import parse_qs, urlsplit

import pytest

from kit.lab import rules_code
from kit.lab.games import engine
from kit.lab.rules_code import decode, encode
from kit.lab.ruleset import RuleSet
from widgets.copy_link import CopyLink, Link
from widgets.lab.address import add_lab_links, take_address_rules
from widgets.lab.app import LabApp
from widgets.rapanui_play import rapanui_play

HOST = "http://class.example:8866/voila/render/giants/"


def lab(game: str, lang: str = "en") -> LabApp:
    """A lab page as :func:`widgets.lab.page.lab_page` makes it, for its rule-set links."""
    page = LabApp(game, lang, games=4)
    add_lab_links(page)
    return page


def links(page: LabApp):
    return page.sets["B"].children[-1]


def paste(page: LabApp, text: str) -> None:
    """Paste ``text`` into "Open a link or code" and press "Open as B"."""
    opener = links(page).opener
    opener.text.value = text
    opener.button.click()


@pytest.fixture(autouse=True)
def no_saves(monkeypatch):
    monkeypatch.setenv("MOAI_AUTOSAVE", "off")  # the play pages keep no game
    monkeypatch.delenv("QUERY_STRING", raising=False)


@pytest.fixture
def giants_b() -> tuple[LabApp, RuleSet]:
    """A Giants lab page whose B has a changed rule and a board of its own."""
    page = lab("giants")
    board = engine("giants").default_board().to_dict()
    page.sets["B"].show(RuleSet("giants", {"ordinary_next_to_ahu": False}, board))
    return page, page.sets["B"].ruleset()


def test_copy_link_to_b_opens_the_same_b_on_another_lab_page(giants_b):
    page, b = giants_b
    copy = links(page).copy
    assert copy.description == "Copy link to B"
    copy.send = lambda *a, **k: None  # the browser's "copy" message, as the button sends it
    before = copy.ticket
    copy._message(copy, {"event": "copy"}, [])
    assert copy.ticket == before + 1 and copy.notice == ""
    target = copy.target
    assert target.startswith("lab.ipynb?b=r1.") and target.endswith("&lang=en")
    assert copy.code == parse_qs(urlsplit(target).query)["b"][0]
    assert decode(copy.code) == b and b.board is not None and b.options

    other = lab("giants", "zh-TW")
    a_before = other.sets["A"].ruleset()
    paste(other, HOST + target)  # the whole link, as the browser made it absolute
    assert other.sets["B"].ruleset() == b and other.sets["A"].ruleset() == a_before
    assert "規則B來自你貼上的連結或代碼" in other.message.value
    other.set_lang("en")  # the message follows the language switch
    assert "comes from the link or code you pasted" in other.message.value
    assert links(other).copy.description == "Copy link to B"
    assert links(other).opener.button.description == "Open as B"
    other.set_lang("zh-TW")
    assert links(other).copy.description == "複製規則B的連結"
    assert links(other).copy.words["manual"].startswith("連結已在框中選取")
    assert links(other).opener.text.description == "連結或代碼"


def test_the_code_alone_and_the_address_open_b_too(giants_b):
    page, b = giants_b
    code = links(page).copy.copy().code
    other = lab("giants")
    paste(other, f"  {code}\n")
    assert other.sets["B"].ruleset() == b
    third = lab("giants")
    assert take_address_rules(third, f"lang=en&b={code}") is True
    assert third.sets["B"].ruleset() == b


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("cut", "damaged"),
        ("rapanui", "rule set of Rapa Nui"),
        ("Hello, class!", "not a rule-set code"),
        (HOST + "lab.ipynb?lang=en", "no rule-set code"),
        ("", "Paste a link or a code first"),
    ],
)
def test_a_bad_link_is_refused_and_b_stays(giants_b, text, reason):
    page, b = giants_b
    code = links(page).copy.copy().code
    if text == "cut":
        text = HOST + "lab.ipynb?b=" + code[: len(code) // 2] + "&lang=en"
    elif text == "rapanui":
        text = "play.ipynb?rules=" + encode(RuleSet("rapanui", {"majority_min_count": 1}))
    paste(page, text)
    assert page.sets["B"].ruleset() == b
    assert reason in page.message.value and "#b00" in page.message.value
    english = page.message.value
    page.set_lang("zh-TW")  # the refusal is said again in Chinese, B still the same
    chinese = page.message.value
    assert chinese != english and "#b00" in chinese and re.search("[\u4e00-\u9fff]{4}", chinese)
    assert page.sets["B"].ruleset() == b


def test_a_rule_set_too_large_for_a_link_is_offered_as_a_file(giants_b, monkeypatch):
    page, b = giants_b
    monkeypatch.setattr(rules_code, "LINK_LIMIT", 2000)  # under a board's ~2,900 characters
    assert not rules_code.fits_link(b) and rules_code.link_code(b) is None
    panel = links(page)
    got = panel.copy.copy()
    assert got.target == "" and panel.copy.target == ""
    assert "too large for a link" in panel.copy.notice and "at most 2000" in panel.copy.notice
    found = re.search(
        r'download="giants-rules-B.json" href="data:[^;]+;base64,([^"]+)"', panel.file_link.value
    )
    assert found is not None
    assert RuleSet.from_json(base64.b64decode(found[1])) == b
    page.set_lang("zh-TW")  # the notice follows the language switch
    assert "放不進連結" in panel.copy.notice and "下載規則B檔案" in panel.file_link.value
    monkeypatch.setattr(rules_code, "LINK_LIMIT", 6000)
    assert rules_code.fits_link(b) and panel.copy.copy().code == encode(b)
    assert panel.file_link.value == ""


def test_the_seeds_rules_give_a_link_with_no_code():
    page = lab("rapanui", "zh-TW")
    assert links(page).copy.copy() == Link(target="lab.ipynb?lang=zh-TW")


def test_the_play_page_opens_with_the_rules_of_its_address(monkeypatch):
    rules = RuleSet("rapanui", {"majority_min_count": 1, "moai_split_allowed": False})
    monkeypatch.setenv("QUERY_STRING", f"rules={encode(rules)}&lang=zh-TW")
    app = rapanui_play()
    assert app.lang == "zh-TW" and app.rules == rules
    assert app.setup.options().majority_min_count == 1
    assert "（來自連結）" in app.file_status.value
    copied = app.rules_link.copy.copy()  # the rules in use give the same code back
    assert copied.target == f"play.ipynb?rules={encode(rules)}&lang=zh-TW"
    app.setup.seed.value = "3"
    app.setup.start.click()  # the game follows them
    assert app.session is not None and app.session.game.options.majority_min_count == 1


def test_the_play_page_refuses_a_damaged_address_and_keeps_the_seeds_rules(monkeypatch):
    code = encode(RuleSet("rapanui", {"majority_min_count": 1}))
    monkeypatch.setenv("QUERY_STRING", f"lang=en&rules={code[:-6]}")
    app = rapanui_play()
    message = app.rules_link.message
    assert app.rules is None and app.setup.options().majority_min_count != 1
    assert "address was not loaded" in message.value and "damaged" in message.value
    app.set_lang("zh-TW")
    assert "沒有載入這個頁面網址中的規則" in message.value
    assert app.rules_link.copy.description == "複製這組規則的連結"
    assert app.rules_link.opener.button.description == "開啟為遊戲規則"


def test_the_play_page_takes_a_pasted_link_of_the_lab_and_refuses_another_games():
    app = rapanui_play("en")
    assert app.rules_link.copy.copy() == Link(target="play.ipynb?lang=en")
    b = RuleSet("rapanui", {"majority_min_count": 1})
    opener = app.rules_link.opener
    opener.text.value = "http://host/voila/render/rapanui/lab.ipynb?b=" + encode(b) + "&lang=en"
    opener.button.click()
    assert app.rules == b and app.rules_link.message.value == ""
    giants = RuleSet("giants", {"ordinary_next_to_ahu": False})
    opener.text.value = "play.ipynb?rules=" + encode(giants)
    opener.button.click()
    assert app.rules == b  # unchanged
    assert "for Giants" in app.rules_link.message.value
    assert app.rules_link.copy.copy().code == encode(b)


def test_copy_link_sends_the_link_of_the_moment_and_follows_the_language():
    calls = []

    def provider() -> Link:
        calls.append(1)
        return Link(target=f"play.ipynb?lang=en&n={len(calls)}")

    widget = CopyLink(provider, "en")
    assert widget.description == "Copy link" and widget.words["copied"].startswith("Link copied")
    assert widget.copy().target.endswith("n=1") and widget.copy().target.endswith("n=2")
    assert widget.ticket == 2
    widget.set_lang("zh-TW")
    assert widget.description == "複製連結" and widget.words["code_copied"].startswith("已複製代碼")
    assert "navigator.clipboard.writeText" in widget._esm and "aria-live" in widget._esm


def test_decode_takes_a_whole_link_and_keeps_every_refusal():
    b = RuleSet("rapanui", {"majority_min_count": 1})
    code = encode(b)
    for text in (
        f"http://h:8866/voila/render/rapanui/lab.ipynb?b={code}&lang=en",
        f"https://site.example/kit/rapanui/play.html?lang=zh-TW&rules={code}#top",
        f"lab.ipynb?b={code}",
        f"b={code}",
    ):
        assert decode(text) == b, text
    with pytest.raises(rules_code.RecordError) as bad:
        decode(f"lab.ipynb?b={code[:-4]}&lang=en")
    assert bad.value.key == "lab.code.damaged"
    with pytest.raises(rules_code.RecordError) as none:
        decode("http://h/lab.ipynb?lang=en")
    assert none.value.key == "lab.code.no_code" and "b=" in none.value.message("zh-TW")
    with pytest.raises(rules_code.RecordError) as other:
        decode(f"lab.ipynb?b=r9.{code[3:]}")
    assert other.value.key != "lab.code.damaged"  # another version, as before


def test_the_greedy_bots_weights_go_with_bs_link_and_bad_ones_are_refused():
    """The weights changed on the lab page travel in B's link and are set where it opens; a code
    whose weights are not the game's is refused, B and the weights unchanged."""
    page = lab("rapanui")
    page.sets["B"].show(RuleSet("rapanui", {"majority_min_count": 1}))
    page.weights["wood"].value = 0.25
    code = links(page).copy.copy().code
    ruleset, weights = rules_code.decode_variant(code)
    assert ruleset.options == {"majority_min_count": 1} and weights == {"wood": 0.25}
    other = lab("rapanui")
    paste(other, code)
    assert (
        other.weights["wood"].value == 0.25 and other.sets["B"].ruleset().options == ruleset.options
    )
    assert other.bot_specs()[0] == "greedy:wood=0.25"
    # weights alone make a link too (the seed's rules, another bot)
    plain = lab("rapanui")
    plain.weights["moai"].value = 9.0
    assert "?b=r1." in links(plain).copy.copy().target
    # a code with a weight the game does not have
    import json
    import zlib

    raw = json.loads(RuleSet("rapanui", {"majority_min_count": 2}).to_json())
    raw[rules_code.WEIGHTS] = {"x": 1}
    text = json.dumps(raw, separators=(",", ":")).encode()
    body = base64.urlsafe_b64encode(zlib.compress(text)).decode().rstrip("=")
    fresh = lab("rapanui")
    paste(fresh, f"r1.{body}")
    assert "'x' is not a greedy weight" in fresh.message.value.replace("&#x27;", "'")
    assert fresh.sets["B"].ruleset().options == {} and fresh.weights["wood"].value == 0.6
