"""Every sentence of the Giants engine in English and Traditional Chinese (Taiwan usage).

Keys: ``giants.name.*`` (names of pieces, spaces, phases, colours), ``giants.event.*`` (one per
event type), ``giants.err.*`` (reasons an action is refused), ``giants.board.*`` (board file
problems, and the note that the island is a designed approximation), ``giants.option.*`` and
``giants.breakdown.*`` (labels for the UI). The Chinese follows the seed summary's vocabulary.

Each table maps a key to its (English, Chinese) pair; an English sentence with a count is a
:class:`~kit.core.i18n.Plural` (one / other) naming the event field that counts. :data:`CATALOG`
gathers them and :mod:`kit.giants` loads it (see :mod:`kit.core.i18n`).
"""

from __future__ import annotations

from kit.core import i18n
from kit.core.i18n import Catalog, Message, Plural
from kit.core.params import messages as parameter_words
from kit.giants import params

NAMES = {
    # pieces
    "moai": ("moai", "石像"),
    "headdress": ("headdress", "石帽"),
    "worker": ("worker", "工人"),
    "sorcerer": ("sorcerer", "巫師"),
    "chief": ("chief", "酋長"),
    "size_1": ("1", "小尊"),  # a moai's size, as "a size-{size} moai" / 「一尊{size}石像」 show it
    "size_2": ("2", "中尊"),
    "size_3": ("3", "大尊"),
    "white": ("white die", "白骰"),
    "brown": ("brown die", "棕骰"),
    # spaces
    "plain": ("ordinary hex", "一般區域"),
    "quarry_moai": ("Moai quarry", "石像雕刻場"),
    "quarry_hat": ("Headdress quarry", "石帽雕刻場"),
    "village": ("Village", "村莊"),
    "sorcerer_hut": ("Sorcerers' hut", "巫師屋"),
    "forest": ("forest", "森林"),
    # colours
    "red": ("red", "紅色"),
    "yellow": ("yellow", "黃色"),
    "blue": ("blue", "藍色"),
    "green": ("green", "綠色"),
    "purple": ("purple", "紫色"),
    # tie-breaks (R10.6)
    "shared": ("shared win", "共享勝利"),
    "ahu_points": ("more points from Ahu", "石台得分較高者勝"),
    # phases (game.phase)
    "draw": ("Phase 1: draw the moai", "第1階段：抽取石像"),
    "auction_bid": ("Phase 2: auction, secret bids", "第2階段：競拍石像（秘密出價）"),
    "auction_pick": ("Phase 2: auction, picking moai", "第2階段：競拍石像（挑選石像）"),
    "placement": ("Phase 3: placement", "第3階段：放置族人"),
    "transport": ("Phase 4: transport", "第4階段：運送石像"),
    "transport_move": ("Phase 4: transport, moving an item", "第4階段：運送石像（移動中）"),
    "transport_helpers": (
        "Phase 4: transport, choosing the carriers",
        "第4階段：運送石像（選擇搬運工）",
    ),
    "transport_mark": ("Phase 4: transport, marking", "第4階段：運送石像（標記）"),
    "transport_park": (
        "Phase 4: transport, marking the parked items",
        "第4階段：運送石像（標記移至雕刻場的物件）",
    ),
    "round_end": ("Phase 5: end of round", "第5階段：回合結束"),
    "over": ("Game over", "遊戲結束"),
}

EVENTS = {
    "round_started": (
        "Round {round} begins; {player} is the first player.",
        "第{round}回合開始，{player}為起始玩家。",
    ),
    "dice_rolled": (
        "The dice show {faces} (✕ = broken moai); moai put on the quarry tile (sizes): {moai}.",
        "骰子擲出{faces}（✕=損毀的石像）；放上石像採石場板塊的石像：{moai}。",
    ),
    "phase_started": ("Now: {phase}.", "進入{phase}。"),
    "auction_skipped": (
        "No moai on the quarry tile: there is no auction this round.",
        "石像採石場板塊上沒有石像，本回合不進行競拍。",
    ),
    "bid_placed": ("{player} has made a secret bid.", "{player}已秘密出價。"),
    "bids_revealed": (
        "All bids are revealed; the pick order is {order}.",
        "所有玩家同時打開雙手；挑選石像的順序為{order}。",
    ),
    "moai_sculpted": (
        "{player} sculpts a size-{size} moai.",
        "{player}雕刻了一尊{size}石像。",
    ),
    "auction_declined": (
        "{player} takes no more moai in this auction.",
        "{player}本次競拍不再拿取石像。",
    ),
    "moai_returned": (
        Plural(
            count="count",
            one="{count} unclaimed moai goes back to the supply.",
            other="{count} unclaimed moai go back to the supply.",
        ),
        "{count}尊無人拿取的石像放回公區。",
    ),
    "figure_placed": (
        Plural(
            count="logs",
            zero="{player} places a {figure} on {hex}.",
            one="{player} places a {figure} on {hex} with {logs} log.",
            other="{player} places a {figure} on {hex} with {logs} logs.",
        ),
        Plural(
            count="logs",
            zero="{player}將{figure}放在{hex}。",
            other="{player}將{figure}放在{hex}，並放上{logs}根圓木。",
        ),
    ),
    "village_used": (
        "{player}'s {figure} goes to the Village ({hex}) to bring a worker from the reserve box.",
        "{player}的{figure}前往村莊（{hex}），從備用箱拿取工人。",
    ),
    "hut_used": (
        "{player}'s {figure} goes to the Sorcerers' hut ({hex}) to bring a Tribe Marker from "
        "the reserve box.",
        "{player}的{figure}前往巫師屋（{hex}），從備用箱拿取部落標記。",
    ),
    "forest_cut": (
        Plural(
            count="logs",
            one="{player}'s {figure} clears the forest at {hex} and takes {logs} log.",
            other="{player}'s {figure} clears the forest at {hex} and takes {logs} logs.",
        ),
        "{player}的{figure}前往森林（{hex}），拿取{logs}根圓木，並將森林板塊翻面。",
    ),
    "headdress_taken": (
        "{player}'s {figure} goes to the Headdress quarry ({hex}) and takes a headdress.",
        "{player}的{figure}前往石帽雕刻場（{hex}），拿取1個石帽。",
    ),
    "headdress_stock_empty": (
        "{player}'s {figure} goes to the Headdress quarry ({hex}), but no headdress is left.",
        "{player}的{figure}前往石帽雕刻場（{hex}），但已沒有石帽可拿。",
    ),
    "ahu_reserved": (
        "{player}'s {figure} goes next to Ahu {ahu} ({hex}) and reserves it with a face-up base.",
        "{player}的{figure}前往鄰近石台{ahu}的{hex}，將石像基座顏色面朝上放在石台上預定。",
    ),
    "ahu_approached": (
        "{player}'s {figure} goes next to an Ahu ({hex}).",
        "{player}的{figure}前往鄰近石台區（{hex}）。",
    ),
    "influence": (
        "{player} puts a Tribe Marker in front of the screen and takes a Rongo half-tablet.",
        "{player}將1個部落標記放到屏風前方，拿取1個半塊石碑。",
    ),
    "influence_no_tablet": (
        "{player} puts a Tribe Marker in front of the screen, but no half-tablet is left.",
        "{player}將1個部落標記放到屏風前方，但已沒有半塊石碑可拿。",
    ),
    "passed": ("{player} passes ({phase}).", "{player}宣告PASS（{phase}）。"),
    "transport_started": (
        "{player} starts moving a {kind} ({item}) from {hex}.",
        "{player}開始從{hex}運送{kind}（{item}）。",
    ),
    "hex_entered": (
        "{player} moves the {kind} into {hex}.",
        "{player}將{kind}運進{hex}。",
    ),
    "helper_paid": (
        "{player} scores {points} for helping {mover} carry.",
        "{player}協助{mover}搬運，獲得{points}分。",
    ),
    "moai_erected": (
        "{player} erects a size-{size} moai on Ahu {ahu}.",
        "{player}在石台{ahu}上豎立一尊{size}石像。",
    ),
    "moai_scored": (
        "{player} scores {points} at once for the moai on Ahu {ahu}.",
        "{player}因石台{ahu}上的石像立即獲得{points}分。",
    ),
    "headdress_set": (
        "{player} sets a headdress on the moai of Ahu {ahu}.",
        "{player}為石台{ahu}上的石像穿戴石帽。",
    ),
    "headdress_refused": (
        "{player} tries to set a headdress on Ahu {ahu}, but that moai is not theirs; the "
        "headdress stays on {hex}.",
        "{player}想為石台{ahu}上的石像穿戴石帽，但那不是自家的石像；石帽留在{hex}。",
    ),
    "item_left": (
        "{player} leaves the {kind} ({item}) on {hex}.",
        "{player}將{kind}（{item}）留在{hex}。",
    ),
    "item_marked": (
        "{player} marks the {kind} ({item}) on {hex}.",
        "{player}在{hex}的{kind}（{item}）上放置部落標記。",
    ),
    "items_parked": (
        "{player}'s unmoved items go to the quarries: {items}.",
        "{player}未運送的物件移到雕刻場：{items}。",
    ),
    "logs_removed": (
        Plural(
            count="count",
            zero="No log is left on the board to remove.",
            one="{count} log on the board is removed from the game.",
            other="{count} logs on the board are removed from the game.",
        ),
        Plural(
            count="count", zero="圖板上沒有圓木要移除。", other="圖板上的{count}根圓木移除遊戲。"
        ),
    ),
    "game_end_triggered": (
        "{seats} has a moai on every base: the game ends.",
        "{seats}已在自家所有石像基座上豎立石像，遊戲結束。",
    ),
    "round_limit_reached": (
        "The round limit ({round}) is reached: the game ends.",
        "已達回合上限（{round}），遊戲結束。",
    ),
    "figures_returned": (
        "Everyone takes back their figures, spent markers and banner.",
        "所有玩家取回族人、屏風前方的部落標記及部落旗幟。",
    ),
    "marker_recalled": (
        "{player} takes back the Tribe Marker from the {kind} on {hex}.",
        "{player}從{hex}的{kind}上取回部落標記。",
    ),
    "round_ended": (
        "Round {round} ends; {player} receives the first-player pawn.",
        "第{round}回合結束，{player}獲得起始玩家指示物。",
    ),
    "base_peeked": (
        "{player} pays a half-tablet to look at the base on Ahu {ahu}.",
        "{player}支付1個半塊石碑，秘密察看石台{ahu}的石像基座。",
    ),
    "bases_revealed": ("All bases are turned face up.", "所有石像基座翻至顏色面朝上。"),
    "final_score": (
        Plural(
            count="total",
            one="{player}: {total} point (help {help}, moai {ahu_moai}, headdresses {headdress}, "
            "tablets {tablets}).",
            other="{player}: {total} points (help {help}, moai {ahu_moai}, headdresses "
            "{headdress}, tablets {tablets}).",
        ),
        "{player}：共{total}分（協助搬運{help}、石像{ahu_moai}、石帽{headdress}、石碑{tablets}）。",
    ),
    "game_over": ("The game is over. Winner(s): {winners}.", "遊戲結束。贏家：{winners}。"),
}

ERRORS = {
    "bad_value": (
        "The value {value} is not valid for '{field}'.",
        "「{field}」的值{value}無效。",
    ),
    "not_your_turn": (
        "Player {n} may not act now: the game waits for {waiting}.",
        "玩家{n}現在不能行動：正在等待{waiting}。",
    ),
    "no_seat": (
        "There is no seat {seat} at this table of {players} players (seats are numbered from 0).",
        "這張桌子只有{players}名玩家，沒有座位{seat}（座位從0開始編號）。",
    ),
    "wrong_phase": (
        "A '{action}' action is not possible now ({phase}).",
        "現在（{phase}）不能執行「{action}」行動。",
    ),
    "already_bid": ("You have already made your bid this round.", "你本回合已經出價了。"),
    "negative": ("A bid cannot be negative.", "出價不能是負數。"),
    "bid_markers": (
        Plural(
            count="have",
            one="You have {have} Tribe Marker behind your screen; you bid {bid}.",
            other="You have {have} Tribe Markers behind your screen; you bid {bid}.",
        ),
        "你的屏風後方有{have}個部落標記，卻出了{bid}個。",
    ),
    "bid_workers": (
        Plural(
            count="have",
            one="You have {have} worker behind your screen; you bid {bid}.",
            other="You have {have} workers behind your screen; you bid {bid}.",
        ),
        "你的屏風後方有{have}個工人，卻出了{bid}個。",
    ),
    "no_figure": ("Your {figure} is not behind your screen.", "你的{figure}不在屏風後方。"),
    "no_moai_on_tile": (
        "There is no size-{size} moai on the quarry tile.",
        "石像採石場板塊上沒有{size}石像。",
    ),
    "chief_spent": (
        "Your chief is not in your bid, or has already sculpted this round.",
        "你的酋長不在出價中，或本回合已經雕刻過了。",
    ),
    "sculptors": (
        "Your unspent sculptors have strength {have}; a size-{size} moai needs {need} "
        "(the chief's {chief} serve one moai only).",
        "你尚未使用的雕刻工合計{have}；{size}石像需要{need}個雕刻工"
        "（酋長的{chief}個雕刻工只能用在一尊石像上）。",
    ),
    "bad_figure": (
        "'{figure}' is not a figure (worker, sorcerer or chief).",
        "「{figure}」不是族人（工人、巫師或酋長）。",
    ),
    "no_such_hex": ("There is no land hex {hex} on this island.", "這座島上沒有陸地六角格{hex}。"),
    "no_such_ahu": ("There is no Ahu {ahu} on this island.", "這座島上沒有石台{ahu}。"),
    "no_such_item": ("There is no item {item}.", "沒有物件{item}。"),
    "not_ordinary": (
        "{hex} is a special space: only the sorcerer, or the chief, goes there (actions B/C).",
        "{hex}是特定區域：只有巫師或酋長可以前往（行動B/C）。",
    ),
    "not_ordinary_ahu": (
        "{hex} is next to an Ahu: in this game only the sorcerer or the chief goes there "
        "(actions B/C).",
        "{hex}鄰近石台：本局只有巫師或酋長可以前往（行動B/C）。",
    ),
    "chief_logs": ("The chief never brings logs.", "放置酋長時不能同時放置圓木。"),
    "logs_range": (
        "A worker or sorcerer brings 0, 1 or 2 logs, not {logs}.",
        "工人或巫師只能帶0～2根圓木，不能帶{logs}根。",
    ),
    "not_enough_logs": (
        Plural(
            count="have",
            one="You have {have} log behind your screen, not {logs}.",
            other="You have {have} logs behind your screen, not {logs}.",
        ),
        "你的屏風後方只有{have}根圓木，不夠{logs}根。",
    ),
    "worker_special": (
        Plural(
            count="cost",
            one="Only the sorcerer, or the chief for {cost} half-tablet, can use a special space.",
            other="Only the sorcerer, or the chief for {cost} half-tablets, can use a special "
            "space.",
        ),
        "只有巫師（或支付{cost}個半塊石碑的酋長）可以使用特定區域。",
    ),
    "chief_tablets": (
        Plural(
            count="cost",
            one="The chief on a special space costs {cost} half-tablet; you have {have}.",
            other="The chief on a special space costs {cost} half-tablets; you have {have}.",
        ),
        "酋長前往特定區域須支付{cost}個半塊石碑；你只有{have}個。",
    ),
    "ahu_not_adjacent": ("Ahu {ahu} is not next to {hex}.", "石台{ahu}不鄰近{hex}。"),
    "ahu_taken": (
        "Ahu {ahu} already holds another base or a moai.",
        "石台{ahu}上已有其他石像基座或石像。",
    ),
    "no_base": ("You have no base left behind your screen.", "你的屏風後方已沒有石像基座。"),
    "forest_cleared": (
        "The forest at {hex} is already cleared.",
        "{hex}的森林板塊已經翻面，不能再拿取圓木。",
    ),
    "use_place": (
        "To stand on {hex} without reserving an Ahu, place the figure with action A.",
        "若只要站上{hex}而不預定石台，請用行動A放置族人。",
    ),
    "not_special": ("{hex} is not a special space.", "{hex}不是特定區域。"),
    "no_marker": ("You have no Tribe Marker behind your screen.", "你的屏風後方沒有部落標記。"),
    "not_your_item": (
        "Item {item} is in front of another player's screen.",
        "物件{item}在其他玩家的屏風前方。",
    ),
    "item_fixed": (
        "Item {item} stands on an Ahu and never moves again.",
        "物件{item}已豎立在石台上，不能再移動。",
    ),
    "item_not_on_board": ("Item {item} is not on the board.", "物件{item}不在圖板上。"),
    "marked_by_other": (
        "Item {item} carries another player's Tribe Marker.",
        "物件{item}上有其他玩家的部落標記。",
    ),
    "item_closed": (
        "Item {item} was left unmarked by another player this round; it is open to you from the "
        "next round.",
        "物件{item}是其他玩家本回合留下的未標記物件，下回合起你才能拿取。",
    ),
    "moved_once": ("Item {item} has already moved this round.", "物件{item}本回合已經移動過了。"),
    "use_equivalent": (
        "Items {item} and {other} are interchangeable here; use {other}.",
        "物件{item}與{other}在此完全相同；請選擇{other}。",
    ),
    "item_stuck": (
        "Item {item} cannot move: no neighbouring hex has enough carriers, and it cannot be "
        "erected or set here.",
        "物件{item}無法移動：相鄰的六角格都沒有足夠的搬運工，也不能在此豎立或穿戴。",
    ),
    "finish_move": (
        "Finish the move under way first (step, erect, set or stop).",
        "請先完成正在進行的運送（前進、豎立、穿戴或停止）。",
    ),
    "nothing_to_finish": ("There is nothing to finish now.", "現在沒有需要結束的步驟。"),
    "no_move": ("No item is being moved.", "目前沒有正在運送的物件。"),
    "choose_helpers": (
        "First choose the carriers for the hex just entered.",
        "請先選擇剛進入之六角格的搬運工。",
    ),
    "bad_helpers": (
        "Choose one of the carrier sets offered: {options}.",
        "請從提供的搬運工組合中選擇一組：{options}。",
    ),
    "not_neighbour": ("{hex} is not next to {here}.", "{hex}與{here}不相鄰。"),
    "hex_used": (
        "This move has already used {hex}; no hex may be used twice.",
        "這次運送已經過{hex}；同一格不能重複經過。",
    ),
    "too_weak": (
        "{hex} gives carrying power {power}; this item needs {need}.",
        "{hex}的搬運工合計{power}；這個物件需要{need}。",
    ),
    "wrong_item": ("This needs a {kind} being moved.", "這需要正在運送的是{kind}。"),
    "no_moai_there": ("No moai stands on Ahu {ahu}.", "石台{ahu}上沒有豎立的石像。"),
    "has_headdress": (
        "The moai on Ahu {ahu} already wears a headdress.",
        "石台{ahu}上的石像已經穿戴石帽。",
    ),
    "not_your_moai": (
        "The moai on Ahu {ahu} does not stand on your base.",
        "石台{ahu}上的石像不是豎立在你的石像基座上。",
    ),
    "no_figure_here": (
        "You need a figure of your own on {hex} for this.",
        "你必須在{hex}有自家族人才能這樣做。",
    ),
    "no_figure_by_ahu": (
        "You need a figure of your own on a hex next to Ahu {ahu}.",
        "你必須在與石台{ahu}相鄰的六角格上有自家族人。",
    ),
    "stop_at_start": (
        "The item has not moved yet: step into a hex first.",
        "物件還沒有移動：請先前進一格。",
    ),
    "mark_parked_only": (
        "Now you may mark only the items you just moved to the quarries.",
        "現在只能標記剛移到雕刻場的物件。",
    ),
    "already_marked": ("Item {item} is already marked.", "物件{item}已有部落標記。"),
    "no_memory_mode": (
        "Looking at a base is part of memory mode only.",
        "只有在記憶模式中才能察看石像基座。",
    ),
    "peek_when": (
        "You may look at a base only on your turn in phases 3 and 4.",
        "只能在第3、4階段輪到你時察看石像基座。",
    ),
    "peek_face_down": (
        "There is no face-down base on Ahu {ahu}.",
        "石台{ahu}上沒有顏色面朝下的石像基座。",
    ),
    "peek_known": (
        "You have already looked at the base on Ahu {ahu}.",
        "你已經察看過石台{ahu}的石像基座。",
    ),
    "peek_cost": (
        Plural(
            count="cost",
            one="A look costs {cost} half-tablet; you have {have}.",
            other="A look costs {cost} half-tablets; you have {have}.",
        ),
        "察看須支付{cost}個半塊石碑；你只有{have}個。",
    ),
    "not_your_marker": (
        "Item {item} does not carry your marker.",
        "物件{item}上沒有你的部落標記。",
    ),
}

BOARD = {
    "approximation": (
        "This island is a designed approximation: its hex layout and every Ahu's points were "
        "designed, not copied from the published board.",
        "此島嶼圖板為設計的近似版本：六角格配置與各石台的分數皆為自行設計，並非原版圖板。",
    ),
    "not_object": (
        "A board must be a JSON object with 'hexes', 'ahus' and 'forest_tile_values'.",
        "圖板必須是含有「hexes」、「ahus」及「forest_tile_values」的JSON物件。",
    ),
    "not_json": (
        "The board file is not valid JSON ({detail}).",
        "圖板檔案不是有效的JSON（{detail}）。",
    ),
    "unreadable": (
        "The board file {path} cannot be read ({detail}).",
        "無法讀取圖板檔案{path}（{detail}）。",
    ),
    "too_big": (
        "The board file is too large ({size} bytes; at most {limit}).",
        "圖板檔案太大（{size}位元組；上限{limit}）。",
    ),
    "missing_field": (
        "Board: {where} lacks the field '{field}'.",
        "圖板：{where}缺少欄位「{field}」。",
    ),
    "bad_field": (
        "Board: the field '{field}' of {where} is invalid ({detail}).",
        "圖板：{where}的欄位「{field}」無效（{detail}）。",
    ),
    "duplicate_id": ("Board: the id {id} is used twice.", "圖板：編號{id}重複使用。"),
    "same_place": (
        "Board: {hex} and {other} are at the same place.",
        "圖板：{hex}與{other}位置重疊。",
    ),
    "unknown_kind": (
        "Board: hex {hex} has the unknown kind '{kind}'.",
        "圖板：六角格{hex}的種類「{kind}」不明。",
    ),
    "special_count": (
        "Board: there must be exactly one hex of kind '{kind}'; found {count}.",
        "圖板：種類「{kind}」的六角格必須恰好1個，實際有{count}個。",
    ),
    "unknown_neighbour": (
        "Board: {hex} lists {neighbour}, which is not a land hex.",
        "圖板：{hex}列出的{neighbour}不是陸地六角格。",
    ),
    "not_adjacent": (
        "Board: {hex} lists {neighbour} as a neighbour, but they do not touch.",
        "圖板：{hex}將{neighbour}列為相鄰，但兩者並不相鄰。",
    ),
    "one_way": (
        "Board: {hex} lists {neighbour} as a neighbour, but not the other way round.",
        "圖板：{hex}將{neighbour}列為相鄰，但{neighbour}沒有列出{hex}。",
    ),
    "missing_neighbour": (
        "Board: {neighbour} touches {hex} but is not listed among its neighbours.",
        "圖板：{neighbour}與{hex}相鄰，卻沒有列在其相鄰格中。",
    ),
    "disconnected": (
        "Board: the island is not connected; cut off: {hexes}.",
        "圖板：島嶼沒有全部相連；不相連的六角格：{hexes}。",
    ),
    "no_hexes": ("Board: there are no land hexes.", "圖板：沒有任何陸地六角格。"),
    "no_ahus": ("Board: there are no Ahu.", "圖板：沒有任何石台。"),
    "ahu_on_land": (
        "Board: Ahu {ahu} is anchored on a land hex.",
        "圖板：石台{ahu}位於陸地六角格上。",
    ),
    "ahu_no_hex": (
        "Board: Ahu {ahu} touches no land hex.",
        "圖板：石台{ahu}沒有相鄰的陸地六角格。",
    ),
    "ahu_mismatch": (
        "Board: Ahu {ahu} and hex {hex} disagree about touching each other.",
        "圖板：石台{ahu}與六角格{hex}的相鄰資料互相矛盾。",
    ),
    "unknown_ahu": (
        "Board: hex {hex} lists the unknown Ahu {ahu}.",
        "圖板：六角格{hex}列出不存在的石台{ahu}。",
    ),
    "bad_points": (
        "Board: Ahu {ahu} has a negative {field} ({value}).",
        "圖板：石台{ahu}的{field}為負數（{value}）。",
    ),
    "forest_count": (
        "Board: the number of forest hexes ({hexes}) differs from the number of forest tiles "
        "({tiles}).",
        "圖板：有{hexes}個森林六角格，但有{tiles}個森林板塊。",
    ),
}

LABELS = {
    "giants.title": ("Giants", "神秘巨石像"),
    "giants.list_sep": (", ", "、"),
    "giants.count.moai": ("{n} moai", "{n}尊石像"),
    "giants.count.headdresses": (
        Plural(one="{n} headdress", other="{n} headdresses"),
        "{n}個石帽",
    ),
    "giants.breakdown.help": ("help", "協助搬運"),
    "giants.breakdown.ahu_moai": ("moai on Ahu", "石台上的石像"),
    "giants.breakdown.headdress": ("headdresses", "石帽"),
    "giants.breakdown.tablets": ("Rongo tablets", "石碑"),
    "giants.option.white_faces": ("White die faces", "白骰各面"),
    "giants.option.brown_faces": ("Brown die faces", "棕骰各面"),
    "giants.option.ordinary_on_special_spaces": (
        "Action A may use special spaces",
        "行動A可放置在特定區域",
    ),
    "giants.option.ordinary_next_to_ahu": (
        "Action A may use hexes next to an Ahu",
        "行動A可放置在鄰近石台區",
    ),
    "giants.option.moai_quarry_open": (
        "Action A may use the Moai quarry hex",
        "行動A可放置在石像雕刻場",
    ),
    "giants.option.logs_need_figure_in_set": (
        "Counted logs need a chosen figure beside them",
        "計入的圓木旁須有被選用的族人",
    ),
    "giants.option.erector_on_end_hex": (
        "Erector's figure must be on the end hex",
        "豎立者的族人須在終點格",
    ),
    "giants.option.gift_helpers": ("Movers may gift help points", "可額外使用他人族人送分"),
    "giants.option.marks_per_turn": ("Marks per turn", "每次輪到時的標記數"),
    "giants.option.unmarked_open_next_round": (
        "Unmarked items open only next round",
        "未標記物件下回合才開放",
    ),
    "giants.option.one_move_per_item": (
        "Each item moves once per phase",
        "每個物件每階段只移動一次",
    ),
    "giants.option.gains_at_once": ("Phase 3 gains usable at once", "第3階段所得可立即使用"),
    "giants.option.tie_break": ("Tie-break", "平手判定"),
    "giants.option.immediate_scoring": ("Immediate scoring (variant)", "立即計分（變體規則）"),
    "giants.option.memory_mode": ("Memory mode (hidden bases)", "記憶模式（隱藏石像基座）"),
    "giants.option.round_limit": ("Round limit (0 = none)", "回合上限（0表示不限）"),
}


def _catalogs() -> tuple[dict[str, Message], dict[str, Message]]:
    en: dict[str, Message] = {}
    zh: dict[str, Message] = {}
    for prefix, table in (
        ("giants.name.", NAMES),
        ("giants.event.", EVENTS),
        ("giants.err.", ERRORS),
        ("giants.err.", params.ERRORS),
        ("giants.board.", BOARD),
        ("", LABELS),
    ):
        for key, (english, chinese) in table.items():
            en[prefix + key] = english
            zh[prefix + key] = chinese
    en |= parameter_words("giants", params.PARAMETERS, "en")  # issue 23: the rule parameters
    zh |= parameter_words("giants", params.PARAMETERS, "zh-TW")
    return en, zh


CATALOG = Catalog("giants", *_catalogs())


def named(value: str) -> dict[str, str]:
    """A message parameter naming ``value`` (a piece, space or phase) in each language."""
    return {lang: i18n.t(f"giants.name.{value}", lang) for lang in i18n.LANGS}


def size_name(size: int, lang: str) -> str:
    """A moai's size as the messages show it: "2" in English ("a size-2 moai"), 「中尊」 in
    Chinese (「一尊中尊石像」: the seed names the sizes 小尊, 中尊, 大尊)."""
    key = f"giants.name.size_{size}"
    return i18n.t(key, lang) if i18n.has(key) else str(size)


def sized(size: int) -> dict[str, str]:
    """A message parameter naming a moai's size in each language (see :func:`size_name`)."""
    return {lang: size_name(size, lang) for lang in i18n.LANGS}
