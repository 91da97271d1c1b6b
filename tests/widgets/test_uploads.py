"""Bad files on the pages: every upload (a saved game or a rule set on the play pages, a rule set
or a board on the lab page) is checked for size before it is read, then parsed safely; a bad one
gets a message naming the problem in the page language, nothing on the page changes, and no
exception leaves a widget callback (in a kernel that would be a traceback in the server log).

The property tests upload mutated real records (seeded games played by bots, saved by the play
page's session) through the upload widget itself, in both languages; derandomized, with a fixed
number of examples.
"""

from __future__ import annotations

import functools
import html
import json
import logging
import time
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from page_parts import upload

from kit import giants, rapanui
from kit.core import i18n
from kit.core.errors import KitError, RecordError
from kit.core.records import MAX_DEPTH, MAX_RECORD_BYTES, dumps
from kit.giants.board import MAX_BOARD_BYTES, read_board
from kit.lab.ruleset import RuleSet
from widgets.files import Upload, uploaded_file
from widgets.giants_play import giants_play
from widgets.lab.app import LabApp
from widgets.play import files as play_files
from widgets.play.files import UPLOAD_LIMIT, UploadError, read_upload
from widgets.play.session import Player, PlaySession
from widgets.rapanui_play import rapanui_play

LANGS = i18n.LANGS
ENGINES = {"rapanui": rapanui, "giants": giants}
PAGES = {"rapanui": rapanui_play, "giants": giants_play}
SETTINGS = settings(
    max_examples=30,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
FAILED = {"en": "Could not load", "zh-TW": "無法載入"}
UNCHANGED = {"en": "The current game is unchanged", "zh-TW": "目前的遊戲沒有改變"}


# -- real records --------------------------------------------------------------------------------
@functools.cache
def record_text(game: str) -> str:
    """A seeded game of ``game`` played by bots, stopped midway, saved by the page's session
    (seat 0 a person: a loaded copy waits for them, the bots play no further)."""
    engine = ENGINES[game]
    players = 3
    g = engine.new_game(players, seed=21)
    seats = [Player("Ana", None)] + [Player(f"Bot {i}", engine.GreedyBot()) for i in (1, 2)]
    bots = [engine.GreedyBot() for _ in range(players)]
    session = PlaySession(engine, g, seats)
    while not g.is_over and (len(session.steps) < 60 or session.actor() != 0):
        seat = session.actor()
        action = bots[seat].choose(session.view(seat), session.legal(seat), session.bot_rng)
        session.apply(action)
    return session.save()


@functools.cache
def play_page(game: str) -> Any:
    """A play page with a game in progress (one page per game for all examples)."""
    app = PAGES[game]("en")
    app.setup.seed.value = "5"
    app.setup.start.click()
    assert app.session is not None
    return app


def mutations(text: str) -> st.SearchStrategy[tuple[str, bytes]]:
    """(what was done, the file) for a saved game's ``text``: cut, bytes changed, an action
    changed, the game swapped, the version bumped, nested deeply, a value of another type."""
    raw = text.encode()
    record = json.loads(text)
    n = len(record["actions"])

    def cut(at: int) -> tuple[str, bytes]:
        return "cut", raw[:at]

    def flip(at: int, byte: int) -> tuple[str, bytes]:
        return "bytes", raw[:at] + bytes([byte]) + raw[at + 1 :]

    def action(at: int, other: int) -> tuple[str, bytes]:
        changed = json.loads(text)
        changed["actions"][at] = changed["actions"][other]
        return "action", dumps(changed).encode()

    def seat(at: int, seat: int) -> tuple[str, bytes]:
        changed = json.loads(text)
        changed["actions"][at]["seat"] = seat
        return "action", dumps(changed).encode()

    def game(name: str) -> tuple[str, bytes]:
        changed = json.loads(text)
        changed["game"] = name
        return "game", dumps(changed).encode()

    def version(bump: int) -> tuple[str, bytes]:
        changed = json.loads(text)
        changed["rules_version"] += bump
        return "version", dumps(changed).encode()

    def nest(field: str, depth: int) -> tuple[str, bytes]:
        changed = json.loads(text)
        value = json.dumps(changed[field])
        changed[field] = "@@"
        wrapped = "[" * depth + value + "]" * depth
        return "nest", json.dumps(changed).replace('"@@"', wrapped).encode()

    def wrong(field: str, value: Any) -> tuple[str, bytes]:
        changed = json.loads(text)
        changed[field] = value
        return "type", json.dumps(changed).encode()

    others = sorted(set(ENGINES) - {record["game"]}) + ["chess"]
    return st.one_of(
        st.builds(cut, st.integers(0, len(raw) - 1)),
        st.builds(flip, st.integers(0, len(raw) - 1), st.integers(0, 255)),
        st.builds(action, st.integers(n // 4, 3 * n // 4), st.integers(0, n - 1)),
        st.builds(seat, st.integers(n // 4, 3 * n // 4), st.integers(0, 4)),
        st.builds(game, st.sampled_from(others)),
        st.builds(version, st.integers(1, 1000)),
        st.builds(
            nest,
            st.sampled_from(["options", "seed", "actions", "meta"]),
            st.integers(MAX_DEPTH, 3000),
        ),
        st.builds(
            wrong,
            st.sampled_from(["options", "players", "seed", "actions", "meta", "rules_version"]),
            st.sampled_from([None, True, -1, 1.5, "x", [], {}, [[1]], 10**30]),
        ),
    )


EXPECTED = {  # what the message must name, by mutation (None: anything, or the file loads)
    "cut": {"core.err.file_truncated", "core.err.file_empty"},
    "game": {"core.err.record_wrong_game"},
    "version": {"core.err.record_version"},
    "nest": {"core.err.file_too_deep"},
    "action": {"core.err.record_bad_action", "core.err.record_illegal_action", None},
    "bytes": None,
    "type": None,
}


def expected_outcome(app: Any, content: bytes) -> KitError | None:
    """What reading ``content`` gives the page: the error, or None when it loads."""
    try:
        read_upload(app.ui, content, app.make_bot)
    except KitError as exc:
        return exc
    return None


def status_text(app: Any) -> str:
    return html.unescape(app.status.value + app.file_status.value)


# -- the play pages ------------------------------------------------------------------------------
@SETTINGS
@given(game=st.sampled_from(sorted(PAGES)), lang=st.sampled_from(LANGS), data=st.data())
def test_a_mutated_record_on_the_play_page_is_refused_by_name_or_loaded(game, lang, data, caplog):
    app = play_page(game)
    app.set_lang(lang)
    kind, content = data.draw(mutations(record_text(game)), label="mutation")
    error = expected_outcome(app, content)
    if error is not None:
        assert EXPECTED[kind] is None or error.key in EXPECTED[kind], (kind, error.key)
        for other in LANGS:
            assert error.message(other).strip() and error.message(other) != error.key
    else:
        assert EXPECTED[kind] is None or None in EXPECTED[kind], kind
    before = app.session.game.record()
    with caplog.at_level(logging.WARNING):
        app.upload.value = upload(content, "mutated.json")  # a callback that raised fails here
    assert app.upload.value == ()
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR or r.exc_info]
    shown = status_text(app)
    if error is not None:
        assert app.session.game.record() == before  # the game untouched
        assert error.message(lang) in shown and FAILED[lang] in shown and UNCHANGED[lang] in shown
    else:
        loaded = json.loads(content)
        assert app.session.game.record()["actions"][: len(loaded["actions"])] == loaded["actions"]
        assert "mutated.json" in shown


KINDS = {
    # kind: (file, what the message says in English, in Chinese)
    "huge": (lambda text: b" " * 20_000_000, "too large (20 MB; at most 2 MB)", "檔案太大"),
    "binary": (
        lambda text: b"\x89PNG\r\n\x1a\n" + bytes(range(256)),
        "not a text file",
        "不是文字檔",
    ),
    "utf16": (lambda text: text.encode("utf-16"), "not a text file", "不是文字檔"),
    "truncated": (lambda text: text.encode()[: len(text) // 2], "cut off", "截斷"),
    "not json": (lambda text: b"moai moai", "not valid JSON", "不是有效的JSON"),
    "deep": (lambda text: b"[" * 100_000 + b"]" * 100_000, "nested too deeply", "巢狀層數太深"),
    "other game": (
        lambda text: text.replace('"game": "rapanui"', '"game": "giants"').encode(),
        "of 'Giants', not of 'Rapa Nui'",
        "這是「神秘巨石像」的存檔，不是「復活島」的",
    ),
    "newer": (
        lambda text: text.replace('"rules_version": 1', '"rules_version": 2').encode(),
        "newer version of the kit",
        "較新版本",
    ),
    "tampered": (None, "is not legal there", "不合法"),
    "board": (
        lambda text: json.dumps(giants.default_board().to_dict()).encode(),
        "This is a board file",
        "這是圖板檔案",
    ),
}


def _tampered(text: str) -> bytes:
    record = json.loads(text)
    actions = record["actions"]
    at = len(actions) // 2
    actions[at] = {**actions[at], "seat": (actions[at]["seat"] + 1) % record["players"]}
    return dumps(record).encode()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", sorted(KINDS))
def test_each_kind_of_bad_file_is_refused_with_its_reason_in_the_page_language(kind, lang, caplog):
    app = play_page("rapanui")
    app.set_lang(lang)
    make, english, chinese = KINDS[kind]
    content = _tampered(record_text("rapanui")) if make is None else make(record_text("rapanui"))
    before = app.session.game.record()
    started = time.perf_counter()
    with caplog.at_level(logging.WARNING):
        app.upload.value = upload(content, f"{kind}.json")
    assert time.perf_counter() - started < 5
    assert not caplog.records
    shown = status_text(app)
    assert app.session.game.record() == before
    assert f"{kind}.json" in shown and FAILED[lang] in shown and UNCHANGED[lang] in shown
    assert (english if lang == "en" else chinese) in shown, shown


def test_a_real_record_loads_through_the_upload_on_both_pages():
    for game in PAGES:
        app = PAGES[game]("en")
        app.upload.value = upload(record_text(game).encode(), "saved.json")
        assert app.session is not None and "Loaded saved.json" in status_text(app)
        loaded = json.loads(record_text(game))["actions"]
        assert app.session.game.record()["actions"][: len(loaded)] == loaded


def test_the_declared_size_is_refused_before_the_content_is_read():
    class Unread:
        """Content that fails if anyone reads it."""

        def tobytes(self) -> bytes:
            raise AssertionError("the content was read")

    with pytest.raises(RecordError) as err:
        Upload("big.json", 30_000_000, Unread()).read(UPLOAD_LIMIT)  # type: ignore[arg-type]
    assert err.value.key == "core.err.record_too_big"
    # the browser says 20 MB, the content is small: the declared size counts
    app = play_page("giants")
    app.set_lang("en")
    before = app.session.game.record()
    app.upload.value = upload(b"{}", "claims-big.json", size=20_000_000)
    assert "too large (20 MB; at most 2 MB)" in status_text(app)
    assert app.session.game.record() == before


def test_uploaded_file_takes_both_widget_versions_and_cuts_long_names():
    v8 = uploaded_file(upload(b"abc", "x" * 300 + ".json"))
    assert v8 is not None and v8.size == 3 and len(v8.name) == 80
    v7 = uploaded_file(
        {"old.json": {"metadata": {"name": "old.json", "size": 2}, "content": b"ab"}}
    )
    assert v7 is not None and v7.name == "old.json" and v7.read(10) == b"ab"
    assert uploaded_file(()) is None and uploaded_file(None) is None


@pytest.mark.parametrize("lang", LANGS)
def test_the_limits_are_stated_next_to_each_upload_in_the_page_language(lang):
    word = {"en": "up to", "zh-TW": "上限"}[lang]
    for game in PAGES:
        app = play_page(game)
        app.set_lang(lang)
        assert f"{word}" in app.upload.description and "2 MB" in app.upload.description
        assert "2 MB" in app.upload.tooltip
    lab = LabApp("giants", lang=lang, games=2)
    assert word in lab.rules_upload.description and "2 MB" in lab.rules_upload.description
    board = lab.sets["B"].board_upload
    assert word in board.description and "1 MB" in board.description
    assert MAX_RECORD_BYTES == 2_000_000 and MAX_BOARD_BYTES == 1_000_000


def test_an_unexpected_failure_is_refused_with_a_message_and_no_traceback(monkeypatch, caplog):
    def broken(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("an engine bug")

    app = play_page("rapanui")
    app.set_lang("zh-TW")
    monkeypatch.setattr(play_files.PlaySession, "load", broken)
    before = app.session.game.record()
    with caplog.at_level(logging.WARNING):
        app.upload.value = upload(record_text("rapanui").encode(), "odd.json")
    assert app.session.game.record() == before
    assert "無法讀取這個檔案（RuntimeError）" in status_text(app)
    assert all(r.exc_info is None for r in caplog.records)
    with pytest.raises(UploadError):
        read_upload(app.ui, record_text("rapanui").encode(), app.make_bot)


# -- rule sets on the play page ------------------------------------------------------------------
@pytest.mark.parametrize(
    ("change", "english"),
    [
        (lambda raw: raw.update(version=3), "newer version"),
        (lambda raw: raw.update(options={"majority_min_count": "many"}), "majority_min_count"),
        (lambda raw: raw.update(game="giants"), "this rule set is for Giants"),
        (lambda raw: raw.update(options={"colour": 1}), "unknown option(s): colour"),
    ],
)
def test_a_bad_rule_set_on_the_play_page_is_refused_by_name(change, english):
    app = rapanui_play("en")
    raw = json.loads(RuleSet("rapanui", {"wood_per_glory_at_end": 4}).to_json())
    change(raw)
    before = {k: w.value for k, w in app.setup.option_widgets.items()}
    app.upload.value = upload(json.dumps(raw).encode(), "rules.json")
    assert {k: w.value for k, w in app.setup.option_widgets.items()} == before
    assert app.rules is None and english in status_text(app)


def test_a_rule_set_file_of_version_1_still_loads_on_the_play_page():
    """Version 1 rule-set files came before the rule parameters: they load, and every number
    of the game stays the rules' number."""
    app = rapanui_play("en")
    raw = json.loads(RuleSet("rapanui", {"wood_per_glory_at_end": 4}).to_json())
    assert raw["version"] == 2
    raw["version"] = 1
    app.upload.value = upload(json.dumps(raw).encode(), "rules.json")
    assert app.rules is not None and app.rules.options == {"wood_per_glory_at_end": 4}
    assert app.setup.options() == app.ui.engine.Options(wood_per_glory_at_end=4)


# -- the lab page ----------------------------------------------------------------------------------
@functools.cache
def lab(game: str) -> LabApp:
    return LabApp(game, lang="en", games=2)


@functools.cache
def rules_text(game: str) -> str:
    board = giants.default_board().to_dict() if game == "giants" else None
    if board is not None:
        board["ahus"][0]["moai_points"] = 9
    changes = {"immediate_scoring": True} if game == "giants" else {"majority_min_count": 1}
    return RuleSet(game, changes, board=board, name="B").to_json()


def file_mutations(text: str, field: str) -> st.SearchStrategy[bytes]:
    raw = text.encode()

    def nest(depth: int) -> bytes:
        return text.replace(f'"{field}": ', f'"{field}": ' + "[" * depth, 1).encode() + (
            b"]" * depth
        )

    def wrong(value: Any) -> bytes:
        changed = json.loads(text)
        changed[field] = value
        return json.dumps(changed).encode()

    return st.one_of(
        st.builds(lambda at: raw[:at], st.integers(0, len(raw) - 1)),
        st.builds(
            lambda at, b: raw[:at] + bytes([b]) + raw[at + 1 :],
            st.integers(0, len(raw) - 1),
            st.integers(0, 255),
        ),
        st.builds(nest, st.integers(MAX_DEPTH, 3000)),
        st.builds(wrong, st.sampled_from([None, 1, "x", [], {}, [[1]], True])),
        st.just(raw),
    )


@SETTINGS
@given(game=st.sampled_from(["rapanui", "giants"]), lang=st.sampled_from(LANGS), data=st.data())
def test_a_mutated_rule_set_on_the_lab_page_is_taken_or_refused(game, lang, data):
    app = lab(game)
    app.set_lang(lang)
    content = data.draw(file_mutations(rules_text(game), "options"), label="file")
    before = app.sets["B"].ruleset()
    try:
        expected = RuleSet.from_json(content)
    except KitError as exc:
        expected, reason = None, exc.message(lang)
    app.load_rules(upload(content, "rules.json"))
    shown = html.unescape(app.message.value)
    assert "rules.json" in shown
    if expected is None:
        assert app.sets["B"].ruleset() == before
        assert reason in shown
    else:
        assert app.sets["B"].ruleset().options_object() == expected.options_object()


@SETTINGS
@given(lang=st.sampled_from(LANGS), data=st.data())
def test_a_mutated_board_on_the_lab_page_is_taken_or_refused(lang, data):
    app = lab("giants")
    app.set_lang(lang)
    panel = app.sets["B"]
    board = giants.default_board().to_dict()
    board["ahus"][1]["hat_points"] = 7
    content = data.draw(file_mutations(json.dumps(board), "hexes"), label="file")
    before = panel.board
    reason = panel.load_board(upload(content, "island.json"))
    if reason is None:
        assert panel.board == read_board(content).to_dict()
    else:
        assert panel.board == before
        assert reason in html.unescape(panel.board_note.value)
        assert i18n.t("lab.page.board_refused", lang, name="island.json", reason=reason) in (
            html.unescape(panel.board_note.value)
        )


@pytest.mark.parametrize("lang", LANGS)
def test_a_board_over_one_megabyte_is_refused_before_it_is_read(lang):
    panel = LabApp("giants", lang=lang, games=2).sets["B"]
    reason = panel.load_board(upload(b"{}", "big.json", size=MAX_BOARD_BYTES + 1))
    assert reason is not None and "1 MB" in reason and panel.board is None
    reason = panel.load_board(upload(b"[" * 500_000, "deep.json"))
    assert reason is not None and str(MAX_DEPTH) in reason and panel.board is None
