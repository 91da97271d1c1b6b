"""Every event, phase, action and reason has a sentence in English and in Traditional Chinese."""

import random
import re

import pytest
from rapanui_support import act, position

from kit import rapanui
from kit.core import i18n
from kit.rapanui import illegal
from kit.rapanui.game import PHASES

EVENT_TYPES = {
    "turn",
    "bought",
    "no_buy",
    "played",
    "played_hunters",
    "discarded",
    "sacrifice_round",
    "sacrificed",
    "sacrificed_face_down",
    "offered",
    "no_offer",
    "drew",
    "refilled",
    "indicator",
    "majority",
    "gained_wood",
    "gained_glory",
    "received",
    "supply_empty",
    "moai_payout",
    "game_over",
    "altar_revealed",
    "altar_values",
    "final_score",
    "winner",
}


def collect_events():
    events = []
    for seed in range(30):
        game = rapanui.new_game(2 + seed % 3, seed=seed)
        bot, rng = rapanui.GreedyBot(), random.Random(seed)
        while not game.is_over:
            seat = game.to_move[0]
            events += game.apply(bot.choose(game.view(seat), game.legal_actions(seat), rng))
    stuck = position(hands=[["moai"] * 3, [], []], wood=[0, 3, 4])
    act(stuck, "0:no_buy")
    events += act(stuck, "0:discard")
    moai = position(hands=[["moai"] * 3, [], []], wood=[7, 3, 4], stocks=[{}, {}, {}])
    act(moai, "0:no_buy")
    act(moai, "0:play moai 1")
    events += act(moai, "0:no_offer")
    empty = position(supply={"fish": 0}, hands=[["lumberjack"] * 3, [], []])
    empty.market[0] = ["fish", "grain"]
    empty.displays[1]["fish"] = 1
    act(empty, "0:no_buy")
    act(empty, "0:play lumberjack 1")
    events += act(empty, "0:draw 0")
    return events


@pytest.fixture(scope="module")
def events():
    return collect_events()


def test_every_event_type_occurs_and_has_sentences(events):
    assert {e["type"] for e in events} == EVENT_TYPES
    for e in events:
        for lang in ("en", "zh-TW"):
            text = rapanui.describe(e, lang, names=["Ana", "Bo", "Cy", "Di"])
            assert text and "{" not in text and "rapanui." not in text, (e, text)
            assert "_" not in text, text  # names are shown, not identifiers
        assert rapanui.describe(e, "en") != rapanui.describe(e, "zh-TW")


def test_event_sentences_examples():
    event = {"type": "played_hunters", "seat": 1, "kind": "sweet_potato", "count": 2, "cost": 1}
    assert rapanui.describe(event, "en") == (
        "Player 2 plays 2 sweet potato hunters & gatherers for 1 wood."
    )
    assert rapanui.describe(event, "zh-TW") == "玩家2打出2張生產者（甘藷），花費1根圓木。"
    drew = {"type": "drew", "seat": 0, "card": "fish", "column": 2}
    assert (
        rapanui.describe(drew, "en", ["Ana"]) == "Ana takes a fish hunter & gatherer from column 3."
    )
    assert rapanui.describe(drew, "zh-TW") == "玩家1從第3排拿走一張生產者（魚）。"


def test_phase_names():
    for phase in PHASES:
        en, zh = rapanui.phase_name(phase, "en"), rapanui.phase_name(phase, "zh-TW")
        assert en != zh and not en.startswith("rapanui.")


def test_action_labels_for_every_action_type():
    samples = [
        rapanui.Buy(0, "fish"),
        rapanui.PassBuy(0),
        rapanui.Play(0, "grain", 2),
        rapanui.Play(0, "moai", 1),
        rapanui.DiscardMoai(0),
        rapanui.Sacrifice(0, "mulberry", "down"),
        rapanui.Offer(0, "sweet_potato"),
        rapanui.PassOffer(0),
        rapanui.Draw(0, 3),
        rapanui.MoaiPayout(0, 2, 0),
    ]
    for action in samples:
        en, zh = rapanui.describe_action(action, "en"), rapanui.describe_action(action, "zh-TW")
        assert en != zh and "{" not in en + zh and "_" not in en + zh
    assert rapanui.describe_action(rapanui.Draw(0, 3), "en") == "Take the front card of column 4"
    assert rapanui.describe_action(rapanui.Play(0, "grain", 2), "zh-TW") == "打出2張生產者（穀子）"


def test_every_reason_key_used_by_the_engine_exists():
    source = open(illegal.__file__, encoding="utf-8").read()
    keys = set(re.findall(r'"(rapanui\.err\.[a-z_]+)"', source))
    assert len(keys) >= 20
    for key in keys:
        assert i18n.has(key), key
        assert i18n.t(key, "en") != i18n.t(key, "zh-TW")


def test_catalog_names_for_every_card_and_colour():
    for value in (*rapanui.CARD_TYPES, "yellow_green", "light_blue", "red", "violet"):
        assert i18n.has(f"rapanui.name.{value}")
    for kind in rapanui.KINDS:
        assert i18n.has(f"rapanui.name.hg_{kind}")
