"""Properties of the axial hex grid (kit.core.hexgrid)."""

from hypothesis import given
from hypothesis import strategies as st

from kit.core.hexgrid import Hex, Layout, hex_round

coords = st.integers(min_value=-50, max_value=50)
hexes = st.builds(Hex, coords, coords)
layouts = st.builds(
    Layout,
    st.floats(min_value=0.1, max_value=100),
    st.tuples(st.floats(-500, 500), st.floats(-500, 500)),
    st.booleans(),
)


@given(hexes, hexes)
def test_distance_is_symmetric(a, b):
    assert a.distance(b) == b.distance(a)


@given(hexes, hexes, hexes)
def test_distance_triangle_inequality(a, b, c):
    assert a.distance(c) <= a.distance(b) + b.distance(c)


@given(hexes)
def test_every_neighbour_is_at_distance_one(h):
    ns = h.neighbours()
    assert len(set(ns)) == 6
    assert all(h.distance(n) == 1 for n in ns)
    assert h.distance(h) == 0


@given(hexes)
def test_cube_coordinates_sum_to_zero(h):
    assert h.q + h.r + h.s == 0


@given(hexes, layouts)
def test_pixel_round_trip(h, layout):
    assert layout.from_pixel(*layout.to_pixel(h)) == h


@given(hexes, layouts)
def test_corners_are_at_hex_radius(h, layout):
    cx, cy = layout.to_pixel(h)
    corners = layout.corners(h)
    assert len(corners) == 6
    for x, y in corners:
        assert abs(((x - cx) ** 2 + (y - cy) ** 2) ** 0.5 - layout.size) < 1e-6 * max(
            1, layout.size
        )


def test_pointy_top_layout_matches_the_guide():
    layout = Layout(size=1.0)
    assert layout.to_pixel(Hex(1, 0)) == (3**0.5, 0.0)
    x, y = layout.to_pixel(Hex(0, 1))
    assert (round(x, 6), y) == (round(3**0.5 / 2, 6), 1.5)
    # the first corner is up-right at -30 degrees, the topmost corner is straight up
    top = min(layout.corners(Hex(0, 0)), key=lambda p: p[1])
    assert abs(top[0]) < 1e-9 and abs(top[1] + 1) < 1e-9


def test_flip_y_puts_south_below():
    layout = Layout(size=2.0, flip_y=True)
    assert layout.to_pixel(Hex(0, 2))[1] < layout.to_pixel(Hex(0, 0))[1]


def test_hex_round_picks_the_containing_hex():
    assert hex_round(0.1, 0.1) == Hex(0, 0)
    assert hex_round(0.9, -0.1) == Hex(1, 0)
    assert hex_round(-1.2, 0.3) == Hex(-1, 0)
