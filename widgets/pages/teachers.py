"""The teacher's page: a class plan per game (timed, with a design activity, projector and
hot-seat advice), the rules summaries and the glossary to print, where the rule options and the
Giants board live for game-design exercises, and game-design classes with the lab.

Every option the page names carries its rule number (``A2 · R8.2``, ``R10.7``), and the values of
the options are shown by name (:func:`widgets.play.setup.value_name`), never as code."""

from __future__ import annotations

import dataclasses
import html
import importlib
import importlib.util
from pathlib import Path
from typing import Any

import ipywidgets as W

from kit import games
from kit.core import i18n
from kit.core.spec import GameSpec
from kit.lab.lessons import design_lessons, written
from kit.lessons import lesson_ids, rule_key
from kit.lessons.messages import RULE_ORDER
from widgets.language import page_lang, with_lang
from widgets.lessons.lesson import game_name, link, rich_html
from widgets.option_text import option_label, value_name
from widgets.page import Page
from widgets.pages.glossary import glossary_html
from widgets.pages.landing import cards

OPTION_FILES = {spec.key: spec.option_file for spec in games.specs()}


def esc(text: str) -> str:
    return html.escape(text)


def rules_html(game: str, lang: str) -> str:
    """A game's rules summary, one numbered rule per line."""
    rows = "".join(
        f'<tr><td style="padding:2px 10px 2px 0;vertical-align:top"><b>{esc(rule)}</b></td>'
        f"<td>{esc(i18n.t(rule_key(game, rule), lang))}</td></tr>"
        for rule in RULE_ORDER[game]
    )
    return f'<table class="moai-rules moai-rules-{game}">{rows}</table>'


def option_rows(game: str) -> list[tuple[str, Any]]:
    """The rule options of ``game`` (field name, default), or none if it is not a game."""
    try:
        options = games.spec(game).options
    except KeyError:
        return []
    return [(f.name, f.default) for f in dataclasses.fields(options)]


def options_html(game: str, lang: str) -> str:
    """A table of a game's rule options: its name in the code (for the options file), what it
    means with its rule number (:func:`~widgets.play.setup.option_label`) and its default by name."""

    def t(key: str) -> str:
        return esc(i18n.t(key, lang))

    head = (
        f"<tr><th style='text-align:left'>{t('teach.col.option')}</th>"
        f"<th style='text-align:left'>{t('teach.col.meaning')}</th>"
        f"<th style='text-align:left'>{t('teach.col.default')}</th></tr>"
    )
    rows = []
    parameters = games.spec(game).parameters if option_rows(game) else {}
    for name, default in option_rows(game):
        meaning = esc(option_label(game, name, lang))
        if name in parameters:  # a number of the rules: what it means, and its range
            p = parameters[name]
            more = i18n.t("app.sep", lang).join(
                (
                    p.rule,
                    i18n.t(f"{game}.param.{name}", lang),
                    i18n.t("play.param.range", lang, low=p.low, high=p.high),
                )
            )
            meaning += f"<br><small>{esc(more)}</small>"
        shown = esc(value_name(game, name, default, lang))
        rows.append(
            f"<tr><td style='padding:2px 10px 2px 0'><code>{esc(name)}</code></td>"
            f"<td style='padding:2px 10px 2px 0'>{meaning}</td>"
            f"<td title='{esc(repr(default))}'>{shown}</td></tr>"
        )
    return f'<table class="moai-options moai-options-{game}">{head}{"".join(rows)}</table>'


Plan = tuple[tuple[str, int], ...]
"""A timed plan: its parts (a message key's last part) and their minutes."""

PERIOD = 45
"""A class period's minutes; a double period is two."""

ADVICE = ("projector", "hotseat")
"""The advice each game's class gives (``teach.class.<game>.<advice>``, titled
``teach.class.<advice>``)."""


def _plans(name: str) -> dict[str, Any]:
    """``name`` (``CLASS_PLAN``, ``LESSON_PARTS`` or ``LAB_PLAN``) of every game whose
    teaching module (``GameSpec.part("teach")``, e.g. ``widgets.rapanui_teach``) gives it."""
    found: dict[str, Any] = {}
    for spec in games.specs():
        module = spec.part("teach")
        if importlib.util.find_spec(module) is not None:
            value = getattr(importlib.import_module(module), name, None)
            if value is not None:
                found[spec.key] = value
    return found


def __getattr__(name: str) -> Any:
    """Each game's plans by game, read when asked: ``CLASS_PLAN`` (the classes, one plan per
    class period, the last a double period, each part ``teach.class.<game>.<part>`` with its
    minutes), ``LESSON_PARTS`` (the lessons each lessons part goes through), ``LAB_PLAN`` (a
    45-minute game-design class) and ``CLASS_MINUTES`` (each game's classes in all)."""
    if name in ("CLASS_PLAN", "LESSON_PARTS", "LAB_PLAN"):
        return _plans(name)
    if name == "CLASS_MINUTES":
        return {g: sum(m for p in plans for _, m in p) for g, plans in _plans("CLASS_PLAN").items()}
    raise AttributeError(name)


def plan_table(parts: tuple[tuple[str, int], ...], prefix: str, lang: str, css: str) -> str:
    """A timed plan as a table: the minutes of each part, then what happens (``<prefix>.<part>``)."""
    rows = "".join(
        f"<tr><td style='padding:2px 10px 2px 0;vertical-align:top;white-space:nowrap'>"
        f"{esc(i18n.t('teach.class.minutes', lang, n=minutes))}</td>"
        f"<td>{esc(i18n.t(f'{prefix}.{part}', lang))}</td></tr>"
        for part, minutes in parts
    )
    return f"<table class='{css}'>{rows}</table>"


def class_html(lang: str) -> str:
    """Running a class: a timed plan per game (a design activity in each), with the projector
    and hot-seat advice for that game, then how to run the kit without installing it."""

    def t(key: str, **params: Any) -> str:
        return esc(i18n.t(key, lang, **params))

    parts = [f"<h2>{t('teach.class.title')}</h2><p>{t('teach.class.intro')}</p>"]
    for spec in games.specs():
        plans = _plans("CLASS_PLAN").get(spec.key)
        if plans is None:
            continue
        title = t(
            "teach.class.plan",
            game=game_name(spec.key, lang),
            minutes=sum(m for plan in plans for _, m in plan),
            periods=sum(m for plan in plans for _, m in plan) // PERIOD,
        )
        advice = "".join(
            f"<h4 style='margin:10px 0 2px'>{t(f'teach.class.{kind}')}</h4>"
            f"<p class='moai-class-{kind}'>{t(f'teach.class.{spec.key}.{kind}')}</p>"
            for kind in ADVICE
        )
        tables, first = [], 1
        for plan in plans:
            minutes = sum(m for _, m in plan)
            count = minutes // PERIOD
            key = "teach.class.period" if count == 1 else "teach.class.double"
            heading = t(key, n=first, last=first + count - 1, minutes=minutes)
            css = f"moai-class-plan moai-class-plan-{spec.key}"
            tables.append(
                f"<h4 style='margin:10px 0 2px'>{heading}</h4>"
                + plan_table(plan, f"teach.class.{spec.key}", lang, css)
            )
            first += count
        parts.append(
            f"<div class='moai-class moai-class-{spec.key}'><h3>{title}</h3>"
            f"{''.join(tables)}{advice}</div>"
        )
    parts.append(
        f"<h4 style='margin:12px 0 2px'>{t('teach.binder.title')}</h4>"
        + rich_html(i18n.t("teach.binder.text", lang))
    )
    return "".join(parts)


def design_files(spec: GameSpec, lang: str) -> str:
    """Where a game's rules can be changed (``teach.design.files.<game>``, or its options file)."""
    key = f"teach.design.files.{spec.key}"
    if i18n.has(key):
        return i18n.t(key, lang)
    file = spec.option_file or spec.engine.__name__
    return i18n.t("teach.design.files", lang, game=spec.name(lang), file=file)


def design_html(lang: str) -> str:
    """Game-design exercises: where each game's options live, and ideas to test (each option
    named with its rule number; the majority bonus and the sacrifice ranking kept apart)."""

    def t(key: str) -> str:
        return esc(i18n.t(key, lang))

    files = "".join(f"<li>{esc(design_files(spec, lang))}</li>" for spec in games.specs())
    return (
        f"<h2>{t('teach.design.title')}</h2><p>{t('teach.design.text')}</p>"
        f"<ul>{files}</ul><p>{t('teach.design.ideas_apart')}</p>"
    )


def lab_plan_html(lang: str, root: Path) -> str:
    """The game-design classes with the lab: a timed plan per game, what each design lesson's
    seeded run showed when it was written, and how to collect the class's variants."""

    def t(key: str, **params: Any) -> str:
        return esc(i18n.t(key, lang, **params))

    parts = [f"<h2>{t('teach.lab.title')}</h2><p>{t('teach.lab.intro')}</p>"]
    for spec in games.specs():
        plan = _plans("LAB_PLAN").get(spec.key)
        if plan is None:
            continue
        table = plan_table(
            plan, f"teach.lab.{spec.key}", lang, f"moai-lab-plan moai-lab-plan-{spec.key}"
        )
        total = sum(minutes for _, minutes in plan)
        found = []
        for d in design_lessons(spec.key):
            opened = ""
            if (root / "design" / f"{d.id}.ipynb").exists():
                href = esc(with_lang(f"design/{d.id}.ipynb", lang))
                opened = f"<a href='{href}'>{t('teach.lab.open')}</a>"
                opened = i18n.t("teach.lab.open_link", lang, link=opened)  # no markup of its own
            line = i18n.t(
                "teach.lab.lesson_line",
                lang,
                title=f"<b>{t(d.text('title'))}</b>",
                link=opened,
                explain=t(d.text("explain"), **written(d.id)),
            )
            found.append(f"<li>{line}</li>")
        parts.append(
            f"<h3>{t('teach.lab.plan', game=game_name(spec.key, lang), minutes=total)}</h3>"
            f"{table}<p>{t('teach.lab.found')}</p><ul>{''.join(found)}</ul>"
        )
    parts.append(f"<h3>{t('teach.lab.collect_title')}</h3><p>{t('teach.lab.collect')}</p>")
    if (root / "class.ipynb").exists():
        href = esc(with_lang("class.ipynb", lang))
        parts.append(f"<p><a class='moai-link' href='{href}'>{t('teach.lab.class_page')}</a></p>")
    return "".join(parts)


class TeachersPage(Page):
    """The teacher's guide (``root``: the notebooks folder, to link only to pages that exist)."""

    def __init__(self, lang: str | None = None, root: Path | str | None = None) -> None:
        self.language_switch(page_lang() if lang is None else lang)
        self.root = Path(root) if root is not None else Path.cwd()
        self.title = W.HTML()
        self.intro = W.HTML(layout=W.Layout(max_width="860px"))
        self.classroom = W.HTML(layout=W.Layout(max_width="860px"))
        self.rules = W.Accordion(children=[W.HTML() for _ in RULE_ORDER])
        self.rules.add_class("moai-teach-rules")
        self.design = W.HTML(layout=W.Layout(max_width="860px"))
        self.lab_plan = W.HTML(layout=W.Layout(max_width="860px"))
        self.lab_plan.add_class("moai-teach-lab")
        self.games_with_options = [c.key for c in cards() if option_rows(c.key)]
        self.options = W.Accordion(children=[W.HTML() for _ in self.games_with_options])
        self.options.add_class("moai-teach-options")
        self.links = W.HTML()
        self.print_title = W.HTML()
        super().__init__(
            [
                self.title_row(self.title),
                self.intro,
                self.classroom,
                self.print_title,
                self.rules,
                self.design,
                self.lab_plan,
                self.options,
                self.links,
            ],
            layout=W.Layout(max_width="920px", width="100%"),
        )
        self.add_class("moai-teachers")
        self.ready()

    def render(self) -> None:
        lang = self.lang

        def t(key: str, **params: Any) -> str:
            return esc(i18n.t(key, lang, **params))

        self.title.value = f'<h1 class="moai-title" style="margin:8px 0 0">{t("teach.title")}</h1>'
        self.intro.value = f"<p>{t('teach.intro')}</p>"
        self.classroom.value = class_html(lang)
        self.print_title.value = (
            f"<h2>{t('teach.print.title')}</h2>{rich_html(i18n.t('teach.print.text', lang))}"
        ) + glossary_html(lang)
        for i, game in enumerate(RULE_ORDER):
            self.rules.set_title(i, i18n.t("teach.rules.title", lang, game=game_name(game, lang)))
            self.rules.children[i].value = rules_html(game, lang)
        self.design.value = design_html(lang)
        self.lab_plan.value = lab_plan_html(lang, self.root)
        for i, game in enumerate(self.games_with_options):
            self.options.set_title(
                i,
                i18n.t(
                    "teach.options.title", lang, game=game_name(game, lang), file=OPTION_FILES[game]
                ),
            )
            self.options.children[i].value = options_html(game, lang)
        links = []
        for card in cards():
            if lesson_ids(card.key) and (self.root / card.key / "lessons.ipynb").exists():
                text = i18n.t("lessons.title", lang, game=game_name(card.key, lang))
                links.append(link(f"{card.key}/lessons.ipynb", text, lang=lang))
        if (self.root / "index.ipynb").exists():
            links.append(link("index.ipynb", i18n.t("lesson.home", lang), lang=lang))
        self.links.value = f'<div style="margin:14px 0">{"".join(links)}</div>'
