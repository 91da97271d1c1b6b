"""The Rapa Nui play page driven headless through its own buttons and values."""

import json
import random

import pytest
from page_parts import upload

from kit import rapanui
from widgets.rapanui_play import rapanui_play


def action_buttons(app):
    return [b for row in app.actions.children for b in getattr(row, "children", ())]


def new_app(players, kinds, seed=1, lang="en"):
    app = rapanui_play(lang)
    app.setup.players.value = players
    for i, kind in enumerate(kinds):
        app.setup.seat_kinds[i].value = kind
    app.setup.seed.value = str(seed)
    app.setup.start.click()
    assert app.session is not None, app.setup.message.value
    return app


def play_by_clicks(app, rng, limit=3000):
    """Click random offered buttons (lifting the curtain when asked) until the game ends."""
    for _ in range(limit):
        if app.session.game.is_over:
            return
        if app.curtain.layout.display != "none":
            app.curtain.click()
            continue
        buttons = action_buttons(app)
        assert buttons, app.header.value
        actor = app.session.actor()
        offered = {b.tooltip for b in buttons}
        assert offered == {str(a) for a in app.session.game.legal_actions(actor)}
        rng.choice(buttons).click()
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_whole_game_against_bots_through_the_buttons(players):
    kinds = ["human"] + ["greedy", "random", "greedy"][: players - 1]
    app = new_app(players, kinds, seed=players)
    play_by_clicks(app, random.Random(players))
    assert "The game is over" in app.header.value
    assert "Winner" in app.header.value
    result = app.session.game.result()
    assert len(result["scores"]) == players
    # the final breakdown figure is shown
    assert app.slots[2].figure is not None
    assert rapanui.replay(app.session.game.record()).record() == app.session.game.record()


def test_only_bots_play_a_whole_game_by_themselves():
    app = new_app(4, ["random", "greedy", "random", "greedy"], seed=9)
    assert app.session.game.is_over
    assert app.actions.children == ()
    assert app.log_html.value == ""  # drawn only when opened
    app.log_box.selected_index = 0
    assert app.log_html.value.count("<li>") == len(app.session.log("en"))


def test_hot_seat_curtain_hides_the_other_persons_private_panel():
    app = new_app(2, ["human", "human"], seed=4)
    game = app.session.game
    assert app.curtain.layout.display is None
    assert "I am Player 1" == app.curtain.description
    assert "Your hand" not in app.private.value and action_buttons(app) == []
    app.curtain.click()
    hand0 = game.view(0)["hand"]
    assert "Your hand" in app.private.value
    rng = random.Random(2)
    # seat 0 acts until seat 1 must act: then the curtain falls again
    while app.session.actor() == 0:
        rng.choice(action_buttons(app)).click()
    assert app.curtain.layout.display is None
    assert app.curtain.description == "I am Player 2"
    assert action_buttons(app) == []
    # nothing private of seat 0 on the page while the curtain is down
    hidden = json.dumps([s.figure.to_dict() for s in app.slots if s.figure], ensure_ascii=False)
    assert "Your hand" not in app.private.value + hidden
    assert app.private.value.count("moai-private-panel") == 0
    app.curtain.click()
    assert "Your hand" in app.private.value
    assert hand0 is not None


def test_projector_mode_shows_only_the_public_view():
    app = new_app(3, ["human", "greedy", "greedy"], seed=5)
    assert "Your hand" in app.private.value
    app.projector.value = True
    assert app.private.value == "" and action_buttons(app) == []
    app.projector.value = False
    assert action_buttons(app)


def test_switching_language_mid_game_keeps_the_game():
    app = new_app(3, ["human", "greedy", "random"], seed=6)
    rng = random.Random(1)
    for _ in range(5):
        rng.choice(action_buttons(app)).click()
    record = app.session.game.record()
    app.toggle.value = "zh-TW"
    assert app.session.game.record() == record
    assert "回合" in app.header.value
    assert all(any("\u4e00" <= ch <= "\u9fff" for ch in b.description) for b in action_buttons(app))
    assert "剛剛發生的事" in app.status.value
    app.toggle.value = "en"
    assert "Turn" in app.header.value


def test_save_and_load_round_trip_through_the_upload():
    app = new_app(3, ["human", "greedy", "random"], seed=7)
    rng = random.Random(3)
    for _ in range(12):
        rng.choice(action_buttons(app)).click()
    app.save_button.click()
    assert "download=" in app.save_link.value
    text = app.session.save()
    other = new_app(2, ["human", "human"], seed=1)
    other.upload.value = upload(text.encode(), "game.json")
    assert other.session.game.record() == app.session.game.record()
    assert [s.human for s in other.session.seats] == [True, False, False]
    assert "Loaded game.json" in other.file_status.value  # beside the upload
    assert other.upload.value == ()


def walk(widget):
    """``widget`` and every widget inside it."""
    yield widget
    for child in getattr(widget, "children", ()):
        yield from walk(child)


@pytest.mark.parametrize(
    "content",
    [b"not json", b"[]", b'{"game": "giants"}', b"\xff\xfe", None],
)
def test_a_corrupt_upload_gets_a_message_and_the_game_is_untouched(content):
    app = new_app(3, ["human", "greedy", "random"], seed=8)
    if content is None:
        record = app.session.game.record()
        record["actions"].insert(0, {"type": "draw", "seat": 2, "column": 0})
        content = json.dumps(record).encode()
    before = app.session.game.record()
    app.upload.value = upload(content, "bad.json")
    assert app.session.game.record() == before
    assert "Could not load bad.json" in app.file_status.value
    assert "unchanged" in app.file_status.value
    # said beside the upload that caused it, in the game's row of files
    row = next(box for box in walk(app.game_box) if app.upload in getattr(box, "children", ()))
    assert app.file_status in row.children
    assert "bad.json" not in app.status.value


def test_replay_slider_steps_back_view_only_and_returns():
    app = new_app(3, ["human", "greedy", "greedy"], seed=10)
    rng = random.Random(4)
    for _ in range(8):
        rng.choice(action_buttons(app)).click()
    now = len(app.session.steps)
    app.replay.value = 2
    assert "Replay" in app.header.value and action_buttons(app) == []
    assert not app.present.disabled
    app.present.click()
    assert app.replay.value == now and action_buttons(app)
    assert len(app.session.steps) == now


def test_undo_own_last_action_when_nothing_was_revealed():
    app = new_app(2, ["human", "greedy"], seed=11)
    assert app.undo_button.disabled
    before = app.session.game.record()
    buttons = action_buttons(app)
    buy = next(b for b in buttons if b.tooltip.startswith("0:no_buy"))
    buy.click()
    assert not app.undo_button.disabled
    app.undo_button.click()
    assert app.session.game.record() == before
    assert "taken back" in app.status.value


def test_a_move_the_page_does_not_offer_is_ignored_without_an_error():
    app = new_app(2, ["human", "greedy"], seed=12)
    before = app.session.game.record()
    app.act(rapanui.parse_action("1:draw 0"))  # the bot's seat: a stale click
    assert app.session.game.record() == before
    assert "moai-error" not in app.parts.feedback.value


def test_an_engine_error_follows_a_language_switch():
    app = new_app(2, ["human", "greedy"], seed=12)
    app.undo()  # nothing to take back yet: a refusal of the session, in both languages
    english = app.error_text()
    assert english and english in app.parts.feedback.value  # by the controls, not below
    app.set_lang("zh-TW")
    assert app.error_text() != english and app.error_text() in app.parts.feedback.value
    assert any("\u4e00" <= c <= "\u9fff" for c in app.error_text())


def test_bad_setup_values_are_reported():
    app = rapanui_play()
    app.setup.seed.value = "abc"
    app.setup.start.click()
    assert app.session is None and "whole number" in app.setup.message.value
    app.setup.seed.value = ""
    app.setup.option_widgets["start_set_missing"].value = "fish,fish"
    app.setup.start.click()
    assert app.session is None and "start_set_missing" in app.setup.message.value


def test_what_just_happened_follows_the_language():
    app = new_app(2, ["human", "greedy"], seed=13)
    rng = random.Random(5)
    for _ in range(6):
        rng.choice(action_buttons(app)).click()
    app.toggle.value = "zh-TW"
    recent = app.status.value.split("剛剛發生的事")[1]
    assert "Player" not in recent and "takes" not in recent
    assert "玩家" in recent


def test_the_market_and_players_table_is_html_and_keeps_the_curtain():
    app = new_app(2, ["human", "human"], seed=4)
    table = app.parts.slot_of["table"]
    assert "moai-rn-table" in table.html and "Your hand" not in table.html  # curtain down
    app.curtain.click()
    assert "Your hand" in table.html and "Player 1" in table.html
    app.projector.value = True
    assert "Your hand" not in table.html
    app.projector.value = False
    app.toggle.value = "zh-TW"
    assert "Your hand" not in table.html and "rn-front" in table.html


@pytest.mark.parametrize(
    ("lang", "cost", "price"),
    [
        ("en", "play one lumberjack, priest or moai (5 wood)", "price: 4 wood"),
        ("zh-TW", "（5根圓木）", "價格：4根圓木"),
    ],
)
def test_the_play_form_takes_rule_parameters_and_the_help_quotes_them(lang, cost, price):
    """Parameters set in the form (R5.1 moai cost 5, R4.2 base price 4) are the game's rules,
    and the help of a phase quotes the numbers in play, not the published ones."""
    app = rapanui_play(lang)
    app.setup.option_widgets["moai_cost"].value = 5
    app.setup.option_widgets["offering_base_price"].value = 4
    app.setup.seed.value = "3"
    app.setup.start.click()
    game = app.session.game
    assert (game.options.moai_cost, game.options.offering_base_price) == (5, 4)
    assert price in app.header.value  # the game starts with a purchase (R4)
    while game.phase != "play":  # buy nothing, by its button
        last = str(game.legal_actions(app.session.actor())[-1])
        next(b for b in action_buttons(app) if b.tooltip == last).click()
    assert cost in app.header.value


def test_a_parameter_out_of_range_is_refused_by_the_form():
    app = rapanui_play("en")
    app.setup.option_widgets["hand_size"].value = 1  # the box is bounded by the range (3-6)
    assert app.setup.option_widgets["hand_size"].value == 3
    app.setup.option_widgets["deck"].value = "moai=9, priest=9"  # a type is missing
    app.setup.start.click()
    assert app.session is None and "deck" in app.setup.message.value
