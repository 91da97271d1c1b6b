"""Pages you can find and leave (issue 21): every page's way back to the start page and to its
game's lessons, play page and lab, the design lessons linked from the start page and the labs,
the address that follows the language switch, the feedback next to the play page's controls,
the Giants special spaces named in the list, and controls whose words are not cut."""

from __future__ import annotations

import html
import json
from pathlib import Path

import ipywidgets as W
import pytest

from kit import giants
from kit.core import i18n
from kit.core.errors import IllegalAction
from kit.giants.actions import Special
from kit.lab.lessons import design_lessons
from widgets.files import UploadButtons
from widgets.giants_island import island_page
from widgets.giants_play import giants_play, special_label
from widgets.icon import ICON_SVG, icon_link
from widgets.lab.design import design_page
from widgets.lab.page import lab_page
from widgets.lang_address import LangAddress
from widgets.lessons.index import LessonIndex
from widgets.lessons.lesson import LessonPage
from widgets.page_links import game_pages
from widgets.pages.gallery import Gallery
from widgets.pages.landing import Landing, cards_html
from widgets.pages.landing_page import landing_document
from widgets.pages.teachers import TeachersPage
from widgets.play.files import UPLOAD_LIMIT
from widgets.rapanui_play import rapanui_play

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
TEMPLATE = ROOT / "deploy" / "jupyter" / "voila" / "templates" / "moai"
PLAYS = {"giants": giants_play, "rapanui": rapanui_play}
ZH = "zh-TW"


def every_widget(root: W.Widget) -> list[W.Widget]:
    out, todo = [], [root]
    while todo:
        w = todo.pop(0)
        out.append(w)
        todo.extend(getattr(w, "children", ()))
    return out


def hrefs(text: str) -> list[str]:
    return [html.unescape(part.split('"')[0]) for part in text.split('href="')[1:]]


def nav_of(page: W.Widget) -> str:
    return "".join(
        w.value for w in every_widget(page) if "moai-page-nav" in getattr(w, "_dom_classes", ())
    )


# -- the ways back ---------------------------------------------------------------------------------
@pytest.mark.parametrize("game", ["giants", "rapanui"])
def test_a_play_page_links_the_start_page_the_lessons_and_the_lab_in_its_language(
    game, monkeypatch
):
    monkeypatch.chdir(NOTEBOOKS / game)  # the page's folder, as Voila runs it
    app = PLAYS[game](ZH)
    links = hrefs(nav_of(app))
    assert links == [
        "../index.ipynb?lang=zh-TW",
        "lessons.ipynb?lang=zh-TW",
        "lab.ipynb?lang=zh-TW",
    ]
    assert "首頁" in nav_of(app)
    app.set_lang("en")
    assert hrefs(nav_of(app)) == [link.replace(ZH, "en") for link in links]
    assert "Start page" in nav_of(app)
    # a game started: the links stay on the page
    app.setup.seat_kinds[1].value = "greedy"
    app.setup.start.click()
    assert app.session is not None and "moai-nav-home" in nav_of(app)


@pytest.mark.parametrize("game", ["giants", "rapanui"])
def test_a_lab_page_links_the_game_s_pages_and_its_design_lessons(game, monkeypatch):
    monkeypatch.chdir(NOTEBOOKS / game)
    page = lab_page(game, ZH)
    links = hrefs(nav_of(page))
    assert links[:3] == [
        "../index.ipynb?lang=zh-TW",
        "lessons.ipynb?lang=zh-TW",
        "play.ipynb?lang=zh-TW",
    ]
    ids = [d.id for d in design_lessons(game)]
    extra = len(game_pages(game))  # the game's own design pages (an island editor)
    assert ids and links[3 + extra :] == [f"../design/{i}.ipynb?lang=zh-TW" for i in ids]
    assert "遊戲設計課" in nav_of(page)
    page.set_lang("en")
    assert f"../design/{ids[0]}.ipynb?lang=en" in hrefs(nav_of(page))
    # the notebook shows this page
    source = "".join(json.loads((NOTEBOOKS / game / "lab.ipynb").read_text())["cells"][0]["source"])
    assert "from widgets.lab.page import lab_page" in source


def test_a_design_lesson_links_its_game_s_pages(monkeypatch):
    monkeypatch.chdir(NOTEBOOKS / "design")
    page = design_page("giants_dice", "en")
    assert hrefs(nav_of(page)) == [
        "../index.ipynb?lang=en",
        "../giants/lessons.ipynb?lang=en",
        "../giants/play.ipynb?lang=en",
        "../giants/lab.ipynb?lang=en",
    ]


@pytest.mark.parametrize("lang", ["en", ZH])
def test_the_start_page_links_every_design_lesson_in_its_language(lang):
    for text in (cards_html(lang, NOTEBOOKS), landing_document(lang, NOTEBOOKS)):
        for d in (*design_lessons("giants"), *design_lessons("rapanui")):
            assert f'href="design/{d.id}.ipynb?lang={lang}"' in text, d.id
    assert i18n.t("design.page.lessons", lang) in cards_html(lang, NOTEBOOKS)


# -- the address follows the language switch -------------------------------------------------------
def pages(monkeypatch):
    monkeypatch.chdir(NOTEBOOKS / "giants")
    yield "play", giants_play("en")
    yield "lab", lab_page("giants", "en")
    yield "lesson", LessonPage("giants", "00_setup", "en")
    yield "lessons", LessonIndex("giants", "en")
    monkeypatch.chdir(NOTEBOOKS)
    yield "landing", Landing("en")
    yield "gallery", Gallery("en")
    yield "teachers", TeachersPage("en")
    monkeypatch.chdir(NOTEBOOKS / "design")
    yield "design", design_page("giants_logs", "en")


def test_every_page_s_address_follows_its_language_switch(monkeypatch):
    for name, page in pages(monkeypatch):
        addresses = [w for w in every_widget(page) if isinstance(w, LangAddress)]
        assert len(addresses) == 1, name
        assert addresses[0].lang == "en" and addresses[0].layout.display == "none", name
        page.toggle.value = ZH
        assert addresses[0].lang == ZH, name
    assert "history.replaceState" in LangAddress._esm and "searchParams.set" in LangAddress._esm


# -- feedback by the controls ----------------------------------------------------------------------
def test_a_refused_move_is_told_right_under_the_action_controls(monkeypatch):
    app = giants_play("en")
    app.setup.seat_kinds[1].value = "greedy"
    app.setup.start.click()
    action = app.offered_actions()[0]

    def refuse(a):
        raise IllegalAction("giants.err.wrong_phase", action=str(a), phase="?")

    monkeypatch.setattr(app.session.game, "apply", refuse)
    app.act(action)
    side = next(w for w in every_widget(app) if app.parts.actions in getattr(w, "children", ()))
    at = list(side.children).index(app.parts.actions)
    assert side.children[at + 1] is app.parts.feedback
    feedback = app.parts.feedback.value
    assert "moai-error" in feedback and html.escape(app.error_text()) in feedback
    assert "moai-error" not in app.status.value


# -- Giants: the special spaces by name ------------------------------------------------------------
def test_the_special_spaces_are_named_with_what_they_give():
    view = giants.new_game(3, seed=4).view(0)
    kinds = {h["kind"]: h["id"] for h in view["board"]["hexes"]}
    forest = kinds["forest"]
    logs = view["forests"][forest]["value"]
    assert special_label(Special(0, "sorcerer", forest, None), "en", view) == (
        f"forest {forest} ({logs} logs) · sorcerer"
    )
    assert special_label(Special(0, "sorcerer", forest, None), ZH, view) == (
        f"森林{forest}（{logs}根圓木）·巫師"
    )
    village = special_label(Special(0, "chief", kinds["village"], None), "en", view)
    assert (
        village.startswith(f"Village {kinds['village']} (a worker)") and "2 half-tablets" in village
    )
    assert "Sorcerers' hut" in special_label(
        Special(0, "sorcerer", kinds["sorcerer_hut"], None), "en", view
    )
    assert "(reserve it)" in special_label(Special(0, "sorcerer", "H01", "A16"), "en", view)


def test_the_play_page_lists_the_special_spaces_by_name_spaces_first():
    app = giants_play("en")
    app.setup.seat_kinds[1].value = "greedy"
    app.setup.seat_kinds[2].value = "greedy"
    app.setup.seed.value = "4"
    app.setup.start.click()
    for _ in range(40):  # bid nothing until the placement
        if any(isinstance(a, Special) for a in app.offered_actions()):
            break
        bid = [w for w in every_widget(app.actions) if "moai-bid" in getattr(w, "_dom_classes", ())]
        bid[0].click()
    menus = [
        w
        for w in every_widget(app.actions)
        if isinstance(w, W.Dropdown) and "moai-choice" in w._dom_classes
    ]
    labels = [label for label, _ in menus[0].options]
    assert labels[0].startswith("forest ") and " logs) · " in labels[0], labels[:3]
    assert not any(" on H" in label or "Ahu: —" in label for label in labels)
    assert "next to Ahu" in labels[-1]
    assert menus[0].layout.width == "auto"


# -- controls whose words are not cut --------------------------------------------------------------
@pytest.mark.parametrize("game", ["giants", "rapanui"])
def test_the_play_page_s_buttons_are_as_wide_as_their_words(game):
    app = PLAYS[game]("en")
    app.setup.seat_kinds[1].value = "greedy"
    app.setup.start.click()
    buttons = [w for w in every_widget(app) if isinstance(w, W.Button)]
    buttons += [w for w in every_widget(app.parts.game_box) if isinstance(w, W.Button)]
    assert buttons
    for button in buttons:
        assert button.layout.width == "auto", button.description
    assert app.undo_button in buttons and app.new_button.layout.align_self == "flex-start"
    # the upload buttons without their "(0)", and no file read over their limit: one
    # UploadButtons on the page, the limit on the button
    assert sum(isinstance(w, UploadButtons) for w in every_widget(app)) == 1
    assert f"moai-limit-{UPLOAD_LIMIT}" in app.upload._dom_classes


def test_the_lab_page_s_lists_show_their_longest_choice(monkeypatch):
    monkeypatch.chdir(NOTEBOOKS / "giants")
    page = lab_page("giants", "en")
    lists = [w for p in page.sets.values() for w in p.widgets.values() if isinstance(w, W.Dropdown)]
    assert lists and all(w.layout.width == "auto" for w in lists)
    assert sum(isinstance(w, UploadButtons) for w in every_widget(page)) == 1


def test_the_island_editor_s_upload_names_its_limit_on_its_page():
    page = island_page("en")
    assert sum(isinstance(w, UploadButtons) for w in every_widget(page)) == 1
    assert any(c.startswith("moai-limit-") for c in page.upload._dom_classes)


# -- the icon --------------------------------------------------------------------------------------
def test_every_page_has_the_kit_s_icon_from_its_own_server():
    assert (TEMPLATE / "static" / "moai-icon.svg").read_text() == ICON_SVG
    template = (TEMPLATE / "index.html.j2").read_text()
    assert 'include_url("static/moai-icon.svg")' in template
    assert 'rel="icon" href="data:;base64,="' in template  # the empty icon it replaces
    document = landing_document("en", NOTEBOOKS)
    # inline: the icon asks nothing of any server
    assert icon_link() in document and 'href="data:image/svg+xml,' in icon_link()


def test_the_static_site_s_pages_carry_the_icon_inline():
    from deploy.site import build

    page = (
        f"<head>{build.MARKERS['fa_all']}\n{build.MARKERS['fa_shims']}</head><body>"
        f'{build.EMPTY_ICON}<script id="jupyter-config-data" type="application/json">{{}}'
        "</script></body>"
    )
    out = build.patch_page(page, "../")
    assert build.EMPTY_ICON not in out and icon_link() in out
    assert list(build.external_references_in(out)) == []


def test_a_lesson_links_its_game_s_lab_and_the_gallery_the_start_page(monkeypatch):
    monkeypatch.chdir(NOTEBOOKS / "rapanui")
    lesson = LessonPage("rapanui", "00_setup", ZH)
    assert "lab.ipynb?lang=zh-TW" in hrefs(lesson.footer.value)
    monkeypatch.chdir(NOTEBOOKS)
    gallery = Gallery(ZH, makers=[])
    assert hrefs(nav_of(gallery)) == ["index.ipynb?lang=zh-TW"]
    gallery.toggle.value = "en"
    assert hrefs(nav_of(gallery)) == ["index.ipynb?lang=en"]
