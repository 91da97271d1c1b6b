"""Hexagons in axial coordinates, pointy-top, following the Red Blob Games hex guide.

``Hex(q, r)`` is an immutable value; the third cube coordinate is ``s = -q - r``. ``r`` grows
southwards (screen y downwards). :class:`Layout` turns hexes into pixel centres and corners and
pixels back into hexes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import NamedTuple

SQRT3 = math.sqrt(3.0)


class Hex(NamedTuple):
    """An axial hex coordinate."""

    q: int
    r: int

    @property
    def s(self) -> int:
        return -self.q - self.r

    def __add__(self, other: object) -> Hex:  # type: ignore[override]
        if not isinstance(other, Hex):
            return NotImplemented
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: Hex) -> Hex:
        return Hex(self.q - other.q, self.r - other.r)

    def neighbours(self) -> tuple[Hex, ...]:
        """The six adjacent hexes, east first, then counter-clockwise."""
        return tuple(Hex(self.q + dq, self.r + dr) for dq, dr in DIRECTIONS)

    def distance(self, other: Hex) -> int:
        """The number of steps between two hexes."""
        d = self - other
        return (abs(d.q) + abs(d.r) + abs(d.s)) // 2

    def __str__(self) -> str:
        return f"({self.q},{self.r})"


DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def hex_round(q: float, r: float) -> Hex:
    """The hex that contains the fractional axial point (q, r)."""
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return Hex(int(rq), int(rr))


@dataclass(frozen=True)
class Layout:
    """Pointy-top pixel layout: hex radius ``size`` and the pixel of Hex(0, 0) at ``origin``.

    ``flip_y`` makes y grow upwards (as in a Plotly figure) while r still grows southwards.
    """

    size: float = 1.0
    origin: tuple[float, float] = (0.0, 0.0)
    flip_y: bool = False

    def to_pixel(self, h: Hex) -> tuple[float, float]:
        """The centre of hex ``h``."""
        x = self.size * SQRT3 * (h.q + h.r / 2)
        y = self.size * 1.5 * h.r
        return (self.origin[0] + x, self.origin[1] + (-y if self.flip_y else y))

    def from_pixel(self, x: float, y: float) -> Hex:
        """The hex under pixel (x, y)."""
        px = (x - self.origin[0]) / self.size
        py = (y - self.origin[1]) / self.size
        if self.flip_y:
            py = -py
        q = SQRT3 / 3 * px - py / 3
        r = 2 / 3 * py
        return hex_round(q, r)

    def corners(self, h: Hex) -> list[tuple[float, float]]:
        """The six corners of ``h``, starting at the upper-right one (angles 30 + 60k degrees)."""
        cx, cy = self.to_pixel(h)
        out = []
        for k in range(6):
            angle = math.radians(60 * k - 30)
            dx, dy = self.size * math.cos(angle), self.size * math.sin(angle)
            out.append((cx + dx, cy + (-dy if self.flip_y else dy)))
        return out
