"""Comparing two tables: the right test per measure (paired on the same seeds, unpaired
otherwise), the sign, Holm's correction, one sentence per effect, the refusals."""

import json
import math

import pytest

from kit.lab.clustered import mcnemar
from kit.lab.compare import MEANINGFUL, compare, compare_summaries
from kit.lab.measures import summarize
from kit.lab.significance import holm
from kit.lab.stats import two_proportions, welch


def games(row, table, n, first_wins, seed=1, **changes):
    """``n`` two-seat games of seeds ``seed``, ``seed + 1``, ..., first player alternating;
    position 0 wins the first ``first_wins``."""
    rows = []
    for i in range(n):
        first = i % 2
        winner = first if i < first_wins else 1 - first
        scores = [10, 10]
        scores[1 - winner] = 5
        rows.append(
            row(
                seed=seed + i,
                first_player=first,
                winners=[winner],
                scores=scores,
                leaders=[[winner]],
                **changes,
            )
        )
    return table(rows)


@pytest.fixture
def first_seat(row, table):
    # A: the first seat wins 88 of 400 (22%); B: 124 of 400 (31%), on other seeds (unpaired).
    return games(row, table, 400, 88), games(row, table, 400, 124, seed=1001)


def test_a_clear_first_seat_difference_is_flagged_with_its_sign(first_seat):
    a, b = first_seat
    c = compare(a, b, resamples=400)
    change = c.changes["first_seat_win_rate"]
    assert change.diff == pytest.approx(0.09)
    # the pooled two-proportion test: p = 212/800 = 0.265, se = √(0.265·0.735·2/400) = 0.03121,
    # z = 0.09 / 0.03121 = 2.88, p = 0.0039
    expected = two_proportions(88, 400, 124, 400)
    assert change.p_value == pytest.approx(expected.p_value)
    assert change.p_value < 0.01 and change.significant
    assert 0 < change.low < 0.09 < change.high
    # position 1 (moving second) loses what position 0 gains
    assert c.changes["win_rate_position_1"].diff == pytest.approx(-0.09)
    # balance: A 1 − (0.78 − 0.22) = 0.44, B 1 − (0.69 − 0.31) = 0.62: the bootstrap sees it
    bal = c.changes["balance"]
    assert bal.diff == pytest.approx(0.18)
    assert bal.significant and bal.low > 0
    # the per-bot win rate (greedy holds both seats: half the seats win) does not move
    assert not c.changes["win_rate_bot_greedy"].significant


def test_sentences_in_both_languages(first_seat):
    c = compare(*first_seat, resamples=400)
    # one sentence per effect: positions 1 and 2 of a two-player game without shared wins, the
    # first seat's rate and its advantage are one effect, said by the first seat's rate
    assert c.sentences("en") == [
        "B is better balanced between turn positions (balance 0.6 vs 0.4).",
        "B's first seat wins 9 points more often (31% vs 22%).",
    ]
    assert c.sentences("zh-TW") == [
        "B各順位之間較平衡（平衡度0.6對0.4）。",
        "B的起始玩家勝率高了9個百分點（31%對22%）。",
    ]
    for echo in ("first_seat_advantage", "win_rate_position_0", "win_rate_position_1"):
        change = c.changes[echo]
        assert change.significant and not change.finding
        assert change.echo_of == "first_seat_win_rate"
        assert change.p_adjusted == c.changes["first_seat_win_rate"].p_adjusted


def test_identical_tables_show_no_difference(first_seat):
    a, _ = first_seat
    c = compare(a, a, resamples=400)
    assert c.significant() == []
    assert c.sentences("en") == [] and c.sentences("zh-TW") == []
    assert all(ch.diff == 0 for ch in c.changes.values())
    assert c.changes["first_seat_win_rate"].p_value == 1.0
    assert c.changes["duration_decisions"].p_value == 1.0  # zero variance on both sides


def test_means_use_welch(row, table):
    # decisions A: 10..14 repeating (mean 12), B: 20..24 (mean 22); legal actions 2 (A) and 3 (B)
    # per decision in every game
    a = table([row(decisions=10 + i % 5, legal_total=2 * (10 + i % 5)) for i in range(40)])
    b = table(
        [row(seed=100 + i, decisions=20 + i % 5, legal_total=3 * (20 + i % 5)) for i in range(40)]
    )
    c = compare(a, b, resamples=300)
    assert not c.paired
    dur = c.changes["duration_decisions"]
    expected = welch([10 + i % 5 for i in range(40)], [20 + i % 5 for i in range(40)])
    assert (dur.diff, dur.low, dur.high, dur.p_value) == (
        10,
        pytest.approx(expected.low),
        pytest.approx(expected.high),
        pytest.approx(expected.p_value),
    )
    assert dur.significant
    # branching factor exactly 2 in every game of A and 3 in every game of B: no variance
    # over games, so the difference is exact
    bf = c.changes["branching_factor"]
    assert (bf.diff, bf.low, bf.high, bf.p_value) == (1, 1, 1, 0)
    en = c.sentences("en")
    assert "B's games are longer: 10.0 more decisions on average (22.0 vs 12.0)." in en
    assert "B offers 1.0 more legal actions per decision on average (3.0 vs 2.0)." in en
    zh = c.sentences("zh-TW")
    assert "B的對局較長：平均多10.0個決策（22.0對12.0）。" in zh
    assert "B每個決策平均多1.0個合法行動（3.0對2.0）。" in zh
    # the other way round: shorter, fewer
    back = compare(b, a, resamples=300).sentences("en")
    assert "B's games are shorter: 10.0 fewer decisions on average (12.0 vs 22.0)." in back


def test_single_games_have_no_mean_or_bootstrap_test(row, table):
    c = compare(table([row(decisions=10)]), table([row(decisions=30)]))
    dur = c.changes["duration_decisions"]
    assert (dur.diff, dur.low, dur.high, dur.p_value, dur.significant) == (
        20,
        None,
        None,
        None,
        False,
    )
    assert c.changes["balance"].p_value is None
    assert c.changes["completion"].p_value == 1.0  # rates are still tested (1 of 1 each)
    json.dumps(c.to_dict())


def test_rows_and_json(first_seat):
    c = compare(*first_seat, resamples=200)
    assert c.header("en") == ("Measure", "A", "B", "B − A", "95% interval", "p (Holm)", "")
    rows = c.rows()
    assert len(rows) == len(c.changes)
    first = next(r for r in rows if r[0] == "First-seat win rate")
    assert first[1:4] == ("22.0%", "31.0%", "+9.0 pp")
    assert first[6] == "*"
    assert next(r for r in c.rows("zh-TW") if r[0] == "起始玩家勝率")[3] == "+9.0個百分點"
    data = json.loads(json.dumps(c.to_dict()))
    assert data["changes"]["first_seat_win_rate"]["significant"] is True
    assert data["changes"]["first_seat_win_rate"]["kind"] == "rate"
    assert data["a"]["games"] == 400


def test_only_measures_in_both_are_compared(row, table):
    # A mixes greedy and random (skill gap); B has greedy only (none)
    a = table([row(bots=["greedy", "random"])] * 3)
    b = table([row()] * 3)
    c = compare(a, b, resamples=100)
    assert "skill_gap" not in c.changes and "win_rate_bot_random" not in c.changes
    assert "win_rate_bot_greedy" in c.changes


def test_different_games_or_player_counts_are_refused(row, table):
    rapanui = table([row()])
    giants = table([row()], game="giants")
    with pytest.raises(ValueError, match="different games"):
        compare(rapanui, giants)
    three = table([row(players=3, bots=["greedy"] * 3, scores=[1, 2, 3])])
    with pytest.raises(ValueError, match="player counts"):
        compare(rapanui, three)
    with pytest.raises(ValueError, match="no games to summarize"):
        compare(rapanui, table([]))
    with pytest.raises(ValueError, match="players"):
        compare_summaries(summarize(rapanui), summarize(three))


def test_the_same_seeds_are_compared_game_by_game(row, table):
    # 200 games on the same seeds; the first seat's result changes in 14 of them, 12 from a loss
    # to a win and 2 the other way: McNemar's exact test on the 14 discordant seeds
    a_wins = [i < 60 for i in range(200)]
    b_wins = [(i < 60 and i not in (0, 1)) or 60 <= i < 72 for i in range(200)]

    def of(wins):
        return table(
            [
                row(seed=i + 1, first_player=0, winners=[0 if w else 1], leaders=[[0 if w else 1]])
                for i, w in enumerate(wins)
            ]
        )

    c = compare(of(a_wins), of(b_wins))
    assert c.paired
    first = c.changes["first_seat_win_rate"]
    assert first.paired and first.diff == pytest.approx(0.05)
    assert first.p_value == pytest.approx(mcnemar([(0, 1)] * 12 + [(1, 0)] * 2))
    assert first.p_value == pytest.approx(2 * sum(math.comb(14, k) for k in range(3)) / 2**14)
    # unpaired, the same 60 vs 70 wins of 200 are far from clear
    apart = compare(of(a_wins), table([{**r, "seed": r["seed"] + 500} for r in of(b_wins)]))
    assert not apart.paired
    assert apart.changes["first_seat_win_rate"].p_value > 0.2 > 0.02 > first.p_value


def test_holm_adjusts_over_the_distinct_effects(first_seat):
    c = compare(*first_seat, resamples=400)
    family = [ch for ch in c.changes.values() if ch.echo_of is None and ch.p_value is not None]
    expected = holm([ch.p_value for ch in family])
    assert [ch.p_adjusted for ch in family] == pytest.approx(expected)
    assert all(ch.p_adjusted >= ch.p_value for ch in family)


def test_a_tiny_sure_difference_is_not_a_finding(row, table):
    # every game of B has 1 legal action more per 10 decisions: sure (no variance), but a tenth
    # of a legal action is below the meaningful size of the branching factor
    a = table([row(decisions=10, legal_total=30) for _ in range(50)])
    b = table([row(seed=200 + i, decisions=10, legal_total=31) for i in range(50)])
    c = compare(a, b, resamples=100)
    bf = c.changes["branching_factor"]
    assert bf.significant and bf.diff == pytest.approx(0.1)
    assert bf.diff < MEANINGFUL["branching_factor"]
    assert not bf.meaningful and not bf.finding
    assert c.sentences("en") == []


def test_the_strongest_bot_is_said_once(row, table):
    # greedy holds seat 0 and random seat 1; in B the greedy bot wins far more
    def of(greedy_wins, seed):
        return table(
            [
                row(
                    seed=seed + i,
                    bots=["greedy", "random"],
                    first_player=i % 2,
                    winners=[0 if i < greedy_wins else 1],
                )
                for i in range(200)
            ]
        )

    c = compare(of(100, 1), of(160, 1001))
    said = [ch.key for ch in c.findings()]
    assert "skill_win_rate" in said
    assert not {"win_rate_bot_greedy", "win_rate_bot_random", "skill_gap"} & set(said)
    assert c.changes["win_rate_bot_greedy"].echo_of == "skill_win_rate"
    assert c.changes["win_rate_bot_random"].echo_of == "skill_win_rate"
