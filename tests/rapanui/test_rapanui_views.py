"""Views (R12): everything a seat may see, nothing it may not."""

import json
import random

import pytest
from rapanui_support import act, position, random_game

from kit import rapanui
from kit.rapanui.options import Options

KEYS = {
    "game",
    "seat",
    "players",
    "options",
    "phase",
    "to_move",
    "active",
    "turn",
    "over",
    "market",
    "draw_pile",
    "supply",
    "seats",
    "altar",
    "ranking",
    "indicator",
    "draws_left",
    "sacrifice",
    "payouts",
}


def test_view_keys_and_json():
    game = random_game(3, 4, steps=40)
    public = game.view(None)
    assert set(public) == KEYS
    for seat in range(3):
        view = game.view(seat)
        assert set(view) == KEYS | {"hand", "stock"}
        json.dumps(view)
        assert view["hand"] == sorted(game.hands[seat], key=rapanui.CARD_TYPES.index)
        assert view["stock"] == game.stocks[seat]
    assert public["draw_pile"] == len(game.pile)
    assert public["to_move"] == list(game.to_move) and public["phase"] == game.phase
    for s, info in enumerate(public["seats"]):
        assert info["offerings"] == sum(game.stocks[s].values())
        assert info["hand_size"] == len(game.hands[s])
        assert info["display"] == game.displays[s]
        assert set(info) == {
            "seat",
            "colour",
            "wood",
            "glory",
            "display",
            "hand_size",
            "offerings",
            "prices",
        }


def test_market_every_card_front_marked():
    game = rapanui.new_game(2, seed=3)
    view = game.view(None)
    for col, shown in zip(game.market, view["market"], strict=True):
        assert shown["cards"] == col[::-1]
        assert shown["front"] == col[-1] == shown["cards"][0]


def face_down_position():
    game = position(hands=[["fish"] * 3, ["moai", "fish", "fish"], ["fish"] * 3], wood=[0, 7, 0])
    game.active = 1
    game._set_phase("buy", 1)
    act(game, "1:no_buy")
    act(game, "1:play moai 1")
    act(game, "2:sacrifice grain up")
    act(game, "0:sacrifice fish up")
    act(game, "1:sacrifice mulberry down")
    return game


def test_r12_2_face_down_cards_only_as_a_count_except_to_their_owner():
    game = face_down_position()
    mine, other, public = game.view(1), game.view(0), game.view(None)
    assert mine["altar"]["own_face_down"] == {
        "fish": 0,
        "grain": 0,
        "mulberry": 1,
        "sweet_potato": 0,
    }
    assert other["altar"]["own_face_down"] == dict.fromkeys(rapanui.KINDS, 0)
    assert public["altar"]["face_down"] == other["altar"]["face_down"] == 1
    assert public["altar"]["face_up"] == {"fish": 1, "grain": 1, "mulberry": 0, "sweet_potato": 0}
    # the ranking as each seat can see it
    assert mine["ranking"]["counts"]["mulberry"] == 1 and mine["ranking"]["unseen"] == 0
    assert other["ranking"]["counts"]["mulberry"] == 0 and other["ranking"]["unseen"] == 1
    assert mine["ranking"]["values"] == {"fish": 3, "grain": 3, "mulberry": 3, "sweet_potato": 2}
    assert other["ranking"]["values"] == {"fish": 3, "grain": 3, "mulberry": 2, "sweet_potato": 2}


def test_face_down_events_do_not_name_the_kind():
    game = position(hands=[["moai", "fish", "fish"], ["fish"] * 3, ["fish"] * 3], wood=[7, 0, 0])
    game.stocks[1] = {"fish": 0, "grain": 0, "mulberry": 0, "sweet_potato": 0}
    game.stocks[2] = dict(game.stocks[1])
    act(game, "0:no_buy")
    act(game, "0:play moai 1")
    events = act(game, "0:sacrifice sweet_potato down")
    assert events == [{"type": "sacrificed_face_down", "seat": 0}]


def test_sacrifice_and_payout_queues_in_the_view():
    game = position(hands=[["moai", "fish", "fish"], ["fish"] * 3, ["fish"] * 3], wood=[7, 0, 0])
    act(game, "0:no_buy")
    act(game, "0:play moai 1")
    view = game.view(None)
    assert view["sacrifice"] == {
        "initiator": 0,
        "waiting": [
            {"seat": 1, "face": "up"},
            {"seat": 2, "face": "up"},
            {"seat": 0, "face": "down"},
        ],
    }


def test_bad_seat_for_a_view():
    game = rapanui.new_game(2, seed=0)
    for seat in (2, -1, "0", True):
        with pytest.raises(ValueError):
            game.view(seat)


# -- no leaks: change what a seat may not see, its view stays the same ------------------------


def hide_and_seek(game, seat, rng):
    """A copy of ``game`` that differs only in things ``seat`` may not see (or None)."""
    twin = game.clone()
    others = [s for s in range(game.players) if s != seat]
    changed = False
    # the order of the draw pile
    if len(set(twin.pile)) > 1:
        while twin.pile == game.pile:
            rng.shuffle(twin.pile)
        changed = True
    # a card of another seat's hand swapped with a different card of the draw pile
    for other in others:
        hand = twin.hands[other]
        for i, card in enumerate(hand):
            j = next((j for j, c in enumerate(twin.pile) if c != card), None)
            if j is not None:
                hand[i], twin.pile[j] = twin.pile[j], card
                changed = True
                break
    # the kinds of two other seats' offering stocks (the counts stay)
    if len(others) >= 2:
        a, b = others[:2]
        for ka in rapanui.KINDS:
            for kb in rapanui.KINDS:
                if ka != kb and twin.stocks[a][ka] and twin.stocks[b][kb]:
                    twin.stocks[a][ka] -= 1
                    twin.stocks[a][kb] += 1
                    twin.stocks[b][kb] -= 1
                    twin.stocks[b][ka] += 1
                    changed = True
                    break
            else:
                continue
            break
    # the kind of a face-down altar card placed by another seat, against that seat's stock
    for i, (placer, kind) in enumerate(twin.altar_down):
        if placer != seat:
            swap = next((k for k in rapanui.KINDS if k != kind and twin.stocks[placer][k]), None)
            if swap:
                twin.altar_down[i] = (placer, swap)
                twin.stocks[placer][swap] -= 1
                twin.stocks[placer][kind] += 1
                changed = True
                break
    return twin if changed else None


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("options", [Options(), Options(reversed_secrecy=True)])
def test_r12_views_leak_nothing(players, options):
    rng = random.Random(players)
    checked = 0
    for seed in range(40):
        game = random_game(players, seed, options=options, steps=rng.randrange(5, 160))
        if game.is_over:
            continue
        for seat in (None, *range(players)):
            twin = hide_and_seek(game, seat, rng)
            if twin is None:
                continue
            assert twin.view(seat) == game.view(seat)
            if seat is not None:
                assert twin.legal_actions(seat) == game.legal_actions(seat)
            # the test can fail: some other seat does see a difference
            assert any(twin.view(s) != game.view(s) for s in range(players) if s != seat)
            checked += 1
    assert checked > 60
