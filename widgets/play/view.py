"""Who sees what on the play page, and which moment: the curtain of hot-seat privacy, the seat
whose view is shown, the actions offered, and the replay slider (the rules are the session's,
:mod:`widgets.play.session`). A part of :class:`~widgets.play.app.PlayApp`, which holds the session, the
viewer and the widgets."""

from __future__ import annotations

from typing import Any

from kit.core.actions import Action
from widgets.play.session import PlaySession


class ViewState:
    """Mixed into :class:`~widgets.play.app.PlayApp`: who sees what, and the replay."""

    session: PlaySession | None
    viewer: int | None
    projector: Any
    replay: Any
    _quiet: bool  # True while the page itself moves the replay slider

    # -- who sees what (the rules are the session's) ---------------------------------------------
    def curtain_down(self) -> bool:
        """True when the person to act must first say who they are (hot-seat privacy)."""
        return self.session is not None and self.session.curtain_down(self.viewer)

    def lift_curtain(self) -> None:
        """The next person clicked "I am <name>": show their private panel."""
        if self.session is not None and self.curtain_down():
            self.viewer = self.session.actor()
            self.refresh()

    def shown_seat(self) -> int | None:
        """The seat whose view the page shows (None: the public view)."""
        s = self.session
        return s.shown_seat(self.viewer, self.projector.value) if s is not None else None

    def offered_actions(self) -> list[Action]:
        """The actions the page offers now (none while replaying)."""
        s = self.session
        if s is None or self.in_replay():
            return []
        return s.offered(self.viewer, self.projector.value)

    # -- the replay ------------------------------------------------------------------------------
    def in_replay(self) -> bool:
        return self.session is not None and self.replay.value < len(self.session.steps)

    def _on_replay(self) -> None:
        if not self._quiet:
            self.refresh()

    def _follow_present(self) -> None:
        """Move the replay slider to the newest action without redrawing."""
        if self.session is None:
            return
        self._quiet = True
        try:
            with self.replay.hold_sync():  # one message to the page, not two
                self.replay.max = len(self.session.steps)
                self.replay.value = self.replay.max
        finally:
            self._quiet = False

    def to_present(self) -> None:
        """Leave the replay and show the game as it stands."""
        if self.session is not None:
            self.replay.value = len(self.session.steps)
