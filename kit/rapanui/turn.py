"""Carrying out actions: the phases of a turn, the scoring and the end (R4-R9).

:class:`TurnRules` is the part of :class:`~kit.rapanui.game.RapaNui` that changes the state. It
is only ever called with an action that ``legal_actions`` offered, so it checks nothing.
"""

from __future__ import annotations

from kit.core.actions import Action
from kit.core.game import Event
from kit.rapanui.actions import (
    DOWN,
    UP,
    Buy,
    DiscardMoai,
    Draw,
    MoaiPayout,
    Offer,
    PassBuy,
    PassOffer,
    Play,
    Sacrifice,
)
from kit.rapanui.cards import (
    COLUMN_SIZE,
    HAND_SIZE,
    KINDS,
    LUMBERJACK,
    MOAI,
    MOAI_COST,
    PRIEST,
    hunters_cost,
)
from kit.rapanui.scoring import sole_majority


class TurnRules:
    """The state changes of Rapa Nui, on the state set up by ``RapaNui.__init__``."""

    def _apply(self, action: Action) -> list[Event]:
        seat = action.seat
        if isinstance(action, Draw):
            return self._draw(seat, action.column)
        if isinstance(action, Buy):
            # R4.2 / R4.3: pay the price, take the top card of that supply stack.
            price = self.price(seat, action.kind)
            self.wood[seat] -= price
            self.supply[action.kind] -= 1
            self.stocks[seat][action.kind] += 1
            self._set_phase("play", seat)
            return [{"type": "bought", "seat": seat, "kind": action.kind, "price": price}]
        if isinstance(action, PassBuy):
            self._set_phase("play", seat)
            return [{"type": "no_buy", "seat": seat}]
        if isinstance(action, Play):
            return self._play(seat, action.card, action.count)
        if isinstance(action, DiscardMoai):
            return self._discard(seat)
        if isinstance(action, Sacrifice):
            return self._sacrifice(seat, action.kind, action.face)
        if isinstance(action, Offer):
            # R6.4: one card of any kind from the general supply, face up.
            self.supply[action.kind] -= 1
            self.altar_up[action.kind] += 1
            events = [{"type": "offered", "seat": seat, "kind": action.kind}]
            return events + self._start_draw()
        if isinstance(action, PassOffer):
            return [{"type": "no_offer", "seat": seat}, *self._start_draw()]
        assert isinstance(action, MoaiPayout)
        return self._payout(seat, action.wood, action.glory)

    def _set_phase(self, phase: str, mover: int | None) -> None:
        self._phase = phase
        self._mover = mover

    def _play(self, seat: int, card: str, count: int) -> list[Event]:
        # R5.1: the cards go face up into the display; a moai costs 7, n H&G cost n - 1 wood.
        hand = self.hands[seat]
        for _ in range(count):
            hand.remove(card)
        self.displays[seat][card] += count
        if card in KINDS:
            cost = hunters_cost(count)
            events: list[Event] = [
                {"type": "played_hunters", "seat": seat, "kind": card, "count": count, "cost": cost}
            ]
        else:
            cost = MOAI_COST if card == MOAI else 0
            events = [{"type": "played", "seat": seat, "card": card, "cost": cost}]
        self.wood[seat] -= cost
        if card != MOAI:
            return events + self._start_draw()
        # R6.1-R6.3: the sacrifice round, left neighbour first; players without offerings skip.
        others = self.seats_from(seat)[1:]
        face = DOWN if self.options.reversed_secrecy else UP  # A11
        self.sacrifices = [(s, face) for s in others if any(self.stocks[s].values())]
        if any(self.stocks[seat].values()):
            self.sacrifices.append((seat, DOWN))
        events.append({"type": "sacrifice_round", "seat": seat})
        if self.sacrifices:
            self._set_phase("sacrifice", self.sacrifices[0][0])
            return events
        return events + self._start_offer()

    def _discard(self, seat: int) -> list[Event]:
        # R5.4 / A5: discard one moai, into the draw pile (shuffled) or into the box.
        self.hands[seat].remove(MOAI)
        where = self.options.stuck_moai_discard_to
        if where == "draw_pile":
            self.pile.append(MOAI)
            self.chance.shuffle(self.pile)
        else:
            self.box.append(MOAI)
        return [{"type": "discarded", "seat": seat, "card": MOAI, "to": where}, *self._start_draw()]

    def _sacrifice(self, seat: int, kind: str, face: str) -> list[Event]:
        # R6.2 / R6.3 / R6.5: the card leaves the stock for the altar for good.
        self.stocks[seat][kind] -= 1
        if face == UP:
            self.altar_up[kind] += 1
            event: Event = {"type": "sacrificed", "seat": seat, "kind": kind}
        else:
            self.altar_down.append((seat, kind))
            event = {"type": "sacrificed_face_down", "seat": seat}
        self.sacrifices.pop(0)
        if self.sacrifices:
            self._set_phase("sacrifice", self.sacrifices[0][0])
            return [event]
        return [event, *self._start_offer()]

    def _start_offer(self) -> list[Event]:
        # R6.4 / R13.2: the supply card step, skipped when every supply stack is empty.
        if any(self.supply.values()):
            self._set_phase("offer", self.active)
            return []
        return self._start_draw()

    def _start_draw(self) -> list[Event]:
        # R7.1: draw back up to 3 cards.
        self.draws_left = HAND_SIZE - len(self.hands[self.active])
        self._set_phase("draw", self.active)
        return []

    def _draw(self, seat: int, column: int) -> list[Event]:
        # R7.2 / R7.3: take the front card; R7.4: refill an emptied column at once.
        cards = self.market[column]
        card = cards.pop()
        self.hands[seat].append(card)
        events: list[Event] = [{"type": "drew", "seat": seat, "card": card, "column": column}]
        if not cards:
            pile = self.pile
            if not pile:  # R9.1 / A6: an emptied column finds the pile empty
                return events + self._end()
            dealt = min(COLUMN_SIZE, len(pile))
            for _ in range(dealt):
                cards.append(pile.pop())
            events.append({"type": "refilled", "column": column, "count": dealt})
            if not pile and self.options.end_trigger == "draw_pile_empty_after_column_refill":
                return events + self._end()
        self.draws_left -= 1
        if self.draws_left:
            return events
        # R7.5: the new front card of the column of the last draw names the type scored.
        self.indicator, self.indicator_column, self.indicator_turn = cards[-1], column, self.turn
        return events + self._score(cards[-1], column)

    def _score(self, card: str, column: int) -> list[Event]:
        # R8.1-R8.7: everybody scores the indicated type, active player first, then clockwise.
        order = self.seats_from(self.active)
        counts = [d[card] for d in self.displays]
        bonus = sole_majority(counts, self.options.majority_min_count)
        events: list[Event] = [{"type": "indicator", "card": card, "column": column}]
        if bonus is not None:
            events.append({"type": "majority", "seat": bonus, "card": card, "count": counts[bonus]})
        if card == LUMBERJACK or card == PRIEST:  # R8.3 / R8.4
            gains = self.wood if card == LUMBERJACK else self.glory
            kind = "gained_wood" if card == LUMBERJACK else "gained_glory"
            for s in order:
                amount = counts[s] + (s == bonus)
                if amount:
                    gains[s] += amount
                    events.append({"type": kind, "seat": s, "amount": amount})
        elif card == MOAI:  # R8.5: each owner of moai chooses the currency
            self.payouts = [(s, counts[s] + (s == bonus)) for s in order if counts[s]]
            if self.payouts:
                self._set_phase("payout", self.payouts[0][0])
                return events
        else:  # R8.6 / R8.7 / R13.1: one card of the kind each, then the bonus card
            owed = [s for s in order if counts[s]]
            if bonus is not None:
                owed.append(bonus)
            for s in owed:
                if self.supply[card]:
                    self.supply[card] -= 1
                    self.stocks[s][card] += 1
                    events.append({"type": "received", "seat": s, "kind": card})
                else:
                    events.append({"type": "supply_empty", "seat": s, "kind": card})
        return events + self._next_turn()

    def _payout(self, seat: int, wood: int, glory: int) -> list[Event]:
        self.wood[seat] += wood
        self.glory[seat] += glory
        self.payouts.pop(0)
        events: list[Event] = [{"type": "moai_payout", "seat": seat, "wood": wood, "glory": glory}]
        if self.payouts:
            self._set_phase("payout", self.payouts[0][0])
            return events
        return events + self._next_turn()

    def _next_turn(self) -> list[Event]:
        self.active = (self.active + 1) % self.players
        self.turn += 1
        self._set_phase("buy", self.active)
        return [{"type": "turn", "seat": self.active, "turn": self.turn}]

    def _end(self) -> list[Event]:
        # R9.1 / R9.2: the game ends at once, without scoring this turn; R10: final scoring.
        self.draws_left = 0
        self._set_phase("over", None)
        result = self.result()
        events: list[Event] = [{"type": "game_over", "turn": self.turn}]
        events.append({"type": "altar_revealed", **result["altar_counts"]})
        events.append({"type": "altar_values", **result["altar_values"]})
        for s, score in enumerate(result["scores"]):
            events.append({"type": "final_score", "seat": s, "score": score})
        events += [{"type": "winner", "seat": s} for s in result["winners"]]
        return events
