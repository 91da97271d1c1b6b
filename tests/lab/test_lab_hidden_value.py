"""What hidden information is worth (kit.lab.hidden_value): the omniscient ISMCTS reads the
true game through one named path only, a fair bot never does, and the gap has its interval."""

import copy
import random

import pytest

from kit.core.game import Game
from kit.core.i18n import t
from kit.lab.bots import SEES_ALL, make_bot
from kit.lab.experiment import play_game
from kit.lab.hidden_value import FAIR, SEES, hidden_value, run_hidden_value
from kit.lab.ismcts import ISMCTSBot
from kit.lab.messages import bot_name
from kit.rapanui import determinize, new_game


class FairSpy:
    """A fair bot that records every argument it is given (and would take a game if offered)."""

    name = "spy"

    def __init__(self):
        self.seen = []
        self.games = []

    def choose(self, view, legal, rng):
        self.seen.append(view)
        return legal[0]

    def choose_seeing_all(self, game, seat, legal, rng):  # must never be called
        self.games.append(game)
        return legal[0]


class AllSeeingSpy(FairSpy):
    sees_all = True


def _play(bots):
    seats = list(bots)
    return play_game("rapanui", 3, seats, {}, None, 7, 10_000, bots=bots)


def test_a_fair_bot_gets_only_its_seats_view_without_hidden_cards():
    spies = {"a": FairSpy(), "b": FairSpy(), "c": FairSpy()}
    row = _play(spies)
    assert not row["timed_out"]
    for spy in spies.values():
        assert spy.seen and not spy.games
        for view in spy.seen:
            assert isinstance(view, dict) and not isinstance(view, Game)
            me = view["seat"]
            assert "hand" in view and "stock" in view  # its own cards (R12.1)
            for entry in view["seats"]:  # the others': how many, never which (R12.1)
                assert "hand" not in entry and "stock" not in entry
                assert isinstance(entry["hand_size"], int)
            assert "pile" not in view and isinstance(view["draw_pile"], int)
            assert me in range(3)


def test_only_a_bot_that_declares_sees_all_is_given_the_true_game():
    fair, seer = FairSpy(), AllSeeingSpy()
    truthy = FairSpy()
    truthy.sees_all = "yes"  # not True: no game for it
    _play({"fair": fair, "seer": seer, "truthy": truthy})
    assert not fair.games and not truthy.games
    assert seer.games and not seer.seen
    assert all(isinstance(g, Game) for g in seer.games)


def test_the_omniscient_bot_searches_copies_of_the_true_game_and_is_marked():
    bot = make_bot("rapanui", f"{SEES_ALL}:iterations=12")
    assert bot.sees_all is True and bot.name == SEES_ALL
    assert make_bot("rapanui", "ismcts:iterations=12").sees_all is False
    g = new_game(3, 2)
    before = copy.deepcopy(g.record())
    seat = g.to_move[0]
    action = bot.choose_seeing_all(g, seat, g.legal_actions(seat), random.Random(1))
    assert action in g.legal_actions(seat)
    assert g.record() == before  # the true game is not touched
    with pytest.raises(ValueError, match="given the game"):
        bot.choose(g.view(seat), g.legal_actions(seat), random.Random(1))
    fair = ISMCTSBot(determinize, iterations=5)
    with pytest.raises(ValueError, match="fair"):
        fair.choose_seeing_all(g, seat, g.legal_actions(seat), random.Random(1))
    for lang in ("en", "zh-TW"):
        name = bot_name(f"{SEES_ALL}:iterations=12", lang)
        assert ("not a fair player" if lang == "en" else "不是公平的玩家") in name


def test_the_gap_on_a_tiny_run_is_paired_by_seed_with_its_interval():
    result, tables = run_hidden_value(
        "rapanui", players=3, games=4, seed=2, iterations=6, workers=1
    )
    assert [r["seed"] for r in tables[FAIR]] == [r["seed"] for r in tables[SEES]] == [2, 3, 4, 5]
    assert all(any(b.startswith(f"{SEES_ALL}:") for b in r["bots"]) for r in tables[SEES])
    assert not any(any(b.startswith(SEES_ALL) for b in r["bots"]) for r in tables[FAIR])
    gap = result.gap
    assert gap.diff == pytest.approx(result.sees_all.value - result.fair.value)
    assert gap.low <= gap.diff <= gap.high
    assert result.seeds == (2, 3, 4, 5) and result.players == 3
    assert "not a fair player" in result.reading("en")
    assert "不是公平的玩家" in result.reading("zh-TW")


def _rows(tables, won_by):
    """Copies of the tables where the searcher wins (``won_by`` "searcher") or a greedy seat."""
    out = {}
    for name, table in tables.items():
        table = copy.deepcopy(table)
        for row in table.rows:
            searcher = next(s for s, b in enumerate(row["bots"]) if b.startswith("ismcts"))
            row["winners"] = [searcher] if won_by[name] else [(searcher + 1) % 3]
            row["timed_out"] = False
        out[name] = table
    return out


def test_the_reading_says_only_what_the_run_shows():
    _, tables = run_hidden_value("rapanui", players=3, games=3, seed=0, iterations=4, workers=1)
    more = hidden_value(_rows(tables, {FAIR: False, SEES: True}))
    assert (more.gap.diff, more.gap.low, more.gap.high) == (1.0, 1.0, 1.0)
    assert more.reading("en") == t(
        "lab.hidden.reading.more",
        "en",
        games=3,
        sees="100.0%",
        fair="0.0%",
        gap="+100.0 pp",
        interval="[+100.0 pp, +100.0 pp]",
    )
    same = hidden_value(_rows(tables, {FAIR: True, SEES: True}))
    assert "cannot say" in same.reading("en") and "說不出" in same.reading("zh-TW")
    with pytest.raises(ValueError, match="two or more"):
        hidden_value({FAIR: tables[FAIR], SEES: type(tables[SEES])("rapanui")})
