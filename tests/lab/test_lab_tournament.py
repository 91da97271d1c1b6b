"""The class tournament: every variant on the same seeds, its measures, differences and files."""

import csv
import dataclasses
import importlib
import io
import zipfile
from concurrent.futures import ThreadPoolExecutor

import pytest

from kit import lab
from kit.core.records import cut
from kit.lab import hidden_value as hv
from kit.lab.games import LabError, lab_spec
from kit.lab.ruleset import RuleSet
from kit.lab.significance import holm
from kit.lab.tournament import (
    HIDDEN,
    Entry,
    Tournament,
    TournamentError,
    entries_for,
    file_stem,
    sort_keys,
    tournament,
)

sweep_module = importlib.import_module("kit.lab.sweep")  # where the interleaved games are played
GREEDY3 = {"players": 3, "bots": ["greedy", "greedy", "random"], "games": 6, "seed": 4}
MAJORITY = RuleSet("rapanui", {"majority_min_count": 1})  # R8.2: a sole majority scores
CHEAP = RuleSet("rapanui", {"moai_cost": 2})  # R5.1: a moai for 2 wood, not 7
SEED_EN, SEED_ZH = "The published rules", "已出版的規則"


@pytest.fixture(scope="module")
def small():
    entries = [Entry("Majority 1", MAJORITY, author="Ann"), Entry("Cheap moai", CHEAP)]
    return tournament("rapanui", entries, workers=1, **GREEDY3)


def _run(game, ruleset, **common):
    return lab.run(game, options=ruleset.options, board=ruleset.board, workers=1, **common)


def test_every_entry_plays_the_same_seeds_as_a_plain_run(small):
    assert [e.name for e in small.entries] == [SEED_EN, "Majority 1", "Cheap moai"]
    for entry, table in zip(small.entries, small.tables, strict=True):
        assert table == _run("rapanui", entry.ruleset, **GREEDY3)
        assert [r["seed"] for r in table] == list(range(4, 10))
    assert small.tables[1] != small.tables[0]  # the rules change the games
    assert (small.players, small.bots, small.seed, small.games) == (3, GREEDY3["bots"], 4, 6)


def test_an_executor_gives_the_tables_of_one_process(small):
    entries = [Entry("Majority 1", MAJORITY, author="Ann"), Entry("Cheap moai", CHEAP)]
    with ThreadPoolExecutor(2) as pool:
        threaded = tournament("rapanui", entries, executor=pool, **GREEDY3)
    assert threaded.tables == small.tables


def test_a_stopped_tournament_keeps_the_same_first_seeds_for_every_entry():
    def progress(done, total):
        assert total == 3 * 6
        return done < 7  # stop in the middle of the third round of seeds

    t = tournament(
        "rapanui",
        [Entry("M", MAJORITY), Entry("C", CHEAP)],
        workers=1,
        progress=progress,
        **GREEDY3,
    )
    kept = len(t.tables[0])
    assert 1 <= kept < 6
    for entry, table in zip(t.entries, t.tables, strict=True):
        assert [r["seed"] for r in table] == list(range(4, 4 + kept))
        assert table.rows == _run("rapanui", entry.ruleset, **GREEDY3).rows[:kept]


def test_the_seed_rules_are_added_first_once():
    assert entries_for("rapanui", [Entry("M", MAJORITY)])[0].ruleset == RuleSet(
        "rapanui", name=SEED_EN
    )
    mine = [Entry("M", MAJORITY), Entry("Ours", RuleSet("rapanui"))]  # already the seed's rules
    assert [e.name for e in entries_for("rapanui", mine)] == ["M", "Ours"]
    assert [e.name for e in entries_for("rapanui", [Entry("M", MAJORITY)], reference=False)] == [
        "M"
    ]
    board = lab_spec("giants").board.default_board().to_dict()
    same = [Entry("Island", RuleSet("giants", board=board))]  # the default island, written out
    assert [e.name for e in entries_for("giants", same)] == ["Island"]


def test_the_reference_is_named_in_each_language(small):
    assert small.reference == 0
    assert small.name(0, "en") == SEED_EN and small.name(0, "zh-TW") == SEED_ZH
    assert small.rows("zh-TW")[0][0] == SEED_ZH
    assert small.name(1, "zh-TW") == "Majority 1"


def test_names_are_made_distinct():
    entries = [
        Entry("A", MAJORITY),
        Entry("A", CHEAP),
        Entry(" ", RuleSet("rapanui", {"moai_cost": 3}, name="From file")),
        Entry("", RuleSet("rapanui", {"moai_cost": 4})),
        Entry(SEED_EN, RuleSet("rapanui", {"moai_cost": 5})),  # a student's name, other rules
        Entry(SEED_ZH, RuleSet("rapanui", {"moai_cost": 6})),
    ]
    names = [e.name for e in entries_for("rapanui", entries)]
    assert names == [
        SEED_EN,
        "A",
        "A (2)",
        "From file",
        "Variant 4",
        f"{SEED_EN} (2)",
        f"{SEED_ZH} (2)",
    ]
    assert len(set(names)) == len(names)


@pytest.mark.parametrize(
    ("entries", "key"),
    [
        ([Entry("Big island", RuleSet("giants", {"headdresses": 10}))], "other_game"),
        ([], "no_entries"),
        ([("A", MAJORITY)], "not_entry"),
    ],
)
def test_bad_entries_are_refused_in_both_languages_before_any_game(monkeypatch, entries, key):
    played = []
    monkeypatch.setattr(sweep_module, "play_chunk", lambda task: played.append(task) or [])
    with pytest.raises(TournamentError) as caught:
        tournament(
            "rapanui", [Entry("M", MAJORITY), *entries] if entries else [], workers=1, **GREEDY3
        )
    assert isinstance(caught.value, ValueError)
    assert caught.value.key == f"lab.tournament.err.{key}"
    en, zh = caught.value.message("en"), caught.value.message("zh-TW")
    assert en != zh and "lab.tournament" not in en + zh
    if key == "other_game":
        assert "Big island" in en and "Giants" in en and "Rapa Nui" in en and "Big island" in zh
    assert played == []


def test_bad_bots_are_refused_before_any_game(monkeypatch):
    played = []
    monkeypatch.setattr(sweep_module, "play_chunk", lambda task: played.append(task) or [])
    with pytest.raises(LabError):
        tournament("rapanui", [Entry("M", MAJORITY)], players=3, bots=["greedy"], games=2)
    assert played == []


@pytest.mark.parametrize("key", sort_keys())
@pytest.mark.parametrize("descending", [False, True])
def test_rows_sort_by_every_key_in_both_directions(small, key, descending):
    rows = small.rows("en", sort_by=key, descending=descending)
    order = small.order(key, descending)
    assert [r[0] for r in rows] == [small.name(i) for i in order]
    if key == "name":
        names = [r[0].casefold() for r in rows]
        assert names == sorted(names, reverse=descending)
    else:
        values = [small.point(i, key).estimate for i in order]
        assert values == sorted(values, reverse=descending)


def test_a_missing_measure_sorts_last_both_ways(row, table):
    rounds = [table([row(rounds=r, seed=s) for s in range(1, 4)]) for r in (5, 3)]
    lost = table([row(timed_out=True, winners=[], seed=s) for s in range(1, 4)])
    entries = [
        Entry(n, RuleSet("rapanui", {"moai_cost": c})) for n, c in (("a", 2), ("b", 3), ("c", 4))
    ]
    t = Tournament.of_tables(
        "rapanui", entries, [lost, *rounds], players=2, bots=["greedy"] * 2, seed=1
    )
    assert [r[0] for r in t.rows(sort_by="duration_rounds")] == ["c", "b", "a"]
    assert [r[0] for r in t.rows(sort_by="duration_rounds", descending=True)] == ["b", "c", "a"]
    assert t.rows(sort_by="duration_rounds")[-1][t.header().index("Rounds per game")] == "—"
    assert t.differences() == [{}, {}, {}]  # no reference among them: nothing to differ from


def test_of_tables_keeps_the_seeds_every_table_holds(small):
    tables = [dataclasses.replace(t, rows=t.rows[: 6 - i]) for i, t in enumerate(small.tables)]
    t = Tournament.of_tables("rapanui", small.entries, tables, players=3, bots=small.bots, seed=4)
    assert [len(x) for x in t.tables] == [4, 4, 4] and t.games == 4
    with pytest.raises(TournamentError):
        Tournament.of_tables(
            "rapanui", small.entries, tables[:2], players=3, bots=small.bots, seed=4
        )


def test_the_header_and_rows_in_both_languages(small):
    for lang in ("en", "zh-TW"):
        header, rows = small.header(lang), small.rows(lang)
        assert len(header) == 3 + len(Tournament.MEASURES) + 1
        assert all(len(r) == len(header) for r in rows)
    header = small.header("en")
    assert header[:3] == ("Variant", "Author", "Games")
    row = small.rows("en")[1]
    assert row[:3] == ("Majority 1", "Ann", "6")
    balance = small.summary(1).measures["balance"]
    assert (
        row[header.index("Balance")]
        == f"{balance.value:.2f} [{balance.low:.2f}, {balance.high:.2f}]"
    )
    assert small.rows("en")[0][-1] == "(the reference)"
    assert "（" in small.rows("zh-TW")[1][header.index("Balance")]


def test_the_csv_parses_back(small):
    for lang in ("en", "zh-TW"):
        rows = list(csv.reader(io.StringIO(small.to_csv(lang))))
        assert len(rows) == 1 + len(small.entries)
        assert all(len(r) == len(rows[0]) for r in rows)
        assert [r[0] for r in rows[1:]] == [small.name(i, lang) for i in range(3)]
    record = list(csv.DictReader(io.StringIO(small.to_csv("en"))))[2]
    rounds = small.summary(2).measures["duration_rounds"]
    assert float(record["Rounds per game"]) == pytest.approx(rounds.value, rel=1e-5)
    assert float(record["Rounds per game (95% low)"]) == pytest.approx(rounds.low, rel=1e-5)
    assert float(record["Rounds per game (95% high)"]) == pytest.approx(rounds.high, rel=1e-5)
    assert 0 <= float(record["Rounds per game (p, Holm)"]) <= 1
    assert record["Games"] == "6" and record["Note"] == ""


def test_the_zip_holds_every_rule_set_and_the_table(small):
    entries = [
        Entry("../../etc/passwd", MAJORITY),
        Entry("<b>x</b>", CHEAP),
        Entry("摩艾 變體", CHEAP),
    ]
    t = Tournament.of_tables(
        "rapanui",
        entries_for("rapanui", entries),
        small.tables + [small.tables[2]],
        players=3,
        bots=small.bots,
        seed=4,
    )
    with zipfile.ZipFile(io.BytesIO(t.rulesets_zip())) as zf:
        names = zf.namelist()
        assert names[-1] == "tournament.csv" and zf.read(names[-1]).decode() == t.to_csv()
        files = names[:-1]
        assert len(files) == len(set(files)) == len(t.entries)
        assert all("/" not in n and "\\" not in n and ".." not in n for n in files)
        for name, entry in zip(files, t.entries, strict=True):
            read = RuleSet.from_json(zf.read(name))
            assert read == dataclasses.replace(entry.ruleset, name=cut(entry.name))
    assert files[3].startswith("04-") and "摩艾" in files[3]
    assert file_stem("???") == "variant"


def test_a_variant_like_the_reference_differs_in_nothing_and_a_big_change_does():
    entries = [
        Entry("Ours", RuleSet("rapanui")),
        Entry("Copy", RuleSet("rapanui")),
        Entry("Cheap moai", CHEAP),
        Entry("Majority 1", MAJORITY),
    ]
    t = tournament("rapanui", entries, players=3, bots=["greedy"] * 3, games=24, seed=2, workers=1)
    assert t.reference == 0 and [e.name for e in t.entries][0] == "Ours"  # not added again
    changes = t.differences()
    assert changes[0] == {} and t.differing(1) == []  # the same games: nothing differs
    assert "duration_decisions" in t.differing(2)  # R5.1 cheap moai: more decisions a game
    assert "Game length (decisions) higher" in t.rows()[2][-1]
    # Holm over all variants x measures together (echoes share their speaker's test)
    family = [
        (i, k)
        for i in (1, 2, 3)
        for k, c in changes[i].items()
        if c.echo_of is None and c.p_value is not None
    ]
    adjusted = holm([changes[i][k].p_value for i, k in family])
    assert [changes[i][k].p_adjusted for i, k in family] == pytest.approx(adjusted)
    assert all(c.p_adjusted >= c.p_value for d in changes for c in d.values() if c.p_value)


def test_giants_with_its_default_board():
    entries = [Entry("Immediate", RuleSet("giants", {"immediate_scoring": True}))]
    common = {"players": 4, "bots": ["greedy"] * 4, "games": 2, "seed": 3}
    t = tournament("giants", entries, workers=1, **common)
    assert [e.name for e in t.entries] == [SEED_EN, "Immediate"]
    for entry, table in zip(t.entries, t.tables, strict=True):
        assert entry.ruleset.board is None
        assert table == _run("giants", entry.ruleset, **common)
    assert len(t.rows("zh-TW")) == 2


def test_hidden_value_per_entry_on_the_same_seeds():
    common = {"players": 3, "games": 3, "seed": 5}
    t = tournament(
        "rapanui",
        [Entry("M", MAJORITY)],
        bots=["greedy"] * 3,
        workers=1,
        hidden=True,
        hidden_games=3,
        hidden_iterations=4,
        **common,
    )
    assert HIDDEN in t.measures and t.header()[-2] == "What seeing the hidden cards is worth"
    assert len(t.hidden) == 2
    for entry, result in zip(t.entries, t.hidden, strict=True):
        tables = {
            arm: lab.run(
                "rapanui",
                bots=bots,
                options=entry.ruleset.options,
                causes=False,
                workers=1,
                **common,
            )
            for arm, bots in hv.lineups(3, 4).items()
        }
        assert result == hv.hidden_value(tables, 400)
        assert result.seeds == (5, 6, 7)
    assert t.point(1, HIDDEN).estimate == t.hidden[1].gap.diff
    assert sort_keys(hidden=True)[-1] == HIDDEN
    assert t.rows(sort_by=HIDDEN)


def test_without_hidden_there_is_no_hidden_column(small):
    assert small.hidden is None and HIDDEN not in small.measures
    assert HIDDEN not in sort_keys() and small.point(0, HIDDEN).estimate is None
