"""Every message exists in both languages with the same parameters; plurals, loading, errors."""

import importlib
import pickle
import pkgutil
import re
import subprocess
import sys

import pytest

import kit
import widgets
from kit.core import i18n
from kit.core.errors import IllegalAction, RecordError
from kit.core.i18n import Catalog, Plural


def _import_all(package):
    for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        importlib.import_module(info.name)


@pytest.fixture(scope="module")
def catalogs():
    _import_all(kit)
    _import_all(widgets)
    return i18n.catalog("en"), i18n.catalog("zh-TW")


def test_every_key_is_in_both_catalogs(catalogs):
    en, zh = catalogs
    assert sorted(set(en) - set(zh)) == []
    assert sorted(set(zh) - set(en)) == []


def test_every_message_has_the_same_parameters_in_both(catalogs):
    en, zh = catalogs
    bad = {k: (i18n.parameters(en[k]), i18n.parameters(zh[k])) for k in en if k in zh}
    bad = {k: v for k, v in bad.items() if v[0] != v[1]}
    assert bad == {}


def test_every_plural_form_has_the_same_parameters_and_english_has_one_and_other(catalogs):
    en, zh = catalogs
    bad = {}
    for key in en:
        # a "zero" form (a count of 0, not said aloud) and English "one" ("a log") may leave out
        # the count; every other parameter is in every form
        full, short = [], []
        for message in (en[key], zh.get(key, "")):
            for category, text in i18n.forms(message).items():
                count = message.count if isinstance(message, Plural) else ""
                (short if category in ("zero", "one") else full).append((text, count))
        if len({frozenset(i18n.parameters(text)) for text, _ in full}) > 1:
            bad[key] = "forms differ in parameters"
        expected = i18n.parameters(full[0][0]) if full else set()
        for text, count in short:
            if not expected - {count} <= i18n.parameters(text) <= expected:
                bad[key] = "a zero or one form differs in parameters (other than its count)"
        for lang, message in (("en", en[key]), ("zh-TW", zh.get(key))):
            if not isinstance(message, Plural):
                continue
            if set(message.forms()) - set(i18n.PLURAL_CATEGORIES[lang]) - {"zero"}:
                bad[key] = f"{lang} has forms it does not use"
            if message.count not in i18n.parameters(message.other):
                bad[key] = f"the count {message.count!r} is not a parameter"
        if isinstance(en[key], Plural) and set(en[key].forms()) - {"zero"} != {"one", "other"}:
            bad[key] = "English needs one and other"
        if isinstance(zh.get(key), Plural) and isinstance(en[key], Plural):
            if zh[key].count != en[key].count:
                bad[key] = "the count parameter differs"
    assert bad == {}


def test_no_message_is_empty_and_chinese_is_chinese(catalogs):
    en, zh = catalogs
    assert [k for k in en if not all(f.strip() for f in i18n.forms(en[k]).values())] == []
    assert [k for k in zh if not all(f.strip() for f in i18n.forms(zh[k]).values())] == []

    # a zh-TW message that is plain ASCII text is almost always an untranslated copy
    def words(text):
        return re.sub(r"\{[^}]*\}|<[^>]*>|%\{[^}]*\}", "", text)

    untranslated = [
        k
        for k, v in zh.items()
        if v == en[k] and any(c.isalpha() for f in i18n.forms(v).values() for c in words(f))
    ]
    allowed = {k for k in untranslated if k.endswith((".symbol", ".abbr"))}
    assert sorted(set(untranslated) - allowed) == []


def test_render_with_parameters():
    assert i18n.t("core.player", "en", n=3) == "Player 3"
    assert i18n.t("core.player", "zh-TW", n=3) == "玩家3"


def test_unknown_key_and_missing_parameter_never_crash():
    assert i18n.t("no.such.key", "zh-TW") == "no.such.key"
    assert i18n.t("core.player", "en") == "Player {n}"


def test_a_zero_count_has_its_own_form_and_lists_read_as_sentences():
    i18n.load(
        Catalog(
            "demo0",
            {"demo0.logs": Plural(count="logs", zero="on H1", one="on H1 with a log",
                                  other="on H1 with {logs} logs")},
            {"demo0.logs": Plural(count="logs", zero="放在H1", other="放在H1，帶{logs}根圓木")},
        )
    )  # fmt: skip
    assert i18n.t("demo0.logs", "en", logs=0) == "on H1"
    assert i18n.t("demo0.logs", "en", logs="0") == "on H1"
    assert i18n.t("demo0.logs", "en", logs=1) == "on H1 with a log"
    assert i18n.t("demo0.logs", "en", logs=2) == "on H1 with 2 logs"
    assert i18n.t("demo0.logs", "zh-TW", logs=0) == "放在H1"
    assert i18n.t("demo0.logs", "zh-TW", logs=2) == "放在H1，帶2根圓木"
    assert i18n.join([], "en") == "nothing" and i18n.join(["", ""], "zh-TW") == "無"
    assert i18n.join(["a log"], "en") == "a log"
    assert i18n.join(["2 logs", "the chief"], "en") == "2 logs and the chief"
    assert i18n.join(["a", "", "b", "c"], "en") == "a, b and c"
    assert i18n.join(["2根圓木", "工人", "酋長"], "zh-TW") == "2根圓木、工人和酋長"


def test_per_language_parameter():
    text = i18n.t("core.err.not_legal", "zh-TW", action={"en": "buy", "zh-TW": "購買"})
    assert "購買" in text


def test_unknown_language_is_refused():
    with pytest.raises(ValueError):
        i18n.check_lang("fr")


def test_describe_event_names_the_player_and_translates_names():
    i18n.load(
        Catalog(
            "demo",
            {"demo.event.bought": "{player} bought {kind}.", "demo.name.fish": "a fish"},
            {"demo.event.bought": "{player} 買了{kind}。", "demo.name.fish": "魚"},
        )
    )
    event = {"type": "bought", "seat": 1, "kind": "fish"}
    assert i18n.describe_event("demo", event, "en") == "Player 2 bought a fish."
    assert i18n.describe_event("demo", event, "zh-TW", names=["甲", "乙"]) == "乙 買了魚。"


# -- plurals -------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def demo_plurals():
    i18n.load(
        Catalog(
            "demo_plural",
            {
                "demo.markers": Plural(one="{n} marker", other="{n} markers"),
                "demo.event.cut": Plural(
                    count="logs",
                    one="{player} takes {logs} log.",
                    other="{player} takes {logs} logs.",
                ),
            },
            {"demo.markers": "{n} 個標記", "demo.event.cut": "{player} 拿取 {logs} 根圓木。"},
        )
    )
    assert "demo_plural" in i18n.loaded()


@pytest.mark.parametrize(
    ("n", "en", "zh"),
    [
        (1, "1 marker", "1 個標記"),
        (2, "2 markers", "2 個標記"),
        (0, "0 markers", "0 個標記"),
        ("1", "1 marker", "1 個標記"),
        ("1.0", "1.0 markers", "1.0 個標記"),
    ],
)
def test_plural_forms_are_chosen_by_count(demo_plurals, n, en, zh):
    assert i18n.t("demo.markers", "en", n=n) == en
    assert i18n.t("demo.markers", "zh-TW", n=n) == zh


def test_plural_categories_follow_cldr():
    assert [i18n.plural_category("en", n) for n in (0, 1, 2, -1, "1", "1.5")] == [
        "other",
        "one",
        "other",
        "one",
        "one",
        "other",
    ]
    assert {i18n.plural_category("zh-TW", n) for n in (0, 1, 2)} == {"other"}
    assert i18n.plural_category("en", None) == "other"


def test_an_event_picks_its_form_by_the_field_it_counts(demo_plurals):
    one = {"type": "cut", "seat": 0, "logs": 1}
    assert i18n.describe_event("demo", one, "en") == "Player 1 takes 1 log."
    assert i18n.describe_event("demo", {**one, "logs": 3}, "en") == "Player 1 takes 3 logs."
    assert (
        i18n.describe_event("demo", one, "zh-TW") == "玩家1 拿取 1 根圓木。"
    )  # the name is the core's


def test_the_engines_events_read_right_for_one_and_many():
    from kit import giants, rapanui

    placed = {"type": "figure_placed", "seat": 0, "figure": "worker", "hex": "H12", "logs": 1}
    assert giants.describe(placed, "en").endswith("with 1 log.")
    assert giants.describe({**placed, "logs": 2}, "en").endswith("with 2 logs.")
    removed = {"type": "logs_removed", "count": 1}
    assert giants.describe(removed, "en") == "1 log on the board is removed from the game."
    assert giants.describe({**removed, "count": 4}, "en").startswith("4 logs on the board are")
    refilled = {"type": "refilled", "column": 0, "count": 1}
    assert "with 1 card from" in rapanui.describe(refilled, "en")
    assert "with 3 cards from" in rapanui.describe({**refilled, "count": 3}, "en")


# -- loading ---------------------------------------------------------------------------------------


def _fresh(code: str) -> str:
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    return done.stdout.strip()


def test_importing_only_the_giants_engine_loads_its_words_and_no_others():
    out = _fresh(
        "import kit.giants as g\n"
        "from kit.core import i18n\n"
        "e = {'type': 'round_started', 'round': 1, 'seat': 0}\n"
        "print(g.describe(e, 'en')); print(g.describe(e, 'zh-TW'))\n"
        "print(sorted(i18n.loaded()))"
    )
    assert out.splitlines() == [
        "Round 1 begins; Player 1 is the first player.",
        "第1回合開始，玩家1為起始玩家。",
        "['core', 'giants', 'giants.labels']",  # its events' words and its moves' labels
    ]


def test_each_package_loads_its_own_catalog_when_imported():
    out = _fresh(
        "import kit.plots.giants_words, kit.lab.measures, kit.lessons.model, widgets.play.session\n"
        "from kit.core import i18n\n"
        "print(sorted(i18n.loaded()))"
    )
    assert {"core", "plots", "lab", "lessons", "widgets"} <= set(eval(out))


def test_loading_twice_is_harmless():
    before = i18n.catalog("en")
    from kit.core import messages

    i18n.load(messages.CATALOG)
    i18n.load(messages.CATALOG)
    assert i18n.catalog("en") == before


# -- errors ----------------------------------------------------------------------------------------


def test_an_error_is_rendered_in_the_language_asked_when_it_is_shown():
    error = IllegalAction("core.err.not_your_turn", seat=1)
    assert str(error) == error.reason == "Seat 1 may not act now."
    assert error.message("zh-TW") == error.reason_zh == "座位1現在不能行動。"
    assert error.message("en") == "Seat 1 may not act now."  # back after a switch


def test_an_error_raised_before_its_catalog_was_loaded_reads_right_once_it_is():
    error = IllegalAction("demo.err.late", n=2)
    assert error.reason == "demo.err.late"
    i18n.load(
        Catalog(
            "demo_late",
            {"demo.err.late": Plural(one="{n} late word", other="{n} late words")},
            {"demo.err.late": "{n} 個遲到的字"},
        )
    )
    assert error.reason == "2 late words" and error.message("zh-TW") == "2 個遲到的字"


def test_errors_survive_pickling():
    error = RecordError("core.err.record_missing", field="seed")
    again = pickle.loads(pickle.dumps(error))
    assert type(again) is RecordError and again.key == error.key and again.params == error.params
    assert again.message("zh-TW") == error.message("zh-TW") == "存檔缺少欄位「seed」。"
