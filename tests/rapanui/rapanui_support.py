"""Helpers shared by the Rapa Nui tests: prepared positions, invariants, an independent scorer."""

from __future__ import annotations

import itertools
import json
import random

from kit import rapanui
from kit.rapanui.cards import CARD_TYPES, KINDS, cards_in_box

ALL_KINDS = ("fish", "grain", "mulberry", "sweet_potato")
SINGLE = ("lumberjack", "priest", "moai")


def position(players=3, seed=0, options=None, **state):
    """A new game whose state is then overwritten: ``hands``, ``wood``, ``glory``, ``stocks``
    (lists per seat), ``displays`` (per seat, dicts of counts added to zero), ``market``
    (columns front first), ``supply``, ``altar_up``, ``pile`` (top card first)."""
    game = rapanui.new_game(players, seed=seed, options=options)
    for key, value in state.items():
        if key == "displays":
            game.displays = [dict(dict.fromkeys(CARD_TYPES, 0), **d) for d in value]
        elif key == "stocks":
            game.stocks = [dict(dict.fromkeys(KINDS, 0), **s) for s in value]
        elif key == "market":
            game.market = [list(reversed(col)) for col in value]
        elif key == "pile":
            game.pile = list(reversed(value))
        elif key in ("supply", "altar_up"):
            setattr(game, key, dict(dict.fromkeys(KINDS, 0), **value))
        elif key == "hands":
            game.hands = [list(h) for h in value]
        else:
            setattr(game, key, list(value) if isinstance(value, list) else value)
    return game


def act(game, text):
    """Apply an action given in notation; returns its events."""
    return game.apply(rapanui.parse_action(text))


def types(events):
    return [e["type"] for e in events]


def rapa_nui_cards(game):
    """Every Rapa Nui card by type, wherever it is."""
    counts = dict.fromkeys(CARD_TYPES, 0)
    for card in itertools.chain(game.pile, game.box, *game.market, *game.hands):
        counts[card] += 1
    for display in game.displays:
        for card, n in display.items():
            counts[card] += n
    return counts


def offering_cards(game):
    """Every offering card by kind, wherever it is."""
    counts = dict(game.supply)
    for stock in (*game.stocks, game.altar_up):
        for kind, n in stock.items():
            counts[kind] += n
    for _, kind in game.altar_down:
        counts[kind] += 1
    return counts


def check_invariants(game):
    """The invariants that hold after every action of every game (with the game's rule
    parameters: 66 Rapa Nui cards, 25 offering cards of each kind, 4 columns of at most 4 and
    hands of 3 in the game of the rules)."""
    n = game.players
    o = game.options
    cards = rapa_nui_cards(game)
    box = cards_in_box(o.deck_counts())  # R1.1, R1.2
    assert sum(cards.values()) == sum(box.values()) and cards == box, cards
    offerings = offering_cards(game)  # R1.3
    assert all(offerings[k] == o.offering_supply for k in ALL_KINDS), offerings
    for where in (game.supply, game.altar_up, *game.stocks, *game.displays):
        assert min(where.values()) >= 0
    assert min(game.wood) >= 0 and min(game.glory) >= 0
    assert len(game.market) == o.market_columns  # R2.4
    assert all(len(col) <= o.market_depth for col in game.market)
    for seat in range(n):
        size = len(game.hands[seat])
        # R2.2: the start hand is 3 cards; R7.1: from the seat's first turn on, hand_size.
        hand = o.hand_size if game.turn > seat + 1 else 3
        if seat != game.active or game.phase in ("buy", "play"):
            assert size == hand, (seat, game.phase, game.hands)
        else:
            assert size <= o.hand_size
    if game.is_over:
        assert game.to_move == ()
        return
    assert all(game.market), "a column is empty while the game runs"
    if game.options.end_trigger == "draw_pile_empty_after_column_refill":
        assert game.pile, "the draw pile ran out but the game goes on"
    assert len(game.to_move) == 1
    assert game.legal_actions(game.to_move[0])
    for seat in range(n):
        if seat not in game.to_move:
            assert game.legal_actions(seat) == []


def independent_result(game):
    """R10 / R11 recomputed from the end state without the engine's scoring module."""
    opts = game.options
    places = [int(v) for v in opts.ranking_values.split(",")]  # R10.4b: 3, 2, 1, 0
    counts = dict.fromkeys(ALL_KINDS, 0)
    for k, c in game.altar_up.items():
        counts[k] += c
    for _, k in game.altar_down:
        counts[k] += 1
    if sum(counts.values()) == 0:
        values = dict.fromkeys(ALL_KINDS, 0)
    elif opts.altar_ranking == "competition":
        ordered = sorted(counts.values(), reverse=True)
        values = {k: places[ordered.index(c)] for k, c in counts.items()}
    else:
        levels = sorted(set(counts.values()), reverse=True)
        values = {k: places[levels.index(c)] for k, c in counts.items()}
        if opts.altar_ranking == "zero_count_scores_zero":
            values = {k: v if counts[k] else 0 for k, v in values.items()}
    scores, keys = [], []
    per = opts.wood_per_glory_at_end
    for s in range(game.players):
        moai = game.displays[s]["moai"]
        wood = game.wood[s]
        score = game.glory[s] + opts.moai_glory * moai + (wood // per if per else 0)
        score += sum(game.stocks[s][k] * values[k] for k in ALL_KINDS)
        tie_wood = wood % per if opts.tiebreak_wood == "wood_mod_5" and per else wood
        scores.append(score)
        keys.append((score, moai, tie_wood))
    best = max(keys)
    return scores, [s for s, key in enumerate(keys) if key == best], values


def random_game(players, seed, options=None, steps=None):
    """A game played by uniformly random choices for ``steps`` actions (or to the end)."""
    game = rapanui.new_game(players, seed=seed, options=options)
    rng = random.Random(seed)
    done = 0
    while not game.is_over and (steps is None or done < steps):
        legal = game.legal_actions(game.to_move[0])
        game.apply(legal[rng.randrange(len(legal))])
        done += 1
    return game


def all_views(game):
    return [game.view(s) for s in (None, *range(game.players))]


def snapshot(game):
    """Everything observable of a game, to compare before and after a refused action."""
    return json.dumps([game.record(), all_views(game)], sort_keys=True)
