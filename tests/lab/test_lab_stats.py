"""The lab's statistics against published and hand-computed reference values."""

import math

import pytest

from kit.lab import clustered, significance, stats
from kit.lab.stats import (
    bootstrap_difference,
    bootstrap_interval,
    mean_interval,
    t_cdf,
    t_quantile,
    t_two_sided,
    two_proportions,
    welch,
    wilson,
)


def mean(values):
    return sum(values) / len(values)


# -- Wilson --------------------------------------------------------------------------------------
def test_wilson_seven_of_ten():
    # p = 0.7, z = 1.959964: (0.7 + 0.19207) / 1.38415 ± 1.959964·√(0.021 + 0.0096)/1.38415
    low, high = wilson(7, 10)
    assert low == pytest.approx(0.39678, abs=1e-5)
    assert high == pytest.approx(0.89221, abs=1e-5)


def test_wilson_at_the_ends_stays_in_zero_to_one():
    # 0 of 10: the upper end is z²/(n + z²) = 3.84146 / 13.84146
    assert wilson(0, 10) == (0.0, pytest.approx(0.27753, abs=1e-5))
    assert wilson(10, 10) == (pytest.approx(0.72247, abs=1e-5), 1.0)
    assert wilson(1, 1)[1] == 1.0


def test_wilson_refuses_no_trials_and_bad_counts():
    with pytest.raises(ValueError, match="n = 0"):
        wilson(0, 0)
    with pytest.raises(ValueError, match="successes"):
        wilson(11, 10)
    with pytest.raises(ValueError, match="confidence"):
        wilson(1, 2, confidence=1.5)


def test_wilson_narrows_with_lower_confidence():
    low95, high95 = wilson(30, 100)
    low80, high80 = wilson(30, 100, confidence=0.80)
    assert low95 < low80 < 0.3 < high80 < high95


# -- Student's t ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("p", "df", "expected"),
    [
        (0.975, 1, 12.706204736),  # the familiar table values, to 9 digits
        (0.975, 5, 2.570581836),
        (0.975, 30, 2.042272456),
        (0.975, 4, 2.776445105),
        (0.995, 10, 3.169272673),
        (0.95, 2, 2.919985580),
    ],
)
def test_t_quantile_matches_tables(p, df, expected):
    assert t_quantile(p, df) == pytest.approx(expected, abs=1e-6)
    assert t_quantile(1 - p, df) == pytest.approx(-expected, abs=1e-6)


@pytest.mark.parametrize("p", [0.55, 0.8, 0.975, 0.9995])
def test_t_quantile_matches_closed_forms(p):
    # df = 1 is the Cauchy law: t = tan(π(p − ½)); df = 2: t = (2p − 1)·√(2 / (4p(1 − p)))
    assert t_quantile(p, 1) == pytest.approx(math.tan(math.pi * (p - 0.5)), rel=1e-9)
    assert t_quantile(p, 2) == pytest.approx(
        (2 * p - 1) * math.sqrt(2 / (4 * p * (1 - p))), rel=1e-9
    )


def test_t_cdf_and_two_sided_tail():
    assert t_cdf(0, 7) == 0.5
    # df = 2: F(t) = ½ + t / (2√(2 + t²)); at t = 1: ½ + 1/(2√3) = 0.788675
    assert t_cdf(1, 2) == pytest.approx(0.5 + 1 / (2 * math.sqrt(3)), abs=1e-12)
    assert t_cdf(-1, 2) == pytest.approx(0.5 - 1 / (2 * math.sqrt(3)), abs=1e-12)
    assert t_two_sided(2, 10) == pytest.approx(0.0733880348, abs=1e-9)
    # non-whole degrees of freedom (Welch) and many of them (close to the normal law)
    assert t_quantile(0.975, 6.5) == pytest.approx(2.40, abs=0.01)
    assert t_quantile(0.975, 1e6) == pytest.approx(1.959966, abs=1e-6)


def test_t_refuses_bad_arguments():
    with pytest.raises(ValueError):
        t_quantile(1.0, 5)
    with pytest.raises(ValueError):
        t_quantile(0.5, 0)


# -- means ---------------------------------------------------------------------------------------
def test_mean_interval_by_hand():
    # 1..5: mean 3, s = √(10/4) = 1.581139, t(0.975, 4) = 2.776445: 3 ± 2.776445·1.581139/√5
    m = mean_interval([1, 2, 3, 4, 5])
    assert (m.mean, m.n) == (3, 5)
    assert m.sd == pytest.approx(1.581139, abs=1e-6)
    assert m.low == pytest.approx(1.036757, abs=1e-6)
    assert m.high == pytest.approx(4.963243, abs=1e-6)


def test_mean_interval_edge_cases():
    with pytest.raises(ValueError, match="n = 0"):
        mean_interval([])
    one = mean_interval([4])
    assert (one.mean, one.sd, one.low, one.high) == (4, None, None, None)
    flat = mean_interval([2, 2, 2])
    assert (flat.sd, flat.low, flat.high) == (0, 2, 2)


def test_welch_by_hand():
    # A = 1..5: s² = 2.5, n = 5; B = 2, 4, .., 12: s² = 14, n = 6.
    # se² = 2.5/5 + 14/6 = 2.833333; t = 4 / 1.683251 = 2.376354;
    # df = 2.833333² / (0.5²/4 + 2.333333²/5) = 8.027778 / 1.151389 = 6.972256
    d = welch([1, 2, 3, 4, 5], [2, 4, 6, 8, 10, 12])
    assert d.diff == 4
    assert d.df == pytest.approx(6.972256, abs=1e-6)
    assert d.p_value == pytest.approx(0.049284, abs=1e-6)  # two-sided P(|T| ≥ 2.376354)
    assert d.low == pytest.approx(0.016531, abs=1e-6)
    assert d.high == pytest.approx(7.983469, abs=1e-6)
    # B − A: the other way round the sign flips, nothing else changes
    back = welch([2, 4, 6, 8, 10, 12], [1, 2, 3, 4, 5])
    assert (back.diff, back.low, back.p_value) == (
        -4,
        pytest.approx(-d.high),
        pytest.approx(d.p_value),
    )


def test_welch_zero_variance_and_too_few_values():
    same = welch([3, 3], [3, 3, 3])
    assert (same.diff, same.low, same.high, same.p_value, same.df) == (0, 0, 0, 1.0, None)
    apart = welch([3, 3], [5, 5])
    assert (apart.diff, apart.low, apart.high, apart.p_value) == (2, 2, 2, 0.0)
    with pytest.raises(ValueError, match="two values"):
        welch([1], [1, 2])


# -- two proportions -----------------------------------------------------------------------------
def test_two_proportions_newcombe_published_examples():
    # Newcombe (1998), Table II, method 10: 56/70 − 48/80 → (0.0524, 0.3339);
    # 9/10 − 3/10 → (0.1705, 0.8090). Here A is the second proportion, so B − A is the same.
    d = two_proportions(48, 80, 56, 70)
    assert d.diff == pytest.approx(0.2)
    assert (d.low, d.high) == (pytest.approx(0.0524, abs=1e-4), pytest.approx(0.3339, abs=1e-4))
    # pooled p = 104/150 = 0.693333; se = √(0.693333·0.306667·(1/80 + 1/70)) = 0.075467;
    # z = 0.2 / 0.075467 = 2.6501; two-sided p = 0.008045
    assert d.p_value == pytest.approx(0.008045, abs=1e-6)
    d = two_proportions(3, 10, 9, 10)
    assert (d.low, d.high) == (pytest.approx(0.1705, abs=1e-4), pytest.approx(0.8090, abs=1e-4))


def test_two_proportions_equal_and_degenerate():
    same = two_proportions(30, 100, 30, 100)
    assert (same.diff, same.p_value) == (0, 1.0)
    assert same.low < 0 < same.high
    none = two_proportions(0, 10, 0, 20)  # pooled p = 0: no variance, no evidence of a difference
    assert (none.diff, none.p_value) == (0, 1.0)
    with pytest.raises(ValueError, match="n = 0"):
        two_proportions(0, 0, 1, 2)


# -- bootstrap -----------------------------------------------------------------------------------
def test_bootstrap_interval_is_seeded_and_brackets_the_mean():
    values = [3, 5, 4, 6, 8, 2, 5, 7, 4, 6]
    ci = bootstrap_interval(values, mean, seed=7)
    assert ci == bootstrap_interval(values, mean, seed=7)
    assert ci != bootstrap_interval(values, mean, seed=8)
    assert ci[0] < 5 < ci[1]
    # the t interval of the same data is of the same width, roughly (bootstrap is a bit narrower)
    m = mean_interval(values)
    assert 0.6 < (ci[1] - ci[0]) / (m.high - m.low) < 1.2


def test_bootstrap_interval_edge_cases():
    with pytest.raises(ValueError, match="n = 0"):
        bootstrap_interval([], mean)
    assert bootstrap_interval([4], mean) is None
    assert bootstrap_interval([4, 4, 4], mean, resamples=50) == (4, 4)


def test_bootstrap_default_resamples_and_percentile():
    assert stats.RESAMPLES == 2000
    # type 7: position (n − 1)·q, interpolated: quartiles of 1..5 are 2 and 4, median of 1..4 is 2.5
    assert stats.percentile([1, 2, 3, 4, 5], 0.25) == 2
    assert stats.percentile([1, 2, 3, 4, 5], 0.75) == 4
    assert stats.percentile([1, 2, 3, 4], 0.5) == 2.5


def test_bootstrap_difference_sign_and_p_value():
    a = [1, 2, 3, 2, 1, 2, 3, 2]
    b = [v + 5 for v in a]
    d = bootstrap_difference(a, b, mean, resamples=500, seed=1)
    assert d.diff == 5
    assert 4 < d.low <= 5 <= d.high < 6
    # the normal p-value of d / sd(d*): far beyond any count of replicates (< 1/500)
    assert d.p_value < 1e-6
    # a difference of 0.3 against the same spread is not clear
    close = bootstrap_difference(a, [v + 0.3 for v in a], mean, resamples=500, seed=1)
    assert 0.05 < close.p_value < 1
    # the same samples: no difference, p = 1 (no replicate spread needed to say so)
    assert bootstrap_difference([2, 2], [2, 2], mean, resamples=50).p_value == 1.0
    same = bootstrap_difference(a, list(a), mean, resamples=500, seed=1)
    assert same.diff == 0
    assert same.p_value > 0.5
    flat = bootstrap_difference([2, 2], [2, 2], mean, resamples=50)
    assert flat.p_value == 1.0
    with pytest.raises(ValueError, match="two values"):
        bootstrap_difference([1], [1, 2], mean)


def test_a_ratio_over_games_and_its_cluster_robust_error():
    # (x, y) per game: 1/1, 0/1, 1/2 → r = 2/4 = 0.5; ȳ = 4/3; u = (x − r·y)/ȳ = 0.375,
    # −0.375, 0; se = √(Σu² / (N(N − 1))) = √(0.28125/6) = 0.216506
    est = clustered.ratio_estimate([(1, 1), (0, 1), (1, 2)])
    assert (est.value, est.n, est.games) == (0.5, 3, 3)
    assert est.se == pytest.approx(math.sqrt(0.28125 / 6))
    low, high = clustered.ratio_interval(est)
    assert 0.5 - low == pytest.approx(high - 0.5)
    assert high - 0.5 == pytest.approx(stats.t_quantile(0.975, 2) * est.se)
    # a game outside the domain (0, 0) counts in N but adds nothing to the sums
    assert clustered.ratio_estimate([(1, 1), (0, 0)]).n == 1
    with pytest.raises(ValueError, match="Σy = 0"):
        clustered.ratio_estimate([(0, 0), (0, 0)])
    # with y = 1 everywhere it is the mean and its t interval
    values = [3.0, 5.0, 4.0, 8.0]
    m = stats.mean_interval(values)
    assert clustered.ratio_interval(clustered.ratio_estimate([(v, 1) for v in values])) == (
        pytest.approx(m.low),
        pytest.approx(m.high),
    )


def test_ratio_differences_paired_and_unpaired():
    a = [(v, 1) for v in (10, 12, 11, 15, 9, 13)]
    b = [(x + 1 + (i % 2) * 0.1, 1) for i, (x, _) in enumerate(a)]
    paired = clustered.ratio_difference(a, b, paired=True)
    unpaired = clustered.ratio_difference(a, b, paired=False)
    assert paired.diff == unpaired.diff == pytest.approx(1.05)
    # paired: the differences 1, 1.1, 1, 1.1, 1, 1.1 hardly vary; unpaired: the games do
    assert paired.p_value < 1e-6 < 0.3 < unpaired.p_value
    welch_ = stats.welch([x for x, _ in a], [x for x, _ in b])
    assert (unpaired.low, unpaired.high, unpaired.p_value) == (
        pytest.approx(welch_.low),
        pytest.approx(welch_.high),
        pytest.approx(welch_.p_value),
    )
    with pytest.raises(ValueError, match="same games"):
        clustered.ratio_difference(a, b[:-1], paired=True)


def test_clustered_wilson_opposed_trials():
    # two seats per game of which exactly one wins: the rate is 1/2 by construction
    est = clustered.ratio_estimate([(1, 2)] * 10)
    assert clustered.clustered_wilson(est, 20) == (0.5, 0.5)
    # no win at all: the games are the trials
    none = clustered.ratio_estimate([(0, 2)] * 10)
    assert clustered.clustered_wilson(none, 20) == pytest.approx(stats.wilson(0, 10))


def test_mcnemar_exact():
    assert clustered.mcnemar([(0, 0), (1, 1)]) == 1.0
    # 8 discordant pairs all one way: 2·(1/2)^8
    assert clustered.mcnemar([(0, 1)] * 8 + [(1, 1)] * 5) == pytest.approx(2 / 256)
    # 5 against 3 of 8: 2·P(X ≤ 3) = 2·93/256
    assert clustered.mcnemar([(0, 1)] * 5 + [(1, 0)] * 3) == pytest.approx(2 * 93 / 256)


def test_holm_step_down():
    assert significance.holm([0.01, 0.04, 0.03, 0.5]) == pytest.approx([0.04, 0.09, 0.09, 0.5])
    assert significance.holm([]) == []
    assert significance.holm([0.6, 0.9]) == [1.0, 1.0]


def test_chi_square_and_the_incomplete_gamma():
    # Q(a, x) against closed forms: Q(1, x) = e^−x; Q(1/2, x) = erfc(√x)
    for x in (0.1, 1.0, 3.0, 12.0):
        assert significance.gammainc_upper(1, x) == pytest.approx(math.exp(-x), rel=1e-12)
        assert significance.gammainc_upper(0.5, x) == pytest.approx(
            math.erfc(math.sqrt(x)), rel=1e-10
        )
    # X² = 2 on 3 df: p = 0.572407 (tables); 7.815 is the 95% point of 3 df
    x2, p = significance.chi_square_uniform([30, 20, 25, 25])
    assert x2 == 2.0 and p == pytest.approx(0.5724067, abs=1e-7)
    assert significance.gammainc_upper(1.5, 7.8147279 / 2) == pytest.approx(0.05, abs=1e-7)
    assert significance.chi_square_uniform([0, 0, 0]) == (0.0, 1.0)
