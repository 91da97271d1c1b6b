"""A game continued (from the kept game, or from a saved file) shows under "What just happened"
what the last action did, as the page showed it before: not the events of the whole game rebuilt
(issue 25, item 7). Driven headless through the page's own buttons."""

from __future__ import annotations

import random
import re

import pytest
from page_parts import action_buttons as buttons
from page_parts import upload

from widgets.giants_play import giants_play
from widgets.rapanui_play import rapanui_play

PAGES = {"giants": giants_play, "rapanui": rapanui_play}


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.setenv("MOAI_AUTOSAVE_DIR", str(tmp_path))
    monkeypatch.delenv("MOAI_CLIENT", raising=False)
    return tmp_path


def happened(app) -> list[str]:
    """The sentences under "What just happened"."""
    return re.findall(r"<li>(.*?)</li>", app.status.value)


def played(game: str, clicks: int, lang: str = "en"):
    app = PAGES[game](lang)
    app.setup.players.value = 3
    for i, kind in enumerate(["human", "greedy", "random"]):
        app.setup.seat_kinds[i].value = kind
    app.setup.seed.value = "7"
    app.setup.start.click()
    rng = random.Random(clicks)
    for _ in range(clicks):
        rng.choice(buttons(app)).click()
    assert not app.session.game.is_over and app.session.actor() == 0
    return app


@pytest.mark.parametrize("game", ["giants", "rapanui"])
@pytest.mark.parametrize("clicks", [0, 1, 6])
def test_a_continued_game_shows_what_the_last_action_did(folder, game, clicks):
    app = played(game, clicks)
    before = happened(app)
    assert before or not clicks  # after an action, something is said
    again = PAGES[game]("en")
    assert again.offer is not None
    again.continue_button.click()
    assert again.session.game.record() == app.session.game.record()
    assert happened(again) == before
    # and in the other language, the same sentences translated
    app.set_lang("zh-TW")
    again.set_lang("zh-TW")
    assert happened(again) == happened(app)


@pytest.mark.parametrize("game", ["giants", "rapanui"])
def test_a_loaded_file_shows_what_the_last_action_did(folder, game):
    app = played(game, 3)
    before = happened(app)
    other = PAGES[game]("en")
    other.upload.value = upload(app.session.save().encode())
    assert other.session is not None
    assert happened(other) == before
