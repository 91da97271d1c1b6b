"""The words of lessons you play (moves made with the play page's controls, what follows a move),
in English and Traditional Chinese; loaded by :mod:`widgets`."""

from __future__ import annotations

from kit.core.i18n import Catalog, Message, Plural

EN: dict[str, Message] = {
    "lesson.exercise_n": "Exercise {k} of {n}: what would you do?",
    "lesson.make_move": "Answer by making the move with the controls below (a button, or a click on a highlighted place of the board), as on the play page.",
    "lesson.your_controls": "{name}'s move:",
    "lesson.other_move": "{move} is allowed here, but it is not one of the moves this exercise is about. Read the question again.",
    "lesson.no_move_there": "A click there means no move now: click one of the highlighted places.",
    "lesson.play_on": "What happens next?",
    "lesson.played_on": Plural(
        count="n",
        one="After {move}, the bots played {n} more action:",
        other="After {move}, the bots played {n} more actions:",
    ),
    "lesson.mark_right": " ✓",
    "lesson.mark_yours": " (yours)",
    "lesson.show_me": "Show me",
    "lesson.begin_yours": "The prepared position. Its first move is yours: make it below.",
    "lesson.your_move": "Your move, as {name}: make it with the controls below.",
    "lesson.your_move_help": "Not sure? Press “Show me” and the lesson makes the move for you.",
    "lesson.not_this_move": "{move} is allowed, but it is not the move this step is about: read the rule above again, or press “Show me”.",
}

ZH_TW: dict[str, Message] = {
    "lesson.exercise_n": "練習{k}/{n}：換你決定，你會怎麼做？",
    "lesson.make_move": "請像在對戰頁面一樣，用下方的控制項做出你的選擇（按下按鈕，或點選圖上標亮的位置）。",
    "lesson.your_controls": "{name}的行動：",
    "lesson.other_move": "{move}在這裡是允許的，但不是這個練習要討論的行動。請再讀一次題目。",
    "lesson.no_move_there": "現在點那裡不代表任何行動：請點選標亮的位置。",
    "lesson.play_on": "接下來會怎樣？",
    "lesson.played_on": "{move}之後，機器人又進行了{n}個行動：",
    "lesson.mark_right": "✓",
    "lesson.mark_yours": "（你的選擇）",
    "lesson.show_me": "示範給我看",
    "lesson.begin_yours": "這是準備好的局面。第一步由你來走：請在下方做出行動。",
    "lesson.your_move": "換你了，你是{name}：用下方的控制項做出這一步。",
    "lesson.your_move_help": "不確定嗎？按「示範給我看」，課程會替你走這一步。",
    "lesson.not_this_move": "{move}是允許的，但不是這一步要做的行動：請再讀一次上面的規則，或按「示範給我看」。",
}

CATALOG = Catalog("widgets.lessons.lesson", EN, ZH_TW)
