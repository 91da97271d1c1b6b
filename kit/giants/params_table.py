"""The declarations of Giants' rule parameters (see :mod:`kit.giants.params`, which reads them):
each one's name, rule, default (the number of the rules), range, label and meaning in English and
Traditional Chinese."""

from __future__ import annotations

from kit.core.params import LIST, Parameter


def _p(
    name: str,
    rule: str,
    default: int | str,
    low: int,
    high: int,
    label: tuple[str, str],
    meaning: tuple[str, str],
    size: tuple[int, int] | None = None,
) -> Parameter:
    kind = LIST if size is not None else "int"
    return Parameter(
        name,
        rule,
        default,
        low,
        high,
        label={"en": label[0], "zh-TW": label[1]},
        meaning={"en": meaning[0], "zh-TW": meaning[1]},
        kind=kind,
        size=size or (1, 1),
    )


PARAMETERS: tuple[Parameter, ...] = (
    _p(
        "moai_supply",
        "R1.3",
        "17,12,6",
        0,
        40,
        ("moai in the supply (small, medium, large)", "公區石像數（小尊、中尊、大尊）"),
        ("How many moai of each size the game has.", "遊戲中每種尺寸石像的數量。"),
        (3, 3),
    ),
    _p(
        "bases",
        "R2.4",
        "7,6,5",
        1,
        12,
        ("bases per player (3, 4, 5 players)", "每位玩家的石像基座（3、4、5人）"),
        (
            "The bases each player starts with, by player count; all on Ahu with a moai ends "
            "the game.",
            "依玩家人數，每位玩家開始時的石像基座數；全部豎立石像即結束遊戲。",
        ),
        (3, 3),
    ),
    _p(
        "start_workers",
        "R2.4",
        1,
        1,
        6,
        ("workers behind the screen at the start", "開始時屏風後的工人"),
        ("The workers each player starts with.", "每位玩家開始時擁有的工人數。"),
    ),
    _p(
        "start_tribe_markers",
        "R2.4",
        2,
        0,
        6,
        ("Tribe Markers behind the screen at the start", "開始時屏風後的部落標記"),
        ("The Tribe Markers each player starts with.", "每位玩家開始時擁有的部落標記數。"),
    ),
    _p(
        "reserve_workers",
        "R2.5",
        5,
        0,
        10,
        ("workers in the reserve box", "備用箱中的工人"),
        (
            "The workers of each colour the Village can still give.",
            "每種顏色在備用箱中、可從村莊取得的工人數。",
        ),
    ),
    _p(
        "reserve_tribe_markers",
        "R2.5",
        4,
        0,
        10,
        ("Tribe Markers in the reserve box", "備用箱中的部落標記"),
        (
            "The Tribe Markers of each colour the Sorcerers' hut can still give.",
            "每種顏色在備用箱中、可從巫師屋取得的部落標記數。",
        ),
    ),
    _p(
        "forests",
        "R1.3",
        "3,3,3,4,4,5,5",
        0,
        10,
        ("forest tiles (logs on each)", "森林板塊（各自的圓木數）"),
        (
            "The logs each forest tile gives, one number per forest hex; the logs are their sum.",
            "每個森林板塊提供的圓木數，每個森林格一個數字；圓木總數為其總和。",
        ),
        (1, 20),
    ),
    _p(
        "headdresses",
        "R1.3",
        14,
        0,
        30,
        ("headdresses", "石帽數"),
        ("The headdresses on the Headdress quarry tile.", "石帽採石場板塊上的石帽數。"),
    ),
    _p(
        "half_tablets",
        "R1.3",
        30,
        0,
        60,
        ("Rongo half-tablets", "半塊石碑數"),
        ("The half-tablets in the supply.", "公區中的半塊石碑數。"),
    ),
    _p(
        "half_tablet_pair_points",
        "R10.4",
        3,
        0,
        10,
        ("points per pair of half-tablets", "每對半塊石碑的分數"),
        (
            "The points each pair of half-tablets scores at the end.",
            "遊戲結束時每對半塊石碑的得分。",
        ),
    ),
    _p(
        "carving_need",
        "R5.3",
        "1,2,3",
        1,
        6,
        ("strength to sculpt (small, medium, large)", "雕刻所需雕刻工（小尊、中尊、大尊）"),
        (
            "The sculpting strength a moai of each size needs in the auction.",
            "競拍時雕刻每種尺寸石像所需的雕刻工數。",
        ),
        (3, 3),
    ),
    _p(
        "chief_strength",
        "R5.3",
        3,
        1,
        6,
        ("the chief's sculpting strength", "酋長的雕刻工數"),
        (
            "The strength the chief gives one moai in the auction (carrying stays 3, R7.4).",
            "競拍時酋長為一尊石像提供的雕刻工數（搬運仍為3，R7.4）。",
        ),
    ),
    _p(
        "size_multipliers",
        "R10.3",
        "1,2,3",
        1,
        10,
        ("Ahu points multiplier (small, medium, large)", "石台分數倍數（小尊、中尊、大尊）"),
        (
            "An erected moai scores its Ahu's moai value times this number for its size.",
            "豎立的石像得分為石台的石像分數乘以其尺寸的這個倍數。",
        ),
        (3, 3),
    ),
    _p(
        "chief_cost",
        "R6.5",
        2,
        0,
        6,
        ("half-tablets for the chief on a special space", "酋長進入特定區域的半塊石碑"),
        (
            "What action C costs: the chief on a special space.",
            "行動C（酋長進入特定區域）須支付的半塊石碑數。",
        ),
    ),
    _p(
        "peek_cost",
        "R7.9",
        1,
        0,
        5,
        ("half-tablets to look at a base", "察看石像基座的半塊石碑"),
        (
            "Memory mode: what a look at a face-down base costs.",
            "記憶模式：察看一個顏色面朝下的石像基座須支付的半塊石碑數。",
        ),
    ),
)
"""Giants' rule parameters, in the order the forms show them."""
