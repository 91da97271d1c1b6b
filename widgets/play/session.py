"""A game being played in the app: who sits where, who may act and what each person may see,
the log, undo, replay, save and load.

This is the model behind the play pages; it holds no widgets, so all of it is tested headless.
It talks to the engine only through the contract (``to_move``, ``legal_actions``, ``apply``,
``view``, ``record``, ``clone``, the module's ``replay`` and ``describe``). Per position, the view
and the legal actions of a seat are computed once (:meth:`PlaySession.view`,
:meth:`PlaySession.legal`) and shared by every panel of the page and by the bots.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from kit.core import i18n
from kit.core.actions import Action
from kit.core.bots import Bot
from kit.core.errors import IllegalAction, RecordError
from kit.core.game import Event, Game
from kit.core.records import dumps, loads


@dataclass
class Player:
    """Who sits at one seat: a name, and a bot or ``None`` for a person."""

    name: str
    bot: Bot | None = None

    @property
    def human(self) -> bool:
        return self.bot is None


@dataclass
class Played:
    """One applied action, what it caused, and (for a person's action) the game just before it,
    kept so that undo goes back to it without replaying the game."""

    action: Action
    events: list[Event]
    chance_before: int
    before: Game | None = None


@dataclass
class PlaySession:
    """A game of ``engine`` (the module ``kit.rapanui`` or ``kit.giants``) with its seats.

    ``revealing`` names event types that show hidden information; undo never goes back past one.
    ``version`` counts the changes of position (actions and undos), so that a click drawn for one
    position can tell that the game has left it; ``on_change`` is called after each change (the
    play page's autosave).
    """

    engine: ModuleType
    game: Game
    seats: list[Player]
    revealing: frozenset[str] = frozenset()
    steps: list[Played] = field(default_factory=list)
    bot_rng: random.Random = field(default_factory=lambda: random.Random(0))
    _cache: dict[Any, Any] = field(default_factory=dict, repr=False)
    version: int = field(default=0, compare=False)
    on_change: Callable[[PlaySession], None] | None = field(default=None, repr=False, compare=False)

    def __post_init__(self) -> None:
        if len(self.seats) != self.game.players:
            raise ValueError("one seat per player is needed")
        self.bot_rng = random.Random(self.game.seed)

    # -- the position, computed once ---------------------------------------------------------
    def _cached(self, key: Any, compute: Callable[[], Any]) -> Any:
        if key not in self._cache:
            self._cache[key] = compute()
        return self._cache[key]

    def view(self, seat: int | None) -> dict[str, Any]:
        """``game.view(seat)`` at the current position (computed once; do not change it)."""
        return self._cached(("view", seat), lambda: self.game.view(seat))

    def legal(self, seat: int) -> list[Action]:
        """``game.legal_actions(seat)`` at the current position (computed once)."""
        return self._cached(("legal", seat), lambda: self.game.legal_actions(seat))

    def _moved(self) -> None:
        self._cache.clear()
        self.version += 1
        if self.on_change is not None:
            self.on_change(self)

    # -- who acts ------------------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.human]

    def actor(self) -> int | None:
        """The seat that acts next: a person first when several may act at once."""

        def find() -> int | None:
            to_move = self.game.to_move
            if not to_move:
                return None
            return next((s for s in to_move if self.seats[s].human), to_move[0])

        return self._cached("actor", find)

    def bot_to_move(self) -> bool:
        seat = self.actor()
        return seat is not None and not self.seats[seat].human

    # -- who may see and do what (the privacy rules of a shared screen) ------------------------
    def curtain_down(self, viewer: int | None) -> bool:
        """True when the person to act must first say who they are: several people share the
        screen and the one shown (``viewer``) is not the one to act."""
        if len(self.humans) < 2:
            return False
        actor = self.actor()
        return actor is not None and self.seats[actor].human and viewer != actor

    def shown_seat(self, viewer: int | None, projector: bool) -> int | None:
        """The seat whose view the screen shows (None: the public view): nobody's on a
        projector or while the curtain is down, else the viewer's."""
        if projector or self.curtain_down(viewer):
            return None
        return viewer

    def offered(self, viewer: int | None, projector: bool) -> list[Action]:
        """The actions the screen offers: the actor's, when a person acts and is the one shown
        (or the only person at the table)."""
        actor = self.actor()
        if actor is None or not self.seats[actor].human or projector:
            return []
        if len(self.humans) > 1 and viewer != actor:
            return []
        return self.legal(actor)

    # -- acting --------------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """Apply an action; an illegal one raises IllegalAction and changes nothing."""
        before_digest = self.game.chance.state_digest()
        seat = getattr(action, "seat", None)
        person = isinstance(seat, int) and 0 <= seat < len(self.seats) and self.seats[seat].human
        snapshot = self.game.clone() if person else None
        events = self.game.apply(action)
        self.steps.append(Played(action, events, before_digest, snapshot))
        self._moved()
        return events

    def bot_step(self) -> tuple[Action, list[Event]]:
        """Let the bot whose turn it is choose and apply one action."""
        seat = self.actor()
        if seat is None or self.seats[seat].human:
            raise ValueError("it is not a bot's turn")
        bot = self.seats[seat].bot
        assert bot is not None
        action = bot.choose(self.view(seat), self.legal(seat), self.bot_rng)
        return action, self.apply(action)

    def describe(self, events: Sequence[Event], lang: str) -> list[str]:
        """The sentences for ``events`` in ``lang``."""
        return [self.engine.describe(e, lang, names=self.names) for e in events]

    def log(self, lang: str) -> list[str]:
        """Every event so far, as sentences."""
        return [line for step in self.steps for line in self.describe(step.events, lang)]

    # -- undo ----------------------------------------------------------------------------------
    def undo_point(self, seat: int) -> int | None:
        """Where undoing ``seat``'s last action would go back to, or None if it may not.

        Allowed when that action was the seat's own, and since it (itself included) no chance was
        drawn, no other person acted and no event revealed hidden information.
        """
        if not self.seats[seat].human:
            return None
        for index in range(len(self.steps) - 1, -1, -1):
            step = self.steps[index]
            if any(e.get("type") in self.revealing for e in step.events):
                return None
            after = self.steps[index + 1].chance_before if index + 1 < len(self.steps) else None
            now = after if after is not None else self.game.chance.state_digest()
            if now != step.chance_before:
                return None
            if step.action.seat == seat:
                return index
            if self.seats[step.action.seat].human:
                return None
        return None

    def undo(self, seat: int) -> None:
        """Take back ``seat``'s last action (and the bots' actions after it)."""
        point = self.undo_point(seat)
        if point is None:
            raise IllegalAction("play.err.cannot_undo")
        snapshot = self.steps[point].before
        self.game = snapshot if snapshot is not None else self._replayed(point)
        self.steps = self.steps[:point]
        self.bot_rng = random.Random(self.game.seed + point)
        self._moved()

    # -- replay --------------------------------------------------------------------------------
    def game_at(self, step: int) -> Game:
        """The game as it was after ``step`` actions (0: the start): a copy of the snapshot kept
        there, else rebuilt from the record."""
        step = max(0, min(step, len(self.steps)))
        if step == len(self.steps):
            return self.game.clone()
        snapshot = self.steps[step].before
        return snapshot.clone() if snapshot is not None else self._replayed(step)

    def _replayed(self, step: int) -> Game:
        record = self.game.record()
        record["actions"] = record["actions"][:step]
        return self.engine.replay(record)

    # -- files ---------------------------------------------------------------------------------
    def meta(self) -> dict[str, Any]:
        """What a record keeps of the seats: their names, and each bot's kind (None: a person)."""
        return {"names": self.names, "bots": [s.bot.name if s.bot else None for s in self.seats]}

    def save(self) -> str:
        """The game as record text, with the seats' names and who was a bot."""
        return dumps(self.game.record(meta=self.meta()))

    @classmethod
    def load(
        cls,
        engine: ModuleType,
        data: str | bytes | memoryview,
        make_bot: Callable[[str], Bot | None],
        revealing: frozenset[str] = frozenset(),
    ) -> PlaySession:
        """A session from saved text; RecordError says what is wrong (nothing else changes)."""
        record = loads(data)
        game = engine.replay(record)
        meta = record.get("meta") if isinstance(record.get("meta"), dict) else {}
        names = meta.get("names")
        bots = meta.get("bots")
        if not isinstance(names, list) or len(names) != game.players:
            names = [i18n.t("core.player", "en", n=i + 1) for i in range(game.players)]
        if not isinstance(bots, list) or len(bots) != game.players:
            bots = [None] * game.players
        seats = [
            Player(str(name)[:40], make_bot(b) if isinstance(b, str) else None)
            for name, b in zip(names, bots, strict=True)
        ]
        session = cls(engine, game, seats, revealing)
        replayed = engine.replay({**record, "actions": []})
        for action in game.history:
            before = replayed.chance.state_digest()
            session.steps.append(Played(action, replayed.apply(action), before))
        return session


__all__ = ["PlaySession", "Played", "Player", "RecordError"]
