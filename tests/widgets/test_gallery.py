"""The gallery shows every figure and redraws them in the other language."""

import json

from widgets.gallery import Gallery


def texts(gallery):
    return json.dumps([s.figure.to_dict() for s in gallery.slots], ensure_ascii=False)


def test_every_figure_is_drawn_in_both_languages():
    gallery = Gallery()
    assert all(slot.figure is not None for slot in gallery.slots)
    assert all(slot.outputs for slot in gallery.slots)
    assert "Sacrifice ranking" in texts(gallery)
    gallery.toggle.value = "zh-TW"
    assert "獻祭排名" in texts(gallery) and "Sacrifice ranking" not in texts(gallery)
    assert all("拉帕努伊" in c.value for c in gallery.captions)
