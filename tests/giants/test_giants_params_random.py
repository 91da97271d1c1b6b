"""Random rule-parameter sets (issue 23), drawn from each parameter's range and seeded, at every
player count: random games keep every invariant (components conserved given the parameters,
nothing negative, views leak nothing), determinizations add up, greedy tables finish by the
rule's own end (R10.1) and an ISMCTS seat plays to the end. Sets the options refuse are skipped,
and a good share must be accepted."""

import random

from giants_support import check_view, conservation, play_checked, random_action

from kit import giants
from kit.core.errors import OptionError
from kit.core.params import LIST
from kit.giants import params
from kit.lab import run

FOREST_HEXES = len(giants.default_board().forests)


def draw(rng):
    """One value per parameter, each number uniform in its range (the forests: one tile per
    forest hex of the default island)."""
    out = {}
    for p in params.PARAMETERS:
        if p.kind == LIST:
            size = FOREST_HEXES if p.name == "forests" else p.size[0]
            out[p.name] = ",".join(str(rng.randint(p.low, p.high)) for _ in range(size))
        else:
            out[p.name] = rng.randint(p.low, p.high)
    return out


def parameter_sets(seed, per_count, **extra):
    """``per_count`` accepted (players, options dict) at each of 3, 4 and 5 players, and the share
    of drawn sets the options and the board accepted."""
    rng = random.Random(seed)
    found, tried = [], 0
    for players in (3, 4, 5):
        accepted = 0
        while accepted < per_count:
            values = {**draw(rng), **extra}
            tried += 1
            try:
                giants.new_game(players, seed=0, options=giants.Options(**values))
            except OptionError:
                continue
            found.append((players, values))
            accepted += 1
    return found, len(found) / tried


def test_random_parameter_sets_keep_every_invariant():
    sets, share = parameter_sets(23, per_count=8, round_limit=2)
    assert share >= 0.2, share  # about a quarter: the Ahu and moai checks refuse the rest
    for k, (players, values) in enumerate(sets):
        game = giants.new_game(players, seed=k, options=giants.Options(**values))
        bots = [giants.RandomBot()] * players
        play_checked(game, bots, random.Random(k), leak_every=40 if k % 4 == 0 else 0)
        assert game.is_over, values


def test_determinizations_add_up_under_random_parameters():
    sets, _ = parameter_sets(7, per_count=3, round_limit=3)
    for k, (players, values) in enumerate(sets):
        game = giants.new_game(players, seed=k, options=giants.Options(**values))
        rng = random.Random(k)
        for _ in range(60 + 25 * k):
            if game.is_over:
                break
            game.apply(random_action(game, rng))
        for seat in range(players):
            view = game.view(seat)
            sample = giants.determinize(view, seat, random.Random(seat))
            conservation(sample)  # the hidden logs, workers and markers counted from the values
            assert sample.view(seat) == view, values
            check_view(sample, seat)


def test_greedy_tables_finish_under_random_parameters():
    sets, _ = parameter_sets(98, per_count=17)
    unfinished, played = [], 0
    for k, (players, values) in enumerate(sets):
        bots = ["greedy"] * players
        # Greedy games of the rules take about 500 decisions; a game still going after 8000 is
        # counted unfinished (the lab's own cap is 20000).
        table = run(
            "giants", players=players, bots=bots, games=1, seed=k, options=values, max_steps=8000
        )
        for row in table:
            played += 1
            if row["timed_out"]:
                unfinished.append((players, k, values))
    assert played - len(unfinished) >= 0.98 * played, unfinished


def test_an_ismcts_seat_plays_to_the_end_under_changed_parameters():
    values = {
        "moai_supply": "12,10,8",
        "bases": "4,4,4",
        "forests": "2,2,2,6,6,6,6",
        "carving_need": "1,1,3",
        "size_multipliers": "2,2,4",
        "half_tablets": 10,
        "headdresses": 6,
        "round_limit": 2,
    }
    bots = ["ismcts:iterations=20", "greedy", "greedy"]
    table = run("giants", players=3, bots=bots, games=2, seed=3, options=values, workers=1)
    assert len(table) == 2 and not any(row["timed_out"] for row in table)
    assert all(row["options"]["bases"] == "4,4,4" for row in table)
