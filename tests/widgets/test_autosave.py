"""Nothing lost: the play page keeps its game on the server at every action, offers it again
after a reload (a new page in the same environment), keeps clients apart, ignores files it did
not write, and ignores stale clicks (a double click, a click while a bot moves) without a word."""

import asyncio
import functools
import html
import json
import os
import random
import stat
import time
from datetime import UTC, datetime, timedelta

import pytest
from test_play_giants import clickables, reach_placement
from test_play_giants import new_app as new_giants_app
from test_play_parts import upload
from test_punctuation import offences

from kit import giants, rapanui
from kit.core.errors import IllegalAction
from kit.lab.ruleset import RuleSet
from widgets.giants_play import giants_play
from widgets.play import app as play
from widgets.play import autosave
from widgets.play.autosave import Autosaver, FileStore, MemoryStore, NoStore, Offer, safe_name
from widgets.play.session import Player, PlaySession
from widgets.rapanui_play import rapanui_play


@pytest.fixture
def folder(tmp_path, monkeypatch):
    """The autosave folder of these tests; the page's client is "local" unless a test says."""
    monkeypatch.setenv("MOAI_AUTOSAVE_DIR", str(tmp_path))
    monkeypatch.delenv("MOAI_CLIENT", raising=False)
    return tmp_path


def buttons(app):
    return [b for row in app.actions.children for b in getattr(row, "children", ())]


def start(app, kinds, seed, names=()):
    app.setup.players.value = len(kinds)
    for i, kind in enumerate(kinds):
        app.setup.seat_kinds[i].value = kind
    for i, name in enumerate(names):
        app.setup.seat_names[i].value = name
    app.setup.seed.value = str(seed)
    app.setup.start.click()
    assert app.session is not None, app.setup.message.value
    return app


def click(app, rng, times):
    for _ in range(times):
        if app.session.game.is_over:
            return
        rng.choice(buttons(app)).click()


def kept(folder, client="local", game="rapanui"):
    return json.loads((folder / client / f"{game}.json").read_text("utf-8"))


def seats(session):
    return [(s.name, s.bot.name if s.bot else None) for s in session.seats]


def shown(app):
    return app.continue_box.layout.display != "none" and app.offer is not None


# -- kept at every action --------------------------------------------------------------------------


def test_every_action_is_kept_and_the_file_replays_to_the_same_position(folder, monkeypatch):
    writes = []
    write = FileStore.write
    monkeypatch.setattr(FileStore, "write", lambda *a: writes.append(1) or write(*a))
    app = start(rapanui_play(), ["human", "greedy", "random"], seed=3, names=["Ana", "", "Bo"])
    rng = random.Random(1)
    for _ in range(10):
        button = rng.choice(buttons(app))
        button.click()
        record = kept(folder)
        game = app.session.game
        assert {k: v for k, v in record.items() if k != "meta"} == game.record()
        again = rapanui.replay(record)
        assert again.view(None) == game.view(None) and again.view(0) == game.view(0)
        assert record["options"] == game.record()["options"] and record["seed"] == 3
        meta = record["meta"]
        assert meta["names"] == ["Ana", "", "Bo"] and meta["bots"] == [None, "greedy", "random"]
        assert meta["autosave"] == 1 and meta["client"] == "local"
        saved = datetime.fromisoformat(meta["saved"])
        assert abs(datetime.now(UTC) - saved) < timedelta(seconds=5)
    # one write at the start, then one per action: the people's and the bots'
    assert len(writes) == 1 + len(app.session.steps)
    # the file is also a saved game the upload reads
    loaded = PlaySession.load(
        rapanui, (folder / "local" / "rapanui.json").read_bytes(), app.make_bot
    )
    assert loaded.game.record() == app.session.game.record()
    # written whole: no temporary file left, readable by its owner only
    assert [p.name for p in (folder / "local").iterdir()] == ["rapanui.json"]
    mode = stat.S_IMODE((folder / "local" / "rapanui.json").stat().st_mode)
    assert mode & 0o077 == 0


def test_an_undo_is_kept_too(folder):
    app = start(rapanui_play(), ["human", "greedy"], seed=11)
    before = app.session.game.record()
    next(b for b in buttons(app) if b.tooltip.startswith("0:no_buy")).click()
    assert len(kept(folder)["actions"]) == len(before["actions"]) + 1
    app.undo_button.click()
    assert kept(folder)["actions"] == before["actions"]


def test_a_finished_game_is_removed_and_not_offered(folder):
    app = start(rapanui_play(), ["random", "greedy", "random"], seed=9)
    assert app.session.game.is_over
    assert not (folder / "local" / "rapanui.json").exists()
    assert not shown(rapanui_play())
    # nor is a finished game's file, however it got there
    (folder / "local").mkdir(exist_ok=True)
    record = app.session.game.record(meta={**app.session.meta(), "autosave": 1})
    (folder / "local" / "rapanui.json").write_text(json.dumps(record))
    assert not shown(rapanui_play())


# -- continued after a reload ----------------------------------------------------------------------


def test_a_reload_offers_the_game_and_continuing_plays_on(folder):
    app = start(rapanui_play(), ["human", "greedy", "random"], seed=5, names=["Ana"])
    click(app, random.Random(2), 12)
    before, who = app.session.game.record(), seats(app.session)
    # the page is reloaded: a new page (a new kernel) in the same environment
    page = rapanui_play()
    assert page.session is None and shown(page)
    assert page.children[1] is page.continue_box
    text = page.continue_text.value
    assert "Continue your game from just now?" in text
    assert f"{len(before['actions'])} actions played" in text
    assert "Ana, Player 2 (bot: greedy), Player 3 (bot: random)" in text
    assert page.continue_button.description == "Continue"
    assert page.discard_button.description == "Discard"
    page.continue_button.click()
    assert page.session.game.record() == before and seats(page.session) == who
    assert page.session.game.view(0) == app.session.game.view(0)
    assert page.children[1] is page.game_box and "goes on where it stood" in page.status.value
    assert page.viewer == 0 and buttons(page)
    # and plays on: a person's click, then the bots move
    steps = len(page.session.steps)
    click(page, random.Random(3), 5)
    assert len(page.session.steps) > steps
    assert any(s.action.seat != 0 for s in page.session.steps[steps:])
    assert kept(folder)["actions"] == page.session.game.record()["actions"]


def test_a_game_kept_while_a_bot_was_to_move_goes_on_with_the_bots(folder):
    # the kernel died between two bot moves: the game kept has a bot to move
    game = rapanui.new_game(3, seed=4)
    bots = [Player("B", rapanui.GreedyBot()), Player("C", rapanui.RandomBot())]
    session = PlaySession(rapanui, game, [Player("A"), *bots])
    keeper = Autosaver("rapanui")
    keeper.begin(session)
    rng = random.Random(1)
    while not session.bot_to_move():
        session.apply(rng.choice(session.legal(session.actor())))
        keeper.save(session)
    assert session.bot_to_move()
    page = rapanui_play()
    assert shown(page)
    page.continue_button.click()
    assert len(page.session.steps) > len(session.steps)  # the bots moved on at once
    assert page.session.game.history[: len(session.steps)] == session.game.history
    assert not page.session.bot_to_move() or page.session.game.is_over


def test_a_giants_game_on_its_own_board_is_continued_exactly(folder):
    board = giants.default_board().to_dict()
    board["name"] = "our island"
    board["ahus"][0]["moai_points"] = 9
    app = giants_play()
    rules = RuleSet("giants", {"round_limit": 2}, board=board, name="island")
    app.upload.value = upload(rules.to_json().encode())
    start(app, ["human", "greedy", "random"], seed=2)
    rng = random.Random(4)
    for _ in range(6):
        if app.curtain.layout.display != "none":
            app.curtain.click()
        rng.choice(clickables(app)).click()
    before, who = app.session.game.record(), seats(app.session)
    page = giants_play()
    assert shown(page)
    page.continue_button.click()
    assert page.session.game.record() == before and seats(page.session) == who
    assert page.session.game.view(None)["board"]["name"] == "our island"


def test_new_game_offers_the_game_left_and_discard_forgets_it(folder):
    app = start(rapanui_play(), ["human", "greedy"], seed=6)
    click(app, random.Random(1), 4)
    before = app.session.game.record()
    app.new_button.click()
    assert app.session is None and shown(app)
    app.continue_button.click()
    assert app.session.game.record() == before
    app.new_button.click()
    app.discard_button.click()
    assert not shown(app) and not (folder / "local" / "rapanui.json").exists()
    assert not shown(rapanui_play())


def test_a_new_game_takes_the_place_of_the_one_kept(folder):
    start(rapanui_play(), ["human", "greedy"], seed=6)
    page = rapanui_play()
    assert shown(page)
    start(page, ["human", "random"], seed=8)
    assert kept(folder)["seed"] == 8 and kept(folder)["meta"]["bots"] == [None, "random"]


def test_the_offer_in_both_languages(folder):
    start(rapanui_play(), ["human", "greedy"], seed=7, names=["小明"])
    page = rapanui_play("zh-TW")
    text = page.continue_text.value
    assert (
        "要繼續你剛才的遊戲嗎？" in text
        and "個行動" in text
        and "小明、玩家2（機器人：貪婪）" in text
    )
    assert page.continue_button.description == "繼續這一局"
    assert page.discard_button.description == "捨棄"
    assert "在下方開始新遊戲會取代這一局" in text
    assert not offences(page.continue_box)
    page.toggle.value = "en"
    assert "Continue your game from just now?" in page.continue_text.value
    page.toggle.value = "zh-TW"
    page.continue_button.click()
    assert "從停下的地方繼續" in page.status.value


def test_the_offer_says_how_long_ago_the_game_was_kept(folder):
    app = start(rapanui_play(), ["human", "greedy"], seed=7)
    saved = datetime(2024, 3, 5, 12, 0, tzinfo=UTC)
    offer = Offer(app.session, saved)
    ages = {
        timedelta(seconds=20): ("just now", "剛才"),
        timedelta(minutes=1, seconds=5): ("1 minute ago", "1分鐘前"),
        timedelta(minutes=59): ("59 minutes ago", "59分鐘前"),
        timedelta(hours=1): ("1 hour ago", "1小時前"),
        timedelta(hours=23, minutes=59): ("23 hours ago", "23小時前"),
        timedelta(days=3, hours=2): ("3 days ago", "3天前"),
        timedelta(seconds=-30): ("just now", "剛才"),  # a clock set back
    }
    for age, (en, zh) in ages.items():
        assert offer.when("en", saved + age) == en and offer.when("zh-TW", saved + age) == zh
    assert Offer(app.session, None).when("en") == "just now"


# -- clients apart ---------------------------------------------------------------------------------


def test_two_clients_do_not_see_each_others_games(folder, monkeypatch):
    monkeypatch.setenv("MOAI_CLIENT", "alice")
    start(rapanui_play(), ["human", "greedy"], seed=1)
    monkeypatch.setenv("MOAI_CLIENT", "bob")
    assert not shown(rapanui_play())
    start(rapanui_play(), ["human", "random"], seed=2)
    assert sorted(p.name for p in folder.iterdir()) == ["alice", "bob"]
    assert kept(folder, "alice")["seed"] == 1 and kept(folder, "bob")["seed"] == 2
    monkeypatch.setenv("MOAI_CLIENT", "alice")
    page = rapanui_play()
    assert shown(page) and page.offer.session.game.seed == 1


@pytest.mark.parametrize(
    "client", ["../../etc", "..", "/etc/passwd", "a/../../b", "x" * 500, "é", "."]
)
def test_a_hostile_client_id_stays_inside_the_folder(folder, monkeypatch, client):
    root = folder / "root"
    monkeypatch.setenv("MOAI_AUTOSAVE_DIR", str(root))
    monkeypatch.setenv("MOAI_CLIENT", client)
    start(rapanui_play(), ["human", "greedy"], seed=1)
    files = [p for p in folder.rglob("*") if p.is_file()]
    assert len(files) == 1 and files[0].resolve().is_relative_to(root.resolve())
    name = files[0].parent.name
    assert files[0].parent.parent == root and len(name) <= 64
    assert all(c.isascii() and (c.isalnum() or c in "_-") for c in name)
    assert shown(rapanui_play())  # the same client finds it again
    monkeypatch.setenv("MOAI_CLIENT", "etc")
    assert not shown(rapanui_play())  # and no other client does


def test_safe_names():
    assert safe_name(None) == safe_name("") == "local"
    assert safe_name("a1_B-2") == "a1_B-2"
    assert safe_name("../../etc") != safe_name("etc") and safe_name("../../etc").startswith("h-")
    assert safe_name("ab") != safe_name("a/b") != safe_name("a.b")
    assert len(safe_name("x" * 1000)) <= 64


# -- files it did not write ------------------------------------------------------------------------


def a_record(**meta):
    game = rapanui.new_game(2, seed=3)
    for _ in range(4):
        game.apply(game.legal_actions(game.to_move[0])[0])
    return game.record(meta={"names": ["A", "B"], "bots": [None, "greedy"], **meta})


@functools.cache
def bad_files():
    good = a_record(autosave=1)
    tampered = json.loads(json.dumps(good))
    tampered["actions"].insert(1, {"type": "draw", "seat": 1, "column": 9})
    other = giants.new_game(3, seed=1).record(meta={"names": [], "bots": [], "autosave": 1})
    newer = {**good, "meta": {**good["meta"], "autosave": 2}}
    unknown_bot = {**good, "meta": {**good["meta"], "bots": [None, "ismcts:999"]}}
    bad_names = {**good, "meta": {**good["meta"], "bots": [None, {"x": 1}]}}
    return {
        "not json": b"not json",
        "binary": b"\xff\xfe\x00\x01",
        "truncated": json.dumps(good).encode()[:-40],
        "a list": b"[]",
        "empty": b"",
        "nested": b"[" * 100_000 + b"]" * 100_000,
        "huge": b'{"game": "rapanui", "x": "' + b"a" * (6 * 1024 * 1024) + b'"}',
        "foreign (a saved game, not an autosave)": json.dumps(a_record()).encode(),
        "newer format": json.dumps(newer).encode(),
        "another game": json.dumps(other).encode(),
        "tampered": json.dumps(tampered).encode(),
        "an unknown bot": json.dumps(unknown_bot).encode(),
        "a bad bot": json.dumps(bad_names).encode(),
        "wrong rules version": json.dumps({**good, "rules_version": 99}).encode(),
    }


@pytest.mark.parametrize("name", list(bad_files()))
def test_a_corrupt_or_foreign_file_is_ignored(folder, name, caplog):
    (folder / "local").mkdir()
    (folder / "local" / "rapanui.json").write_bytes(bad_files()[name])
    page = rapanui_play()
    assert not shown(page) and page.session is None
    start(page, ["human", "greedy"], seed=2)  # and a new game takes its place
    assert kept(folder)["seed"] == 2


def test_the_good_file_of_those_is_offered(folder):
    (folder / "local").mkdir()
    (folder / "local" / "rapanui.json").write_text(json.dumps(a_record(autosave=1)))
    page = rapanui_play()
    assert shown(page) and page.offer.actions == 4


def test_a_folder_in_the_way_or_a_read_only_place_loses_the_autosave_not_the_game(folder):
    (folder / "local" / "rapanui.json").mkdir(parents=True)
    page = rapanui_play()
    assert not shown(page)
    start(page, ["human", "greedy"], seed=2)
    click(page, random.Random(1), 3)  # no error: the game goes on unsaved
    assert "moai-error" not in page.parts.feedback.value
    blocked = folder / "blocked"
    blocked.write_text("a file where the folder should be")
    keeper = Autosaver("rapanui", FileStore(blocked))
    keeper.begin(page.session)  # logged, not raised
    assert keeper.offer(rapanui, page.make_bot, page.ui.bots) is None


def test_another_game_kept_is_not_this_pages(folder):
    start(giants_play(), ["human", "greedy", "greedy"], seed=1)
    assert (folder / "local" / "giants.json").exists()
    assert not shown(rapanui_play()) and shown(giants_play())


def test_a_page_whose_game_was_continued_elsewhere_stops_writing(folder):
    old = start(rapanui_play(), ["human", "greedy"], seed=6)
    new = rapanui_play()
    new.continue_button.click()
    click(new, random.Random(1), 3)
    newest = kept(folder)
    click(old, random.Random(2), 2)  # the old page's kernel still runs
    assert kept(folder) == newest and old.autosave.stopped
    assert "continued on another page" in old.status.value
    click(new, random.Random(3), 1)
    assert kept(folder)["actions"] == new.session.game.record()["actions"]


# -- where it is kept ------------------------------------------------------------------------------


def test_plain_python_writes_nothing_to_the_home_folder(tmp_path, monkeypatch):
    monkeypatch.delenv("MOAI_AUTOSAVE_DIR", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    app = start(rapanui_play(), ["human", "greedy"], seed=1)
    click(app, random.Random(1), 3)
    assert isinstance(app.autosave.store, NoStore) and not list(tmp_path.rglob("*"))
    assert not shown(rapanui_play())


def test_inside_a_kernel_the_home_folder_is_the_default(tmp_path, monkeypatch):
    monkeypatch.delenv("MOAI_AUTOSAVE_DIR", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setattr(autosave, "in_kernel", lambda: True)
    store = autosave.default_store()
    assert isinstance(store, FileStore)
    assert store.root == tmp_path / ".local" / "share" / "moai-kit" / "autosave"


def test_a_server_may_keep_nothing(folder, monkeypatch):
    monkeypatch.setenv("MOAI_AUTOSAVE", "off")
    monkeypatch.setattr(autosave, "in_kernel", lambda: True)
    app = start(rapanui_play(), ["human", "greedy"], seed=1)
    click(app, random.Random(1), 3)
    assert isinstance(app.autosave.store, NoStore) and not list(folder.rglob("*"))


def test_under_pyodide_the_game_is_kept_in_memory(tmp_path, monkeypatch):
    monkeypatch.setattr(autosave, "in_pyodide", lambda: True)
    monkeypatch.setattr(autosave, "MEMORY", MemoryStore())
    monkeypatch.setenv("HOME", str(tmp_path))
    app = start(rapanui_play(), ["human", "greedy"], seed=3)
    click(app, random.Random(1), 3)
    assert app.autosave.store is autosave.MEMORY and not list(tmp_path.rglob("*"))
    page = rapanui_play()
    assert shown(page)
    page.continue_button.click()
    assert page.session.game.record() == app.session.game.record()


def test_in_a_kernel_the_write_waits_for_the_loops_next_turn(folder):
    from asyncrun import run_to_end

    store = MemoryStore()
    writes = []
    write = store.write
    store.write = lambda *a: writes.append(1) or write(*a)
    game = rapanui.new_game(2, seed=3)
    session = PlaySession(rapanui, game, [Player("A"), Player("B", rapanui.GreedyBot())])
    keeper = Autosaver("rapanui", store, defer=True)
    session.on_change = keeper.save

    async def play():
        keeper.begin(session)
        assert writes == []  # the click is answered first
        await asyncio.sleep(0)
        assert len(writes) == 1
        for _ in range(3):  # three actions in one turn: one write, of the last position
            session.apply(session.legal(session.actor())[0])
        assert len(writes) == 1
        await asyncio.sleep(0)
        assert len(writes) == 2
        kept = json.loads(store.read("local", "rapanui"))
        assert kept["actions"] == session.game.record()["actions"]
        session.apply(session.legal(session.actor())[0])
        keeper.flush()  # at once, when asked
        assert len(writes) == 3
        await asyncio.sleep(0)
        assert len(writes) == 3
        session.apply(session.legal(session.actor())[0])
        keeper.discard()  # a write left for later is not made after a discard
        await asyncio.sleep(0)
        assert len(writes) == 3 and store.read("local", "rapanui") is None

    run_to_end(play())


# -- stale clicks ----------------------------------------------------------------------------------


def test_a_double_click_applies_once_and_shows_no_error(folder):
    # play until a click leaves its own action on offer: the second click of a double click
    # (the same button, drawn for the position left) would then be legal again
    app = start(rapanui_play(), ["human", "greedy"], seed=3)
    rng = random.Random(3)
    for _ in range(200):
        button = rng.choice(buttons(app))
        action = next(a for a in app.offered_actions() if str(a) == button.tooltip)
        before = len(app.session.steps)
        button.click()
        if action in app.offered_actions():
            break
    else:
        pytest.fail("no action was offered twice in a row")
    after = app.session.game.record()
    assert app.session.steps[before].action == action
    button.click()  # the second click of the double click
    assert app.session.game.record() == after
    assert (
        "moai-error" not in app.parts.feedback.value
        and "is not possible" not in app.parts.feedback.value
    )
    assert kept(folder)["actions"] == after["actions"]


def test_a_click_while_a_bot_is_to_move_is_ignored(folder):
    app = start(rapanui_play(), ["human", "greedy"], seed=12)
    app.pause_bots.value = True  # the bot waits: its turn lasts
    rng = random.Random(1)
    while not app.session.bot_to_move():
        old = buttons(app)
        rng.choice(old).click()
    record = app.session.game.record()
    assert buttons(app) == []
    for button in old:  # buttons of the position left
        button.click()
    bot = app.session.actor()
    for action in app.session.legal(bot):  # even the bot's own actions
        app.act(action)
    assert app.session.game.record() == record
    assert "moai-error" not in app.parts.feedback.value and app.error == ""
    app.pause_bots.value = False
    assert not app.session.bot_to_move()


def test_a_click_in_a_replay_is_ignored(folder):
    app = start(rapanui_play(), ["human", "greedy"], seed=10)
    click(app, random.Random(4), 4)
    offered = app.offered_actions()
    app.replay.value = 1
    record = app.session.game.record()
    app.act(offered[0])
    assert app.session.game.record() == record and app.error == ""


def test_a_double_click_on_a_board_point_places_once(folder):
    app = new_giants_app(3, ["human", "greedy", "greedy"], seed=5)
    reach_placement(app, random.Random(1))
    seat = app.session.actor()
    place = next(a for a in app.session.legal(seat) if a.KIND == "place" and a.logs == 0)
    mine = sum(s.action.seat == seat for s in app.session.steps)
    app.pick(place.hex)
    app.pick(place.hex)
    assert sum(s.action.seat == seat for s in app.session.steps) == mine + 1
    assert "moai-error" not in app.parts.feedback.value


def test_a_double_click_on_undo_takes_back_one_action(folder):
    app = start(rapanui_play(), ["human", "greedy"], seed=1)
    rng = random.Random(1)
    for _ in range(100):
        rng.choice(buttons(app)).click()
        s = app.session
        point = s.undo_point(0)
        if point is not None:
            trial = PlaySession(s.engine, s.game.clone(), s.seats, s.revealing, list(s.steps))
            trial.undo(0)
            if trial.undo_point(0) is not None:
                break
    else:
        pytest.skip("no two undos in a row")
    app.undo_button.click()
    app.undo_button.click()
    assert len(app.session.steps) == point
    assert kept(folder)["actions"] == app.session.game.record()["actions"]


def test_a_second_click_on_start_starts_no_second_game(folder):
    app = rapanui_play()
    app.setup.seat_kinds[1].value = "greedy"
    app.setup.start.click()
    first = app.session
    app.setup.start.click()
    assert app.session is first


def test_an_engine_refusal_names_the_action_in_words(folder, monkeypatch):
    app = start(rapanui_play(), ["human", "greedy"], seed=12)
    action = app.offered_actions()[0]
    record = app.session.game.record()

    def refuse(a):
        raise IllegalAction("rapanui.err.wrong_step", action=str(a), step="?")

    monkeypatch.setattr(app.session.game, "apply", refuse)
    app.act(action)
    assert app.session.game.record() == record
    status = app.parts.feedback.value  # by the controls that caused it
    assert "moai-error" in status and str(action) not in status
    assert html.escape(rapanui.describe_action(action, "en")) in status
    app.toggle.value = "zh-TW"
    assert html.escape(rapanui.describe_action(action, "zh-TW")) in app.parts.feedback.value
    assert str(action) not in app.parts.feedback.value


def test_a_failing_live_bot_is_told_in_words(folder):
    app = start(rapanui_play("zh-TW"), ["human", "greedy"], seed=12)
    app._bots_stopped("RuntimeError: 1:draw 0 broken")
    feedback = app.parts.feedback.value
    assert "機器人無法行動" in feedback and "RuntimeError" not in feedback
    app.toggle.value = "en"
    assert "A bot could not make its move" in app.parts.feedback.value


# -- the cost ------------------------------------------------------------------------------------


def test_the_text_written_is_the_record_whatever_was_kept_between_writes(folder):
    app = start(rapanui_play(), ["greedy", "random"], seed=2)  # a whole game
    whole = app.session
    keeper = Autosaver("rapanui", MemoryStore())
    session = PlaySession(rapanui, rapanui.new_game(2, seed=2), whole.seats)
    keeper.begin(session)
    for step in whole.steps[:40]:
        session.apply(step.action)
        keeper.save(session)
    point = 30
    session.steps = session.steps[:point]  # as an undo leaves them
    session.game = session._replayed(point)
    for step in whole.steps[point : point + 5]:
        session.apply(step.action)
    record = json.loads(keeper.text(session))
    assert record == {**session.game.record(), "meta": record["meta"]}
    assert record["meta"]["bots"] == ["greedy", "random"]


def test_games_not_played_for_weeks_are_removed_and_their_folders_too(tmp_path):
    store = autosave.FileStore(tmp_path)
    store.write("a" * 32, "rapanui", b"{}")
    store.write("b" * 32, "giants", b"{}")
    store.write("b" * 32, "rapanui", b"{}")
    left = tmp_path / ("b" * 32) / ".rapanui.x.tmp"  # a killed kernel's half-written file
    left.write_bytes(b"{")
    old = time.time() - 40 * 86400
    for path in [
        tmp_path / ("a" * 32) / "rapanui.json",
        tmp_path / ("b" * 32) / "giants.json",
        left,
    ]:
        os.utime(path, (old, old))
    assert store.prune(30) == 3
    assert not (tmp_path / ("a" * 32)).exists()
    assert store.read("b" * 32, "rapanui") == b"{}"  # played recently: kept
    assert store.read("b" * 32, "giants") is None
    assert store.prune(30) == 0
    assert autosave.FileStore(tmp_path / "missing").prune(30) == 0


def test_a_preheated_page_is_built_before_its_request_and_then_finds_its_browsers_game(
    folder, monkeypatch
):
    """A preheated kernel builds the page while it waits for a student (page_lang returns when
    the request comes, with the browser's id): the language and the kept game come after."""
    browser = "c" * 32
    monkeypatch.setenv("MOAI_CLIENT", browser)
    app = start(rapanui_play(), ["human", "greedy"], seed=6)
    click(app, random.Random(4), 6)
    before = app.session.game.record()
    monkeypatch.delenv("MOAI_CLIENT")  # a preheated kernel knows no browser yet
    built, waited = [], []
    build = play.PlayApp.__init__

    def building(self, *args, **kwargs):
        build(self, *args, **kwargs)
        built.append(self)

    def the_request_comes():
        waited.append(list(built))  # the page exists already
        monkeypatch.setenv("MOAI_CLIENT", browser)
        return "zh-TW"

    monkeypatch.setattr(play.PlayApp, "__init__", building)
    monkeypatch.setattr(play, "page_lang", the_request_comes)
    page = rapanui_play()
    assert waited == [[page]]
    assert page.lang == "zh-TW" and page.autosave.client == browser
    assert shown(page) and "繼續" in page.continue_button.description
    page.continue_button.click()
    assert page.session.game.record()["actions"][: len(before["actions"])] == before["actions"]
