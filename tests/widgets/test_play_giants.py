"""The Giants play page driven headless through its own buttons, forms and board clicks."""

import dataclasses
import json
import random

import pytest
from page_parts import action_buttons as clickables

from kit import giants
from kit.giants.actions import Bid, Place
from widgets.giants_play import GiantsUI, action_label, giants_play


def new_app(players, kinds, seed=1, rounds=2):
    app = giants_play()
    app.setup.players.value = players
    for i, kind in enumerate(kinds):
        app.setup.seat_kinds[i].value = kind
    app.setup.option_widgets["round_limit"].value = rounds
    app.setup.seed.value = str(seed)
    app.setup.start.click()
    assert app.session is not None, app.setup.message.value
    return app


def play_by_clicks(app, rng, limit=4000):
    for _ in range(limit):
        if app.session.game.is_over:
            return
        if app.curtain.layout.display != "none":
            app.curtain.click()
            continue
        buttons = clickables(app)
        assert buttons, app.header.value
        before = len(app.session.steps)
        rng.choice(buttons).click()
        assert len(app.session.steps) > before, app.status.value
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_whole_game_against_bots_through_the_page(players):
    kinds = ["human"] + ["greedy", "random"] * 2
    app = new_app(players, kinds[:players], seed=players)
    play_by_clicks(app, random.Random(players))
    assert "The game is over" in app.header.value and "Winner" in app.header.value
    assert app.slots[2].figure is not None  # the final breakdown
    record = app.session.game.record()
    assert giants.replay(record).record() == record


def test_every_bid_is_reachable_from_the_form_and_hidden_from_others():
    app = new_app(3, ["human", "human", "greedy"], seed=2)
    app.curtain.click()
    seat = app.session.actor()
    legal = app.session.game.legal_actions(seat)
    assert all(isinstance(a, Bid) for a in legal)
    form = app.actions.children
    markers = next(w for w in _walk(form) if "moai-bid-markers" in w._dom_classes)
    workers = next(w for w in _walk(form) if "moai-bid-workers" in w._dom_classes)
    assert markers.max == max(a.markers for a in legal)
    assert workers.max == max(a.workers for a in legal)
    markers.value, workers.value = markers.max, 0
    next(w for w in _walk(form) if "moai-bid" in w._dom_classes).click()
    assert app.session.game.view(seat)["seats"][seat]["bid"] is not None
    # the next person sees the curtain, and nothing of the first bid
    assert app.curtain.layout.display is None
    app.log_box.selected_index = 0
    page = app.header.value + app.private.value + app.status.value + app.log_html.value
    assert "<li>" in app.log_html.value
    figures = json.dumps([s.figure.to_dict() for s in app.slots if s.figure], default=str)
    assert f"bid {markers.max} markers" not in page + figures
    bid = app.session.game.view(seat)["seats"][seat]["bid"]
    assert action_label(Bid(seat, **bid), "en") not in page + figures


def _walk(widgets):
    todo = list(widgets)
    while todo:
        w = todo.pop(0)
        yield w
        todo.extend(getattr(w, "children", ()))


def reach_placement(app, rng):
    for _ in range(200):
        seat = app.session.actor()
        if any(isinstance(a, Place) for a in app.session.game.legal_actions(seat)):
            return
        rng.choice(clickables(app)).click()
    raise AssertionError("no placement reached")


def test_placement_by_a_click_on_a_highlighted_hex():
    app = new_app(3, ["human", "greedy", "greedy"], seed=5)
    reach_placement(app, random.Random(1))
    board = app.slots[0].figure
    lit = [t for t in board.data if t.uid == "highlight"]
    assert lit, "the legal hexes are highlighted"
    seat = app.session.actor()
    legal = app.session.game.legal_actions(seat)
    targets = GiantsUI().targets(app.session.game.view(seat), legal)
    place = next(a for a in legal if isinstance(a, Place) and a.figure == "worker" and a.logs == 0)
    assert place.hex in targets
    before = len(app.session.steps)
    app.pick(place.hex)
    assert app.session.steps[before].action == place


def test_a_click_on_a_hex_that_means_nothing_changes_nothing():
    app = new_app(3, ["human", "greedy", "greedy"], seed=6)
    before = app.session.game.record()
    app.pick("no-such-hex")
    assert app.session.game.record() == before


SAMPLE = {
    "markers": 1,
    "workers": 2,
    "sorcerer": True,
    "chief": False,
    "size": 2,
    "figure": "worker",
    "hex": "H12",
    "logs": 1,
    "ahu": "A01",
    "item": "m20",
    "carriers": ("C1", "W0", "L"),
}


def test_every_action_kind_has_a_label_in_both_languages():
    for kind, cls in giants.ACTIONS.by_kind.items():
        action = cls(0, *(SAMPLE[f.name] for f in dataclasses.fields(cls)[1:]))
        for lang in ("en", "zh-TW"):
            label = action_label(action, lang, ["A", "B"])
            assert label and not label.startswith("play.giants"), (kind, label)
            assert "{" not in label


def test_board_clicks_reach_the_page_through_the_plot_board():
    app = new_app(3, ["human", "greedy", "greedy"], seed=5)
    reach_placement(app, random.Random(1))
    board = app.slots[0]
    trace = next(t for t in board.figure.data if t.uid == "hexes")
    seat = app.session.actor()
    place = next(
        a
        for a in app.session.game.legal_actions(seat)
        if isinstance(a, Place) and a.figure == "worker" and a.logs == 0
    )
    assert place.hex in [c if isinstance(c, str) else c[0] for c in trace.customdata]

    before = len(app.session.steps)
    board.board._handle_custom_msg({"pick": place.hex}, [])  # what the page's script sends
    assert app.session.steps[before].action == place

    # a message that names no point is ignored: nothing is applied, even where an action is legal
    after = app.session.game.record()
    assert app.session.legal(app.session.actor()), "a person may act"
    picked = []
    board.on_pick, pick = picked.append, board.on_pick
    board.board._handle_custom_msg({}, [])
    assert picked == [] and app.session.game.record() == after
    board.on_pick = pick


def test_the_pick_order_help_says_markers_half_tablets_turn_order():
    # R5.4: most Tribe Markers first, then most half-tablets, then turn order; figures only
    # give carving strength (R5.3, R5.5), never a better place in the order
    from kit.core import i18n

    for key in ("play.giants.help.auction_pick", "play.giants.bid_help"):
        en, zh = i18n.t(key, "en"), i18n.t(key, "zh-TW")
        assert all(w in en for w in ("Tribe Markers", "half-tablets", "turn order")), en
        assert "strength" not in en and "order of strength" not in en
        assert all(w in zh for w in ("部落標記", "半塊石碑", "行動順位")), zh
        assert "實力" not in zh
    game = giants.new_game(3, seed=26)
    assert game.state.first == 0
    events = []
    for bid in (Bid(0, 0, 1, True, True), Bid(1, 1, 0, False, False), Bid(2, 1, 1, False, False)):
        events += game.apply(bid)
    revealed = next(e for e in events if e["type"] == "bids_revealed")
    assert revealed["order"] == [1, 2, 0]  # the strongest bid, without a marker, picks last
