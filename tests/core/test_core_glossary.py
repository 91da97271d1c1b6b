"""One Chinese vocabulary: every zh-TW message and lesson text follows the glossary
(kit.core.glossary): no rejected variant, no space next to Chinese, and the glossary's seed terms
are the seeds' own words. The table is the shared terms and each game's own, from the registry."""

from __future__ import annotations

import ast
import itertools
import re
import string
from pathlib import Path
from typing import Any

import pytest
from catalogs import kit_catalogs

import kit.giants
import kit.lab
import kit.lessons
import kit.plots
import kit.rapanui
import widgets
import widgets.pages.glossary
from kit import games
from kit.core import glossary, i18n
from kit.core.glossary import SEED, SHARED, TAIWAN, Term
from kit.lab.lessons import design_lessons, written
from kit.lessons import lesson_ids, rule_key
from kit.lessons import load as load_lesson

ZH = "zh-TW"
SEEDS = Path(__file__).resolve().parents[1] / "data" / "seeds"  # the project's copy of the seeds
"""Where the original zh-TW rule summaries are (they are not part of the kit)."""

assert kit.giants and kit.lab and kit.plots and kit.rapanui and widgets  # every catalog loaded
i18n.load(widgets.pages.glossary.CATALOG)

GLOSSARY = glossary.table(spec.glossary for spec in games.specs())
"""The whole table: the shared terms, then each game's own in the registry's order."""


NUMBERS = {"n", "value", "total", "moai", "limit", "size", "ahu"}
"""Parameters that always hold a number or a Latin id: shown as "7". Any other parameter may hold
Chinese (a player's name, a kind of card) and is shown as "甲", so that a space next to it breaks
the spacing rule too (「{p0} 2張」 is 「希娜 2張」)."""

COUNTED = r"\s*(?:[個根張尊塊份枚]|圓木)"
"""What follows a count: a parameter written before it is shown as a number too."""


class Dummy:
    """A parameter value for any ``{field}``, ``{field:spec}`` or ``{field[0]}``."""

    def __init__(self, shown: str) -> None:
        self.shown = shown

    def __format__(self, spec: str) -> str:
        return self.shown

    def __getitem__(self, key: Any) -> Dummy:
        return self

    def __getattr__(self, name: str) -> Dummy:
        return self


def rendered(message: i18n.Message, params: dict[str, Any] | None = None) -> list[str]:
    """Every form of ``message`` with ``params`` (a dummy for each parameter not given)."""
    out = []
    for form in i18n.forms(message).values():
        parsed = list(string.Formatter().parse(form))
        names = {re.match(r"\w*", field).group(0) for _, field, _, _ in parsed if field}
        counted = {  # a parameter a measure word or 圓木 follows holds a count: 「{wood}圓木」
            re.match(r"\w*", field).group(0)
            for (_, field, _, _), (after, _, _, _) in itertools.pairwise(parsed)
            if field and re.match(COUNTED, after)
        }
        dummies = {
            name: Dummy("7" if name in NUMBERS | counted else "甲") for name in names if name
        }
        values = dummies | dict(params or {})
        out.append(form.format(**{k: i18n._pick(v, ZH) for k, v in values.items()}))
    return out


def english(key: str) -> str:
    message = i18n.catalog("en").get(key, "")
    return i18n.forms(message)["other"] if message else ""


def problems_of(texts: dict[str, list[str]]) -> list[str]:
    return [
        problem
        for key, forms in texts.items()
        for text in forms
        for problem in glossary.check(text, key, english(key), terms=GLOSSARY)
    ]


ROOT = Path(kit.__file__).resolve().parents[1]


def test_every_catalog_is_found() -> None:
    domains = set(kit_catalogs())
    expected = {"core", "rapanui", "giants", "plots", "plots.lab", "lessons", "lab", "widgets"}
    assert expected | {"widgets.lab", "lab.lessons", "widgets.glossary"} <= domains
    assert {"lessons.rapanui", "lessons.giants", "lessons.giants.rule"} <= domains


def test_every_zh_message_follows_the_glossary() -> None:
    catalogs = kit_catalogs().values()
    english = {key: message for c in catalogs for key, message in c.en.items()}
    texts = {key: rendered(message) for c in catalogs for key, message in c.zh_tw.items()}
    assert len(texts) > 1000
    problems = [
        problem
        for key, forms in texts.items()
        for text in forms
        for problem in glossary.check(
            text, key, i18n.forms(english.get(key, ""))["other"], terms=GLOSSARY
        )
    ]
    assert not problems, "\n".join(problems)


def written_or_none(lesson_id: str) -> dict[str, object]:
    """What the design lesson's run showed when it was written (nothing if it keeps none)."""
    try:
        return written(lesson_id)
    except KeyError:
        return {}


def lesson_texts(game: str) -> dict[str, list[str]]:
    """Every zh-TW text of the lessons of ``game``, with the lesson's names and parameters."""
    texts: dict[str, list[str]] = {}
    for lesson_id in lesson_ids(game):
        lesson = load_lesson(game, lesson_id)
        for key in (lesson.title, lesson.summary, lesson.explanation):
            texts[key] = [lesson.text(key, ZH)]
        for i, step in enumerate(lesson.steps):
            texts[step.sentence] = [lesson.step_sentence(i, ZH)]
            for rule in step.rules:
                texts[rule_key(game, rule)] = [lesson.rule_text(rule, ZH)]
        for n, exercise in enumerate(lesson.exercises):
            texts[exercise.question] = [lesson.question_text(ZH, n)]
            for choice in exercise.choices:
                texts[choice.why] = [lesson.why_text(choice, ZH, n)]
                label = lesson.choice_label(choice, ZH, n)
                texts[f"{choice.label or choice.why} (label)"] = [label]
    for design in design_lessons(game):
        prefix = design.text("title").rsplit(".", 1)[0] + "."
        for key, message in i18n.catalog(ZH).items():
            if key.startswith(prefix):
                texts[key] = rendered(message, written_or_none(design.id))
    return texts


@pytest.mark.parametrize("game", ["rapanui", "giants"])
def test_lesson_texts_follow_the_glossary(game: str) -> None:
    texts = lesson_texts(game)
    assert len(texts) > 30
    names = "".join("".join(forms) for forms in texts.values())
    assert {"rapanui": "希娜", "giants": "霍圖"}[game] in names  # rendered with the lesson's names
    problems = problems_of(texts)
    assert not problems, "\n".join(problems)


def test_the_spacing_rule() -> None:
    assert len(glossary.spacing_errors("打出 3 張")) == 2  # both spaces
    assert glossary.spacing_errors("霍圖 在屏風後方")
    assert glossary.spacing_errors("第 2 排")
    assert glossary.spacing_errors("直到所有玩家皆 PASS 為止")
    assert glossary.spacing_errors("1 個")
    assert not glossary.spacing_errors("打出3張；霍圖在屏風後方；1個；直到所有玩家皆PASS為止")
    assert not glossary.spacing_errors("- 島嶼：陸地六角格\n1. 每名玩家\n## 準備")  # list markers
    assert not glossary.spacing_errors("A4 · R8.5摩艾像獎勵；7 × 1")  # no Chinese beside the spaces
    assert glossary.spacing_errors("石像\u00a03")  # a no-break space too


@pytest.mark.parametrize(
    ("key", "text", "variant"),
    [
        ("rapanui.x", "五個木材", "木材"),
        ("giants.x", "兩根木材", "木材"),
        ("rapanui.x", "得到1點榮耀", "榮耀"),
        ("rapanui.x", "市場", "市場"),
        ("plots.rapanui.x", "第7列", "第7列"),
        ("plots.rapanui.x", "這一列會補牌", "一列"),
        ("rapanui.x", "抽牌堆剩7張", "抽牌堆"),
        ("giants.x", "阿胡石台", "阿胡"),
        ("giants.x", "規格2的石像", "規格"),
        ("giants.x", "3號石像", "3號石像"),
        ("giants.x", "一座石像", "一座石像"),
        ("giants.x", "一頂石帽", "一頂石帽"),
        ("giants.x", "特殊區域", "特殊區域"),
        ("giants.x", "計分軌", "計分軌"),
        ("giants.x", "搬運者", "搬運者"),
        ("giants.x", "戴上石帽", "戴上石帽"),
        ("giants.x", "路線建構", "路線建構"),
        ("rapanui.x", "獲得額外獎勵", "額外獎勵"),
        ("rapanui.x", "漁獵採集者", "漁獵採集者"),
        ("rapanui.x", "正面朝上", "正面朝上"),
        # issue 21: the families that were written several ways
        ("giants.x", "一尊尺寸2的石像", "尺寸2"),
        ("giants.x", "尺寸{size}的石像", "尺寸{"),
        ("giants.x", "尺寸s的石像至少需要s個", "尺寸s"),
        ("giants.x", "石像依規格分堆", "規格"),
        ("giants.x", "已跳過", "跳過"),
        ("giants.x", "他立起石像", "立起"),
        ("giants.x", "打出一尊石像", "打出一尊石像"),
        ("rapanui.x", "她付7根圓木立起摩艾像", "立起"),
        ("rapanui.x", "有人豎立了摩艾像", "豎立了摩艾"),
        ("giants.x", "斷裂的石像", "斷裂"),
        ("rapanui.x", "摩艾（每座4分）", "摩艾"),
        ("rapanui.x", "摩艾（每座4分）", "每座"),
        ("rapanui.x", "2張摩艾卡", "摩艾"),
        ("lessons.mech.card_drafting", "選牌（卡牌輪抽）", "輪抽"),
        ("lab.measure.first_seat_win_rate", "先手勝率", "先手"),
        ("lab.page.board_upload", "上傳版圖", "版圖"),
        ("giants.x", "石像放在底座上", "底座"),
        ("lessons.mech.auction", "拍賣（暗標）", "拍賣"),
        ("core.err.version_other", "本工具無法讀取它。", "本工具"),
        ("design.giants_logs.task", "每局支付的幫手分數", "幫手"),
        ("play.giants.help", "幫忙者立即得分", "幫忙"),
        ("giants.x", "同樣的石像抵達祭壇", "祭壇"),
        ("rapanui.x", "摩艾像要7圓木", "7圓木"),
        ("rapanui.x", "每5個圓木換1分", "5個圓木"),
        ("giants.x", "拿2塊圓木", "2塊圓木"),
        ("giants.x", "幾個圓木", "幾個圓木"),
        ("rapanui.x", "她有{wood}圓木", "}圓木"),
        ("lesson.make_move", "點擊圖上標亮的位置", "點擊"),
    ],
)
def test_rejected_variants_are_found(key: str, text: str, variant: str) -> None:
    found = [found for _, found in glossary.variant_errors(text, key, terms=GLOSSARY)]
    assert variant in found


def test_the_words_of_the_seeds_are_not_rejected() -> None:
    allowed = {
        "rapanui.x": "第2排；並列第一；列印；打出一張摩艾像；這張牌面朝下；5根圓木；得4分；"
        "每根圓木；剩餘的圓木；打出了摩艾像；摩艾教具箱；不能跳過；起始玩家；圖板",
        "giants.x": "石像採石場板塊；石帽採石場板塊；1尊石像；1個石帽；戴著石帽；穿戴石帽；"
        "小尊石像；石像尺寸；顏色面朝下；圖板：{hex}將{neighbour}列為相鄰；編號7重複；"
        "一尊中尊石像；分數×尺寸；石像尺寸（1、2或3）；2根圓木；每根圓木；圓木×3；"
        "宣告PASS；已PASS；豎立石像；損毀；並非原版圖板；已出版圖板；圓形底座；星形底座；"
        "石像基座；競拍；競標拍賣；協助搬運；協助分數；石台；族人",
    }
    for key, text in allowed.items():
        assert glossary.variant_errors(text, key, terms=GLOSSARY) == []


def test_ascii_commas_and_spaced_signs_in_chinese() -> None:
    assert glossary.punctuation_errors("起始圓木（規則：2,3,4,5）")  # a list of numbers
    assert glossary.punctuation_errors("圓木,石帽")
    assert glossary.punctuation_errors("得到石台分數×尺寸：7 × 1 = 7分")
    assert glossary.punctuation_errors("B − A（0 =沒有改變）")
    assert glossary.check("規則：2,3,4,5", "x", terms=GLOSSARY)  # check() reports it
    assert not glossary.punctuation_errors("規則：2、3、4、5；分數×尺寸：7×1=7分；1,000")
    assert not glossary.punctuation_errors("2:helpers [L,W1,W2]")  # notation, no Chinese
    assert not glossary.punctuation_errors("{n} × {value} = {total}")  # a figure's formula


def test_a_count_before_a_measure_word_is_rendered_as_a_number() -> None:
    """「{wood}圓木」 is checked as 「7圓木」, so a count without its measure word is caught."""
    assert rendered("她有{wood}圓木，{p0}有{n}個工人") == ["她有7圓木，甲有7個工人"]
    assert glossary.variant_errors(rendered("她有{wood}圓木")[0], "rapanui.x", terms=GLOSSARY)


def test_per_turn_in_giants_is_not_a_round() -> None:
    """回合 is a round; where a Giants rule says "turn", the message says 輪到."""
    key = "giants.option.marks_per_turn"
    assert glossary.variant_errors("每回合標記數", key, "Marks per turn", terms=GLOSSARY)
    assert not glossary.variant_errors("每回合標記數", key, "Marks per round", terms=GLOSSARY)
    assert not glossary.variant_errors(
        "本回合", "rapanui.x", "this turn", terms=GLOSSARY
    )  # Rapa Nui: 回合 is a turn
    assert "回合" not in i18n.t(key, ZH)


def test_the_glossary_is_well_formed() -> None:
    seen = set()
    for term in GLOSSARY:
        assert term.en and term.zh
        assert set(term.games) <= set(games.keys())
        assert term.source in (SEED, TAIWAN)
        assert (term.source == SEED) == bool(term.seed), term.en
        assert (term.en, term.games) not in seen
        seen.add((term.en, term.games))
        for pattern in term.rejected():
            assert not pattern.search(term.zh), (term.en, pattern.pattern)
            assert not pattern.search(term.seed), (term.en, pattern.pattern)
    words = {term.zh for term in GLOSSARY}
    for needed in ("圓木", "分", "生產者", "補牌區", "排", "牌堆", "打出", "張", "多數獎勵",
                   "面朝上", "半塊石碑", "石台", "特定區域", "小尊石像", "中尊石像", "大尊石像",
                   "尊", "個", "損毀", "顏色面朝下", "計分區", "搬運工", "穿戴石帽",
                   "石像採石場板塊", "路線建立", "每次輪到時"):  # fmt: skip
        assert needed in words, needed


def test_the_seed_terms_are_in_their_excerpts() -> None:
    missing = [m for m in glossary.seeds_missing({}, GLOSSARY) if "is not in its excerpt" in m]
    assert not missing, "\n".join(missing)


def test_the_seed_terms_are_in_the_seeds() -> None:
    files = {spec.key: spec.seed_file for spec in games.specs() if spec.seed_file}
    assert {"rapanui", "giants"} <= set(files)
    assert widgets.pages.glossary.seed_files() == files
    seeds = {game: (SEEDS / name).read_text(encoding="utf-8") for game, name in files.items()}
    missing = list(glossary.seeds_missing(seeds, GLOSSARY))
    assert not missing, "\n".join(missing)
    for term in GLOSSARY:
        if term.source == SEED:
            assert any(term.zh in seeds[game] for game in term.games or seeds), term.en


def test_the_table_is_the_shared_terms_then_each_games_own() -> None:
    """Each game brings its own terms (``GameSpec.glossary``); kit.core holds only the shared
    ones, and the page shows the table the tests check."""
    assert GLOSSARY[: len(SHARED)] == SHARED and all(term.games == () for term in SHARED)
    rest = GLOSSARY[len(SHARED) :]
    assert rest == tuple(term for spec in games.specs() for term in spec.glossary)
    for spec in games.specs():
        assert all(term.games == (spec.key,) for term in spec.glossary), spec.key
    assert {"rapanui", "giants"} <= {spec.key for spec in games.specs() if spec.glossary}
    assert widgets.pages.glossary.terms() == GLOSSARY == widgets.pages.glossary.GLOSSARY
    assert glossary.games_in(GLOSSARY) == tuple(s.key for s in games.specs() if s.glossary)


def test_a_key_belongs_to_the_games_it_names() -> None:
    """The games a message key names are read from the terms' own ``games``, not from a list."""
    assert glossary.games_of("giants.option.x", GLOSSARY) == ("giants",)
    assert glossary.games_of("plots.rapanui.x", GLOSSARY) == ("rapanui",)
    assert set(glossary.games_of("lab.measure.x", GLOSSARY)) == {"rapanui", "giants"}
    toy = (Term("pebble", "石子", ("stones",), TAIWAN, avoid=("石頭",)),)
    terms = glossary.table([toy])
    assert glossary.games_of("stones.x", terms) == ("stones",)
    assert glossary.variant_errors("拿石頭", "stones.take", terms=terms)
    assert glossary.variant_errors("拿石頭", "core.x", terms=terms)  # a key of every game
    other = terms + GLOSSARY[-1:]  # a term of another game too
    assert not glossary.variant_errors("拿石頭", f"{GLOSSARY[-1].games[0]}.x", terms=other)
    assert glossary.variant_errors("榮耀", "stones.x", terms=terms)  # a shared term, every game's
    assert glossary.terms_of("stones", terms) == terms


def test_kit_core_names_no_game() -> None:
    """kit.core knows no game: no game key is a string of its code (issue 22; its documentation
    may name one)."""
    keys = set(games.keys())
    for path in sorted((ROOT / "kit" / "core").glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        documentation = {
            id(node.value)
            for node in ast.walk(tree)
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
        }
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if id(node) not in documentation:
                    named = {
                        key for key in keys if re.search(rf"(?<![a-z]){key}(?![a-z])", node.value)
                    }
                    assert not named, (path.name, node.value)
