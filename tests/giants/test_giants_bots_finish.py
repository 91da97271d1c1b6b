"""Greedy games end by the rule's own trigger (R10.1) under every single rule option.

Each option of :class:`giants.Options` is changed alone from its default (plus die-face
variants, R4.5/U1), and seeded all-greedy games are played at 3, 4 and 5 players with NO round
limit; a game still going after MAX_ROUNDS rounds counts as unfinished. At least 98% must
finish, and every unfinished game is named in the failure message.

Not played: white dice showing only 3 at 3 players (no brown die, R2.2). Then only 3 size-2
moai (round 1, R4.3) and the 6 size-3 moai can ever be drawn (R4.4): 9 moai for 3 players
who each need 7 (R2.4, R10.1), so the rule's trigger is out of reach whoever plays; the rules
have no other end (see ``test_white_threes_alone_cannot_supply_three_players``).
"""

import random

import pytest

from kit import giants
from kit.giants import params

MAX_ROUNDS = 60
SEEDS_PER_COUNT = 8
PLAYERS = (3, 4, 5)
OUT_OF_REACH = {("white_faces_3", 3)}

SINGLE_OPTIONS = {
    "ordinary_on_special_spaces": {"ordinary_on_special_spaces": True},
    "ordinary_next_to_ahu": {"ordinary_next_to_ahu": False},
    "moai_quarry_open": {"moai_quarry_open": False},
    "erector_on_end_hex": {"erector_on_end_hex": True},
    "gift_helpers": {"gift_helpers": True},
    "logs_need_figure_in_set": {"logs_need_figure_in_set": False},
    "marks_per_turn": {"marks_per_turn": 2},
    "unmarked_open_next_round": {"unmarked_open_next_round": True},
    "one_move_per_item": {"one_move_per_item": True},
    "gains_at_once": {"gains_at_once": False},
    "tie_break": {"tie_break": "ahu_points"},
    "immediate_scoring": {"immediate_scoring": True},
    "memory_mode": {"memory_mode": True},
    "white_faces_3": {"white_faces": "3"},
    "white_faces_0123": {"white_faces": "0123"},
    "brown_faces_1": {"brown_faces": "1"},
}


def finishes(players: int, seed: int, options: giants.Options) -> tuple[bool, int]:
    """Play one greedy game without a round limit; (ended by R10.1, rounds played)."""
    game = giants.new_game(players, seed=seed, options=options)
    bots = [giants.GreedyBot() for _ in range(players)]
    rng = random.Random(seed)
    while not game.is_over and game.state.round <= MAX_ROUNDS:
        seat = game.to_move[0]
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions(seat), rng))
    return game.is_over and bool(game.state.finishers), game.state.round


def test_the_option_list_covers_every_option_but_the_round_limit():
    """The rule parameters (issue 23) are played in test_giants_params.py."""
    changed = {key for values in SINGLE_OPTIONS.values() for key in values}
    fields = set(giants.Options.__dataclass_fields__) - {"round_limit"} - set(params.NAMES)
    assert changed == fields


@pytest.mark.parametrize("name", sorted(SINGLE_OPTIONS))
def test_greedy_games_finish_under_each_single_option(name):
    options = giants.Options(**SINGLE_OPTIONS[name])
    assert options.round_limit == 0
    unfinished = []
    played = 0
    for players in PLAYERS:
        if (name, players) in OUT_OF_REACH:
            continue
        for k in range(SEEDS_PER_COUNT):
            seed = 1000 * players + 37 * k + len(name)
            done, rounds = finishes(players, seed, options)
            played += 1
            if not done:
                unfinished.append(f"{players} players, seed {seed}: {rounds} rounds")
    assert played - len(unfinished) >= 0.98 * played, f"{name}: unfinished {unfinished}"


def test_white_threes_alone_cannot_supply_three_players():
    game = giants.new_game(3, seed=1, options=giants.Options(white_faces="3", round_limit=40))
    bots = [giants.GreedyBot() for _ in range(3)]
    rng = random.Random(1)
    while not game.is_over:
        seat = game.to_move[0]
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions(seat), rng))
    drawn = [i for i in game.state.items.values() if i.kind == "moai" and i.place != "supply"]
    assert len(drawn) == 9 and {i.size for i in drawn} == {2, 3}  # R4.3, R4.4
    assert not game.state.finishers and game.state.round == 40  # ended by the round limit
