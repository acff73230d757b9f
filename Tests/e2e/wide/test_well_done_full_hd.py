"""Well done on a maximised Full HD window: its stars are drawn at least 8% of the window's height
each, gold filling them, and the dialog stands beside the finished board, which stays in sight.
Make runs these in a session of their own (SCREEN=1920x1080)."""
from harness import extents, move_mouse_away, screen_extents, screenshot, wait_until
from game import argv, finish_level
from grown_up import write_device

GOLD = (0xE5, 0xA5, 0x0A)        # Theme.standard.starEarned


def test_well_done_grows_with_a_full_hd_window_and_leaves_the_board_in_sight(launch):
    write_device(window={"width": 1024, "height": 768, "maximized": True, "fullScreen": False})
    app = launch(argv("--level", "1"))
    app.wait_for_focus(name_prefix="Card 1,")
    window_height = wait_until(lambda: (lambda h: h if h > 900 else None)(extents(app.window())[3]),
                               message="the window did not open maximised")
    finish_level(app)
    app.wait_for_focus(name="Next level")
    move_mouse_away()
    stars = app.find_one(role="image", name="3 of 3 stars")
    x, y, w, h = screen_extents(stars)
    assert h >= 0.08 * window_height, f"stars {h} px high in a window {window_height} px high"
    # All three filled, one after another (reduced motion is off): gold across the row.
    wait_until(lambda: screenshot().count_colour(GOLD, (x, y, w, h), tolerance=40) > 0.15 * w * h,
               message="the stars never filled with gold")
    board = app.find_one(role="label", name="Board")
    bx, by, bw, bh = screen_extents(board)
    dialog = app.find_one(role="dialog", name_prefix="Well done")
    dx, _, _, _ = screen_extents(dialog)
    assert dx > bx + bw, f"Well done (from x={dx}) covers the board (to x={bx + bw})"
