"""A card takes a press and a hover over its whole face in a small window too (its hit area is its logical
size, not its pixmap's device pixels): found driving the lessons at 1024×768."""


def test_the_whole_card_is_hit_in_a_small_window(win, qtbot):
    win.resize(1024, 768)
    qtbot.wait(50)
    dock = win.companion.lesson
    from desktop.games import spec_for
    dock.start(spec_for("jupai").lessons[0], 0)
    qtbot.wait(50)
    it = win.scene.card_item("9S")
    assert win.scene.render_scale < 0.6
    r = it.sceneBoundingRect()
    for point in (r.center(), r.bottomRight() - (r.bottomRight() - r.center()) * 0.1):
        assert it in win.scene.items(point), point
