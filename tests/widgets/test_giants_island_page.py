"""The Giants island editor page, headless: clicks on the board (through the figure's click
handler) and from the keyboard (a target chosen, then Apply), Undo, the checks redrawn in the
page's language, the board file saved and loaded, an unplayable island refused, and the way to
the design lab with the island as rule set B (?b=<code>); the links to the editor."""

from __future__ import annotations

import base64
import html
import json
import re
from pathlib import Path
from types import SimpleNamespace
from urllib.parse import parse_qs, urlsplit

import pytest

from kit.giants.board import read_board
from kit.lab.rules_code import decode
from widgets.giants_island import LIMIT, IslandPage
from widgets.lab.address import take_address_rules
from widgets.lab.page import lab_page
from widgets.page_links import nav_html
from widgets.pages.landing import cards_html

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
CJK = re.compile(r"[\u3400-\u9fff]")


@pytest.fixture
def editor(monkeypatch):
    monkeypatch.chdir(NOTEBOOKS / "giants")  # the page's folder, as Voila runs it
    return IslandPage("en")


def click(editor: IslandPage, uid: str, target: str) -> None:
    """A click on the board's point ``target`` of the trace ``uid``, as Plotly reports it."""
    trace = next(t for t in editor.board.widget.data if t.meta == uid)
    index = list(trace.customdata).index(target)
    editor.board._clicked(trace, SimpleNamespace(point_inds=[index]), None)


def upload(content: bytes, name: str = "island.json", size: int | None = None):
    size = len(content) if size is None else size
    return ({"name": name, "content": memoryview(content), "size": size},)


def downloaded(text: str) -> str:
    found = re.search(r'href="data:application/json;base64,([^"]+)"', text)
    assert found, text
    return base64.b64decode(found[1]).decode("utf-8")


def lab_href(editor: IslandPage) -> str:
    found = re.search(r"href='([^']+)'", editor.lab_link.value)
    assert found, editor.lab_link.value
    return html.unescape(found[1])


def test_a_click_on_a_sea_cell_places_an_ahu_and_the_board_shows_it(editor):
    sea = "{},{}".format(*editor.island.sea_cells()[0])
    editor.tool.value = "ahu"
    editor.moai.value, editor.hat.value = 8, 3
    click(editor, "sea", sea)
    ahus = next(t for t in editor.board.widget.data if t.meta == "ahus")
    assert "A27" in ahus.customdata and len(ahus.customdata) == 27
    assert "A27" in editor.message.value and "8 / 3" in editor.message.value
    assert "All 27 Ahu" in editor.checks.value
    assert editor.target.value == "A27" and not editor.undo_button.disabled  # the new Ahu
    outlined = [t for t in editor.board.widget.data if t.x and len(t.x) == 8 and t.mode == "lines"]
    assert outlined  # the target chosen is outlined
    click(editor, "ahus", "A27")  # the same tool on the Ahu sets its points: the same, refused
    assert "nothing changed" in editor.message.value and len(editor.island.history) == 1
    # Plotly also calls the other traces' handlers, with no point: nothing happens
    trace = next(t for t in editor.board.widget.data if t.meta == "hexes")
    editor.board._clicked(trace, SimpleNamespace(point_inds=[]), None)
    assert len(editor.island.history) == 1


def test_every_tool_has_a_keyboard_way_a_target_from_the_list_and_apply(editor):
    values = [v for _, v in editor.target.options]
    assert "H05" in values and "A01" in values and any("," in v for v in values)
    editor.tool.value = "forest"
    editor.logs.value = 4
    editor.target.value = "H05"
    editor.apply_button.click()
    assert "H05 is now a forest of 4 logs" in editor.message.value
    assert "8 forest hexes" in editor.checks.value  # R1.3: 7 forest tiles
    editor.undo_button.click()
    assert editor.island.to_data() == IslandPage("en").island.to_data()
    assert editor.undo_button.disabled and "taken back" in editor.message.value
    editor.tool.value = "sea"
    editor.target.value = "A01"
    editor.apply_button.click()
    assert "A01" not in [v for _, v in editor.target.options]


def test_the_language_switch_redraws_words_checks_and_the_last_message(editor):
    editor.tool.value = "village"
    editor.target.value = "H05"
    editor.apply_button.click()
    english = (editor.title.value, editor.checks.value, editor.message.value)
    assert "Village: 2 (H05, H27)" in editor.checks.value
    editor.toggle.value = "zh-TW"
    assert "島嶼編輯器" in editor.title.value and "村莊：2個（H05、H27）" in editor.checks.value
    assert "H05現在是村莊" in editor.message.value
    assert all(CJK.search(label) for label, _ in editor.tool.options)
    assert editor.apply_button.description == "套用" and editor.target.description
    figure = editor.board.widget.layout.title.text
    assert "島嶼編輯器" in figure
    editor.set_lang("en")
    assert (editor.title.value, editor.checks.value, editor.message.value) == english


def test_an_unplayable_island_is_refused_for_the_lab_and_the_file_with_its_reason(editor):
    editor.tool.value = "plain"
    editor.target.value = "H44"  # the Moai quarry gone (R1.1)
    editor.apply_button.click()
    editor.use_b.click()
    assert "href" not in editor.lab_link.value and "Moai quarry" in editor.lab_link.value
    assert (
        "cannot be played yet" in editor.message.value
        and "Moai quarry: none" in editor.message.value
    )
    editor.save_button.click()
    assert "href" not in editor.save_link.value and "Moai quarry" in editor.save_link.value
    editor.set_lang("zh-TW")
    assert "還不能進行遊戲" in editor.message.value and "石像雕刻場" in editor.message.value


def test_use_as_rule_set_b_opens_the_lab_with_this_island_in_b(editor, monkeypatch):
    editor.tool.value = "ahu"
    click(editor, "sea", "{},{}".format(*editor.island.sea_cells()[0]))
    editor.set_lang("zh-TW")
    editor.use_b.click()
    href = lab_href(editor)
    assert href.startswith("lab.ipynb?") and "lang=zh-TW" in href
    query = urlsplit(href).query
    ruleset = decode(parse_qs(query)["b"][0])
    assert ruleset.game == "giants" and ruleset.board == editor.island.board().to_dict()
    monkeypatch.setenv("QUERY_STRING", query)  # what Voila gives the lab page's kernel
    lab = lab_page("giants")
    assert lab.lang == "zh-TW" and lab.sets["B"].board == ruleset.board
    assert len(lab.sets["B"].board["ahus"]) == 27 and lab.sets["A"].board is None
    assert "網址" in lab.message.value
    # a damaged code is refused on the lab page, which keeps B as it was
    monkeypatch.delenv("QUERY_STRING")
    other = lab_page("giants", "en")
    assert take_address_rules(other, "b=r1.AAAA") is False
    assert other.sets["B"].board is None and "damaged" in other.message.value
    assert take_address_rules(other, "lang=en") is False and "damaged" in other.message.value


def test_the_board_file_saves_and_loads_back(editor):
    editor.tool.value = "coast"
    click(editor, "sea", "{},{}".format(*editor.island.sea_cells()[0]))
    editor.save_button.click()
    text = downloaded(editor.save_link.value)
    assert read_board(text).to_dict() == editor.island.to_data()  # the file the kit reads
    fresh = IslandPage("en")
    fresh.load(upload(text.encode("utf-8")))
    assert fresh.island.to_data() == editor.island.to_data() and "loaded" in fresh.message.value
    fresh.undo_button.click()  # back to the island before the file
    assert fresh.island.to_data() == IslandPage("en").island.to_data()


@pytest.mark.parametrize(
    ("content", "size", "why"),
    [
        (b"{not json", None, "JSON"),
        (json.dumps({"hexes": []}).encode(), None, "ahus"),
        (b"{}", LIMIT + 1, "1 MB"),
    ],
)
def test_a_bad_board_file_is_refused_with_its_reason_and_the_island_stays(
    editor, content, size, why
):
    before = editor.island.to_data()
    editor.load(upload(content, "bad.json", size))
    assert editor.island.to_data() == before
    assert "bad.json" in editor.message.value and why in editor.message.value
    editor.set_lang("zh-TW")
    assert "沒有載入圖板檔bad.json" in editor.message.value


def test_the_editor_is_linked_from_the_lab_and_the_start_page_and_links_the_lab():
    giants = NOTEBOOKS / "giants"
    lab = nav_html("giants", "lab", "zh-TW", giants)
    assert 'href="island.ipynb?lang=zh-TW"' in lab and "島嶼編輯器" in lab
    assert "island.ipynb" not in nav_html("giants", "play", "en", giants)
    assert "island.ipynb" not in nav_html("rapanui", "lab", "en", NOTEBOOKS / "rapanui")
    own = nav_html("giants", "island", "en", giants)
    assert 'href="lab.ipynb?lang=en"' in own and "island.ipynb" not in own
    card = cards_html("en", NOTEBOOKS)
    assert 'href="giants/island.ipynb?lang=en"' in card and "Island editor" in card
    assert "rapanui/island.ipynb" not in card
    source = "".join(json.loads((giants / "island.ipynb").read_text())["cells"][0]["source"])
    assert "from widgets.giants_island import island_page" in source


def test_every_control_is_named_in_the_page_language(editor):
    controls = (editor.tool, editor.logs, editor.moai, editor.hat, editor.target)
    english = [c.description for c in controls]
    assert all(english) and not any(CJK.search(n) for n in english)
    editor.set_lang("zh-TW")
    assert all(CJK.search(c.description) for c in controls)
    buttons = (editor.apply_button, editor.undo_button, editor.save_button, editor.use_b)
    assert all(CJK.search(b.description) for b in buttons)
