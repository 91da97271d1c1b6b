"""A golden playthrough guards against silent rule changes.

A seeded 3-player game, played by a fixed seeded policy, is compared step by step with the stored
file: each action, the English sentences of its events, and a digest of every seat's view (and the
public view) after it; the final views and the result are stored in full. After an intended rule
change, rewrite the file with ``python tests/rapanui/test_rapanui_golden.py --write`` and review
the difference.
"""

import hashlib
import json
import random
import sys
from pathlib import Path

from kit import rapanui
from kit.rapanui import Play
from kit.rapanui.options import Options

GOLDEN = Path(__file__).with_name("golden_rapanui_playthrough.json")
SEED = 2011
PLAYERS = 3


def choose(legal, rng):
    """Seeded random choices, keen on moai (the policy is part of the golden file)."""
    for action in legal:
        if isinstance(action, Play) and action.card == "moai" and rng.random() < 0.8:
            return action
    return legal[rng.randrange(len(legal))]


def digest(views):
    return hashlib.sha256(json.dumps(views, sort_keys=True).encode()).hexdigest()[:16]


def playthrough():
    game = rapanui.new_game(PLAYERS, seed=SEED, options=Options())
    rng = random.Random(SEED)
    seats = (None, *range(PLAYERS))
    steps = [{"action": None, "events": [], "views": digest([game.view(s) for s in seats])}]
    while not game.is_over:
        action = choose(game.legal_actions(game.to_move[0]), rng)
        events = game.apply(action)
        steps.append(
            {
                "action": str(action),
                "events": [rapanui.describe(e, "en") for e in events],
                "views": digest([game.view(s) for s in seats]),
            }
        )
    return {
        "players": PLAYERS,
        "seed": SEED,
        "steps": steps,
        "final_views": {str(s): game.view(s) for s in seats},
        "result": game.result(),
        "record": game.record(),
    }


def test_golden_playthrough():
    stored = json.loads(GOLDEN.read_text(encoding="utf-8"))
    now = json.loads(json.dumps(playthrough()))
    for i, (old, new) in enumerate(zip(stored["steps"], now["steps"], strict=False)):
        assert new == old, f"the game differs from the golden file at step {i}"
    assert len(now["steps"]) == len(stored["steps"])
    assert now["final_views"] == stored["final_views"]
    assert now["result"] == stored["result"]
    assert now["record"] == stored["record"]
    assert rapanui.replay(stored["record"]).result() == stored["result"]


if __name__ == "__main__" and "--write" in sys.argv:
    GOLDEN.write_text(json.dumps(playthrough(), ensure_ascii=False, indent=1) + "\n", "utf-8")
