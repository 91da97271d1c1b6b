"""A third game in the kit's pages, run by ``tests/third_game/test_third_game.py`` in a Python of
its own where ``MOAI_KIT_GAMES=stones`` and the game's folder (``tests/third_game``) is on the
path, as a class would add a game of its own: nothing of the kit is edited for it."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from kit import games
from kit.lab import run as lab_run
from widgets.lab.page import lab_page
from widgets.pages.gallery import Gallery
from widgets.pages.landing import Landing
from widgets.pages.teachers import TeachersPage
from widgets.play.page import play_page

ROOT = Path(__file__).resolve().parents[3]
GAME = Path(__file__).resolve().parents[1] / "stones"
RAW_KEY = re.compile(r"\b(?:app|stones|play|lab|plots|teach|design|lessons)\.[a-z_]+(?:\.[a-z_]+)+")


@pytest.fixture(scope="module")
def pages(tmp_path_factory) -> Path:
    """The kit's notebooks folder with the game's pages beside the others (links, not copies)."""
    root = tmp_path_factory.mktemp("notebooks")
    for entry in (ROOT / "notebooks").iterdir():
        (root / entry.name).symlink_to(entry)
    (root / "stones").symlink_to(GAME / "notebooks")
    return root


def raw_keys(text: str) -> list[str]:
    """Message keys shown as they are, for want of their words (``play.stones.title``); file
    names (``stones/play.ipynb``) are no keys."""
    return [k for k in RAW_KEY.findall(text) if not k.endswith(".ipynb")]


def test_the_game_is_found_from_its_own_folder():
    assert games.keys()[-1] == "stones"
    assert games.spec("stones").engine.__file__.startswith(str(GAME))


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_the_landing_page_shows_its_card_with_links(pages, lang):
    html = Landing(lang, root=pages).cards.value
    assert games.spec("stones").name(lang) in html
    assert 'href="stones/play.ipynb' in html and 'href="stones/lab.ipynb' in html
    assert "stones/lessons.ipynb" not in html  # it has no lessons: no link to them
    assert not raw_keys(html), raw_keys(html)
    assert "app.stones" not in html


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_a_whole_game_on_its_play_page_by_clicks(lang):
    app = play_page("stones", lang)
    app.setup.players.value = 2
    app.setup.seat_kinds[0].value = "human"
    app.setup.seat_kinds[1].value = "greedy"
    app.setup.seed.value = "5"
    app.setup.start.click()
    assert app.session is not None, app.setup.message.value
    rng = random.Random(5)
    for _ in range(40):
        if app.session.game.is_over:
            break
        buttons = [b for row in app.actions.children for b in getattr(row, "children", ())]
        assert buttons, app.header.value
        rng.choice(buttons).click()
    game = app.session.game
    assert game.is_over
    assert ("over" if lang == "en" else "結束") in app.header.value
    assert games.spec("stones").engine.replay(game.record()).record() == game.record()
    assert all(slot.figure is not None for slot in app.slots if slot.layout.display != "none")
    shown = [
        app.title.value,
        app.header.value,
        *(w.value for w in _widgets(app.actions) if hasattr(w, "value")),
    ]
    assert not raw_keys(" ".join(map(str, shown))), shown
    app.set_lang("zh-TW" if lang == "en" else "en")  # the other language, mid-page
    assert not raw_keys(app.title.value + app.header.value)


def test_the_lab_runs_a_table_and_the_comparison():
    table = lab_run("stones", players=2, bots=["greedy", "random"], games=10, seed=1, workers=1)
    assert len(table) == 10 and all(not row["timed_out"] for row in table)
    assert {"pile", "single_takes"} <= set(table.rows[0]["facts"])
    page = lab_page("stones", "en")
    page.single = True
    page.games.value = 10
    page.sets["B"].widgets["max_take"].value = 2
    page.run_button.click()
    run = page.run_state
    assert run.done == run.total == 20
    assert [len(t) for t in run.tables.values()] == [10, 10]
    assert all(r["options"]["max_take"] == 2 for r in run.tables["B"])
    assert set(page.slots) == {"win_rates", "differences", "scores", "length"}
    assert all(slot.figure is not None for slot in page.slots.values())
    assert "Balance" in page.measures.value
    assert not raw_keys(page.title.value), page.title.value
    page.set_lang("zh-TW")
    assert "S2" in page.sets["B"].labels["max_take"].value
    assert "拿石頭" in page.title.value


def test_the_gallery_draws_its_figure():
    gallery = Gallery("zh-TW")
    captions = [c.value for c in gallery.captions]
    assert any("石堆和拿走的石頭" in c for c in captions)
    assert all(slot.figure is not None for slot in gallery.slots)


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_the_teachers_page_lists_its_options_with_rule_numbers(pages, lang):
    page = TeachersPage(lang, root=pages)
    text = json.dumps([getattr(w, "value", "") for w in _widgets(page)], ensure_ascii=False)
    option = "Most stones taken at once" if lang == "en" else "一次最多拿幾顆"
    assert option in text and "S2" in text
    assert not raw_keys(text), raw_keys(text)


def _widgets(widget):
    yield widget
    for child in getattr(widget, "children", ()):
        yield from _widgets(child)


def test_its_notebooks_are_thin_and_build_their_pages():
    for name in ("play", "lab"):
        cells = json.loads((GAME / "notebooks" / f"{name}.ipynb").read_text())["cells"]
        assert len(cells) == 1
        scope: dict[str, object] = {}
        source = "".join(cells[0]["source"])
        *body, last = source.strip().splitlines()
        exec("\n".join(body), scope)  # the notebook's own cell
        page = eval(last, scope)
        assert page.__class__.__name__ in ("PlayApp", "LabApp")


def test_no_file_of_the_kit_names_it():
    named = [
        str(path.relative_to(ROOT))
        for folder in ("kit", "widgets", "deploy", "notebooks", "binder")
        for path in (ROOT / folder).rglob("*")
        if path.is_file()
        and path.suffix in (".py", ".ipynb", ".json", ".txt", ".cfg", ".toml", ".yml", ".md")
        and "stones" in path.read_text(encoding="utf-8", errors="ignore").lower()
    ]
    named += [n for n in ("Makefile", "pyproject.toml") if "stones" in (ROOT / n).read_text()]
    assert named == []
