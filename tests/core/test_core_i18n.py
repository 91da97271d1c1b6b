"""Every message exists in both languages with the same parameters."""

import importlib
import pkgutil
import re

import pytest

import kit
import widgets
from kit.core import i18n


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


def test_no_message_is_empty_and_chinese_is_chinese(catalogs):
    en, zh = catalogs
    assert [k for k in en if not en[k].strip()] == []
    assert [k for k in zh if not zh[k].strip()] == []

    # a zh-TW message that is plain ASCII text is almost always an untranslated copy
    def words(text):
        return re.sub(r"\{[^}]*\}|<[^>]*>|%\{[^}]*\}", "", text)

    untranslated = [k for k, v in zh.items() if v == en[k] and any(c.isalpha() for c in words(v))]
    allowed = {k for k in untranslated if k.endswith((".symbol", ".abbr"))}
    assert sorted(set(untranslated) - allowed) == []


def test_render_with_parameters():
    assert i18n.t("core.player", "en", n=3) == "Player 3"
    assert i18n.t("core.player", "zh-TW", n=3) == "玩家 3"


def test_unknown_key_and_missing_parameter_never_crash():
    assert i18n.t("no.such.key", "zh-TW") == "no.such.key"
    assert i18n.t("core.player", "en") == "Player {n}"


def test_per_language_parameter():
    text = i18n.t("core.err.not_legal", "zh-TW", action={"en": "buy", "zh-TW": "購買"})
    assert "購買" in text


def test_unknown_language_is_refused():
    with pytest.raises(ValueError):
        i18n.check_lang("fr")


def test_describe_event_names_the_player_and_translates_names():
    i18n.register(
        {"demo.event.bought": "{player} bought {kind}.", "demo.name.fish": "a fish"},
        {"demo.event.bought": "{player} 買了{kind}。", "demo.name.fish": "魚"},
    )
    event = {"type": "bought", "seat": 1, "kind": "fish"}
    assert i18n.describe_event("demo", event, "en") == "Player 2 bought a fish."
    assert i18n.describe_event("demo", event, "zh-TW", names=["甲", "乙"]) == "乙 買了魚。"
