"""The class board on the pages (issue 26): a student's "Submit to the class" on the lab page and
the teacher's class page, driven headless with ``Button.click()`` against a real database file."""

from __future__ import annotations

import csv
import html
import io
import re
import zipfile

import pytest

from kit.lab import class_board
from kit.lab.class_board import ClassBoard
from kit.lab.rules_code import encode
from kit.lab.ruleset import RuleSet
from widgets.lab.class_page import ClassPage
from widgets.lab.page import lab_page
from widgets.lab.submit import SubmitPanel

ANA, HOTU = "browser:" + "a" * 24, "browser:" + "b" * 24


@pytest.fixture()
def board(tmp_path):
    return ClassBoard(tmp_path / "class.sqlite")


def student_page(board, student, lang="en"):
    page = lab_page("rapanui", lang)
    page.submit = SubmitPanel(page, board, student)
    return page


def text_of(html: str) -> str:
    return re.sub(r"<[^>]+>", " ", html)


def set_b(page, **options):
    for name, value in options.items():
        page.sets["B"].widgets[name].value = value


# -- the student's side ----------------------------------------------------------------------------
def test_the_panel_is_hidden_where_there_is_no_class_board(monkeypatch):
    monkeypatch.delenv(class_board.ENV_DB, raising=False)
    page = lab_page("rapanui", "en")
    assert page.submit.available is False
    assert page.submit.layout.display == "none"
    assert page.submit in page.children


def test_a_student_submits_b_named_with_a_note_and_the_table_b_ran(board):
    page = student_page(board, ANA)
    set_b(page, majority_min_count=2)
    page.games.value = 3
    page.run()  # outside a kernel: at once
    panel = page.submit
    panel.variant.value, panel.author.value = "Two to count", "Ana"
    panel.note.value = "A majority needs two offerings."
    panel.send.click()
    (sent,) = board.everything()
    assert (sent.name, sent.author, sent.note) == ("Two to count", "Ana", panel.note.value)
    assert sent.ruleset().options == {"majority_min_count": 2}
    assert len(sent.lab_table()) == 3  # B's table went with it
    assert "Two to count" in panel.status.value and "3 games" in panel.status.value
    assert "Two to count" in text_of(panel.mine_box.children[0].children[0].value)


def test_b_changed_after_its_run_goes_without_a_table(board):
    page = student_page(board, ANA)
    page.games.value = 2
    page.run()
    set_b(page, majority_min_count=2)  # not the rules that ran
    page.submit.variant.value, page.submit.author.value = "Later", "Ana"
    page.submit.send.click()
    assert board.everything()[0].lab_table() is None


def test_a_refused_submission_says_why_in_the_page_language_and_sends_nothing(board):
    page = student_page(board, ANA, "zh-TW")
    panel = page.submit
    panel.author.value = "Ana"
    panel.send.click()  # no name
    assert "color:#b00" in panel.status.value and "取名" in panel.status.value
    panel.variant.value = "x"
    panel.author.value = ""  # the author is required
    panel.send.click()
    assert "color:#b00" in panel.status.value
    panel.author.value = "Ana"
    panel.note.value = "n" * 5000  # over the note's cap
    panel.send.click()
    assert "color:#b00" in panel.status.value
    assert board.everything() == []
    page.set_lang("en")
    assert "Submit B to the class" == panel.send.description


def test_a_student_sees_replaces_and_withdraws_only_their_own(board):
    ana, hotu = student_page(board, ANA), student_page(board, HOTU)
    for page, name in ((ana, "Ana's"), (hotu, "Hotu's")):
        page.submit.variant.value, page.submit.author.value = name, name[:-2]
        page.submit.send.click()
    assert len(ana.submit.mine_box.children) == 1
    assert "Hotu" not in text_of(ana.submit.mine_box.children[0].children[0].value)
    set_b(ana, majority_min_count=1)
    replace, withdraw = ana.submit.mine_box.children[0].children[1:]
    replace.click()
    mine = board.mine(ANA)
    assert mine[0].ruleset().options == {"majority_min_count": 1} and mine[0].name == "Ana's"
    withdraw.click()
    assert board.mine(ANA) == [] and [s.name for s in board.everything()] == ["Hotu's"]
    assert "You have submitted nothing yet." in ana.submit.mine_box.children[0].value


# -- the teacher's side ----------------------------------------------------------------------------
def teacher_page(board, lang="en", monkeypatch=None):
    return ClassPage(lang, board=board, game="rapanui")


def test_the_class_page_needs_the_teacher_key_and_then_lists_submissions_live(board, monkeypatch):
    monkeypatch.delenv("JUPYTERHUB_USER", raising=False)
    key = class_board.ensure_teacher_key(board.path)
    board.submit(ANA, RuleSet("rapanui", {"majority_min_count": 2}, None, "Two"), author="Ana")
    page = teacher_page(board)
    assert page.variants.all("rapanui") == []  # nothing before the key
    page.key.value = "wrong"
    page.unlock_button.click()
    assert "not this class's teacher key" in html.unescape(page.message.value)
    page.key.value = key
    page.unlock_button.click()
    assert page.unlock_box.layout.display == "none" and page.key.value == ""
    assert [v.name for v in page.variants.all("rapanui")] == ["Two"]
    board.submit(HOTU, RuleSet("rapanui", {}, None, "Same"), author="Hotu")
    page.refresh()  # what the page's watcher does every 2 s
    assert "Same" in "".join(text_of(r.children[1].value) for r in page.variants_box.children)


def test_a_hub_teacher_needs_no_key(board, monkeypatch):
    monkeypatch.setenv("JUPYTERHUB_USER", "teacher")
    monkeypatch.setenv(class_board.ENV_TEACHERS, "teacher")
    page = teacher_page(board)
    assert page.variants.board is board and page.unlock_box.layout.display == "none"


def test_links_codes_and_files_add_variants_and_bad_ones_are_refused(board):
    page = ClassPage("en", board=None, game="rapanui")  # the static site: no class board
    assert page.unlock_box.layout.display == "none"
    code = encode(RuleSet("rapanui", {"majority_min_count": 2}, None, "Linked"))
    page.link.value = f"https://kit.example/rapanui/lab.html?b={code}&lang=en"
    page.add_button.click()
    assert "Added “Linked”" in page.message.value and page.link.value == ""
    page.link.value = code[:-6]  # cut
    page.add_button.click()
    assert "Not added" in page.message.value
    giants = encode(RuleSet("giants", {}, None, "Isle"))
    page.link.value = giants
    page.add_button.click()
    assert "Giants" in page.message.value
    assert [v.name for v in page.variants.all("rapanui")] == ["Linked"]


def test_the_tournament_runs_every_included_variant_and_sorts_and_downloads(board):
    page = ClassPage("en", board=None, game="rapanui")
    for name, options in (("Two", {"majority_min_count": 2}), ("One", {"majority_min_count": 1})):
        page.link.value = encode(RuleSet("rapanui", options, None, name))
        page.add_button.click()
    page.link.value = encode(RuleSet("rapanui", {}, None, "Left out"))
    page.add_button.click()
    page.variants_box.children[2].children[0].value = False  # not in the tournament
    page.games.value = 4
    page.run_button.click()  # outside a kernel: at once
    table = page.results.table.value
    names = re.findall(r"<th scope='row'>([^<]*)</th>", table)
    assert len(names) == 3 and {"Two", "One"} < set(names) and "Left out" not in names
    assert "Done: 12 games, 4 per variant" in page.status.value
    page.results.sort.value = "name"
    page.results.order.value = True
    names_down = re.findall(r"<th scope='row'>([^<]*)</th>", page.results.table.value)
    assert names_down == sorted(names, reverse=True)
    links = re.findall(
        r'download="([^"]+)" href="data:([^;]+);base64,([^"]+)"', page.results.downloads.value
    )
    assert [(f, m) for f, m, _ in links] == [
        ("rapanui-class-tournament.csv", "text/csv"),
        ("rapanui-class-variants.zip", "application/zip"),
    ]
    import base64

    rows = list(csv.reader(io.StringIO(base64.b64decode(links[0][2]).decode("utf-8"))))
    assert len(rows) == 4
    with zipfile.ZipFile(io.BytesIO(base64.b64decode(links[1][2]))) as z:
        rules = [RuleSet.from_json(z.read(n)) for n in z.namelist() if n.endswith(".json")]
    assert {r.name for r in rules} >= {"Two", "One"}
    assert page.results.slots  # the figures
    page.set_lang("zh-TW")
    assert "完成" in page.status.value
    assert re.findall(r"<th scope='row'>([^<]*)</th>", page.results.table.value)  # kept


def test_a_tournament_with_no_variant_says_so(board):
    page = ClassPage("en", board=None, game="rapanui")
    page.run_button.click()
    assert "at least one variant" in page.message.value and page.run_state is None


def test_the_tournament_then_measures_what_hidden_information_is_worth(monkeypatch):
    from widgets.lab import class_hidden

    monkeypatch.setattr(class_hidden, "hidden_budget", lambda game: (2, 4))  # a tiny budget
    page = ClassPage("en", board=None, game="rapanui")
    page.link.value = encode(RuleSet("rapanui", {"majority_min_count": 1}, None, "One"))
    page.add_button.click()
    page.games.value = 3
    page.hidden.value = True
    page.run_button.click()  # outside a kernel: the tournament, then the hidden games, at once
    assert "hidden information" in page.status.value and "8 games" in page.status.value
    shown = page.results.shown
    assert shown.hidden is not None and len(shown.hidden) == 2
    assert "hidden_value" in page.results.slots  # its figure too
    assert "hidden cards" in page.results.table.value
    assert page.run_button.disabled is False and page.stop_button.disabled is True
