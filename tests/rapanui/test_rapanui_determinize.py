"""determinize(view, seat, rng): full Rapa Nui games consistent with one seat's view (R12)."""

from __future__ import annotations

import copy
import functools
import random

import pytest
from rapanui_support import check_invariants, snapshot

from kit import rapanui
from kit.rapanui.cards import KINDS, MOAI

OPTION_SETS = [
    {},
    {"reversed_secrecy": True, "stuck_moai_discard_to": "box"},
    {"moai_split_allowed": True, "end_trigger": "column_empty_and_pile_empty"},
    {"reversed_secrecy": True, "supply_offering_optional": False, "min_offering_price": 0},
    {
        "stuck_moai_discard_to": "box",
        "altar_ranking": "competition",
        "start_set_missing": "grain,fish,sweet_potato,mulberry",
    },
]
EPOCHS = (0, 25, 80)  # positions are taken early, in mid-game and late
GAMES = 3  # per player count and option set


def _play(game, rng):
    legal = game.legal_actions(game.to_move[0])
    game.apply(legal[rng.randrange(len(legal))])


@functools.lru_cache(maxsize=1)
def positions():
    """(option set index, game) for the first position of each phase in each epoch of seeded
    random games at every player count, and the end of each game."""
    out = []
    for index, opts in enumerate(OPTION_SETS):
        for players in (2, 3, 4):
            for g in range(GAMES):
                seed = 1000 * index + 10 * players + g
                game = rapanui.new_game(players, seed=seed, options=rapanui.Options(**opts))
                rng = random.Random(seed)
                seen = set()
                step = 0
                while not game.is_over:
                    key = (game.phase, sum(step >= e for e in EPOCHS))
                    if key not in seen:
                        seen.add(key)
                        out.append((index, game.clone()))
                    _play(game, rng)
                    step += 1
                out.append((index, game))
    return out


def test_positions_cover_every_phase_and_player_count():
    assert {g.phase for _, g in positions()} == set(rapanui.PHASES)
    assert {g.players for _, g in positions()} == {2, 3, 4}
    assert any(g.box.count(MOAI) for _, g in positions())  # A5: moai discarded into the box
    assert any(g.altar_down and g.phase == "sacrifice" for _, g in positions())


def _seed(index, game, seat):
    return index * 100_000 + game.players * 10_000 + len(game.history) * 10 + seat


def test_the_view_of_the_determinized_game_is_the_given_view():
    for index, game in positions():
        for seat in range(game.players):
            view = game.view(seat)
            kept = copy.deepcopy(view)
            sample = rapanui.determinize(view, seat, random.Random(_seed(index, game, seat)))
            assert view == kept, "determinize changed the view"
            assert sample.view(seat) == view, (index, game.phase, seat)
            assert sample.history == []
            # Conservation (R1.1-R1.3): 66 Rapa Nui cards by type, 25 offerings of each kind.
            check_invariants(sample)
            assert sample.box.count(MOAI) == game.box.count(MOAI)
            assert sample.legal_actions(seat) == game.legal_actions(seat)
            if game.is_over:
                assert sample.result() == game.result()


def test_determinized_games_play_on_to_their_end():
    rng = random.Random(5)
    for index, game in positions():
        if game.is_over:
            continue
        for seat in range(game.players):
            sample = rapanui.determinize(game.view(seat), seat, random.Random(seat + index))
            while not sample.is_over:
                _play(sample, rng)
                check_invariants(sample)
            assert sample.result()["winners"]


def _hidden_twin(game, seat, rng):
    """A copy of ``game`` in which everything hidden from ``seat`` is dealt anew: the other
    hands, the draw pile, the other stocks and the kinds of the others' face-down cards."""
    twin = game.clone()
    others = [s for s in range(twin.players) if s != seat]
    cards = [c for s in others for c in twin.hands[s]] + twin.pile
    rng.shuffle(cards)
    for s in others:
        size = len(twin.hands[s])
        twin.hands[s], cards = cards[:size], cards[size:]
    twin.pile = cards
    down = [i for i, (placer, _) in enumerate(twin.altar_down) if placer != seat]
    kinds = [k for s in others for k in KINDS for _ in range(twin.stocks[s][k])]
    kinds += [twin.altar_down[i][1] for i in down]
    rng.shuffle(kinds)
    for s in others:
        size = sum(twin.stocks[s].values())
        twin.stocks[s] = {k: kinds[:size].count(k) for k in KINDS}
        kinds = kinds[size:]
    for i, kind in zip(down, kinds, strict=True):
        twin.altar_down[i] = (twin.altar_down[i][0], kind)
    return twin


def test_the_sample_depends_only_on_the_view_and_the_rng():
    rng = random.Random(11)
    differed = 0
    for index, game in positions():
        for seat in range(game.players):
            view = game.view(seat)
            key = _seed(index, game, seat)
            first = rapanui.determinize(view, seat, random.Random(key))
            again = rapanui.determinize(copy.deepcopy(view), seat, random.Random(key))
            assert snapshot(again) == snapshot(first)
            assert again.chance.state_digest() == first.chance.state_digest()
            if game.is_over:
                continue  # everything is revealed at the end
            twin = _hidden_twin(game, seat, rng)
            assert twin.view(seat) == view
            differed += snapshot(twin) != snapshot(game)
            other = rapanui.determinize(twin.view(seat), seat, random.Random(key))
            assert snapshot(other) == snapshot(first)
    assert differed > 100


def _hidden(sample, seat):
    others = [s for s in range(sample.players) if s != seat]
    return (
        tuple(tuple(sorted(sample.hands[s])) for s in others),
        tuple(sample.pile),
        tuple(tuple(sample.stocks[s].values()) for s in others),
        tuple(sample.altar_down),
    )


def test_different_seeds_sample_different_hidden_parts():
    tried = 0
    for _, game in positions():
        if game.is_over:
            continue
        seat = game.to_move[0]
        view = game.view(seat)
        samples = [rapanui.determinize(view, seat, random.Random(k)) for k in range(6)]
        assert len({_hidden(s, seat) for s in samples}) > 1
        assert len({s.chance.state_digest() for s in samples}) == 6  # fresh chance each time
        tried += 1
    assert tried > 100


def test_face_down_placers_fit_the_moai_played():
    # R6.3: without A11 only the initiator places face down, once per moai in its display
    for index, game in positions():
        if OPTION_SETS[index].get("reversed_secrecy"):
            continue
        for seat in range(game.players):
            sample = rapanui.determinize(game.view(seat), seat, random.Random(seat))
            for s in range(game.players):
                placed = sum(1 for placer, _ in sample.altar_down if placer == s)
                assert placed <= sample.displays[s][MOAI]


def test_a_view_of_another_seat_is_refused():
    game = positions()[0][1]
    with pytest.raises(ValueError):
        rapanui.determinize(game.view(0), 1, random.Random(0))
    with pytest.raises(ValueError):
        rapanui.determinize(game.view(None), 0, random.Random(0))
