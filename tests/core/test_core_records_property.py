"""Saved games mutated every way a file gets damaged or tampered with (hypothesis): a mutated real
record either loads into a valid game (the mutation was harmless) or is refused with a
RecordError (a KitError and a ValueError) whose message, in both languages, names the problem;
never any other exception. Rule-set and board files likewise (their own readers).

The records are real: seeded games of each engine played by bots (the play page's session
saves them, with the seats' names and bots), one Giants game on a board of its own. Every
property runs derandomized with a fixed number of examples, so CI sees the same files each time.
"""

from __future__ import annotations

import functools
import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import widgets  # noqa: F401  (the page's words, as the pages load them)
from kit import giants, rapanui
from kit.core import i18n
from kit.core.errors import BoardError, KitError, RecordError
from kit.core.records import MAX_DEPTH, MAX_RECORD_BYTES, dumps, loads, nesting_depth, parse_json
from kit.giants.board import MAX_BOARD_BYTES, load_board, read_board
from kit.lab.ruleset import RuleSet
from widgets.play.session import Player, PlaySession

ENGINES = {"rapanui": rapanui, "giants": giants}
SETTINGS = settings(
    max_examples=80,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
FILE_KEYS = {
    "core.err.record_too_big",
    "core.err.file_binary",
    "core.err.file_empty",
    "core.err.file_truncated",
    "core.err.file_not_json",
    "core.err.file_too_deep",
    "core.err.file_number",
}
RECORD_KEYS = FILE_KEYS | {
    "core.err.record_not_object",
    "core.err.record_missing",
    "core.err.record_bad_field",
    "core.err.record_wrong_game",
    "core.err.record_version",
    "core.err.record_bad_action",
    "core.err.record_illegal_action",
}


# -- real records --------------------------------------------------------------------------------
def _bots_game(engine: Any, players: int, seed: int, steps: int, board: Any = None) -> str:
    """The saved text of a seeded game played by bots (``steps`` actions at most)."""
    extra = {"board": board} if board is not None else {}
    game = engine.new_game(players, seed=seed, **extra)
    bots = [engine.GreedyBot() if i % 2 == 0 else engine.RandomBot() for i in range(players)]
    seats = [Player(f"Bot {i + 1}", bot) for i, bot in enumerate(bots)]
    session = PlaySession(engine, game, seats)
    while not game.is_over and len(session.steps) < steps:
        session.bot_step()
    return session.save()


def _island() -> dict[str, Any]:
    board = giants.default_board().to_dict()
    board["name"] = "our island"
    for ahu in board["ahus"]:
        ahu["moai_points"] += 1
    return board


@functools.cache
def records() -> dict[str, str]:
    """Saved games (text) by name: whole games of each engine, and games stopped midway."""
    return {
        "rapanui": _bots_game(rapanui, 3, 11, 10_000),
        "rapanui_mid": _bots_game(rapanui, 4, 12, 70),
        "giants": _bots_game(giants, 3, 13, 10_000),
        "giants_board": _bots_game(giants, 4, 14, 120, board=_island()),
    }


def engine_of(name: str) -> Any:
    return ENGINES[name.split("_")[0]]


# -- what every outcome must be --------------------------------------------------------------------
def assert_names_the_problem(exc: BaseException, keys: set[str] = RECORD_KEYS) -> KitError:
    """``exc`` is a bilingual KitError (a ValueError) of one of ``keys`` with a message in both
    languages."""
    assert isinstance(exc, KitError) and isinstance(exc, ValueError), f"{type(exc).__name__}: {exc}"
    assert getattr(exc, "key", None) in keys, exc.key
    texts = {lang: exc.message(lang) for lang in i18n.LANGS}
    for lang, text in texts.items():
        assert text.strip() and text != exc.key, (lang, text)
        assert len(text) < 1000, (lang, len(text))  # a value read from the file is shown cut
    assert texts["en"] != texts["zh-TW"]
    return exc


def outcome(name: str, data: bytes | str) -> Any:
    """The game ``data`` loads into (checked valid), or the RecordError that refuses it."""
    engine = engine_of(name)
    try:
        game = engine.replay(loads(data))
    except Exception as exc:  # any other type fails the assertion
        return assert_names_the_problem(exc)
    again = engine.replay(json.loads(json.dumps(game.record())))
    assert again.history == game.history and again.record() == game.record()
    return game


def refused(name: str, data: bytes | str, *keys: str) -> KitError:
    result = outcome(name, data)
    assert isinstance(result, KitError), f"loaded, though one of {keys} was expected"
    assert not keys or result.key in keys, (result.key, result.message("en"))
    return result


names = st.sampled_from(sorted(["rapanui", "rapanui_mid", "giants", "giants_board"]))


# -- the real records load -------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["rapanui", "rapanui_mid", "giants", "giants_board"])
def test_the_real_records_load_and_fit_the_limits(name):
    text = records()[name]
    game = outcome(name, text)
    assert not isinstance(game, KitError)
    assert len(text.encode()) < MAX_RECORD_BYTES // 20
    assert nesting_depth(text) <= MAX_DEPTH // 8
    if name in ("rapanui", "giants"):
        assert game.is_over


# -- damaged bytes ---------------------------------------------------------------------------------
@SETTINGS
@given(names, st.data())
def test_a_record_cut_anywhere_is_refused_as_cut_off(name, data):
    raw = records()[name].encode()
    cut = data.draw(st.integers(0, len(raw) - 1), label="cut")
    refused(name, raw[:cut], "core.err.file_truncated", "core.err.file_empty")


@SETTINGS
@given(names, st.data())
def test_flipped_inserted_or_deleted_bytes_load_or_are_refused(name, data):
    raw = bytearray(records()[name].encode())
    for _ in range(data.draw(st.integers(1, 3), label="changes")):
        at = data.draw(st.integers(0, len(raw) - 1), label="at")
        how = data.draw(st.sampled_from(["flip", "insert", "delete"]), label="how")
        if how == "flip":
            raw[at] = data.draw(st.integers(0, 255), label="byte")
        elif how == "insert":
            raw[at:at] = data.draw(st.binary(min_size=1, max_size=8), label="bytes")
        else:
            del raw[at : at + data.draw(st.integers(1, 16), label="length")]
    outcome(name, bytes(raw))


@SETTINGS
@given(names, st.integers(1, 40), st.sampled_from([b"\x00", b"\xff", b"\xc3", b"\x80\x81"]))
def test_binary_bytes_are_refused_as_binary(name, every, junk):
    raw = records()[name].encode()
    spoiled = junk.join(raw[i : i + every * 97] for i in range(0, len(raw), every * 97))
    error = refused(name, spoiled, "core.err.file_binary")
    assert "binary" in error.message("en") and "二進位" in error.message("zh-TW")


# -- tampered records ------------------------------------------------------------------------------
@SETTINGS
@given(names, st.data())
def test_an_action_changed_in_the_middle_loads_or_names_the_action(name, data):
    record = json.loads(records()[name])
    actions = record["actions"]
    n = len(actions)
    at = data.draw(st.integers(n // 4, 3 * n // 4), label="at")
    how = data.draw(st.sampled_from(["other", "seat", "kind", "value"]), label="how")
    action = dict(actions[at])
    if how == "other":
        action = dict(actions[data.draw(st.integers(0, n - 1), label="from")])
    elif how == "seat":
        action["seat"] = data.draw(st.integers(0, 6), label="seat")
    elif how == "kind":
        action["type"] = data.draw(
            st.sampled_from(sorted({a["type"] for a in actions}) + ["fly", ""]), label="type"
        )
    else:
        fields = [k for k in action if k not in ("type", "seat")] or ["seat"]
        field = data.draw(st.sampled_from(fields), label="field")
        action[field] = data.draw(st.sampled_from([0, 1, 99, -1, "x", True, None, []]))
    actions[at] = action
    result = outcome(name, dumps(record))
    if isinstance(result, KitError):
        assert result.key in ("core.err.record_bad_action", "core.err.record_illegal_action")
        assert result.params["index"] >= at + 1  # the first bad action is named
        assert f"{result.params['index']}" in result.message("en")
        assert f"第{result.params['index']}個行動" in result.message("zh-TW")


def test_an_illegal_action_in_the_middle_is_named_by_its_number():
    record = json.loads(records()["rapanui"])
    actions = record["actions"]
    at = len(actions) // 2
    actions[at] = {**actions[at], "seat": (actions[at]["seat"] + 1) % record["players"]}
    error = refused("rapanui", dumps(record), "core.err.record_illegal_action")
    assert error.params["index"] == at + 1


@SETTINGS
@given(names, st.one_of(st.sampled_from(["rapanui", "giants", "toy", "chess"]), st.text()))
def test_another_games_record_is_refused_as_another_game(name, other):
    record = json.loads(records()[name])
    if other == record["game"]:
        return
    record["game"] = other
    error = refused(name, dumps(record), "core.err.record_wrong_game")
    assert record["game"][:20] in error.message("en") or len(error.message("en")) < 200


@SETTINGS
@given(names, st.integers(1, 10**12))
def test_a_newer_rules_version_is_refused_as_newer(name, bump):
    record = json.loads(records()[name])
    record["rules_version"] += bump
    error = refused(name, dumps(record), "core.err.record_version")
    assert "newer" in error.message("en") and "較新" in error.message("zh-TW")


@SETTINGS
@given(names, st.one_of(st.integers(-5, 0), st.text(max_size=5), st.none(), st.floats()))
def test_another_rules_version_is_refused(name, version):
    record = json.loads(records()[name])
    record["rules_version"] = version
    refused(name, json.dumps(record), "core.err.record_version")


# -- nesting -----------------------------------------------------------------------------------------
@SETTINGS
@given(
    names,
    st.sampled_from(["options", "players", "seed", "meta", "actions", "game"]),
    st.integers(1, 20_000),
    st.booleans(),
)
def test_deep_nesting_is_refused_before_parsing(name, field, depth, objects):
    """Wrapped in ``depth`` brackets (lists or objects) anywhere: deeper than MAX_DEPTH is
    refused on the text, whatever the depth (no RecursionError), else read as any value."""
    record = json.loads(records()[name])
    value = json.dumps(record.get(field), separators=(",", ":"))
    opening, closing = ('{"a":', "}") if objects else ("[", "]")
    record[field] = "@@"
    text = json.dumps(record).replace('"@@"', opening * depth + value + closing * depth)
    result = outcome(name, text)
    if nesting_depth(text) > MAX_DEPTH:
        assert isinstance(result, KitError) and result.key == "core.err.file_too_deep"
        assert str(MAX_DEPTH) in result.message("en") and str(MAX_DEPTH) in result.message("zh-TW")
    elif field == "meta":
        assert not isinstance(result, KitError)  # meta is not read by the engine


def test_depth_counts_brackets_outside_strings_only():
    assert nesting_depth('{"a": "[[[[\\"{{", "b": [[1]]}') == 3
    assert nesting_depth("[" * 100 + "]" * 100) == 100
    assert nesting_depth('"[[[') == 0  # a cut-off string runs to the end
    assert nesting_depth("") == 0


# -- wrong types -------------------------------------------------------------------------------------
json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**20), 10**20)
    | st.floats(allow_nan=False)
    | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner),
    max_leaves=8,
)


def _paths(value: Any, path: tuple = ()) -> list[tuple]:
    """Every path into a JSON value (keys and indexes)."""
    out = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            out.extend(_paths(item, (*path, key)))
    elif isinstance(value, list):
        for index, item in enumerate(value[:40]):
            out.extend(_paths(item, (*path, index)))
    return out


@SETTINGS
@given(names, st.data())
def test_a_value_replaced_by_another_type_loads_or_is_refused(name, data):
    record = json.loads(records()[name])
    paths = [p for p in _paths(record) if p]
    path = data.draw(st.sampled_from(paths), label="path")
    target = record
    for key in path[:-1]:
        target = target[key]
    if data.draw(st.booleans(), label="delete") and isinstance(target, dict):
        del target[path[-1]]
    else:
        target[path[-1]] = data.draw(json_values, label="value")
    outcome(name, json.dumps(record))


@pytest.mark.parametrize(
    ("change", "key"),
    [
        (lambda r: r.update(seed=10**5000), "core.err.file_number"),
        (lambda r: r.update(players=True), "core.err.record_bad_field"),
        (lambda r: r.update(players=2.0 + 1), "core.err.record_bad_field"),
        (lambda r: r.update(seed=-1), "core.err.record_bad_field"),
        (lambda r: r.update(options=[]), "core.err.record_bad_field"),
        (lambda r: r.update(actions={}), "core.err.record_bad_field"),
        (lambda r: r["actions"].__setitem__(5, [1]), "core.err.record_bad_action"),
        (lambda r: r["actions"][5].update(seat="0"), "core.err.record_bad_action"),
        (lambda r: r["actions"][5].update(extra=1), "core.err.record_bad_action"),
        (lambda r: r.pop("actions"), "core.err.record_missing"),
    ],
)
def test_each_wrong_field_is_named(change, key):
    record = json.loads(records()["rapanui"])
    if key == "core.err.file_number":
        text = records()["rapanui"].replace(f'"seed": {record["seed"]}', '"seed": ' + "9" * 5000)
    else:
        change(record)
        text = json.dumps(record)
    refused("rapanui", text, key)


# -- whole files -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("data", "key"),
    [
        (b"", "core.err.file_empty"),
        (b"  \n", "core.err.file_empty"),
        (b"\xff\xfe{\x00}", "core.err.file_binary"),
        ('{"game": "rapanui"}'.encode("utf-16"), "core.err.file_binary"),
        (b'{"a": 1}\x00', "core.err.file_binary"),
        (b"\x89PNG\r\n\x1a\n", "core.err.file_binary"),
        (b"hello", "core.err.file_not_json"),
        (b'{"a": 1} {"b": 2}', "core.err.file_not_json"),
        (b"[1, 2]", "core.err.record_not_object"),
        (b"null", "core.err.record_not_object"),
        (b'{"game": "rapanui", "players": tr', "core.err.file_truncated"),
        (b'{"game": "rapa', "core.err.file_truncated"),
        (b"[" * 65 + b"]" * 65, "core.err.file_too_deep"),
        (b"[" * 1_000_000, "core.err.file_too_deep"),
        (b" " * (MAX_RECORD_BYTES + 1), "core.err.record_too_big"),
    ],
)
def test_whole_files_that_are_no_record_are_refused_by_name(data, key):
    with pytest.raises(RecordError) as err:
        loads(data)
    assert_names_the_problem(err.value)
    assert err.value.key == key


def test_a_utf8_bom_and_text_input_are_read():
    text = records()["rapanui"]
    assert loads(b"\xef\xbb\xbf" + text.encode()) == loads(text) == json.loads(text)
    assert loads(memoryview(text.encode())) == json.loads(text)


def test_too_big_names_both_sizes():
    with pytest.raises(RecordError) as err:
        loads(b" " * 20_000_000)
    assert "20 MB" in err.value.reason and "2 MB" in err.value.reason
    assert "20 MB" in err.value.reason_zh and "2 MB" in err.value.reason_zh


def test_parse_json_takes_the_error_class_of_its_caller():
    with pytest.raises(BoardError) as err:
        parse_json(b"[" * 100, error=BoardError)
    assert err.value.key == "core.err.file_too_deep"


# -- rule sets ---------------------------------------------------------------------------------------
@functools.cache
def rule_sets() -> dict[str, str]:
    return {
        "rapanui": RuleSet("rapanui", {"majority_min_count": 1}, name="B").to_json(),
        "giants": RuleSet(
            "giants", {"immediate_scoring": True}, board=_island(), name="island"
        ).to_json(),
    }


RULE_SET_KEYS = RECORD_KEYS | {"core.err.rules_is_record"}


def rule_set_outcome(text: bytes | str) -> Any:
    try:
        rules = RuleSet.from_json(text)
    except Exception as exc:  # any other type fails the assertion
        return assert_names_the_problem(exc, RULE_SET_KEYS)
    assert RuleSet.from_json(rules.to_json()) == rules
    return rules


@SETTINGS
@given(st.sampled_from(["rapanui", "giants"]), st.data())
def test_a_mutated_rule_set_loads_or_is_refused(game, data):
    raw = json.loads(rule_sets()[game])
    how = data.draw(st.sampled_from(["cut", "bytes", "value", "version", "nest"]), label="how")
    if how == "cut":
        text = rule_sets()[game].encode()
        refused_error = rule_set_outcome(text[: data.draw(st.integers(0, len(text) - 1))])
        assert refused_error.key in ("core.err.file_truncated", "core.err.file_empty")
        return
    if how == "bytes":
        text = bytearray(rule_sets()[game].encode())
        text[data.draw(st.integers(0, len(text) - 1))] = data.draw(st.integers(0, 255))
        rule_set_outcome(bytes(text))
        return
    if how == "version":
        raw["version"] += data.draw(st.integers(1, 1000))
        error = rule_set_outcome(json.dumps(raw))
        assert error.key == "core.err.record_version" and "newer" in error.message("en")
        return
    if how == "nest":
        depth = data.draw(st.integers(MAX_DEPTH, 5000))
        text = json.dumps(raw).replace('"options": ', '"options": ' + "[" * depth, 1)
        assert rule_set_outcome(text + "]" * depth).key == "core.err.file_too_deep"
        return
    path = data.draw(st.sampled_from([p for p in _paths(raw) if p][:200]), label="path")
    target = raw
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = data.draw(json_values, label="value")
    rule_set_outcome(json.dumps(raw))


def test_a_saved_game_is_not_taken_for_a_rule_set():
    error = rule_set_outcome(records()["rapanui"])
    assert error.key == "core.err.rules_is_record"


# -- boards ------------------------------------------------------------------------------------------
BOARD_KEYS = (
    FILE_KEYS
    | {"giants.board.not_object"}
    | {
        f"giants.board.{key}"
        for key in (
            "missing_field bad_field duplicate_id same_place unknown_kind special_count "
            "unknown_neighbour not_adjacent one_way missing_neighbour disconnected no_hexes "
            "no_ahus ahu_on_land ahu_no_hex ahu_mismatch unknown_ahu forest_count bad_points"
        ).split()
    }
)


def board_outcome(data: bytes | str) -> Any:
    try:
        board = read_board(data)
    except Exception as exc:  # any other type fails the assertion
        return assert_names_the_problem(exc, BOARD_KEYS)
    assert read_board(json.dumps(board.to_dict())) == board
    return board


@SETTINGS
@given(st.data())
def test_a_mutated_board_file_loads_or_is_refused(data):
    text = json.dumps(_island())
    how = data.draw(st.sampled_from(["cut", "bytes", "value", "nest"]), label="how")
    if how == "cut":
        cut = data.draw(st.integers(0, len(text) - 1))
        assert board_outcome(text[:cut]).key in ("core.err.file_truncated", "core.err.file_empty")
    elif how == "bytes":
        raw = bytearray(text.encode())
        raw[data.draw(st.integers(0, len(raw) - 1))] = data.draw(st.integers(0, 255))
        board_outcome(bytes(raw))
    elif how == "nest":
        depth = data.draw(st.integers(MAX_DEPTH, 5000))
        nested = text.replace('"hexes": ', '"hexes": ' + "[" * depth, 1) + "]" * depth
        assert board_outcome(nested).key == "core.err.file_too_deep"
    else:
        raw = _island()
        paths = [p for p in _paths(raw) if p]
        path = paths[data.draw(st.integers(0, len(paths) - 1), label="path")]
        target = raw
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = data.draw(json_values, label="value")
        board_outcome(json.dumps(raw))


def test_a_board_file_over_the_limit_is_refused_before_parsing(tmp_path):
    with pytest.raises(BoardError) as err:
        read_board(b" " * (MAX_BOARD_BYTES + 1))
    assert err.value.key == "core.err.record_too_big" and "1 MB" in err.value.reason
    path = tmp_path / "deep.json"
    path.write_text("[" * 50_000)
    with pytest.raises(BoardError) as err:
        load_board(path)
    assert err.value.key == "core.err.file_too_deep"


def test_random_bots_games_of_other_seeds_load():
    """Harmless: a record is only what it says; other seeds and lengths load."""
    rng = random.Random(5)
    for seed in range(3):
        text = _bots_game(rapanui, rng.choice([2, 3, 4]), seed, rng.randrange(10, 200))
        assert not isinstance(outcome("rapanui", text), KitError)
