"""The Rapa Nui figures show what the view holds, in the chosen language, and nothing hidden."""

import html
import json
import random

import pytest

from kit import rapanui
from kit.core import i18n
from kit.plots import rapanui_altar, rapanui_breakdown, rapanui_table, score_history
from kit.plots.rapanui import kind_name, rapanui_table_html
from kit.rapanui.cards import CARD_TYPES, KINDS
from kit.rapanui.scoring import altar_values


def random_game(seed, players=3, steps=None):
    game = rapanui.new_game(players, seed=seed)
    bot, rng = rapanui.RandomBot(), random.Random(seed)
    n = 0
    while not game.is_over and (steps is None or n < steps):
        seat = game.to_move[0]
        game.apply(bot.choose(game.view(seat), game.legal_actions(seat), rng))
        n += 1
    return game


def altar_bars(fig):
    return [t for t in fig.data if t.type == "bar" and t.customdata is not None][0]


def every_text(fig):
    return json.dumps(fig.to_dict(), ensure_ascii=False)


@pytest.mark.parametrize("seed", range(40))
def test_altar_values_equal_the_engine_ranking(seed):
    game = random_game(seed, players=2 + seed % 3)
    for seat in [None, *range(game.players)]:
        view = game.view(seat)
        bars = altar_bars(rapanui_altar(view, "en"))
        counts = view["result"]["altar_counts"] if game.is_over else view["ranking"]["counts"]
        shown = dict(zip(bars.x, zip(bars.y, bars.customdata, strict=True), strict=True))
        expected = altar_values(counts, game.options.altar_ranking)
        for kind in KINDS:
            assert shown[kind_name(kind, "en")] == (counts[kind], expected[kind])
        # ordered: most sacrificed first
        assert list(bars.y) == sorted(bars.y, reverse=True)


def test_at_the_end_every_face_down_card_is_revealed():
    for seed in range(15):
        game = random_game(seed)
        result = game.result()
        fig = rapanui_altar(game.view(None), "en")
        bars = altar_bars(fig)
        assert sum(bars.y) == sum(result["altar_counts"].values())
        assert sorted(bars.customdata) == sorted(result["altar_values"].values())
        assert [t for t in fig.data if t.type == "bar" and t.customdata is None] == []


def test_other_players_face_down_cards_are_only_a_grey_count():
    for seed in range(60):
        game = random_game(seed, players=3, steps=120)
        if game.view(None)["altar"]["face_down"]:
            break
    public = game.view(None)
    fig = rapanui_altar(public, "en")
    bars = altar_bars(fig)
    assert sum(bars.y) == sum(public["altar"]["face_up"].values())
    unseen = [t for t in fig.data if t.type == "bar" and t.customdata is None]
    assert unseen and unseen[0].y[0] == public["altar"]["face_down"]
    assert "Your offering" not in every_text(fig)


def test_own_stock_is_shown_only_to_its_owner():
    game = random_game(3, steps=60)
    mine = rapanui_altar(game.view(0), "en")
    assert "Your offering cards" in every_text(mine)
    stock_bar = [t for t in mine.data if t.xaxis == "x2"][0]
    assert list(stock_bar.y) == [game.view(0)["stock"][k] for k in KINDS]
    public = rapanui_table(game.view(None), "en")
    assert "Your hand" not in every_text(public)


def test_empty_altar_says_every_offering_is_worth_zero():
    game = rapanui.new_game(2, seed=1)
    text = every_text(rapanui_altar(game.view(0), "en"))
    assert "The altar is empty" in text
    assert "祭壇是空的" in every_text(rapanui_altar(game.view(0), "zh-TW"))


def test_ties_are_bracketed():
    game = rapanui.new_game(2, seed=1)
    view = game.view(None)
    view["ranking"] = {
        **view["ranking"],
        "counts": {"fish": 2, "grain": 2, "mulberry": 1, "sweet_potato": 0},
    }
    view["ranking"]["values"] = altar_values(view["ranking"]["counts"])
    fig = rapanui_altar(view, "en")
    assert "tied: 3 each" in every_text(fig)
    assert len([s for s in fig.layout.shapes if s.type == "path"]) == 1


def test_table_shows_the_market_front_cards_and_what_would_be_scored():
    game = random_game(5, steps=30)
    view = game.view(1)
    fig = rapanui_table(view, "en")
    text = every_text(fig)
    cards = fig.data[0]
    expected = [c for col in view["market"] for c in col["cards"]]
    assert len(cards.text) == len(expected)
    for column in view["market"]:
        if len(column["cards"]) > 1:
            second = column["cards"][1].replace("_", " ")
            assert f"scores<br>{second}" in text
    grid = next(t for t in fig.data if t.name == "players")
    cells = dict(zip(zip(grid.x, grid.y, strict=True), grid.text, strict=True))
    wood_row = 1 + len(CARD_TYPES)
    assert [int(cells[(p, wood_row)]) for p in range(len(view["seats"]))] == [
        s["wood"] for s in view["seats"]
    ]
    assert cells[(-0.6, wood_row)] == "wood"
    assert "Your hand" in text


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_labels_are_in_the_chosen_language(lang):
    game = random_game(2, steps=80)
    texts = every_text(rapanui_altar(game.view(0), lang)) + every_text(
        rapanui_table(game.view(0), lang)
    )
    english = ["Sacrifice ranking", "Market", "Players", "per card", "fish", "Your hand"]
    chinese = ["獻祭排名", "補牌區", "玩家", "每張", "你的手牌"]
    if lang == "en":
        assert all(w in texts for w in english)
        assert not any(w in texts for w in chinese)
    else:
        assert all(w in texts for w in chinese)
        assert not any(w in texts for w in english)


def test_score_history_follows_the_glory_and_ends_with_the_final_scores():
    game = random_game(7)
    fig = score_history(game.record(), "en")
    lines = [t for t in fig.data if t.mode == "lines"]
    assert len(lines) == game.players
    result = game.result()
    for seat, line in enumerate(lines):
        assert line.y[-1] == result["scores"][seat]
        assert len(line.x) == len(game.history) + 2
    assert len({t.line.dash for t in lines}) == game.players


def test_breakdown_stacks_to_the_final_score_and_marks_the_winner():
    game = random_game(8)
    view = game.view(None)
    fig = rapanui_breakdown(view, "zh-TW")
    bars = [t for t in fig.data if t.type == "bar"]
    totals = [sum(b.y[s] for b in bars) for s in range(game.players)]
    assert totals == view["result"]["scores"]
    assert any("★" in x for x in bars[0].x)
    assert "摩艾" in every_text(fig)


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_table_as_html_shows_what_the_figure_shows(lang):
    def word(key, **params):
        return html.escape(i18n.t(key, lang, **params)).replace("&lt;br&gt;", "<br>")

    game = random_game(5, steps=30)
    view = game.view(1)
    page = rapanui_table_html(view, lang, ["Ana <b>", "Bo", "Cy"])
    cards = [c for col in view["market"] for c in col["cards"]]
    assert page.count('class="rn-card') == len(cards)
    assert page.count("rn-front") == sum(1 for col in view["market"] if col["cards"])
    for n, column in enumerate(view["market"], start=1):
        assert word("plots.rapanui.column", n=n) in page
        if len(column["cards"]) > 1:  # the caption names the card type that taking it scores
            card = kind_name(column["cards"][1], lang)
            assert word("plots.rapanui.would_score", card=card) in page
    for seat in view["seats"]:
        assert f"<td>{seat['wood']}</td>" in page and f"<td>{seat['glory']}</td>" in page
    assert "Ana &lt;b&gt;" in page and "Ana <b>" not in page  # names are escaped
    for key in ("plots.rapanui.market", "plots.rapanui.players", "rapanui.name.wood"):
        assert word(key) in page
    hand = i18n.t("plots.list_sep", lang).join(kind_name(c, lang) for c in view["hand"]) or "—"
    assert word("plots.rapanui.your_hand", cards=hand) in page
    if lang != "en":
        assert not any(w in page for w in ("Market", "Players", "wood", "Your hand"))
    assert "Your hand" not in rapanui_table_html(game.view(None), "en")
