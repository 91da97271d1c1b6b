"""Counts read right for 1 and for many, in every layer: events, the Giants private panel, the
figures' labels and the lab's sentences (English has one/other forms, Chinese one form)."""

from kit import giants
from kit.core import i18n
from kit.giants.actions import Bid
from kit.plots.giants_words import figure_words
from widgets.giants_play import GiantsUI, action_label


def _view_with_screen(**screen):
    game = giants.new_game(3, seed=2)
    view = game.view(0)
    me = view["seats"][0]
    me["screen"] = {**me["screen"], **screen}
    me["bid"] = None
    return view


def test_the_giants_private_panel_counts_in_words():
    one = GiantsUI().private_html(_view_with_screen(workers=1, markers=1, logs=1, bases=1), "en")
    assert "1 worker, sorcerer, chief, 1 Tribe Marker, 1 log, 1 base<" in one
    many = GiantsUI().private_html(_view_with_screen(workers=2, markers=3, logs=0, bases=7), "en")
    assert "2 workers, sorcerer, chief, 3 Tribe Markers, 0 logs, 7 bases<" in many
    zh = GiantsUI().private_html(_view_with_screen(workers=1, markers=2, logs=0, bases=7), "zh-TW")
    assert "1個工人、巫師、酋長、2個部落標記、0根圓木、7個石像基座" in zh


def test_a_bid_shows_as_a_sentence_with_counts():
    view = _view_with_screen()
    view["seats"][0]["bid"] = {"markers": 1, "workers": 1, "sorcerer": False, "chief": True}
    panel = GiantsUI().private_html(view, "en")
    assert "bid 1 Tribe Marker, 1 worker" in panel and "{" not in panel
    assert action_label(Bid(0, 2, 0, True, False), "en") == "bid 2 Tribe Markers and the sorcerer"
    assert action_label(Bid(0, 2, 0, True, False), "zh-TW") == "出價：2個部落標記和巫師"


def test_the_figures_labels_count_right():
    assert figure_words({"workers": 2, "sorcerer": False, "chief": False}, "en") == "2 workers"
    assert i18n.t("plots.giants.points", "en", n=1) == "1 pt"
    assert i18n.t("plots.giants.points", "en", n=12) == "12 pts"
    assert i18n.t("plots.giants.forest_value", "en", kind="forest", value=1) == "forest: 1 log"
    assert i18n.t("plots.rapanui.table_title", "en", turn=9, pile=1).endswith(
        "1 card left in the draw pile"
    )
    assert i18n.t("plots.rapanui.table_title", "zh-TW", turn=9, pile=1).endswith("剩1張")


def test_the_labs_sentences_count_right():
    import kit.lab  # noqa: F401  (loads the lab's words, as any use of the lab does)

    params = {"a": "40%", "b": "41%", "position": 2, "bot": "", "kind": ""}
    one = i18n.t("lab.sentence.win_rate_position.up", "en", diff="1", **params)
    assert "wins 1 point more often" in one
    many = i18n.t("lab.sentence.win_rate_position.up", "en", diff="12", **params)
    assert "wins 12 points more often" in many
    decimal = i18n.t("lab.sentence.duration_rounds.up", "en", diff="1.0", **params)
    assert "1.0 more rounds" in decimal
    assert "1個百分點" in i18n.t("lab.sentence.win_rate_position.up", "zh-TW", diff="1", **params)


def test_engine_errors_count_right():
    from kit.core.errors import IllegalAction

    one = IllegalAction("giants.err.bid_markers", have=1, bid=2)
    assert one.reason == "You have 1 Tribe Marker behind your screen; you bid 2."
    many = IllegalAction("giants.err.bid_markers", have=2, bid=3)
    assert many.reason == "You have 2 Tribe Markers behind your screen; you bid 3."
    assert one.reason_zh == "你的屏風後方有1個部落標記，卻出了2個。"
