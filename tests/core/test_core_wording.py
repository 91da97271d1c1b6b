"""What the games say reads naturally: a count of zero is not said aloud (its part is left out,
"nothing" when every part is empty), lists read as sentences ("a, b and c"; 「a、b和c」), and
repeated carriers are counted together ("2 logs", not "a log, a log")."""

from __future__ import annotations

import random
import re

import pytest

from kit import giants, rapanui
from kit.core import i18n
from kit.giants.actions import Bid, Place, Sculpt
from kit.rapanui.actions import MoaiPayout, Play
from widgets.giants_play import action_label, carriers_name

ZH = "zh-TW"
NAMES = ["Pip", "Tiki", "Vai", "Hina"]


# -- Giants: the labels of the play page --------------------------------------------------------
@pytest.mark.parametrize(
    ("bid", "en", "zh"),
    [
        (Bid(0, 1, 0, False, True), "bid 1 Tribe Marker and the chief", "出價：1個部落標記和酋長"),
        (Bid(0, 0, 2, True, False), "bid 2 workers and the sorcerer", "出價：2個工人和巫師"),
        (
            Bid(0, 2, 1, True, True),
            "bid 2 Tribe Markers, 1 worker, the sorcerer and the chief",
            "出價：2個部落標記、1個工人、巫師和酋長",
        ),
        (Bid(0, 0, 0, False, False), "bid nothing", "出價：無"),
    ],
)
def test_a_bid_names_only_what_it_holds(bid: Bid, en: str, zh: str) -> None:
    assert action_label(bid, "en") == en  # not "bid 1 Tribe Marker, 0 workers no sorcerer ..."
    assert action_label(bid, ZH) == zh


def test_a_pick_says_with_or_without_the_chief() -> None:
    assert action_label(Sculpt(0, 2, False), "en") == "a size-2 moai without the chief"
    assert action_label(Sculpt(0, 3, True), "en") == "a size-3 moai with the chief"
    assert action_label(Sculpt(0, 2, False), ZH) == "中尊石像（不用酋長）"  # not 「尺寸2的石像」
    assert action_label(Sculpt(0, 1, True), ZH) == "小尊石像（用酋長）"


def test_a_placement_without_logs_does_not_mention_them() -> None:
    assert action_label(Place(0, "worker", "H12", 0), "en") == "worker on H12"
    assert action_label(Place(0, "worker", "H12", 1), "en") == "worker on H12 with 1 log"
    assert action_label(Place(0, "sorcerer", "H12", 2), "en") == "sorcerer on H12 with 2 logs"
    assert action_label(Place(0, "worker", "H12", 0), ZH) == "工人放在H12"
    assert action_label(Place(0, "worker", "H12", 2), ZH) == "工人放在H12，帶2根圓木"


def test_carriers_count_their_logs_together() -> None:
    assert carriers_name(["L", "L", "W1"], "en", NAMES) == "2 logs and Tiki's worker"
    assert (
        carriers_name(["L", "W1", "S2"], "en", NAMES) == "a log, Tiki's worker and Vai's sorcerer"
    )
    assert carriers_name(["C0"], "en", NAMES) == "Pip's chief"
    assert carriers_name(["L", "L", "W1"], ZH, NAMES) == "2根圓木和Tiki的工人"
    assert carriers_name([], "en", NAMES) == "—"


# -- Giants: the game log ------------------------------------------------------------------------
def test_giants_events_leave_out_zero_counts() -> None:
    placed = {"type": "figure_placed", "seat": 0, "figure": "worker", "hex": "H12", "logs": 0}
    assert giants.describe(placed, "en", NAMES) == "Pip places a worker on H12."
    assert giants.describe({**placed, "logs": 2}, "en", NAMES).endswith("on H12 with 2 logs.")
    assert giants.describe(placed, ZH, NAMES) == "Pip將工人放在H12。"
    parked = {"type": "items_parked", "seat": 0, "moai": 2, "headdresses": 0}
    assert giants.describe(parked, "en", NAMES) == "Pip's unmoved items go to the quarries: 2 moai."
    assert giants.describe(parked, ZH, NAMES) == "Pip未運送的物件移到雕刻場：2尊石像。"
    both = giants.describe({**parked, "headdresses": 1}, "en", NAMES)
    assert both.endswith("2 moai and 1 headdress.")
    removed = {"type": "logs_removed", "count": 0}
    assert "0" not in giants.describe(removed, "en") and "0" not in giants.describe(removed, ZH)
    assert giants.describe({**removed, "count": 3}, "en") == (
        "3 logs on the board are removed from the game."
    )


def test_giants_events_name_the_sizes_as_the_seed_does() -> None:
    sculpted = {"type": "moai_sculpted", "seat": 1, "size": 2, "chief": True}
    assert giants.describe(sculpted, "en", NAMES) == "Tiki sculpts a size-2 moai."
    assert giants.describe(sculpted, ZH, NAMES) == "Tiki雕刻了一尊中尊石像。"
    rolled = {"type": "dice_rolled", "faces": [0, 2, 3], "moai": [2, 3]}
    assert giants.describe(rolled, ZH).endswith("放上石像採石場板塊的石像：中尊、大尊。")
    assert giants.describe(rolled, "en").endswith("(sizes): 2, 3.")
    erected = {"type": "moai_erected", "seat": 0, "size": 3, "ahu": "A06", "item": "m30"}
    assert giants.describe(erected, ZH, NAMES) == "Pip在石台A06上豎立一尊大尊石像。"


# -- Rapa Nui ------------------------------------------------------------------------------------
def test_rapanui_labels_say_cards_and_payouts_naturally() -> None:
    label = rapanui.describe_action
    assert label(Play(0, "moai", 1), "en") == "Play a moai"  # not "Play 1 × moai"
    assert label(Play(0, "fish", 2), "en") == "Play 2 fish hunter & gatherer cards"
    assert label(Play(0, "fish", 2), ZH) == "打出2張生產者（魚）"
    assert label(MoaiPayout(0, 0, 2), "en") == "Take 2 glory"  # not "Take 0 wood and 2 glory"
    assert label(MoaiPayout(0, 3, 0), "en") == "Take 3 wood"
    assert label(MoaiPayout(0, 1, 2), "en") == "Take 1 wood and 2 glory"
    assert label(MoaiPayout(0, 0, 2), ZH) == "拿2分"
    assert label(MoaiPayout(0, 1, 2), ZH) == "拿1根圓木和2分"
    assert label(rapanui.parse_action("2:no_offer"), "en") == "Add nothing from the supply"


def test_rapanui_events_leave_out_zero_counts() -> None:
    payout = {"type": "moai_payout", "seat": 2, "wood": 0, "glory": 1}
    assert rapanui.describe(payout, "en", NAMES) == "Vai takes the moai payout as 1 glory."
    assert rapanui.describe(payout, ZH, NAMES) == "Vai的摩艾像獎勵：1分。"
    free = {"type": "played", "seat": 0, "card": "lumberjack", "cost": 0}
    assert rapanui.describe(free, "en", NAMES) == "Pip plays a lumberjack."
    assert "7 wood" in rapanui.describe({**free, "card": "moai", "cost": 7}, "en", NAMES)
    one = {"type": "played_hunters", "seat": 0, "count": 1, "kind": "fish", "cost": 0}
    assert "0" not in rapanui.describe(one, "en", NAMES) + rapanui.describe(one, ZH, NAMES)


# -- whole games: no label or log line says a zero count aloud ------------------------------------
ZERO_EN = re.compile(
    r"\b0 (?:wood|glory|logs?|workers?|Tribe Markers?|cards?|moai|headdress(?:es)?)\b|with 0\b| × |no sorcerer"
    r"|with figures|\ba log, a log\b"
)
ZERO_ZH = re.compile(r"(?<![\d.])0(?:根|個)|尺寸\d")


def play_and_read(module, game, label, seed: int, steps: int = 400) -> list[str]:
    """Every event and a sample of the legal actions of a random game, in words."""
    rng = random.Random(seed)
    texts: list[str] = []
    for _ in range(steps):
        if game.is_over or not game.to_move:
            break
        seat = game.to_move[0]
        legal = list(game.legal_actions(seat))
        for action in rng.sample(legal, min(12, len(legal))):
            texts += [label(action, "en"), label(action, ZH)]
        for event in game.apply(rng.choice(legal)):
            texts += [module.describe(event, "en", NAMES), module.describe(event, ZH, NAMES)]
    return texts


@pytest.mark.parametrize("seed", [1, 2])
def test_no_zero_count_is_said_aloud_in_a_game(seed: int) -> None:
    texts = play_and_read(
        giants, giants.new_game(4, seed=seed), lambda a, lang: action_label(a, lang, NAMES), seed
    )
    texts += play_and_read(rapanui, rapanui.new_game(3, seed=seed), rapanui.describe_action, seed)
    assert len(texts) > 500
    said = [text for text in texts if ZERO_EN.search(text) or ZERO_ZH.search(text)]
    assert not said, "\n".join(sorted(set(said))[:20])


def test_lists_and_nothing_in_both_languages() -> None:
    assert i18n.join(["2 logs", "Tiki's worker", "the chief"], "en") == (
        "2 logs, Tiki's worker and the chief"
    )
    assert i18n.join(["2根圓木", "Tiki的工人"], ZH) == "2根圓木和Tiki的工人"
    assert i18n.join([], "en") == "nothing" and i18n.join([], ZH) == "無"
