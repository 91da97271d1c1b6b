"""The Giants figures draw exactly what the view holds, in the chosen language, and nothing hidden
from the viewer (R11): the island, its pieces, the transport in progress, the highlight, the
click targets, the quarry tile and score track, the final breakdown."""

import json
import math
import random
from collections import Counter

import pytest

from kit import giants
from kit.core.hexgrid import Hex, Layout
from kit.plots import giants_board, giants_breakdown, giants_tiles, score_history
from kit.plots.common import PLAYER_COLOURS

LAND_HEXES = 69
AHUS = 26
FIGURES = ("worker", "sorcerer", "chief")


def mixed_game(seed, players, steps, **options):
    """A game played ``steps`` actions by greedy and random bots (seats alternate)."""
    game = giants.new_game(players, seed=seed, options=giants.Options(**options))
    bots = [giants.GreedyBot() if s % 2 else giants.RandomBot() for s in range(players)]
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        seat = game.to_move[0]
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions(seat), rng))
    return game


def greedy_game(seed, players=4, steps=None, **options):
    game = giants.new_game(players, seed=seed, options=giants.Options(**options))
    bots = [giants.GreedyBot() for _ in range(players)]
    rng = random.Random(seed)
    n = 0
    while not game.is_over and (steps is None or n < steps):
        seat = game.to_move[0]
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions(seat), rng))
        n += 1
    return game


def game_with_transport(seed=9, length=4):
    """A greedy game stopped while a moai is on its way over ``length`` hexes or more."""
    game = giants.new_game(4, seed=seed)
    bots = [giants.GreedyBot() for _ in range(4)]
    rng = random.Random(seed)
    while not game.is_over:
        move = game.view(None)["transport"]
        if move and len(move["path"]) >= length and any(move["paid"]):
            return game
        seat = game.to_move[0]
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions(seat), rng))
    raise AssertionError("no transport found")


def traces(fig):
    """The figure's traces by uid, from ``fig.to_dict()``."""
    return {t["uid"]: t for t in fig.to_dict()["data"] if "uid" in t}


def every_text(fig):
    return json.dumps(fig.to_dict(), ensure_ascii=False)


def visible_text(fig):
    """Every word a viewer can read: titles, notes, legend, labels and hover texts."""
    d = fig.to_dict()
    lay = d["layout"]
    words = [lay["title"]["text"], lay["title"].get("subtitle", {}).get("text", "")]
    words += [n.get("text", "") for n in lay.get("annotations", [])]
    words.append(lay.get("legend", {}).get("title", {}).get("text", ""))
    for t in d["data"]:
        words += [t.get("name") or "", (t.get("legendgrouptitle") or {}).get("text", "")]
        for key in ("text", "hovertext"):
            value = t.get(key)
            words += value if isinstance(value, list) else [value or ""]
    return "\n".join(str(w) for w in words)


def polygons(trace):
    """The polygons of a None-separated filled trace, each as a list of points."""
    out, current = [], []
    for x, y in zip(trace["x"], trace["y"], strict=True):
        if x is None:
            out.append(current)
            current = []
        else:
            current.append((x, y))
    if current:
        out.append(current)
    return out


def centre(view, hex_id):
    h = next(h for h in view["board"]["hexes"] if h["id"] == hex_id)
    return Layout(1.0, flip_y=True).to_pixel(Hex(h["q"], h["r"]))


def drawn_pieces(fig):
    """Counts of what the figure draws on the hexes: figures by (hex, seat, type), logs by
    hex, items by (hex, kind, size, marker); and every piece's hex and position."""
    t = traces(fig)
    figures, logs, items, where = Counter(), Counter(), Counter(), []
    for (hex_id, seat, figure, n), x, y in zip(
        t["figures"]["customdata"], t["figures"]["x"], t["figures"]["y"], strict=True
    ):
        figures[(hex_id, seat, figure)] += n
        where.append((hex_id, x, y))
    for (hex_id, n), x, y in zip(
        t["logs"]["customdata"], t["logs"]["x"], t["logs"]["y"], strict=True
    ):
        logs[hex_id] += n
        where.append((hex_id, x, y))
    for (hex_id, kind, size, marker, n, ids), x, y in zip(
        t["items"]["customdata"], t["items"]["x"], t["items"]["y"], strict=True
    ):
        assert len(ids) == n
        items[(hex_id, kind, size, marker)] += n
        where.append((hex_id, x, y))
    return figures, logs, items, where


def view_pieces(view):
    figures, logs, items = Counter(), Counter(), Counter()
    for hex_id, entry in view["hexes"].items():
        for f in entry["figures"]:
            for figure, n in (("worker", f["workers"]), ("sorcerer", f["sorcerer"])):
                if n:
                    figures[(hex_id, f["seat"], figure)] += n
            if f["chief"]:
                figures[(hex_id, f["seat"], "chief")] += 1
        if entry["logs"]:
            logs[hex_id] += entry["logs"]
        for i in entry["items"]:
            items[(hex_id, i["kind"], i["size"], i["marker"])] += 1
    return figures, logs, items


def test_one_polygon_per_land_hex_one_trace_per_kind_and_26_ahu():
    game = greedy_game(3, steps=200)
    view = game.view(None)
    fig = giants_board(view, "en")
    data = fig.to_dict()["data"]
    hex_traces = [t for t in data if (t.get("meta") or {}).get("role") == "hexes"]
    drawn = [p for t in hex_traces for p in polygons(t)]
    assert len(drawn) == LAND_HEXES == len(view["board"]["hexes"])
    assert all(len(p) == 7 and p[0] == p[-1] for p in drawn)
    ids = [h for t in hex_traces for h in t["meta"]["hexes"]]
    assert sorted(ids) == sorted(h["id"] for h in view["board"]["hexes"])
    kinds = [t["meta"]["kind"] for t in hex_traces]
    assert len(kinds) == len(set(kinds)) and all(t["fill"] == "toself" for t in hex_traces)
    # every polygon sits round its hex centre
    for t in hex_traces:
        for hex_id, polygon in zip(t["meta"]["hexes"], polygons(t), strict=True):
            cx, cy = centre(view, hex_id)
            assert all(abs(math.hypot(x - cx, y - cy) - 1) < 0.01 for x, y in polygon)
    ahus = traces(fig)["ahus"]
    assert len(ahus["x"]) == AHUS and len(set(ahus["customdata"])) == AHUS
    assert sorted(ahus["customdata"]) == sorted(a["id"] for a in view["board"]["ahus"])


def test_forests_show_their_values_until_cleared():
    game = greedy_game(4, steps=300)
    view = game.view(None)
    t = traces(giants_board(view, "en"))
    cleared = {h for h, f in view["forests"].items() if f["cleared"]}
    assert cleared, "the seeded game has cleared a forest"
    assert set(t["hex-forest_cleared"]["meta"]["hexes"]) == cleared
    wooded = set(view["forests"]) - cleared
    assert set(t["hex-forest"]["meta"]["hexes"]) == wooded
    labels = t["hex-labels"]["text"]
    assert labels.count("cleared") == len(cleared)
    for h in wooded:
        assert str(view["forests"][h]["value"]) in labels


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_pieces_drawn_equal_the_pieces_in_the_view(players):
    rng = random.Random(players)
    checked = 0
    for seed in range(6):
        game = mixed_game(100 * players + seed, players, rng.randrange(40, 400))
        for seat in (None, (game.to_move or (0,))[0]):
            view = game.view(seat)
            fig = giants_board(view, "en")
            figures, logs, items, where = drawn_pieces(fig)
            assert (figures, logs, items) == view_pieces(view)
            # each piece inside its own hex, and no two pieces of a hex on the same spot
            by_hex = {}
            for hex_id, x, y in where:
                cx, cy = centre(view, hex_id)
                assert math.hypot(x - cx, y - cy) < 0.9
                by_hex.setdefault(hex_id, []).append((x, y))
            for spots in by_hex.values():
                assert len(set(spots)) == len(spots)
            # colour is the seat, the symbol the type
            t = traces(fig)
            marker = t["figures"]["marker"]
            for (_, s, figure, _), colour, symbol in zip(
                t["figures"]["customdata"], marker["color"], marker["symbol"], strict=True
            ):
                assert colour == PLAYER_COLOURS[view["seats"][s]["colour"]]
                assert (
                    symbol == {"worker": "circle", "sorcerer": "star", "chief": "diamond"}[figure]
                )
            _check_ahus(view, t)
            checked += 1
    assert checked == 12


def _check_ahus(view, t):
    """Bases, erected moai and headdresses on the Ahu as the view has them."""
    bases = {a: (face, owner) for a, face, owner in t["bases"]["customdata"]}
    assert bases == {a: (s["base"], s["owner"]) for a, s in view["ahus"].items()}
    fills, lines = t["bases"]["marker"]["color"], t["bases"]["marker"]["line"]["color"]
    for (_, face, owner), fill, line in zip(t["bases"]["customdata"], fills, lines, strict=True):
        if face == "face_up":
            assert fill == PLAYER_COLOURS[view["seats"][owner]["colour"]]
        elif owner is None:
            assert line not in PLAYER_COLOURS.values() and fill not in PLAYER_COLOURS.values()
        else:
            assert line == PLAYER_COLOURS[view["seats"][owner]["colour"]]
    erected = Counter((a, kind, size) for a, kind, size in t["erected"]["customdata"])
    expected = Counter()
    for a, s in view["ahus"].items():
        if s["moai"]:
            expected[(a, "moai", s["moai"]["size"])] += 1
        if s["headdress"]:
            expected[(a, "headdress", 1)] += 1
    assert erected == expected


def test_a_crowded_hex_groups_alike_pieces_and_keeps_the_count():
    game = greedy_game(9, steps=545)
    view = game.view(None)
    quarry = view["hexes"]["H44"]
    assert len(quarry["items"]) > 12
    fig = giants_board(view, "en")
    t = traces(fig)
    grouped = [d for d in t["items"]["customdata"] if d[0] == "H44"]
    assert len(grouped) < len(quarry["items"])
    assert sum(d[4] for d in grouped) == len(quarry["items"])
    assert sorted(t["counts"]["text"]) == sorted(str(d[4]) for d in grouped if d[4] > 1)
    hover = t["hexes"]["hovertext"][t["hexes"]["customdata"].index("H44")]
    assert "unmarked (anyone may move it) ×" in hover


def test_a_face_down_base_never_names_an_owner_the_viewer_may_not_know():
    """R11.4: public view and other seats' views; in memory mode (R7.9) not even the owner."""
    for memory in (False, True):
        game = greedy_game(9, steps=300, memory_mode=memory)
        hidden_seen = 0
        for seat in (None, 0, 1, 2, 3):
            view = game.view(seat)
            fig = giants_board(view, "zh-TW" if seat == 2 else "en")
            t = traces(fig)
            for (ahu, face, owner), line in zip(
                t["bases"]["customdata"], t["bases"]["marker"]["line"]["color"], strict=True
            ):
                if face != "face_down":
                    continue
                if owner is not None:
                    assert not memory and owner == seat  # the viewer's own base (R11.4)
                    continue
                hidden_seen += 1
                assert line not in PLAYER_COLOURS.values()
                hover = t["ahus"]["hovertext"][t["ahus"]["customdata"].index(ahu)]
                assert "Player" not in hover and "玩家" not in hover
                assert "owner hidden" in hover or "看不出是誰的" in hover
        assert hidden_seen > 0


def test_the_tiles_show_the_viewer_its_own_screen_and_nobody_elses():
    game = mixed_game(5, 4, 150)
    public = every_text(giants_tiles(game.view(None), "en"))
    assert "Behind your screen" not in public
    for seat in range(4):
        view = game.view(seat)
        text = every_text(giants_tiles(view, "en"))
        screen = view["seats"][seat]["screen"]
        line = (
            f"Tribe Markers: {screen['markers']}, logs: {screen['logs']}, bases: {screen['bases']}"
        )
        assert text.count("Behind your screen") == 1 and line in text
        board = every_text(giants_board(view, "en"))
        assert "Behind your screen" not in board


def test_nothing_private_reaches_the_figures():
    """The figures of a seat's view equal those of the same view with every private field of
    that seat removed, except the one line naming its screen; the board never reads them."""
    for seed in range(4):
        game = mixed_game(300 + seed, 3 + seed % 3, 30 + 60 * seed)
        for seat in range(game.players):
            view = game.view(seat)
            stripped = json.loads(json.dumps(view))
            for key in ("screen", "aside", "reserve_box", "bid", "colour_totals"):
                stripped["seats"][seat][key] = None
            stripped["board"] = view["board"]
            assert giants_board(view, "en").to_dict() == giants_board(stripped, "en").to_dict()


def test_the_transport_in_progress_is_drawn_with_its_carriers_and_payments():
    game = game_with_transport()
    view = game.view(game.to_move[0])
    move = view["transport"]
    fig = giants_board(view, "en")
    t = traces(fig)
    path = t["transport"]
    assert path["customdata"] == move["path"]
    assert [(round(x, 3), round(y, 3)) for x, y in zip(path["x"], path["y"], strict=True)] == [
        tuple(round(v, 3) for v in centre(view, h)) for h in move["path"]
    ]
    notes = fig.to_dict()["layout"]["annotations"]
    arrows = [n for n in notes if n.get("showarrow")]
    assert len(arrows) == 1 and (arrows[0]["x"], arrows[0]["y"]) == (path["x"][-1], path["y"][-1])
    box = next(n["text"] for n in notes if "carries" in n.get("text", ""))
    assert " → ".join(move["path"]) in box
    for seat, points in enumerate(move["paid"]):
        if points:
            assert f"Player {seat + 1} (" in box and f"+{points}" in box
    for hex_id in move["path"][1:]:
        assert f"{hex_id}: " in box
    # the path grows: one more step, one more point
    step = next((a for a in game.legal_actions(game.to_move[0]) if a.KIND == "step"), None)
    if step is not None:
        game.apply(step)
        longer = traces(giants_board(game.view(None), "en"))["transport"]["customdata"]
        assert longer == [*move["path"], step.hex]


def test_no_transport_no_path_and_the_same_traces_every_time():
    game = greedy_game(2, steps=10)
    fig = giants_board(game.view(None), "en")
    t = traces(fig)
    assert t["transport"]["x"] == [] and t["highlight"]["x"] == []
    assert not fig.layout.annotations  # no arrow, no box: the board's note heads the legend
    assert "designed approximation" in fig.layout.legend.title.text
    # a board of the same game always has the same traces (the page updates them in place)
    moving = game_with_transport()
    uids = [
        t.get("uid") for t in giants_board(moving.view(0), "en", ["H01", "A01"]).to_dict()["data"]
    ]
    assert uids == [t.get("uid") for t in fig.to_dict()["data"]]


def test_highlight_outlines_hexes_given_by_id_or_coordinates_and_rings_ahu():
    game = greedy_game(2, steps=10)
    view = game.view(0)
    targets = ["H27", (5, 5), Hex(-1, 6), {"q": 0, "r": 4}, "A06", "nowhere", (40, 40)]
    t = traces(giants_board(view, "en", highlight=targets))
    assert t["highlight"]["customdata"] == ["H27", "H44", "H48"]
    assert len(polygons(t["highlight"])) == 3
    assert t["highlight"]["meta"] == {"hexes": ["H27", "H44", "H48"], "ahus": ["A06"]}
    assert t["highlight-ahus"]["customdata"] == ["A06"]
    # the outlines sit on their hexes
    for hex_id, polygon in zip(["H27", "H44", "H48"], polygons(t["highlight"]), strict=True):
        cx, cy = centre(view, hex_id)
        assert all(0.8 < math.hypot(x - cx, y - cy) < 1.0 for x, y in polygon)


def test_the_click_trace_has_one_point_per_land_hex_with_its_id_and_hover_text():
    game = greedy_game(6, steps=180)
    view = game.view(1)
    fig = giants_board(view, "en")
    d = fig.to_dict()
    hexes = [t for t in d["data"] if t.get("uid") == "hexes"]
    assert len(hexes) == 1
    click = hexes[0]
    assert click["name"] == "hexes" and click["mode"] == "markers"
    ids = [h["id"] for h in view["board"]["hexes"]]
    assert click["customdata"] == ids and len(click["x"]) == LAND_HEXES
    for hex_id, x, y in zip(ids, click["x"], click["y"], strict=True):
        cx, cy = centre(view, hex_id)
        assert math.isclose(x, cx, abs_tol=1e-3) and math.isclose(y, cy, abs_tol=1e-3)
    assert click["hoverinfo"] == "text" and click["marker"]["opacity"] == 0
    for hex_id, text in zip(ids, click["hovertext"], strict=True):
        assert text.startswith(f"<b>{hex_id} ·")
        entry = view["hexes"].get(hex_id)
        assert f"carrying power {entry['power'] if entry else 0}" in text
    # the pieces let the clicks through to the hexes and the Ahu
    for t in d["data"]:
        if t.get("uid") not in ("hexes", "ahus"):
            assert t.get("hoverinfo") == "skip", t.get("uid")
    lay = d["layout"]
    assert lay["clickmode"] == "event" and lay["dragmode"] is False
    assert lay["hovermode"] == "closest" and lay["hoverdistance"] == -1
    assert lay["yaxis"]["scaleanchor"] == "x" and lay["yaxis"]["fixedrange"]
    assert len(lay["xaxis"]["range"]) == 2 and len(lay["yaxis"]["range"]) == 2


def test_the_hover_text_lists_everything_on_a_hex():
    game = greedy_game(9, steps=545)
    view = game.view(2)
    t = traces(giants_board(view, "en"))
    hovers = dict(zip(t["hexes"]["customdata"], t["hexes"]["hovertext"], strict=True))
    for hex_id, entry in view["hexes"].items():
        text = hovers[hex_id]
        assert f"carrying power {entry['power']}" in text
        for f in entry["figures"]:
            assert f"Player {f['seat'] + 1} (" in text
            if f["workers"] > 1:
                assert f"{f['workers']} workers" in text
            for figure in ("sorcerer", "chief"):
                assert (figure in text) >= bool(f[figure])
        if entry["logs"]:
            assert f"logs: {entry['logs']}" in text
        alike = Counter((i["kind"], i["size"], i["marker"]) for i in entry["items"])
        for (kind, size, marker), n in alike.items():
            words = f"moai, size {size}" if kind == "moai" else "headdress"
            owner = "unmarked" if marker is None else f"Tribe Marker of Player {marker + 1} ("
            line = next(x for x in text.split("<br>") if x.startswith(words) and owner in x)
            assert line.endswith(f" ×{n}") if n > 1 else "×" not in line
    quiet = next(h for h in t["hexes"]["customdata"] if h not in view["hexes"])
    assert "carrying power 0" in hovers[quiet]


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_labels_are_in_the_chosen_language(lang):
    game = greedy_game(9, steps=545)
    view = game.view(0)
    text = visible_text(giants_board(view, lang)) + visible_text(giants_tiles(view, lang))
    english = [
        "Giants · round",
        "Village",
        "Sorcerers'",
        "carrying power",
        "moai (size 1-3)",
        "worker",
        "designed approximation",
        "carries",
        "Score track",
        "Behind your screen",
    ]
    chinese = [
        "神秘巨石像",
        "村莊",
        "巫師屋",
        "搬運力",
        "部落標記",
        "工人",
        "近似版本",
        "正在搬運",
        "計分區",
    ]
    if lang == "en":
        assert all(w in text for w in english), [w for w in english if w not in text]
        assert not any(w in text for w in chinese)
    else:
        assert all(w in text for w in chinese), [w for w in chinese if w not in text]
        assert not any(w in text for w in english), [w for w in english if w in text]


def test_the_tiles_show_the_quarry_tile_dice_stock_and_scores():
    game = greedy_game(9, steps=159)  # round 5, picking moai
    view = game.view(None)
    assert view["phase"] == "auction_pick" and view["quarry_tile"]
    fig = giants_tiles(view, "en")
    t = traces(fig)
    assert sorted(t["quarry-tile"]["customdata"]) == sorted(m["item"] for m in view["quarry_tile"])
    assert sorted(t["quarry-tile"]["text"]) == sorted(str(m["size"]) for m in view["quarry_tile"])
    assert t["dice"]["customdata"] == view["dice"]["faces"]
    assert len(t["headdress-stock"]["x"]) == view["headdress_stock"]
    scores = t["scores"]
    assert scores["text"] == [f"{v} pts" for v in view["scores"]]
    assert scores["marker"]["color"] == [PLAYER_COLOURS[c] for c in view["colours"]]
    assert len(set(scores["marker"]["symbol"])) == view["players"]
    text = every_text(fig)
    assert "pick order: Player" in text
    supply = view["supply"]
    assert f"Rongo half-tablets: {supply['half_tablets']}" in text
    assert f"logs: {supply['logs']}" in text


def test_breakdown_stacks_to_the_final_score_with_the_ahu_in_the_hover():
    game = greedy_game(9)
    view = game.view(None)
    fig = giants_breakdown(view, "zh-TW")
    bars = [t for t in fig.data if t.type == "bar"]
    assert [sum(b.y[s] for b in bars) for s in range(game.players)] == view["result"]["scores"]
    moai = next(b for b in bars if b.name.startswith("石台上的石像"))
    for line in view["result"]["per_ahu"]:
        size = {1: "小尊", 2: "中尊", 3: "大尊"}[line["size"]]  # the seed's names of the sizes
        assert f"{line['ahu']}：{size} → " in moai.hovertext[line["seat"]]
    assert "神秘巨石像" in every_text(fig)


def test_score_history_follows_the_giants_score_track_to_the_final_scores():
    game = greedy_game(2)
    fig = score_history(game.record(), "en")
    lines = [t for t in fig.data if t.mode == "lines"]
    assert len(lines) == game.players
    result = game.result()
    for seat, line in enumerate(lines):
        assert line.y[-1] == result["scores"][seat]
        assert line.y[-2] == game.view(None)["scores"][seat]
        assert len(line.x) == len(game.history) + 2
        assert list(line.y[:-1]) == sorted(line.y[:-1])  # the track only rises (R9.1)
