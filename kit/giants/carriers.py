"""Carrying power and the choice of carriers on an entered hex (rules R7.4-R7.6, U5).

On each hex it enters, the item needs power equal to its size (a headdress: 1). The mover says
which figures and logs make up that power, and every OTHER player whose figure is used scores at
once: worker 1, sorcerer 1, chief the moai's size (1 for a headdress); logs and the mover's own
figures score nothing.

Only who gets paid matters (carriers are not used up, R7.5), so the choices offered are the
distinct payment outcomes, each with one canonical carrier set. By default the set must be
minimal (no figure could be dropped) and any log counted needs a figure of the set beside it
(R7.6, U5); with ``gift_helpers`` the mover may add other players' figures to pay them, and
without ``logs_need_figure_in_set`` logs count beside any figure on the hex.
"""

from __future__ import annotations

from itertools import product

from kit.giants.state import CHIEF_POWER, Item, State

Option = tuple[tuple[str, ...], tuple[int, ...]]
"""A carrier set (sorted tokens: ``W<seat>``, ``S<seat>``, ``C<seat>``, ``L``) and the points it
pays each seat."""


def _units(seat: int, count: int, figures: list[int]) -> list[str]:
    """Tokens for ``count`` unit figures of ``seat`` (workers before the sorcerer)."""
    workers = min(count, figures[0])
    return [f"W{seat}"] * workers + [f"S{seat}"] * (count - workers)


def carrier_options(st: State, hex_id: str, item: Item, mover: int) -> list[Option]:
    """The distinct ways to pay for entering ``hex_id`` with ``item``, cheapest first."""
    per_seat = st.figures.get(hex_id)
    if per_seat is None:
        return []
    logs = st.logs_on.get(hex_id, 0)
    need = item.need
    chief_pay = item.size if item.kind == "moai" else 1
    # U5: may logs be counted beside a figure that is not among the chosen carriers?
    loose = not st.options.logs_need_figure_in_set
    if st.options.gift_helpers:
        found = _gift_options(per_seat, logs, need, chief_pay, mover, loose)
    else:
        found = _minimal_options(per_seat, logs, need, chief_pay, mover, loose)
    seen: dict[tuple[int, ...], tuple[str, ...]] = {}
    for tokens, pay in found:
        if pay not in seen:
            seen[pay] = tuple(sorted(tokens))
    return sorted(((t, p) for p, t in seen.items()), key=lambda o: (sum(o[1]), o[1], o[0]))


def _minimal_options(
    per_seat: list[list[int]], logs: int, need: int, chief_pay: int, mover: int, loose: bool
) -> list[tuple[list[str], tuple[int, ...]]]:
    players = len(per_seat)
    others = [s for s in range(players) if s != mover]
    own_units = per_seat[mover][0] + per_seat[mover][1]
    out: list[tuple[list[str], tuple[int, ...]]] = []
    ranges = [range(min(per_seat[o][0] + per_seat[o][1], need) + 1) for o in others]
    for counts in product(*ranges):
        taken = sum(counts)
        if taken > need:
            continue
        rest = need - taken
        own = min(own_units, rest)
        log_count = rest - own
        if log_count > logs or (log_count and taken + own == 0 and not loose):
            continue
        tokens = _units(mover, own, per_seat[mover]) + ["L"] * log_count
        pay = [0] * players
        for o, k in zip(others, counts, strict=True):
            tokens += _units(o, k, per_seat[o])
            pay[o] = k
        out.append((tokens, tuple(pay)))
    for seat in range(players):
        if per_seat[seat][2]:
            pay = [0] * players
            if seat != mover:
                pay[seat] = chief_pay
            out.append(([f"C{seat}"], tuple(pay)))
    return out


def _gift_options(
    per_seat: list[list[int]], logs: int, need: int, chief_pay: int, mover: int, loose: bool
) -> list[tuple[list[str], tuple[int, ...]]]:
    players = len(per_seat)
    others = [s for s in range(players) if s != mover]
    choices = []
    for o in others:
        units, chief = per_seat[o][0] + per_seat[o][1], per_seat[o][2]
        by_pay: dict[int, tuple[int, int]] = {}
        for k in range(units + 1):
            for c in range(chief + 1):
                pay = k + c * chief_pay
                power = k + CHIEF_POWER * c
                if pay not in by_pay or power > by_pay[pay][0] + CHIEF_POWER * by_pay[pay][1]:
                    by_pay[pay] = (k, c)
        choices.append(sorted(by_pay.values()))
    own_units, own_chief = per_seat[mover][0] + per_seat[mover][1], per_seat[mover][2]
    out: list[tuple[list[str], tuple[int, ...]]] = []
    for picks in product(*choices):
        power = sum(k + CHIEF_POWER * c for k, c in picks)
        figures = sum(k + c for k, c in picks)
        tokens: list[str] = []
        rest = max(0, need - power)
        if rest and own_chief and own_units < rest:
            tokens.append(f"C{mover}")
        elif rest:
            own = min(own_units, rest)
            log_count = rest - own
            if log_count > logs or (log_count and figures + own == 0 and not loose):
                continue
            tokens += _units(mover, own, per_seat[mover]) + ["L"] * log_count
        pay = [0] * players
        for o, (k, c) in zip(others, picks, strict=True):
            tokens += _units(o, k, per_seat[o]) + [f"C{o}"] * c
            pay[o] = k + c * chief_pay
        if not tokens:
            continue
        out.append((tokens, tuple(pay)))
    return out
