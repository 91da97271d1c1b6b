"""Flows per round and the sources of the points (kit.lab.flows): they add up to what the
players hold at the end, the sources to the scores, and they round-trip through the table."""

import pytest

from kit.lab import experiment
from kit.lab.experiment import run
from kit.lab.flows import game_means, round_means, shares, winner_sources
from kit.lab.table import Table, TableError
from kit.rapanui.cards import KINDS


@pytest.fixture
def played(monkeypatch):
    """Run a table and keep each finished game object, by seed (the facts see every game)."""
    games = {}
    facts = experiment.facts

    def keep(g, events):
        games[g.seed] = g
        return facts(g, events)

    monkeypatch.setattr(experiment, "facts", keep)

    def play(game, games_n=4):
        table = run(game, players=3, bots=["greedy"] * 3, games=games_n, seed=3, workers=1)
        return table, games

    return play


def totals(row, name):
    return [sum(r[s] for r in row["flows"][name]) for s in range(row["players"])]


def test_rapanui_flows_add_up_to_what_each_player_holds_at_the_end(played):
    table, games = played("rapanui")
    for row in table:
        g = games[row["seed"]]
        start = g.options.wood_by_seat()  # R2.7
        gained, spent = totals(row, "wood_gained"), totals(row, "wood_spent")
        glory = [
            a + b + c
            for a, b, c in zip(
                totals(row, "glory_priests"),
                totals(row, "glory_moai"),
                totals(row, "glory_majority"),
                strict=True,
            )
        ]
        bought, got = totals(row, "offerings_bought"), totals(row, "offerings_received")
        given = totals(row, "offerings_sacrificed")
        for s in range(3):
            assert gained[s] - spent[s] == g.wood[s] - start[s]  # R4.2, R5.1, R8.3, R8.5
            assert glory[s] == g.glory[s]  # R8.2, R8.4, R8.5
            assert totals(row, "played_moai")[s] == g.displays[s]["moai"]  # R5.1
            for kind in KINDS:
                assert totals(row, f"played_{kind}")[s] == g.displays[s][kind]
            held = sum(g.stocks[s].values()) - len(KINDS) * g.options.start_offerings  # R2.5
            assert bought[s] + got[s] - given[s] == held  # R4, R6.2, R6.3, R8.6
        assert len(row["flows"]["wood_gained"]) >= row["rounds"]


def test_the_glory_still_adds_up_with_a_larger_majority_bonus(monkeypatch):
    games = {}
    facts = experiment.facts
    monkeypatch.setattr(
        experiment, "facts", lambda g, ev: games.setdefault(g.seed, g) and facts(g, ev)
    )
    bonus = {"majority_bonus": "lumberjack=2,priest=2,moai=2,hunters=2"}  # R8.2 as a parameter
    table = run("rapanui", players=3, bots=["greedy"] * 3, games=4, options=bonus, workers=1)
    assert any(sum(totals(row, "glory_majority")) for row in table)
    for row in table:
        g = games[row["seed"]]
        glory = ("glory_priests", "glory_moai", "glory_majority")
        for s in range(3):
            assert sum(totals(row, name)[s] for name in glory) == g.glory[s]
            assert sum(v[s] for v in row["sources"].values()) == row["scores"][s]


def test_giants_flows_add_up_to_what_each_player_holds_at_the_end(played):
    table, games = played("giants", 2)
    for row in table:
        st = games[row["seed"]].state
        for s, seat in enumerate(st.seats):
            logs = totals(row, "logs_cut")[s] - totals(row, "logs_placed")[s]
            assert logs == seat.logs + seat.aside_logs  # R6.3, R6.4
            assert totals(row, "help_received")[s] == seat.help_points  # R7.6
        assert sum(totals(row, "help_given")) == sum(totals(row, "help_received"))
        for size in (1, 2, 3):  # R7.7
            assert sum(totals(row, f"erected_{size}")) == row["facts"][f"moai_{size}"]
            assert sum(totals(row, f"sculpted_{size}")) == row["facts"][f"sculpted_{size}"]


@pytest.mark.parametrize("game", ["rapanui", "giants"])
def test_the_sources_sum_to_every_score_and_to_the_winners_points(game):
    table = run(game, players=3, bots=["greedy"] * 3, games=3, seed=5, workers=1)
    for row in table:
        for s in range(3):  # R10 (Rapa Nui), R10.3-R10.6 (Giants)
            assert sum(v[s] for v in row["sources"].values()) == row["scores"][s]
    means = winner_sources(table)
    finished = [r for r in table if r["winners"]]
    winners_mean = sum(
        sum(r["scores"][s] for s in r["winners"]) / len(r["winners"]) for r in finished
    ) / len(finished)
    assert sum(m.mean for m in means.values()) == pytest.approx(winners_mean)
    assert sum(shares(means).values()) == pytest.approx(1.0)


def test_a_table_round_trips_with_its_flows_and_sources_and_old_tables_still_load(row):
    table = run("rapanui", players=3, bots=["greedy"] * 3, games=3, seed=1, workers=1)
    assert all("flows" in r and "sources" in r for r in table)
    assert Table.from_csv(table.to_csv()) == table
    assert Table.from_json(table.to_json()) == table
    old = Table("rapanui", [row(seed=s) for s in range(2)])  # written before flows
    assert "flows" not in old.to_csv().splitlines()[0]
    assert Table.from_csv(old.to_csv()) == old
    assert Table.from_json(old.to_json()) == old


def test_bad_flows_are_refused_with_the_line(row):
    bad = row(flows={"wood_gained": [[1, 2, 3]]})  # 3 amounts for 2 seats
    with pytest.raises(ValueError, match="flow wood_gained"):
        Table("rapanui").extend([bad])
    text = Table("rapanui", [row(flows={"w": [[1, 2]]})]).to_csv()
    with pytest.raises(TableError, match="line 2: flows must be JSON"):
        Table.from_csv(text.replace('"{""w"":[[1,2]]}"', "{nope"))


def test_without_causes_the_rows_have_no_flows():
    table = run("rapanui", players=3, bots=["greedy"] * 3, games=2, causes=False, workers=1)
    assert all("flows" not in r and "sources" not in r for r in table)
    assert winner_sources(table) == {}


def test_means_per_round_and_per_game_take_the_game_as_the_unit(row):
    rows = [
        row(seed=0, flows={"w": [[2, 0], [4, 4]]}),
        row(seed=1, flows={"w": [[0, 0], [2, 2], [9, 9]]}),
    ]
    table = Table("rapanui", rows)
    means = round_means(table, "w")
    assert [m.mean for m in means] == [0.5, 3.0]  # round 3: one game of two, left out
    assert [m.n for m in means] == [2, 2]
    assert game_means(table, "w").mean == pytest.approx((5 + 11) / 2)


def test_an_amounts_interval_never_reaches_below_zero(row):
    """Few games give a wide t interval; a count (moai carved, wood gained) still cannot be
    negative, so its interval stops at 0."""
    from kit.lab.flows import game_means, round_means

    rows = [
        row(seed=0, flows={"w": [[0, 0], [3, 3]]}),
        row(seed=1, flows={"w": [[0, 0], [0, 0]]}),
    ]
    table = Table("rapanui", rows)
    (first, second) = round_means(table, "w")
    assert first.mean == first.low == 0 and second.mean == 1.5
    assert second.low == 0 and second.high > 3
    assert game_means(table, "w").low == 0
