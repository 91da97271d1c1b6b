"""Giants' numbers as rule parameters (issue 23): each parameter obeyed by the engine (one scenario
per parameter, citing its rule), every combination check refused in both languages, the options
round-trip (JSON, pickle, records) and the lab's command line. Random parameter sets are played
in test_giants_params_random.py."""

import json
import pickle

import pytest
from giants_support import HAT_QUARRY, HUT, VILLAGE, act, conservation, erect, position

from kit import IllegalAction, giants
from kit.core.errors import OptionError
from kit.core.i18n import t
from kit.core.options import options_from_dict, options_to_dict
from kit.giants import params, scoring
from kit.giants.actions import Peek, Sculpt, Special
from kit.giants.labels import item_name
from kit.giants.options import RULE_NUMBERS
from kit.giants.spec import SPEC
from kit.lab.cli import main

CHANGED = {
    "moai_supply": "20,13,2",
    "bases": "6,6,5",
    "forests": "2,2,2,2,2,2,9",
    "carving_need": "1,1,2",
    "headdresses": 9,
    "half_tablet_pair_points": 4,
}


def refused(make, key):
    with pytest.raises(OptionError) as info:
        make()
    assert info.value.key == key
    return info.value.message("en"), info.value.message("zh-TW")


# -- the declaration --------------------------------------------------------------------------
def test_defaults_are_the_numbers_of_the_rules():
    n = giants.Options().numbers
    assert n.moai_supply == (17, 12, 6)  # R1.3
    assert [n.bases_for(p) for p in (3, 4, 5)] == [7, 6, 5]  # R2.4
    assert (n.start_workers, n.start_tribe_markers) == (1, 2)  # R2.4
    assert (n.reserve_workers, n.reserve_tribe_markers) == (5, 4)  # R2.5
    assert n.forests == (3, 3, 3, 4, 4, 5, 5) and n.logs == 27  # R1.3, R1.4
    assert (n.headdresses, n.half_tablets, n.half_tablet_pair_points) == (14, 30, 3)
    assert n.carving_need == (1, 2, 3) and n.chief_strength == 3  # R5.3
    assert n.size_multipliers == (1, 2, 3)  # R10.3
    assert (n.chief_cost, n.peek_cost) == (2, 1)  # R6.5, R7.9


def test_every_parameter_is_an_option_with_its_rule_and_words_in_both_languages():
    fields = giants.Options.__dataclass_fields__
    assert list(SPEC.parameters) == list(params.NAMES)
    for p in params.PARAMETERS:
        assert fields[p.name].default == p.default
        assert RULE_NUMBERS[p.name] == p.rule
        for lang in ("en", "zh-TW"):
            assert t(f"giants.option.{p.name}", lang) == p.label[lang]
            assert t(f"giants.param.{p.name}", lang) == p.meaning[lang]


def test_changed_parameters_round_trip_through_json_pickle_and_records():
    options = giants.Options(**CHANGED)
    data = json.loads(json.dumps(options_to_dict(options)))
    again = options_from_dict(giants.Options, data)
    assert again == options and hash(again) == hash(options)
    assert pickle.loads(pickle.dumps(options)) == options
    assert set(options.__dict__) == set(giants.Options.__dataclass_fields__)
    assert again.numbers == options.numbers and options.numbers.moai_supply == (20, 13, 2)
    game = giants.new_game(4, seed=5, options=giants.Options(**CHANGED, round_limit=1))
    while not game.is_over:
        seat = game.to_move[0]
        game.apply(game.legal_actions(seat)[-1])
    record = json.loads(json.dumps(game.record()))
    assert record["options"]["moai_supply"] == "20,13,2"
    replayed = giants.replay(record)
    assert replayed.options == game.options and replayed.result() == game.result()
    assert replayed.view(None) == game.view(None)


def test_a_record_of_the_rules_has_no_parameter_and_an_old_record_still_replays():
    game = giants.new_game(3, seed=2, options=giants.Options(round_limit=1))
    for _ in range(30):
        if not game.is_over:
            game.apply(game.legal_actions(game.to_move[0])[0])
    record = game.record()
    assert not set(params.NAMES) & set(record["options"])  # as recorded before issue 23
    assert giants.replay(record).view(None) == game.view(None)


# -- one scenario per parameter -------------------------------------------------------------
def test_r1_3_moai_supply_sets_the_moai_and_their_ids_tell_their_size():
    game = giants.new_game(3, seed=1, options=giants.Options(moai_supply="20,0,2"))
    moai = {i.id: i.size for i in game.state.items.values() if i.kind == "moai"}
    assert sorted(moai.values()) == [1] * 20 + [3] * 2
    assert {"m17", "m1_18", "m1_20", "m30", "m31"} <= set(moai) and "m18" not in moai
    assert "m1_18" in item_name("m1_18", "en") and "小尊" in item_name("m1_18", "zh-TW")
    assert game.view(0)["supply"]["moai"]["2"] == 0
    default = giants.new_game(3, seed=1)
    assert [i.id for i in default.state.items.values()][:35] == [f"m{k}" for k in range(1, 36)]


def test_r2_4_bases_by_player_count_and_r10_1_all_bases_filled_ends():
    options = {"bases": "2,4,5"}
    for players, bases in ((3, 2), (4, 4), (5, 5)):
        game = position(players, **options)
        assert [s.bases for s in game.state.seats] == [bases] * players
        assert game.state.seats[0].spare_bases == 5 - bases
        conservation(game)
    game = position(3, **options)
    erect(game, "A06", seat=0)
    assert scoring.finished_seats(game.state) == []
    erect(game, "A07", seat=0)
    assert scoring.finished_seats(game.state) == [0]  # R10.1: both of its 2 bases filled


def test_r2_4_r2_5_start_and_reserve_workers_and_markers():
    game = position(3, phase="auction_bid", start_workers=3, reserve_workers=2)
    seat = game.state.seats[0]
    assert (seat.workers, seat.box_workers, seat.markers, seat.box_markers) == (3, 2, 2, 4)
    assert len(game.legal_actions(0)) == 3 * 4 * 2 * 2  # R5.1: 0-2 markers, 0-3 workers
    assert game.view(0)["seats"][0]["colour_totals"] == {"workers": 5, "markers": 6}
    game = position(3, start_tribe_markers=4, reserve_tribe_markers=0, reserve_workers=0)
    assert (game.state.seats[0].markers, game.state.seats[0].box_markers) == (4, 0)
    act(game, f"0:special sorcerer {VILLAGE} -")  # R6.4, R6.10: the box has no worker left
    assert game.state.seats[0].workers == 1 and game.state.seats[0].box_workers == 0
    act(game, f"1:special sorcerer {HUT} -")  # nor a marker
    assert game.state.seats[1].markers == 4
    conservation(game)


def test_r1_3_r1_4_forests_deal_their_logs_and_the_supply_is_their_sum():
    game = position(3, forests="1,1,1,1,1,1,10")
    st = game.state
    assert st.log_supply == 16 and sorted(st.forest.values()) == [1] * 6 + [10]
    big = next(h for h, v in st.forest.items() if v == 10)
    act(game, f"0:special sorcerer {big} -")  # R6.4: the forest gives its 10 logs
    assert st.seats[0].logs == 10 and st.log_supply == 6
    conservation(game)


def test_r1_3_headdresses_and_half_tablets_are_hard_limits():
    game = position(3, headdresses=1, half_tablets=1)
    assert game.view(0)["headdress_stock"] == 1
    act(game, f"0:special sorcerer {HAT_QUARRY} -")
    act(game, f"1:special sorcerer {HAT_QUARRY} -")  # R6.10: none left
    hats = [i for i in game.state.items.values() if i.kind == "headdress"]
    assert [(i.place, i.seat) for i in hats] == [("front", 0)]
    act(game, "2:influence")  # R6.6: the one half-tablet
    act(game, "0:influence")  # R6.10: gives nothing
    assert [s.tablets for s in game.state.seats] == [0, 0, 1]
    conservation(game)


def test_r10_4_half_tablet_pair_points():
    game = position(3, half_tablet_pair_points=5)
    game.state.seats[0].tablets = 5
    assert scoring.breakdown(game.state)[0]["tablets"] == 10  # two pairs of 5 points


def auction(tile, **options):
    game = position(3, phase="auction_bid", **options)
    for size in tile:
        game.state.take_from_supply("supply", "moai", size).place = "tile"
    game.state_changed()
    act(game, "0:bid 0 1 yes yes")  # one worker and the sorcerer: 2, and the chief
    act(game, "1:bid 0 0 no no")
    act(game, "2:bid 0 0 no no")
    return game


def test_r5_3_carving_need_is_the_strength_a_size_needs():
    game = auction((2, 2), carving_need="1,3,3")
    assert Sculpt(0, 2, False) not in game.legal_actions(0)
    with pytest.raises(IllegalAction) as info:
        act(game, "0:sculpt 2 no")
    assert "needs 3" in info.value.message("en") and "需要3個" in info.value.message("zh-TW")
    act(game, "0:sculpt 2 yes")  # the chief's 3 is enough
    game = auction((2, 1), carving_need="1,2,3")
    assert Sculpt(0, 2, False) in game.legal_actions(0)


def test_r5_3_chief_strength_is_the_chiefs_sculpting_strength():
    game = auction((3, 2), chief_strength=2, start_workers=2)
    assert Sculpt(0, 3, True) not in game.legal_actions(0)
    assert Sculpt(0, 2, True) in game.legal_actions(0)
    with pytest.raises(IllegalAction) as info:
        act(game, "0:sculpt 3 yes")
    assert info.value.key == "giants.err.chief_weak"
    assert "strength is 2" in info.value.message("en") and "為2個" in info.value.message("zh-TW")


def test_r10_3_size_multipliers_score_an_erected_moai():
    game = position(3, size_multipliers="1,5,3")
    erect(game, "A06", seat=0, size=2)
    line = scoring.ahu_lines(game.state)[0]
    assert line["moai"] == 5 * game.board.ahus["A06"].moai_points


def test_r6_5_chief_cost():
    game = position(3, chief_cost=4)
    st = game.state
    st.seats[0].tablets, st.tablet_supply = 3, 27
    game.state_changed()
    assert not any(isinstance(a, Special) and a.figure == "chief" for a in game.legal_actions(0))
    with pytest.raises(IllegalAction) as info:
        act(game, f"0:special chief {VILLAGE} -")
    assert "costs 4 half-tablets" in info.value.message("en")
    st.seats[0].tablets, st.tablet_supply = 4, 26
    game.state_changed()
    act(game, f"0:special chief {VILLAGE} -")
    assert (st.seats[0].tablets, st.tablet_supply) == (0, 30)


def test_r7_9_peek_cost():
    game = position(3, phase="transport", memory_mode=True, peek_cost=2)
    erect(game, "A07", seat=1)
    st = game.state
    st.seats[0].tablets, st.tablet_supply = 1, 29
    game.state_changed()
    assert Peek(0, "A07") not in game.legal_actions(0)
    with pytest.raises(IllegalAction) as info:
        act(game, "0:peek A07")
    assert "costs 2 half-tablets; you have 1" in info.value.message("en")
    assert "2個半塊石碑" in info.value.message("zh-TW")
    st.seats[0].tablets, st.tablet_supply = 2, 28
    game.state_changed()
    act(game, "0:peek A07")
    assert (st.seats[0].tablets, st.tablet_supply) == (0, 30)


# -- combination checks -----------------------------------------------------------------------
def test_too_few_moai_for_anyone_to_finish_is_refused():
    en, zh = refused(lambda: giants.Options(moai_supply="5,5,5"), "giants.err.param_moai")
    assert "at least 19 moai" in en and "has 15" in en  # R10.1: 3 players of 7 bases
    assert "19尊" in zh and "15尊" in zh
    giants.Options(moai_supply="7,7,7")  # 21: enough at every player count


def test_a_moai_no_clan_can_sculpt_is_refused():
    make = lambda: giants.Options(carving_need="1,2,4", start_workers=2)  # noqa: E731
    en, zh = refused(make, "giants.err.param_carving")
    assert "strength 4" in en and "chief gives 3" in en and "sorcerer 3" in en
    assert "需要4個" in zh and "3個" in zh
    giants.Options(carving_need="1,2,4", chief_strength=4)
    giants.Options(carving_need="1,2,4", start_workers=3)


def test_forests_must_match_the_boards_forest_hexes():
    options = giants.Options(forests="3,3,3")
    en, zh = refused(
        lambda: giants.new_game(3, seed=1, options=options), "giants.err.param_forests"
    )
    assert "7 forest hexes" in en and "3 tiles" in en and "7個森林格" in zh and "3個森林板塊" in zh
    data = giants.default_board().to_dict()
    for entry in data["hexes"]:
        if entry["kind"] == "forest" and entry.get("forest_slot") == 7:
            entry["kind"] = "plain"
            entry.pop("forest_slot")
    data["forest_tile_values"] = data["forest_tile_values"][:6]
    board = giants.load_board(data)
    game = giants.new_game(3, seed=1, options=giants.Options(forests="1,2,3,4,5,6"), board=board)
    assert game.state.log_supply == 21
    with pytest.raises(OptionError):
        giants.new_game(3, seed=1, board=board)  # the rules' 7 tiles on 6 forest hexes


def test_too_few_ahu_for_anyone_to_finish_is_refused():
    options = giants.Options(bases="10,6,5")  # 3 * 9 + 1 = 28 Ahu; the island has 26
    make = lambda: giants.new_game(3, seed=1, options=options)  # noqa: E731
    en, zh = refused(make, "giants.err.param_ahus")
    assert "at least 28 Ahu" in en and "has 26" in en and "28座" in zh and "26座" in zh
    giants.new_game(4, seed=1, options=options)  # 4 players of 6 bases: 21 Ahu


def test_values_out_of_range_name_the_limits():
    en, zh = refused(lambda: giants.Options(bases="0,6,5"), "core.err.param_list")
    assert "bases" in en and "1" in en and "12" in en and "bases" in zh
    en, _ = refused(lambda: giants.Options(headdresses=31), "core.err.option_range")
    assert "headdresses" in en and "30" in en


# -- the lab's command line -------------------------------------------------------------------
def test_the_command_line_takes_a_parameter_and_refuses_a_bad_one(tmp_path, capsys):
    out = tmp_path / "a.json"
    args = ["run", "--game", "giants", "--players", "3", "--bots", "greedy,greedy,greedy"]
    args += ["--games", "2", "--workers", "1", "--option", "round_limit=2"]
    assert main([*args, "--option", "moai_supply=20,12,6", "--out", str(out)]) == 0
    capsys.readouterr()
    table = json.loads(out.read_text())
    rows = table["rows"] if isinstance(table, dict) else table
    assert all(r["options"]["moai_supply"] == "20,12,6" for r in rows)
    bad = tmp_path / "b.json"
    assert main([*args, "--option", "moai_supply=5,5,5", "--out", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and "at least 19 moai" in err and not bad.exists()
