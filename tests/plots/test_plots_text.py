"""The figures' words read cleanly: Chinese written with Chinese punctuation (hover texts too),
long words and sentences broken onto lines, labels kept apart, and figures that follow the page's
width. (What a browser draws is measured in tests/browser/test_browser_figure_text.py.)"""

import itertools
import re

import pytest

from kit.core.glossary import CJK
from kit.plots.common import figure_config, wrap
from kit.plots.games import figures_of, sample_game
from kit.plots.giants import giants_board
from kit.plots.giants_island import LABEL_SHIFT, geometry
from kit.plots.history import spread
from kit.plots.rapanui import rapanui_altar, rapanui_table, rapanui_table_html

BAD = re.compile(rf"[{CJK}][ \t]*[:,;()]|[:,;()][ \t]*[{CJK}]")
KEYS = ("text", "name", "ticktext", "hovertext", "hovertemplate", "subtitle", "title")


def strings(obj, key=""):
    """Every string a reader may meet in a figure (titles, labels, legend, hover texts)."""
    if isinstance(obj, dict):
        for k, value in obj.items():
            yield from strings(value, k)
    elif isinstance(obj, list | tuple):
        for value in obj:
            yield from strings(value, key)
    elif isinstance(obj, str) and key in KEYS:
        yield obj


def offences(fig) -> set[str]:
    found = set()
    for text in strings(fig.to_plotly_json()):
        for part in re.split(r"<br>|<extra>.*?</extra>", text):
            found |= {part[max(0, m.start() - 6) : m.end() + 6] for m in BAD.finditer(part)}
    return found


@pytest.fixture(scope="module")
def gallery_zh():
    return [
        (key, make("zh-TW"))
        for game in ("rapanui", "giants")
        for key, make in figures_of(game).samples()
    ]


def test_chinese_figures_use_chinese_punctuation(gallery_zh):
    for key, fig in gallery_zh:
        assert offences(fig) == set(), key


def test_chinese_rapanui_table_names_the_viewer_and_lists_the_hand_the_chinese_way():
    view = sample_game("rapanui", 3, seed=7, steps=70).view(0)
    for fig in (rapanui_table(view, "zh-TW"), rapanui_altar(view, "zh-TW")):
        assert offences(fig) == set()
    page = rapanui_table_html(view, "zh-TW")
    assert "（你）" in page and "(你)" not in page
    assert "、" in page.split("你的手牌")[1]


def test_every_figure_follows_the_width_of_its_place(gallery_zh):
    assert figure_config()["responsive"] is True
    for key, fig in gallery_zh:
        assert fig.layout.width is None, key
        assert fig.layout.height, key


def test_long_labels_are_broken_onto_lines():
    view = sample_game("rapanui", 3, seed=7, steps=70).view(0)
    altar = rapanui_altar(view, "en")
    assert "sweet<br>potato" in altar.layout.xaxis.ticktext
    assert "<br>" in altar.layout.annotations[0].text  # the altar panel's title, on two lines
    table = rapanui_table(view, "en")
    captions = [a.text for a in table.layout.annotations if "scores" in a.text]
    assert captions and all(c.count("<br>") == 2 for c in captions)


def test_wrap_breaks_at_spaces_or_after_chinese_punctuation():
    text = "This island is a designed approximation: its layout was designed, not copied."
    lines = wrap(text, 30).split("<br>")
    assert " ".join(lines) == text and all(len(line) <= 31 for line in lines)
    chinese = "此島嶼圖板為設計的近似版本：六角格配置與各石台的分數皆為自行設計，並非原版圖板。"
    lines = wrap(chinese, 40).split("<br>")
    assert "".join(lines) == chinese and len(lines) > 1
    assert lines[0].endswith("：") or lines[0].endswith("，")
    assert wrap("short", 30) == "short"


@pytest.mark.parametrize(
    "values", [[75, 72, 62], [1, 1, 1, 1], [10, 5, 40], [0, 1, 2, 3, 10], [5], []]
)
def test_close_final_scores_are_labelled_apart_in_their_order(values):
    gap = 4.0
    placed = spread(values, gap)
    order = sorted(range(len(values)), key=lambda i: (values[i], i))
    ys = [placed[i] for i in order]
    assert all(b - a >= gap - 1e-6 for a, b in itertools.pairwise(ys))
    # a label far from the others stays where its value is
    for i, v in enumerate(values):
        if all(abs(v - w) >= 2 * gap * len(values) for j, w in enumerate(values) if j != i):
            assert placed[i] == v


def test_hex_ids_keep_clear_of_the_ahu_and_the_names_of_special_hexes():
    game = sample_game("giants", 4, seed=4, steps=0)
    geo = geometry(game.view(0)["board"])
    ids = next(t for t in giants_board(game.view(0), "en").data if t.uid == "hex-ids")
    plain = [h for h, kind in geo.kind.items() if kind == "plain"]
    assert len(ids.text) == len(geo.id_spot) >= len(plain) - 2  # almost every id is written
    platforms = [spot.platform for spot in geo.ahus.values()]
    names = [(x, y + LABEL_SHIFT) for h, (x, y) in geo.centre.items() if geo.kind[h] != "plain"]
    for x, y in zip(ids.x, ids.y, strict=True):
        assert not any(abs(px - x) < 0.85 and abs(py - y) < 0.65 for px, py in platforms)
        assert not any(abs(nx - x) < 1.2 and abs(ny - y) < 0.55 for nx, ny in names)


def test_a_crowded_special_hex_gives_its_name_up_and_its_moai_their_numbers():
    game = sample_game("giants", 4, seed=9, steps=175)  # transport: moai wait at the quarry
    view = game.view(None)
    quarry = next(h for h, k in geometry(view["board"]).kind.items() if k == "quarry_moai")
    assert len(view["hexes"][quarry]["items"]) > 4
    fig = giants_board(view, "en")
    labels = next(t for t in fig.data if t.uid == "hex-labels")
    assert "Moai<br>quarry" not in labels.text
    items = next(t for t in fig.data if t.uid == "items")
    on_quarry = [t for t, c in zip(items.text, items.customdata, strict=True) if c[0] == quarry]
    assert on_quarry and set(on_quarry) == {""}
