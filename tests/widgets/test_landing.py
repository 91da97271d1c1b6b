"""The landing page's logic, headless: cards, links, and the language switch."""

from widgets.pages.landing import CARDS, Landing


def test_both_game_cards_with_players_and_mechanisms(tmp_path):
    page = Landing(root=tmp_path)
    text = page.cards.value
    assert "Giants" in text and "Rapa Nui" in text
    assert "3–5 players" in text and "2–4 players" in text
    for words in ("auction", "worker placement", "pick-up and deliver", "route building"):
        assert words in text
    for words in ("card drafting", "majorities", "tableau building", "market of sacrifices"):
        assert words in text
    assert "Moai Kit" in page.title.value


def test_language_toggle_switches_every_string_and_back(tmp_path):
    page = Landing(root=tmp_path)
    english = (page.title.value, page.cards.value, page.footer.value)
    page.toggle.value = "zh-TW"
    assert page.lang == "zh-TW"
    assert "摩艾教具箱" in page.title.value
    assert "神秘巨石像" in page.cards.value and "復活島" in page.cards.value
    assert "Giants" not in page.cards.value and "Rapa Nui" not in page.cards.value
    assert "players" not in page.cards.value and "Lessons" not in page.cards.value
    assert "規則" in page.footer.value
    page.set_lang("en")
    assert (page.title.value, page.cards.value, page.footer.value) == english


def test_links_only_to_pages_that_exist(tmp_path):
    (tmp_path / "rapanui").mkdir()
    (tmp_path / "rapanui" / "play.ipynb").write_text("{}")
    page = Landing(root=tmp_path)
    assert 'href="rapanui/play.ipynb?lang=en"' in page.cards.value
    assert 'href="giants/play.ipynb"' not in page.cards.value
    assert page.cards.value.count("in preparation") == 2 * len(CARDS) * 3 - 2


def test_text_is_escaped(tmp_path):
    page = Landing(root=tmp_path)
    assert "<script" not in page.cards.value


def test_lessons_are_listed_in_order_once_their_pages_exist(tmp_path):
    folder = tmp_path / "rapanui"
    folder.mkdir()
    for name in ("lessons", "00_setup", "03_sacrifice", "01_buying"):
        (folder / f"{name}.ipynb").write_text("{}")
    page = Landing(root=tmp_path)
    text = page.cards.value
    assert text.count("moai-lesson-link") == 3
    first, second, third = (
        text.index('href="rapanui/00_setup.ipynb?lang=en"'),
        text.index('href="rapanui/01_buying.ipynb?lang=en"'),
        text.index('href="rapanui/03_sacrifice.ipynb?lang=en"'),
    )
    assert first < second < third
    assert '<li value="3">' in text and "The sacrifice round" in text
    page.set_lang("zh-TW")
    assert "獻祭" in page.cards.value and "The sacrifice round" not in page.cards.value


def test_no_lesson_list_without_the_lessons_page(tmp_path):
    (tmp_path / "rapanui").mkdir()
    (tmp_path / "rapanui" / "00_setup.ipynb").write_text("{}")
    assert "moai-lesson-list" not in Landing(root=tmp_path).cards.value


def test_the_teachers_page_is_linked_once_it_exists(tmp_path):
    assert "teachers.ipynb" not in Landing(root=tmp_path).footer.value
    (tmp_path / "teachers.ipynb").write_text("{}")
    page = Landing(root=tmp_path)
    assert (
        'href="teachers.ipynb?lang=en"' in page.footer.value and "For teachers" in page.footer.value
    )
    page.set_lang("zh-TW")
    assert "給老師" in page.footer.value


def test_gallery_link_when_the_page_exists(tmp_path):
    assert "gallery.ipynb" not in Landing(root=tmp_path).footer.value
    (tmp_path / "gallery.ipynb").write_text("{}")
    page = Landing(root=tmp_path)
    assert 'href="gallery.ipynb?lang=en"' in page.footer.value
    page.set_lang("zh-TW")
    assert "圖庫" in page.footer.value
