"""The game picks GTK's renderer by what the machine has. Under Xvfb, OpenGL is Mesa's
llvmpipe, drawn by the CPU, so the game asks for cairo; GSK_RENDERER set by the user wins.

Seen two ways from outside: the line `SHAPE_SHUFFLE_DEBUG=renderer` makes the game print (what a
user or a packager would look at), and what the X server sees drawn. GTK's cairo renderer
repaints only what changed, so moving focus on Home draws into a small part of the window; its
GL renderer, with llvmpipe here, redraws the whole window on every frame."""
import os
import sys

import game
from harness import windows_of

sys.path.insert(0, os.path.join(game.REPO, "bench"))
from xprobe import Display  # noqa: E402  (bench/ is on the path only from here)

DEBUG = {"SHAPE_SHUFFLE_DEBUG": "renderer"}


def drawn_share_of_tab(app):
    """The largest share of the main window (0..1) that one drawing covered in the frames that
    answer one Tab on Home."""
    windows = [w for w in windows_of(app.process.pid) if not w.override_redirect]
    window = max(windows, key=lambda w: w.width * w.height)
    with Display() as display:
        display.watch_window(window.wid)
        try:
            display.wait_for_quiet(window.wid, 0.3, longest=5.0)
            display.drain()
            sent = display.tap("Tab")
            largest = 0
            while True:
                event = display.next_event(sent + 0.6)
                if event is None:
                    break
                kind, drawn, _ = event
                if kind == "damage" and drawn == window.wid:
                    _, _, width, height = display.last_damage
                    largest = max(largest, width * height)
        finally:
            display.unwatch_all()
    assert largest, "Tab on Home drew nothing"
    return largest / (window.width * window.height)


def test_software_gl_gets_cairo_which_repaints_only_what_changed(launch, monkeypatch):
    monkeypatch.delenv("GSK_RENDERER", raising=False)
    app = launch(game.argv(), env=DEBUG)
    app.wait_for_focus(name="Level 1", timeout=10)
    assert "renderer: cairo (OpenGL here is drawn in software: llvmpipe" in app.stderr_text()
    share = drawn_share_of_tab(app)
    assert share < 0.5, f"a Tab redrew {share:.0%} of the window: cairo repaints only the focus change"


def test_gsk_renderer_set_by_the_user_wins(launch):
    app = launch(game.argv(), env={**DEBUG, "GSK_RENDERER": "gl"})
    app.wait_for_focus(name="Level 1", timeout=10)
    assert "renderer: GTK's default (GSK_RENDERER=gl set by the user)" in app.stderr_text()
    share = drawn_share_of_tab(app)
    assert share > 0.9, f"a Tab redrew {share:.0%} of the window: GTK's GL renderer redraws it all"
