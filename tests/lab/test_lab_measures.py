"""Every measure of a summary against hand-made tables, with the values worked out by hand."""

import json
import math

import pytest

from kit.core import i18n
from kit.lab.measures import summarize
from kit.lab.per_game import decisiveness_of, lead_changes_of, score_spread_of
from kit.lab.stats import wilson
from kit.lab.summary import LUDII, Measure


@pytest.fixture
def five(row, table):
    """Two seats, greedy (seat 0) against random (seat 1); four finished games and one cut off.

    game  first  winners  position(s) winning   decisions choices legal rounds  leaders      scores
    g1    0      [0]      0                     10        5       30    4       0,1,1,0      10, 5
    g2    1      [1]      0 (seat 1 moved 1st)  20        10      40    4       1,1          3, 9
    g3    1      [0]      1                     30        15      60    4       01,1,0       8, 2
    g4    0      [0, 1]   0 and 1 (shared)      40        20      80    4       0            6, 6
    g5    0      []       timed out             100       0       190   9       0,1          1, 2
    """
    bots = ["greedy", "random"]
    return table(
        [
            row(bots=bots, first_player=0, winners=[0], decisions=10, choices=5, legal_total=30,
                leaders=[[0], [1], [1], [0]], scores=[10, 5]),
            row(bots=bots, first_player=1, winners=[1], decisions=20, choices=10, legal_total=40,
                leaders=[[1], [1]], scores=[3, 9]),
            row(bots=bots, first_player=1, winners=[0], decisions=30, choices=15, legal_total=60,
                leaders=[[0, 1], [1], [0]], scores=[8, 2]),
            row(bots=bots, first_player=0, winners=[0, 1], decisions=40, choices=20, legal_total=80,
                leaders=[[0]], scores=[6, 6]),
            row(bots=bots, first_player=0, winners=[], decisions=100, choices=0, legal_total=190,
                rounds=9, timed_out=True, leaders=[[0], [1]], scores=[1, 2]),
        ]
    )  # fmt: skip


@pytest.fixture
def summary(five):
    return summarize(five)


def test_win_rates_per_position_skip_the_timed_out_game(summary):
    m = summary.measures
    # position 0 wins g1, g2, g4 of 4 finished games; position 1 wins g3 and g4 (shared)
    assert (m["win_rate_position_0"].successes, m["win_rate_position_0"].trials) == (3, 4)
    assert m["win_rate_position_0"].value == 0.75
    assert m["win_rate_position_1"].value == 0.5
    assert (m["win_rate_position_1"].low, m["win_rate_position_1"].high) == wilson(2, 4)
    assert m["win_rate_position_0"].kind == "rate"
    assert m["first_seat_win_rate"].value == 0.75


def test_first_seat_advantage_is_the_win_rate_less_the_fair_share(summary):
    adv = summary.measures["first_seat_advantage"]
    low, high = wilson(3, 4)
    # 0.75 − 1/2, and the Wilson interval of 3/4 shifted by the same 1/2
    assert adv.value == pytest.approx(0.25)
    assert (adv.low, adv.high) == (pytest.approx(low - 0.5), pytest.approx(high - 0.5))
    assert adv.unit == "points"


def test_balance(summary):
    bal = summary.measures["balance"]
    # 1 − (0.75 − 0.5)
    assert bal.value == 0.75
    assert bal.kind == "balance" and bal.n == 4
    # simultaneous Wilson intervals (Bonferroni, 97.5% each) of the positions' rates 3/4 and 2/4
    (l0, h0), (l1, h1) = wilson(3, 4, 0.975), wilson(2, 4, 0.975)
    assert bal.high == pytest.approx(1 - max(0.0, max(l0, l1) - min(h0, h1))) == 1.0
    assert bal.low == pytest.approx(1 - (max(h0, h1) - min(l0, l1)))
    # chi-square over the single-winner games: position 0 won g1 and g2, position 1 g3:
    # X² = 2·(0.5²/1.5) = 1/3 on 1 df, p = 0.5637
    assert bal.p_equal == pytest.approx(0.563702862, abs=1e-8)


def test_win_rates_per_bot_count_each_seat(summary):
    m = summary.measures
    # greedy sits at seat 0: wins g1, g3, g4; random at seat 1: wins g2, g4
    assert (m["win_rate_bot_greedy"].successes, m["win_rate_bot_greedy"].trials) == (3, 4)
    assert (m["win_rate_bot_random"].successes, m["win_rate_bot_random"].trials) == (2, 4)
    # per game (wins, seats), the timed-out g5 outside the domain: the game is the unit
    assert m["win_rate_bot_greedy"].values == ((1, 1), (0, 1), (1, 1), (1, 1), (0, 0))
    assert m["win_rate_bot_greedy"].kind == "clustered"


def test_a_bots_win_rate_takes_the_game_as_the_unit(row, table):
    # greedy holds seats 0 and 1, random seat 2; every game has one winner. Over seats, the
    # greedy rate 9/20 would get Wilson's ±21 points; per game the greedy seats won 1 of their
    # 2 seats in 9 games and 0 in 1: r = 0.45, u = (x − 2r)/2 = ±0.05 or −0.45,
    # se = √(Σu²/(N(N−1))) = √((9·0.0025 + 0.2025)/90) = 0.05, n* = r(1−r)/se² = 99
    bots = ["greedy", "greedy", "random"]
    rows = [
        row(players=3, bots=bots, scores=[5, 1, 1], winners=[i % 2], leaders=[[i % 2]])
        for i in range(9)
    ] + [row(players=3, bots=bots, scores=[1, 1, 5], winners=[2], leaders=[[2]])]
    m = summarize(table(rows)).measures["win_rate_bot_greedy"]
    assert m.value == pytest.approx(0.45)
    n_eff = 0.45 * 0.55 / 0.05**2
    z = 1.959964
    centre = (0.45 + z * z / (2 * n_eff)) / (1 + z * z / n_eff)
    half = z * math.sqrt(0.45 * 0.55 / n_eff + z * z / (4 * n_eff**2)) / (1 + z * z / n_eff)
    assert (m.low, m.high) == (
        pytest.approx(centre - half, abs=1e-6),
        pytest.approx(centre + half, abs=1e-6),
    )
    assert m.high - m.low < (wilson(9, 20)[1] - wilson(9, 20)[0]) / 2


def test_completion_and_shared_wins(summary):
    m = summary.measures
    assert (m["completion"].successes, m["completion"].trials, m["completion"].value) == (4, 5, 0.8)
    # one shared win (g4) among the 4 finished games
    assert (m["shared_wins"].successes, m["shared_wins"].trials) == (1, 4)


def test_duration(summary):
    m = summary.measures
    dec = m["duration_decisions"]
    # finished games: 10, 20, 30, 40 → mean 25, s = √(500/3) = 12.909944,
    # t(0.975, 3) = 3.182446: 25 ± 3.182446·12.909944/2 = 25 ± 20.5426
    assert (dec.value, dec.n, dec.kind) == (25, 4, "mean")
    assert dec.sd == pytest.approx(12.909944, abs=1e-6)
    assert (dec.low, dec.high) == (
        pytest.approx(4.4574, abs=1e-4),
        pytest.approx(45.5426, abs=1e-4),
    )
    rounds = m["duration_rounds"]
    assert (rounds.value, rounds.sd, rounds.low, rounds.high) == (4, 0, 4, 4)  # g5's 9 left out


def test_decision_moves_and_branching_factor_use_every_game(summary):
    m = summary.measures
    # Σ choices / Σ decisions = (5 + 10 + 15 + 20 + 0) / 200 = 0.25
    assert m["decision_moves"].value == 0.25
    # Σ legal_total / Σ decisions = (30 + 40 + 60 + 80 + 190) / 200 = 2.0
    assert m["branching_factor"].value == 2.0
    assert m["branching_factor"].n == 5


def test_lead_changes(summary):
    # g1: 0→1 change, 1→1 none, 1→0 change: 2/3; g2: 0/1; g3: {0,1}→{1}→{0}: 2/2; g4: one entry, 0;
    # g5 (cut off, but its rounds were played): 1/1. Mean (2/3 + 0 + 1 + 0 + 1) / 5 = 0.533333
    lc = summary.measures["lead_changes"]
    assert lc.value == pytest.approx(8 / 15)
    assert lc.n == 5


def test_decisiveness(summary):
    # g1 (winner 0; leaders 0,1,1,0): 0 leads from entry 3 on: 3/4; g2: from 0: 0;
    # g3 (0; leaders 01,1,0): from entry 2: 2/3; g4: 0. Mean (0.75 + 0 + 2/3 + 0) / 4 = 0.354167
    dec = summary.measures["decisiveness"]
    assert dec.value == pytest.approx((0.75 + 2 / 3) / 4)
    assert dec.n == 4


def test_score_spread(summary):
    # finished games: 10−5, 9−3, 8−2, 6−6 → 5, 6, 6, 0; mean 4.25
    assert summary.measures["score_spread"].value == 4.25


def test_skill_gap_of_the_strongest_kind(summary):
    m = summary.measures
    # greedy is stronger than random; its seats won 3 of 4: 0.75, and 0.75 − 1/2 over the fair share
    assert (m["skill_win_rate"].value, m["skill_win_rate"].detail) == (0.75, "greedy")
    assert m["skill_gap"].value == pytest.approx(0.25)


def test_per_game_definitions():
    assert lead_changes_of([[0]]) == 0
    assert (
        lead_changes_of([[0, 1], [1, 0], [1]]) == 0.5
    )  # the same set in another order is no change
    assert decisiveness_of([[1], [1], [0]], [0]) == 2 / 3
    assert decisiveness_of([[0], [1], [0, 1]], [0, 1]) == 0  # any winner of a shared win counts
    assert decisiveness_of([[0], [1]], [0]) == 1  # the winner does not lead at the end
    assert score_spread_of([4, 9, 9]) == 0
    assert score_spread_of([4, 12, 9]) == 3


def test_rotation_of_the_first_player(row, table):
    # three players; seat 1 wins each game. first 1 → position 0; first 0 → 1; first 2 → (1−2)%3 = 2
    t = table(
        [
            row(players=3, bots=["greedy"] * 3, scores=[0, 5, 0], winners=[1], first_player=f)
            for f in (1, 0, 2, 1)
        ]
    )
    m = summarize(t).measures
    assert [m[f"win_rate_position_{p}"].successes for p in range(3)] == [2, 1, 1]
    assert m["first_seat_advantage"].value == pytest.approx(0.5 - 1 / 3)
    # balance: 1 − (0.5 − 0.25)
    assert m["balance"].value == 0.75
    assert "skill_gap" not in m  # one bot kind


def test_one_kind_with_parameters_or_unknown_kinds_have_no_skill_gap(row, table):
    same = table([row(bots=["greedy", "greedy:wood=0.8"])] * 2)
    assert "skill_win_rate" not in summarize(same).measures
    assert "win_rate_bot_greedy:wood=0.8" in summarize(same).measures
    unknown = table([row(bots=["greedy", "mystery"])] * 2)
    assert "skill_gap" not in summarize(unknown).measures


def test_zero_games_is_a_clear_error(table):
    with pytest.raises(ValueError, match="no games to summarize"):
        summarize(table([]))


def test_a_single_game_has_values_and_no_undefined_intervals(row, table):
    s = summarize(table([row(decisions=12, choices=6, leaders=[[1], [0]])]))
    m = s.measures
    assert (s.games, s.players, s.game) == (1, 2, "rapanui")
    assert m["duration_decisions"].value == 12
    assert (m["duration_decisions"].low, m["duration_decisions"].sd) == (None, None)
    assert (m["balance"].value, m["balance"].low, m["balance"].high) == (0, None, None)
    assert (m["decision_moves"].value, m["decision_moves"].low) == (0.5, None)
    assert m["completion"].low == pytest.approx(wilson(1, 1)[0])  # Wilson is defined for n = 1
    assert m["lead_changes"].value == 1
    json.dumps(s.to_dict())  # None serializes
    assert all(r[2] == "—" for r in s.rows() if r[0] == "Rounds per game")


def test_every_game_timed_out(row, table):
    m = summarize(table([row(timed_out=True, winners=[])] * 3)).measures
    assert m["completion"].value == 0
    # no finished game: no win measure, no duration, no decisiveness, no score spread
    assert not any(k.startswith(("win_rate", "first_seat", "duration", "skill")) for k in m)
    assert {"balance", "decisiveness", "score_spread", "shared_wins"}.isdisjoint(m)
    assert "decision_moves" in m and "lead_changes" in m


def test_games_without_decisions_or_leaders(row, table):
    m = summarize(table([row(decisions=0, choices=0, legal_total=0, leaders=[])] * 2)).measures
    assert {"decision_moves", "branching_factor", "lead_changes", "decisiveness"}.isdisjoint(m)


def test_mixed_player_counts_are_refused(row, table):
    t = table([row(), row(players=3, bots=["greedy"] * 3, scores=[1, 2, 3])])
    with pytest.raises(ValueError, match="mixes player counts"):
        summarize(t)


def test_summary_serializes_and_prints(summary):
    data = json.loads(json.dumps(summary.to_dict()))
    assert (data["game"], data["players"], data["games"]) == ("rapanui", 2, 5)
    assert data["measures"]["balance"]["ludii"] == "Balance"
    assert data["measures"]["first_seat_win_rate"]["ludii"] == "AdvantageP1"
    assert "values" not in data["measures"]["duration_decisions"]
    rows = summary.rows()
    assert len(rows) == len(summary.measures)
    assert ("Completion", "80.0%", "[37.6%, 96.4%]") in rows  # Wilson(4, 5)
    # Wilson(3, 4) = (0.3006, 0.9544), less the fair share 0.5
    assert ("First-seat advantage", "+25.0 pp", "[-19.9 pp, +45.4 pp]") in rows
    assert summary.header("zh-TW") == ("指標", "數值", "95%信賴區間")


def test_labels_in_both_languages(summary):
    m = summary.measures
    assert m["balance"].label("zh-TW") == "平衡度"
    assert m["first_seat_advantage"].label("zh-TW") == "起始玩家優勢"
    assert m["win_rate_position_0"].label("en") == "Win rate, turn position 1"
    assert m["win_rate_position_1"].label("zh-TW") == "第2順位勝率"
    # bots by their names in the language, never by their specs
    assert m["win_rate_bot_random"].label("zh-TW") == "隨機機器人的勝率"
    assert "greedy" not in m["skill_gap"].label("zh-TW") and "貪婪" in m["skill_gap"].label("zh-TW")
    assert "random" not in " ".join(r[0] for r in summary.rows("zh-TW"))
    assert summary.rows("zh-TW")[0][2].count("[") == 0  # intervals written the Chinese way
    zh = [r[0] for r in summary.rows("zh-TW")]
    assert "共同勝利（平手率）" in zh and "決勝時點" in zh
    for key in {measure.base for measure in m.values()}:
        assert i18n.has(f"lab.measure.{key}")
        assert i18n.t(f"lab.measure.{key}", "zh-TW") != i18n.t(f"lab.measure.{key}", "en")


def test_ludii_names_cover_the_named_measures():
    assert set(LUDII.values()) >= {
        "Balance", "AdvantageP1", "Completion", "Drawishness", "DecisionMoves",
        "BranchingFactor", "LeadChange", "Decisiveness",
    }  # fmt: skip


def test_measure_is_frozen():
    m = Measure("completion", 0.5, 0.1, 0.9, 2, "rate")
    with pytest.raises(AttributeError):
        m.value = 1  # type: ignore[misc]
    assert math.isclose(m.value, 0.5)


def test_a_share_interval_stays_between_0_and_1_with_few_games():
    """Decisiveness (a share per game) over a few games: its t interval would reach past 100%
    (and below 0%), where no share lies; it is kept within 0 and 1."""
    from kit.lab.measures import _mean

    pairs = ((1.0, 1), (1.0, 1), (0.2, 1), (1.0, 1))
    m = _mean("decisiveness", pairs, (0, 1, 2, 3), "share")
    assert m.high == 1.0 and 0.0 <= m.low < m.value < 1.0
    m = _mean("decisiveness", ((0.0, 1), (0.0, 1), (0.9, 1)), (0, 1, 2), "share")
    assert m.low == 0.0 and m.high <= 1.0
    unbounded = _mean("rounds", ((1.0, 1), (9.0, 1), (2.0, 1)), (0, 1, 2))
    assert unbounded.low < 0  # a number that is not a share keeps its t interval
