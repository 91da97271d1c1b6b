"""How long the lessons and the games take in class (run on demand:
``.venv/bin/python benchmarks/lesson_time.py [--seeds N]``).

Prints, from :mod:`kit.lessons.timing` (its docstring states and cites the assumptions):

- per lesson of each game: the reading load (English words, Chinese characters), the reading
  minutes in each language, the minutes of steps, play-on and exercises, and the lesson's
  minutes (the slower language), with each game's total;
- per game and player count: the rounds of seeded greedy-bot games (shortest, median,
  longest), the decisions per round, the minutes per round at a hot-seat table and a whole
  game's minutes (shortest, median, longest);
- the teacher's class plans (``CLASS_PLAN`` of each game's ``widgets/<game>_teach.py``) next to the measures.
"""

from __future__ import annotations

import argparse

from kit.lessons import timing


def lessons_table() -> None:
    print(
        f"reading: {timing.WORDS_PER_MINUTE} English words/min, {timing.CHARS_PER_MINUTE} "
        f"Chinese characters/min; {timing.SECONDS_PER_STEP} s a step, "
        f"{timing.SECONDS_PER_PLAY_ON} s a play-on action, {timing.MINUTES_PER_EXERCISE:g} min "
        "an exercise"
    )
    head = f"{'lesson':<28}{'words':>6}{'chars':>6}{'en':>6}{'zh':>6}{'do':>6}{'min':>6}"
    for game in ("giants", "rapanui"):
        print(f"\n{head}")
        total = 0.0
        for t in timing.lesson_times(game):
            total += t.minutes()
            print(
                f"{game + ' ' + t.id:<28}{t.units['en']:>6}{t.units['zh-TW']:>6}"
                f"{t.reading['en']:>6.1f}{t.reading['zh-TW']:>6.1f}{t.doing:>6.1f}"
                f"{t.minutes():>6.1f}"
            )
        print(f"{game + ' total':<28}{'':>30}{total:>6.1f}")


def games_table(seeds: int) -> None:
    print(
        f"\ngames: {seeds} seeded greedy-bot games per player count, "
        f"{timing.SECONDS_PER_DECISION} s a decision at a hot-seat table"
    )
    print(
        f"{'game':<10}{'players':>8}{'rounds min/med/max':>20}{'dec/round':>10}"
        f"{'min/round':>10}{'game min/med/max':>20}"
    )
    for game in ("giants", "rapanui"):
        for length in timing.game_lengths(game, seeds):
            r = length.rounds
            low, mid, high = length.minutes
            print(
                f"{game:<10}{length.players:>8}"
                f"{f'{min(r)}/{length.median_rounds:g}/{max(r)}':>20}"
                f"{length.decisions_per_round:>10.1f}{length.minutes_per_round:>10.1f}"
                f"{f'{low:.0f}/{mid:.0f}/{high:.0f}':>20}"
            )


def plans_table() -> None:
    from widgets.pages.teachers import CLASS_PLAN, LESSON_PARTS

    print("\nclass plans (minutes planned; measured lessons in brackets)")
    for game, periods in CLASS_PLAN.items():
        for n, plan in enumerate(periods, start=1):
            cells = []
            for part, minutes in plan:
                lessons = LESSON_PARTS[game].get(part)
                measured = (
                    f" [{timing.lessons_minutes(game, lessons):.0f}]" if lessons is not None else ""
                )
                cells.append(f"{part} {minutes}{measured}")
            print(f"{game:<10}{n}: {sum(m for _, m in plan)} min = " + ", ".join(cells))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=timing.GAME_SEEDS)
    args = parser.parse_args()
    lessons_table()
    games_table(args.seeds)
    plans_table()


if __name__ == "__main__":
    main()
