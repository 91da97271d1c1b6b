"""The gallery shows every figure of both games and redraws them in the other language."""

import json

from widgets.pages.gallery import Gallery


def texts(gallery):
    return json.dumps([s.figure.to_dict() for s in gallery.slots], ensure_ascii=False)


def test_every_figure_is_drawn_in_both_languages():
    gallery = Gallery()
    assert len(gallery.slots) == 12
    assert all(slot.figure is not None for slot in gallery.slots)
    assert all(slot.outputs for slot in gallery.slots)
    english = texts(gallery)
    assert "Sacrifice ranking" in english
    assert "Giants · round" in english and "carrying power" in english
    gallery.toggle.value = "zh-TW"
    chinese = texts(gallery)
    assert "獻祭排名" in chinese and "Sacrifice ranking" not in chinese
    assert "神秘巨石像·第" in chinese and "搬運力" in chinese and "carrying power" not in chinese
    games = [c.value for c in gallery.captions]
    assert all("復活島" in c for c in games[:6])
    assert all("神秘巨石像" in c for c in games[6:])


def test_the_giants_figures_show_a_transport_with_its_next_hexes():
    gallery = Gallery()
    keys = [key for key, _ in gallery.makers]
    board = gallery.slots[keys.index("gallery.giants.transport")].figure
    uids = {trace.uid: trace for trace in board.data}
    assert len(uids["transport"].customdata) >= 3
    assert len(uids["highlight"].customdata) >= 1
    public = gallery.slots[keys.index("gallery.giants.board_public")].figure
    assert all(
        owner is None
        for _, face, owner in public.data[_uid(public, "bases")].customdata
        if face == "face_down"
    )


def _uid(fig, uid):
    return [t.uid for t in fig.data].index(uid)
