"""Rapa Nui's rule parameters (kit.rapanui.params): random valid sets play to the end with every
invariant kept, the engine obeys each parameter, impossible combinations are refused in both
languages, and the game of the rules is unchanged (its records and views too)."""

import json
import pickle
import random

import pytest
from rapanui_support import act, check_invariants, independent_result, position, types
from test_rapanui_views import hide_and_seek

from kit import rapanui
from kit.core import i18n
from kit.core.errors import OptionError
from kit.core.options import options_from_dict, options_to_dict
from kit.core.params import COUNTS, INT, LIST
from kit.lab import run
from kit.rapanui import Draw, MoaiPayout, Play
from kit.rapanui.actions import MAX_PAYOUT
from kit.rapanui.options import RULE_NUMBERS, Options
from kit.rapanui.params import PARAMETERS
from kit.rapanui.spec import SPEC

DECK = "moai=9,priest=9,lumberjack=12,fish=5,grain=5,mulberry=5,sweet_potato=5"
MAX_ACTIONS = 4_000


def random_values(rng):
    """One value per parameter, drawn from its whole range."""
    out = {}
    for p in PARAMETERS:
        if p.kind == INT:
            out[p.name] = rng.randint(p.low, p.high)
        elif p.kind == LIST:
            out[p.name] = ",".join(str(rng.randint(p.low, p.high)) for _ in range(p.size[1]))
        else:
            assert p.kind == COUNTS
            out[p.name] = ",".join(f"{k}={rng.randint(p.low, p.high)}" for k in p.keys)
    return out


def random_options(seed, count):
    """``count`` accepted random parameter sets (with a random A5; the refused ones skipped)."""
    rng = random.Random(seed)
    accepted = []
    while len(accepted) < count:
        values = random_values(rng)
        values["stuck_moai_discard_to"] = rng.choice(("draw_pile", "box"))
        try:
            accepted.append(Options(**values))
        except OptionError:
            continue
    return accepted


def test_most_random_parameter_sets_are_accepted():
    rng = random.Random(0)
    refused = {}
    for _ in range(300):
        values = random_values(rng)
        values["stuck_moai_discard_to"] = rng.choice(("draw_pile", "box"))
        try:
            Options(**values)
        except OptionError as exc:
            refused[exc.key] = refused.get(exc.key, 0) + 1
    assert sum(refused.values()) <= 0.4 * 300, refused
    assert set(refused) == {f"rapanui.err.param_{k}" for k in ("market", "supply", "moai")}


def choose(legal, rng):
    """Random, but keen on moai (as in test_rapanui_random), so sacrifices and payouts happen."""
    for action in legal:
        if isinstance(action, Play) and action.card == "moai" and rng.random() < 0.8:
            return action
    return legal[rng.randrange(len(legal))]


# -- the declaration --------------------------------------------------------------------------
def test_every_parameter_is_an_option_with_the_rules_default_and_its_words():
    defaults = Options()
    assert SPEC.parameters == {p.name: p for p in PARAMETERS}
    for p in PARAMETERS:
        assert getattr(defaults, p.name) == p.default
        assert RULE_NUMBERS[p.name] == p.rule
        for lang in ("en", "zh-TW"):
            assert i18n.t(f"rapanui.option.{p.name}", lang) == p.label[lang]
            assert i18n.t(f"rapanui.param.{p.name}", lang) == p.meaning[lang]
    assert defaults.deck == DECK  # R1.2
    assert (defaults.moai_cost, defaults.offering_base_price, defaults.hand_size) == (7, 5, 3)
    assert (defaults.market_columns, defaults.market_depth, defaults.moai_glory) == (4, 4, 4)
    assert defaults.ranking() == (3, 2, 1, 0) and defaults.offering_supply == 25
    assert MAX_PAYOUT == 10  # the default game's payouts are built in advance, as before


def test_options_with_parameters_round_trip_and_stay_plain_values():
    o = Options(moai_cost=5, deck=DECK.replace("moai=9", "moai=12"), ranking_values="5,3,1,0")
    assert o.deck_counts()["moai"] == 12 and o.ranking() == (5, 3, 1, 0)
    assert pickle.loads(pickle.dumps(o)) == o and hash(pickle.loads(pickle.dumps(o))) == hash(o)
    back = options_from_dict(Options, json.loads(json.dumps(options_to_dict(o))))
    assert back == o and back.ranking() == (5, 3, 1, 0)
    assert o != Options() and Options(moai_cost=7) == Options()


def test_the_game_of_the_rules_keeps_its_record_and_views():
    game = rapanui.new_game(3, seed=4)
    assert not set(game.record()["options"]) & set(SPEC.parameters)
    assert not set(game.view(0)["options"]) & set(SPEC.parameters)
    changed = rapanui.new_game(3, seed=4, options=Options(moai_cost=5))
    record = changed.record()
    assert record["options"]["moai_cost"] == 5 and "deck" not in record["options"]
    assert changed.view(1)["options"]["moai_cost"] == 5
    assert rapanui.replay(record).options == changed.options


def test_an_old_record_without_the_parameters_replays_identically():
    game = rapanui.new_game(2, seed=9)
    rng = random.Random(9)
    while not game.is_over:
        game.apply(choose(game.legal_actions(game.to_move[0]), rng))
    record = json.loads(json.dumps(game.record()))
    assert rapanui.replay(record).result() == game.result()


# -- random parameter sets ----------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_parameter_sets_play_to_the_end_keeping_every_invariant(players):
    for i, options in enumerate(random_options(100 + players, 15)):
        seed = 1000 * players + i
        game = rapanui.new_game(players, seed=seed, options=options)
        rng = random.Random(seed)
        check_invariants(game)
        while not game.is_over:
            assert len(game.history) < MAX_ACTIONS, f"the game does not end: {options}"
            legal = game.legal_actions(game.to_move[0])
            assert legal and len(set(legal)) == len(legal)
            game.apply(choose(legal, rng))
            check_invariants(game)
            if len(game.history) % 7 == 0 and not game.is_over:  # R12: views leak nothing
                for seat in (None, *range(players)):
                    twin = hide_and_seek(game, seat, rng)
                    assert twin is None or twin.view(seat) == game.view(seat)
        scores, winners, values = independent_result(game)
        result = game.result()
        assert (result["scores"], result["winners"], result["altar_values"]) == (
            scores,
            winners,
            values,
        )


def test_determinized_games_of_random_parameter_sets_match_their_views():
    for i, options in enumerate(random_options(7, 4)):
        game = rapanui.new_game(3, seed=i, options=options)
        rng = random.Random(i)
        for _ in range(40):
            if game.is_over:
                break
            game.apply(choose(game.legal_actions(game.to_move[0]), rng))
        for seat in range(3):
            view = game.view(seat)
            sample = rapanui.determinize(view, seat, random.Random(seat))
            assert sample.view(seat) == view
            check_invariants(sample)


def test_greedy_tables_of_random_parameter_sets_finish():
    unfinished, total = [], 0
    for i, options in enumerate(random_options(2026, 60)):
        players = 2 + i % 3
        changed = {
            k: v
            for k, v in options_to_dict(options).items()
            if k in SPEC.parameters or k == "stuck_moai_discard_to"
        }
        bots = ["greedy"] * players
        table = run(
            "rapanui", players=players, bots=bots, options=changed, games=2, seed=i, workers=1
        )
        total += len(table)
        unfinished += [(players, row["seed"], changed) for row in table if row["timed_out"]]
    assert len(unfinished) <= 0.02 * total, unfinished


def test_an_ismcts_seat_finishes_games_with_changed_parameters():
    options = {"moai_cost": 5, "hand_size": 4, "market_columns": 3, "ranking_values": "4,2,1,0"}
    table = run(
        "rapanui",
        players=2,
        bots=["ismcts:iterations=20", "greedy"],
        options=options,
        games=2,
        seed=3,
        workers=1,
    )
    assert len(table) == 2 and not any(row["timed_out"] for row in table)
    assert all(row["options"]["moai_cost"] == 5 for row in table)


# -- the engine obeys each parameter --------------------------------------------------------------
def test_r1_2_r1_3_r2_4_r2_5_the_setup_follows_the_parameters():
    deck = "moai=0,priest=3,lumberjack=4,fish=2,grain=2,mulberry=2,sweet_potato=2"
    o = Options(deck=deck, market_columns=3, market_depth=2, offering_supply=10, start_offerings=2)
    game = rapanui.new_game(4, seed=1, options=o)
    assert [len(c) for c in game.market] == [2, 2, 2]  # R2.4
    assert len(game.pile) == 15 - 6 and "moai" not in game.pile + [
        c for column in game.market for c in column
    ]  # R1.2
    assert game.stocks == [dict.fromkeys(rapanui.KINDS, 2)] * 4  # R2.5
    assert game.supply == dict.fromkeys(rapanui.KINDS, 10 - 8)  # R1.3


def test_r2_4_r7_2_r7_4_columns_and_refills_follow_the_market_parameters():
    o = Options(market_columns=5, market_depth=2)
    game = position(2, options=o, hands=[["fish", "grain", "mulberry"]] * 2)
    act(game, "0:no_buy")
    act(game, "0:play fish 1")
    assert Draw(0, 4) in game.legal_actions(0)  # the fifth column
    assert game.why_illegal(Draw(0, 5)).message("en").endswith("numbered 1 to 5.")
    game.market[4] = game.market[4][-1:]
    events = act(game, "0:draw 4")
    assert {"type": "refilled", "column": 4, "count": 2} in events  # R7.4: refilled with 2
    normal = position(2, hands=[["fish", "grain", "mulberry"]] * 2)
    act(normal, "0:no_buy")
    act(normal, "0:play fish 1")
    assert "numbered 1 to 4." in normal.why_illegal(Draw(0, 4)).message("en")


def test_r7_1_the_hand_is_drawn_back_up_to_hand_size():
    game = position(2, options=Options(hand_size=5), hands=[["fish", "grain", "mulberry"]] * 2)
    act(game, "0:no_buy")
    act(game, "0:play fish 1")
    assert game.phase == "draw" and game.draws_left == 3  # 2 in hand, up to 5


def test_r4_2_the_offering_price_starts_from_offering_base_price():
    game = position(2, options=Options(offering_base_price=3), wood=[2, 2])
    game.displays[0]["fish"] = 1
    assert game.price(0, "fish") == 2 and game.price(0, "grain") == 3
    assert game.view(0)["seats"][0]["prices"]["grain"] == 3
    assert "costs you 3 wood" in game.why_illegal(rapanui.Buy(0, "grain")).message("en")
    act(game, "0:buy fish")
    assert game.wood[0] == 0


@pytest.mark.parametrize(("wood", "legal"), [(5, True), (4, False)])
def test_r5_1c_a_moai_costs_moai_cost(wood, legal):
    game = position(2, options=Options(moai_cost=5), hands=[["moai", "fish", "grain"]] * 2)
    game.wood = [wood, 0]
    act(game, "0:no_buy")
    assert (Play(0, "moai", 1) in game.legal_actions(0)) is legal
    if legal:
        act(game, "0:play moai 1")
        assert game.wood[0] == 0
    else:
        refusal = game.why_illegal(Play(0, "moai", 1))
        assert refusal.message("en") == "A moai costs 5 wood; you have 4."
        assert "5根圓木" in refusal.message("zh-TW")


def test_r5_1d_max_hunters_bounds_a_play_of_hunters():
    hands = [["fish"] * 4, ["grain"] * 3]
    game = position(2, options=Options(max_hunters=4), hands=hands, wood=[3, 3])
    act(game, "0:no_buy")
    assert Play(0, "fish", 4) in game.legal_actions(0)
    three = position(2, hands=hands, wood=[3, 3])
    act(three, "0:no_buy")
    assert Play(0, "fish", 4) not in three.legal_actions(0)
    assert "1 to 3 hunters" in three.why_illegal(Play(0, "fish", 4)).message("en")
    act(game, "0:play fish 4")
    assert game.wood[0] == 0  # four hunters cost 3 wood (R5.1d)


def _score(options, card, displays, wood=None):
    """Seat 0 plays a lumberjack and draws the last card of column 0; ``card`` is scored."""
    n = len(displays)
    game = position(
        n,
        options=options,
        hands=[["lumberjack", "fish", "grain"]] * n,
        market=[["priest", card], ["fish"], ["grain"], ["moai"]],
        wood=wood or [0] * n,
    )
    act(game, "0:no_buy")
    act(game, "0:play lumberjack 1")
    game.displays = [dict(dict.fromkeys(rapanui.CARD_TYPES, 0), **d) for d in displays]
    return game, act(game, "0:draw 0")


def test_r8_3_r8_2_scoring_units_and_majority_bonus_pay_lumberjacks():
    o = Options(
        scoring_units="lumberjack=2,priest=1,moai=1,hunters=1",
        majority_bonus="lumberjack=3,priest=1,moai=1,hunters=1",
    )
    game, events = _score(o, "lumberjack", [{"lumberjack": 3}, {"lumberjack": 1}])
    assert game.wood == [2 * 3 + 3, 2]
    assert {"type": "majority", "seat": 0, "card": "lumberjack", "count": 3, "bonus": 3} in events


def test_r8_2_a_bonus_of_0_makes_no_majority():
    o = Options(majority_bonus="lumberjack=1,priest=0,moai=1,hunters=1")
    game, events = _score(o, "priest", [{"priest": 4}, {"priest": 1}])
    assert game.glory == [4, 1] and "majority" not in types(events)


def test_r8_5_moai_units_set_the_payout_even_beyond_the_default_largest():
    o = Options(scoring_units="lumberjack=1,priest=1,moai=3,hunters=1")
    game, _ = _score(o, "moai", [{"moai": 4}, {"moai": 1}])
    assert game.phase == "payout" and game.payouts == [(0, 3 * 4 + 1), (1, 3)]
    assert 13 > MAX_PAYOUT and MoaiPayout(0, 13, 0) in game.legal_actions(0)
    act(game, "0:payout 0 13")
    assert game.glory[0] == 13


def test_r8_6_hunters_owners_receive_scoring_units_cards():
    o = Options(scoring_units="lumberjack=1,priest=1,moai=1,hunters=2")
    _, events = _score(o, "fish", [{"fish": 3}, {"fish": 1}])
    received = [e["seat"] for e in events if e["type"] == "received"]
    assert received == [0, 0, 1, 1, 0]  # 2 each, then the bonus card


def test_r10_2_r10_4_moai_glory_and_ranking_values_score_the_end():
    o = Options(moai_glory=6, ranking_values="5,3,1,0")
    game = position(2, options=o, altar_up={"fish": 3, "grain": 1})
    game.displays[0]["moai"] = 2
    game.stocks = [{"fish": 1, "grain": 1, "mulberry": 0, "sweet_potato": 0}] * 2
    result = game.result()
    assert result["altar_values"] == {"fish": 5, "grain": 3, "mulberry": 1, "sweet_potato": 1}
    assert result["breakdown"][0]["moai"] == 12 and result["breakdown"][0]["offerings"] == 8


# -- refused values and combinations ---------------------------------------------------------------
def test_a_deck_too_small_for_the_market_is_refused():
    deck = "moai=2,priest=2,lumberjack=2,fish=2,grain=2,mulberry=2,sweet_potato=2"
    with pytest.raises(OptionError) as caught:
        Options(deck=deck, market_columns=4, market_depth=4)
    assert caught.value.message("en") == (
        "The market needs 16 cards at the start (4 columns of 4, R2.4) but the deck has 14 (R1.2)."
    )
    assert "16張" in caught.value.message("zh-TW") and "14張" in caught.value.message("zh-TW")
    assert Options(deck=deck, market_columns=2, market_depth=7).deck_counts()["moai"] == 2


def test_a_supply_too_small_for_the_start_offerings_is_refused():
    with pytest.raises(OptionError) as caught:
        Options(offering_supply=11, start_offerings=3)
    assert "at least 12 of each kind, not 11" in caught.value.message("en")
    assert "至少要有12張" in caught.value.message("zh-TW")


def test_moai_nobody_can_ever_pay_for_are_refused_unless_they_go_to_the_box():
    no_wood = "lumberjack=0,priest=1,moai=1,hunters=1"
    with pytest.raises(OptionError) as caught:
        Options(scoring_units=no_wood)
    assert "A moai costs 7 wood but no lumberjack scoring pays wood" in caught.value.message("en")
    assert "摩艾像要花7根圓木" in caught.value.message("zh-TW")
    Options(scoring_units=no_wood, stuck_moai_discard_to="box")  # A5: they leave the game
    Options(scoring_units=no_wood, moai_cost=0)  # R5.1: free moai are always played
    with pytest.raises(OptionError, match="0 lumberjacks"):
        Options(deck=DECK.replace("lumberjack=12", "lumberjack=0"))


@pytest.mark.parametrize(
    ("values", "words"),
    [
        ({"hand_size": 0}, "hand_size"),
        ({"moai_cost": 16}, "moai_cost"),
        ({"deck": "moai=9"}, "deck"),
        ({"ranking_values": "3,2,1"}, "ranking_values"),
        ({"market_columns": "4"}, "market_columns"),
    ],
)
def test_values_out_of_range_are_refused_naming_the_parameter(values, words):
    with pytest.raises(OptionError) as caught:
        Options(**values)
    for lang in ("en", "zh-TW"):
        assert words in caught.value.message(lang)
    if "hand_size" in values:
        assert "3" in caught.value.message("en") and "6" in caught.value.message("en")


def test_the_command_line_takes_a_parameter_and_refuses_a_bad_one(tmp_path, capsys):
    from kit.lab.cli import main

    base = ["run", "--game", "rapanui", "--players", "2", "--bots", "greedy,greedy"]
    base += ["--games", "2", "--workers", "1"]
    out = tmp_path / "a.json"
    assert main([*base, "--option", "moai_cost=5", "--out", str(out)]) == 0
    assert "moai_cost" in out.read_text()
    capsys.readouterr()
    assert main([*base, "--option", "market_depth=9", "--out", str(tmp_path / "b.json")]) != 0
    said = capsys.readouterr()
    assert "market_depth" in said.out + said.err
    assert not (tmp_path / "b.json").exists()


def test_the_labs_glory_flows_follow_a_changed_majority_bonus():
    from kit.rapanui.tallies import flow

    o = Options(majority_bonus="lumberjack=2,priest=3,moai=2,hunters=1", majority_min_count=1)
    for seed in range(4):
        game = rapanui.new_game(3, seed=seed, options=o)
        rng, memo = random.Random(seed), {}
        glory, majority, expected, moai_bonus = [0, 0, 0], 0, 0, None
        while not game.is_over:
            for event in game.apply(choose(game.legal_actions(game.to_move[0]), rng)):
                if event["type"] == "majority" and event["card"] == "priest":
                    expected += 3  # R8.2 / R8.4: the priests' bonus is glory
                elif event["type"] == "majority" and event["card"] == "moai":
                    moai_bonus = event["seat"]
                elif event["type"] == "moai_payout" and event["seat"] == moai_bonus:
                    expected += min(2, event["glory"])  # R8.5: the bonus units taken as glory
                    moai_bonus = None
                for name, seat, amount in flow(event, memo):
                    if name.startswith("glory_"):
                        glory[seat] += amount
                    majority += amount if name == "glory_majority" else 0
        assert expected and majority == expected
        assert glory == game.glory  # every glory is counted once
